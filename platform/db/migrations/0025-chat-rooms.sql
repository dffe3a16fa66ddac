-- chat rooms: rooms per merchant, messages with a change sequence, read marks, mutes
-- A merchant's group chat rooms. last_seq counts every change in the room (a post, a moderator's delete):
-- clients follow the room by that cursor, so a delete reaches them the same way a post does.
CREATE TABLE chat_rooms (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code),
  code TEXT NOT NULL,
  titles TEXT NOT NULL,                       -- JSON: upper-case language → title
  min_vip_level INTEGER NOT NULL DEFAULT 0 CHECK (min_vip_level >= 0),
  sort INTEGER NOT NULL DEFAULT 0,
  last_seq INTEGER NOT NULL DEFAULT 0,
  UNIQUE (merchant, code)
);

-- Messages as plain text (at most 500 characters); a deleted one stays as a tombstone until trimmed.
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  room_id INTEGER NOT NULL REFERENCES chat_rooms(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  nickname TEXT NOT NULL,
  vip_level INTEGER NOT NULL DEFAULT 0,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 500),
  seq INTEGER NOT NULL,
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  deleted_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE INDEX chat_messages_room_seq ON chat_messages (room_id, seq);
CREATE INDEX chat_messages_member_time ON chat_messages (member_id, created_at);

-- How far a member has read each room (a seq of the room).
CREATE TABLE chat_reads (
  member_id INTEGER NOT NULL REFERENCES members(id),
  room_id INTEGER NOT NULL REFERENCES chat_rooms(id),
  last_seq INTEGER NOT NULL,
  PRIMARY KEY (member_id, room_id)
);

-- A moderator's mute: the member reads but may not post until then.
CREATE TABLE chat_mutes (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  until INTEGER NOT NULL
);
