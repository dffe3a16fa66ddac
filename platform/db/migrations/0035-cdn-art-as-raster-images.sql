-- cdn art as raster images
-- Payment and partner logos are addressed by their PNG, which the browser decodes off the page's main thread. The
-- .svg addresses still answer, so rows seeded before keep working; these move to the addresses a fresh database is
-- seeded with. Banner and promotion art stays addressed as its drawing (a few kilobytes where the JPEG is tens: it is
-- a page's largest paint).
UPDATE resources SET url = substr(url, 1, length(url) - 4) || '.png'
  WHERE url LIKE '/cdn/logo/%.svg';
