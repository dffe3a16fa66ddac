-- FB Sports demo book: launches and bets; FB no longer vassalage, EVO seamless
-- A sportsbook launch opens the demo book once. A guest's launch has no member (odds only); a member's
-- dies with the session.
CREATE TABLE sports_launches (
  token TEXT PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  member_id INTEGER REFERENCES members(id) ON DELETE CASCADE,
  session_token TEXT REFERENCES sessions(token) ON DELETE CASCADE,
  language TEXT NOT NULL,
  opened_at INTEGER,
  created_at INTEGER NOT NULL,
  CHECK ((member_id IS NULL) = (session_token IS NULL))
);

-- A bet keeps the match as it was offered (the fixture list is regenerated each day).
CREATE TABLE sports_bets (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  merchant TEXT NOT NULL,
  launch_token TEXT NOT NULL,
  match_id TEXT NOT NULL,
  sport TEXT NOT NULL,
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  kickoff_at INTEGER NOT NULL,
  pick TEXT NOT NULL CHECK (pick IN ('1', 'X', '2')),
  odds REAL NOT NULL,
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
  balance_after_cents INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sports_bets_member_time ON sports_bets (member_id, created_at DESC);

-- Databases seeded before decision 008 (seeding never rewrites an existing vendor).
UPDATE vendors SET is_game = NULL WHERE code = 'FB' AND is_game = 'VASSALAGE';
UPDATE vendors SET is_game = 'SEAMLESS' WHERE code = 'EVO' AND is_game IS NULL;
