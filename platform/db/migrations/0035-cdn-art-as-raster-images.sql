-- cdn art as raster images
-- The CDN's art is addressed by its raster form (a JPEG for promotions, a PNG for logos), which the browser decodes
-- off the page's main thread. The .svg addresses still answer, so rows seeded before keep working; these move to the
-- addresses a fresh database is seeded with. An image inside an announcement's HTML keeps its address: SQLite has no
-- pattern replace to find it by, and it answers as it did.
UPDATE announcement_images SET path = substr(path, 1, length(path) - 4) || '.jpg'
  WHERE path LIKE '/cdn/promo/%.svg';
UPDATE resources SET url = substr(url, 1, length(url) - 4) || '.png'
  WHERE url LIKE '/cdn/logo/%.svg';
