-- inbox: operator messages, broadcasts, per-member state; the VIP module
-- One table for every inbox message. member_id NULL is a broadcast to the whole merchant (one row,
-- however many members); typed notices keep type + params, operator messages carry a title and HTML.
CREATE TABLE messages_v2 (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER REFERENCES members(id),
  type TEXT NOT NULL,
  params TEXT NOT NULL DEFAULT '{}',
  title TEXT,
  body_html TEXT,
  created_at INTEGER NOT NULL,
  read_at INTEGER,
  deleted_at INTEGER
);
INSERT INTO messages_v2 (id, merchant, member_id, type, params, created_at, read_at)
  SELECT id, merchant, member_id, type, params, created_at, read_at FROM messages;
DROP TABLE messages;
ALTER TABLE messages_v2 RENAME TO messages;
CREATE INDEX messages_member_time ON messages (member_id, created_at);
CREATE INDEX messages_broadcast_time ON messages (merchant, created_at) WHERE member_id IS NULL;

-- A broadcast's read and deleted state, per member who acted on it (no row: unread, shown).
CREATE TABLE message_states (
  message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  read_at INTEGER,
  deleted_at INTEGER,
  PRIMARY KEY (message_id, member_id)
);

-- The VIP module (hasVip in the public state): merchants that exist already keep showing VIP labels.
INSERT OR IGNORE INTO whitelabel_nodes (merchant, mod_id, parent_mod_id, enabled, sort)
  SELECT code, 'VIP3', NULL, 1, 100 FROM merchants;
