-- home content: banners, announcements, winners, jackpots, help centre; several resources per type
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  group_name TEXT NOT NULL,
  platform TEXT NOT NULL DEFAULT 'W',
  linkage_type TEXT CHECK (linkage_type IN ('ROUTE', 'URL')),
  linkage_target TEXT,
  hue INTEGER NOT NULL,                     -- colour of the generated artwork
  sort INTEGER NOT NULL,
  CHECK ((linkage_type IS NULL) = (linkage_target IS NULL))
);
CREATE INDEX banners_merchant_group ON banners (merchant, platform, group_name, sort);
CREATE TABLE banner_titles (
  banner_id INTEGER NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (banner_id, lang)
);

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('PL', 'PU', 'PR', 'H')),
  platform TEXT NOT NULL DEFAULT 'W',
  execution TEXT CHECK (execution IN ('A', 'B', 'F')),
  category TEXT,                            -- promotions only
  create_time INTEGER NOT NULL,
  start_date INTEGER,
  end_date INTEGER,
  CHECK ((type = 'PU') = (execution IS NOT NULL))
);
CREATE INDEX announcements_merchant_type ON announcements (merchant, type, create_time DESC);
CREATE TABLE announcement_texts (
  announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,                    -- HTML as the operator typed it; the site sanitises
  PRIMARY KEY (announcement_id, lang)
);
CREATE TABLE announcement_images (
  announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  sequence INTEGER NOT NULL,
  path TEXT NOT NULL,                       -- CDN path; the origin is added per request
  PRIMARY KEY (announcement_id, sequence)
);

CREATE TABLE winners (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  customer_name TEXT NOT NULL,              -- already masked
  win_amount_cents INTEGER NOT NULL,
  win_time INTEGER NOT NULL
);
CREATE INDEX winners_merchant_time ON winners (merchant, win_time DESC);

CREATE TABLE jackpots (
  merchant TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL,
  as_of INTEGER NOT NULL,
  currency TEXT NOT NULL,
  currency_symbol TEXT NOT NULL,
  increment_cents INTEGER NOT NULL DEFAULT 16511,
  interval_ms INTEGER NOT NULL DEFAULT 3000,
  cycle_ms INTEGER NOT NULL DEFAULT 86400000   -- the pot is won and starts again from amount each cycle
);

CREATE TABLE help_items (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  parent_id INTEGER REFERENCES help_items(id) ON DELETE CASCADE,
  tag TEXT,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  bg_color TEXT,
  display INTEGER NOT NULL DEFAULT 1 CHECK (display IN (0, 1)),
  sort INTEGER NOT NULL
);
CREATE INDEX help_items_merchant_lang ON help_items (merchant, lang, parent_id, sort);

-- Payment and partner logos come several per type, so resources lose their (merchant, type) key.
CREATE TABLE resources_v2 (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  resource_type TEXT NOT NULL,
  url TEXT NOT NULL,                        -- absolute, or a CDN path starting with '/' that gets the origin
  qr_code_url TEXT,
  label TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
INSERT INTO resources_v2 (merchant, resource_type, url, qr_code_url, label) SELECT merchant, resource_type, url, qr_code_url, label FROM resources;
DROP TABLE resources;
ALTER TABLE resources_v2 RENAME TO resources;
CREATE UNIQUE INDEX resources_single ON resources (merchant, resource_type) WHERE resource_type NOT IN ('PAYMENT', 'PARTNER');
CREATE INDEX resources_merchant ON resources (merchant, resource_type, sort);
