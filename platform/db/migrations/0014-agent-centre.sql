-- agent centre: hierarchy closure, rebate rates, invitation codes, agent notices
-- Every member's ancestors with their distance (0 = itself): "everyone under me" and "is this one
-- under me" are one indexed range, however deep or wide the team.
CREATE TABLE agent_tree (
  ancestor_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  descendant_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  depth INTEGER NOT NULL,
  PRIMARY KEY (ancestor_id, depth, descendant_id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX agent_tree_descendant ON agent_tree (descendant_id, ancestor_id);
INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
  WITH RECURSIVE up(ancestor_id, descendant_id, depth) AS (
    SELECT id, id, 0 FROM members
    UNION ALL
    SELECT m.upline_id, up.descendant_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.upline_id IS NOT NULL
  )
  SELECT ancestor_id, descendant_id, depth FROM up;
-- The tree follows upline_id whoever writes it (registration, the back office, the seed).
CREATE TRIGGER agent_tree_insert AFTER INSERT ON members BEGIN
  INSERT INTO agent_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM agent_tree WHERE descendant_id = NEW.upline_id;
END;
CREATE TRIGGER agent_tree_move AFTER UPDATE OF upline_id ON members WHEN NEW.upline_id IS NOT OLD.upline_id BEGIN
  DELETE FROM agent_tree
   WHERE descendant_id IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id)
     AND ancestor_id NOT IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id);
  INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
    SELECT a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
      FROM agent_tree a JOIN agent_tree d ON d.ancestor_id = NEW.id
     WHERE a.descendant_id = NEW.upline_id;
END;

-- A member's rebate rate in basis points of valid bet; an agent passes at most its own down.
ALTER TABLE members ADD COLUMN rebate_bp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN last_login_at INTEGER;
-- An invitation code makes a member or a sub-agent at the rate it carries.
ALTER TABLE affiliates ADD COLUMN account_type TEXT NOT NULL DEFAULT 'MEMBER';
ALTER TABLE affiliates ADD COLUMN rebate_bp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE affiliates ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX affiliates_member ON affiliates (member_id);

CREATE TABLE agent_announcements (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX agent_announcements_merchant_time ON agent_announcements (merchant, created_at DESC);
-- Team reports sum thousands of members' bets and entries in a time range: covering indexes answer
-- them from the index alone, without a visit to each row.
-- Partial, so the ledger's other writes pay nothing for it.
CREATE INDEX ledger_entries_member_cash ON ledger_entries (member_id, at, type, amount)
  WHERE member_id IS NOT NULL AND type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_RETURN');
-- Replaces (member_id, placed_at), which it begins with: the member's own records use it as before.
CREATE INDEX bet_records_member_report ON bet_records (member_id, placed_at, status, game_type, stake_minor, win_minor, valid_bet_minor);
DROP INDEX bet_records_member_time;
CREATE INDEX members_created ON members (merchant, created_at);
