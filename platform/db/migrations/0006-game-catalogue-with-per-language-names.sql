-- game catalogue with per-language names
CREATE TABLE games (
  node_id INTEGER PRIMARY KEY,
  game_id TEXT NOT NULL,
  game_code TEXT NOT NULL,
  vendor_code TEXT NOT NULL REFERENCES vendors(code),
  game_type TEXT NOT NULL,                  -- lane title of the vendor: RNG, LIVE, FISH, PVP, SPORTS, ELOTT, LOTT
  name_en TEXT NOT NULL,
  classify TEXT CHECK (classify IN ('SC', 'VP', 'JP', 'TG', 'AC', 'BG')),   -- NULL = plain RNG slot
  min_bet REAL NOT NULL,
  min_line_num INTEGER,                     -- paylines of a slot, NULL elsewhere
  is_hot INTEGER NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  hot_rank INTEGER,                         -- the operator's order of the hot list
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  popularity INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL,                    -- order inside the vendor's lobby
  UNIQUE (vendor_code, game_code)
);
CREATE INDEX games_vendor_sort ON games (vendor_code, sort);
CREATE INDEX games_type_sort ON games (game_type, sort);
CREATE INDEX games_name ON games (name_en COLLATE NOCASE);
CREATE INDEX games_hot ON games (hot_rank) WHERE is_hot = 1;
CREATE INDEX games_popularity ON games (popularity DESC);
CREATE INDEX games_classify ON games (vendor_code, classify);
CREATE TABLE game_names (
  node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (node_id, lang)
);
CREATE INDEX game_names_search ON game_names (lang, name);
