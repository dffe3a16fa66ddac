-- lobby: name search, favourites, recent games, vendor maintenance, launch tokens and demo rounds
-- Every name of a game in every language, folded (NFKC, lower case, Latin accents also stripped), one
-- row per game: a name search is one LIKE per game instead of one per translation. Derived from
-- games + game_names by refreshGameSearch().
CREATE TABLE game_search (
  node_id INTEGER PRIMARY KEY REFERENCES games(node_id) ON DELETE CASCADE,
  haystack TEXT NOT NULL
);
-- Trigram index over the same text: a needle of three or more characters finds its games without
-- reading every haystack. Shorter needles (one or two CJK characters) scan game_search with LIKE.
CREATE VIRTUAL TABLE game_search_fts USING fts5(haystack, content='game_search', content_rowid='node_id', tokenize='trigram case_sensitive 1');
-- The lobby lists one game type of the merchant's vendors in vendor order, then game order. Ordered
-- by (vendor sort, vendor rowid, game sort), the planner walks vendors by this index and each vendor's
-- games by games_type_vendor_sort with no sort step: rowid is the non-null tie-break that lets it.
CREATE INDEX vendors_lobby_order ON vendors (sort);
CREATE INDEX games_type_vendor_sort ON games (game_type, vendor_code, sort);

CREATE TABLE favourite_games (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX favourite_games_member_time ON favourite_games (member_id, created_at DESC);

CREATE TABLE recent_games (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
  launched_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_member_time ON recent_games (member_id, launched_at DESC);

CREATE TABLE recent_lottery_games (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_code TEXT NOT NULL,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_code)
);

CREATE TABLE vendor_maintenance (
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  vendor_code TEXT NOT NULL REFERENCES vendors(code),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, vendor_code)
);

-- A launch hands the game page a token bound to the member's session: it opens the page once and
-- dies with the session (or with a newer launch of the same game).
CREATE TABLE launch_tokens (
  token TEXT PRIMARY KEY,
  session_token TEXT NOT NULL REFERENCES sessions(token) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  title TEXT,                               -- a lottery launch shows the lottery game's name
  language TEXT NOT NULL,
  real_money INTEGER NOT NULL CHECK (real_money IN (0, 1)),
  play_cents INTEGER NOT NULL DEFAULT 0,    -- the credit of a trial (accountType 0) round; real money uses the wallet
  spins INTEGER NOT NULL DEFAULT 0,
  opened_at INTEGER,
  revoked INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX launch_tokens_member_game ON launch_tokens (member_id, node_id);

CREATE TABLE game_rounds (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  launch_token TEXT NOT NULL,
  real_money INTEGER NOT NULL,
  bet_cents INTEGER NOT NULL,
  win_cents INTEGER NOT NULL,
  balance_after_cents INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX game_rounds_member_game_time ON game_rounds (member_id, node_id, created_at);
