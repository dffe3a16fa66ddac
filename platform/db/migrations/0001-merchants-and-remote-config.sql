-- merchants and remote config
CREATE TABLE merchants (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'normal' CHECK (status IN ('normal', 'maintenance', 'region')),
  default_language TEXT NOT NULL,
  languages TEXT NOT NULL,            -- JSON array of upper-case codes
  main_domain TEXT,
  gtag_id TEXT
);
CREATE TABLE whitelabel_nodes (
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  mod_id TEXT NOT NULL,
  parent_mod_id TEXT,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, mod_id)
);
CREATE TABLE register_rules (
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  field TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  required INTEGER NOT NULL,
  pattern_id INTEGER NOT NULL,
  min_length INTEGER NOT NULL,
  max_length INTEGER NOT NULL,
  accepted_pattern TEXT NOT NULL,
  PRIMARY KEY (merchant, field)
);
CREATE TABLE customer_service (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  title TEXT NOT NULL,
  cs_type TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE resources (
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  resource_type TEXT NOT NULL,
  url TEXT NOT NULL,
  qr_code_url TEXT,
  label TEXT,
  PRIMARY KEY (merchant, resource_type)
);
CREATE TABLE domains (
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  domain_name TEXT NOT NULL,
  speed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, domain_name)
);
CREATE TABLE vendors (
  code TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  category TEXT NOT NULL,             -- lane title: RNG, LIVE, FISH, PVP, SPORTS, ELOTT, LOTT
  is_hot INTEGER NOT NULL DEFAULT 0,
  is_game TEXT,                       -- 'VASSALAGE' opens a pop-up game list
  account_type_id INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE merchant_vendors (
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  vendor_code TEXT NOT NULL REFERENCES vendors(code),
  PRIMARY KEY (merchant, vendor_code)
);
CREATE TABLE countries (
  code TEXT PRIMARY KEY,
  dialing_code TEXT NOT NULL,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE platform_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n TEXT NOT NULL,
  e TEXT NOT NULL,
  d TEXT NOT NULL
);
