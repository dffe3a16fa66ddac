-- my account: avatars, bind codes, authenticator set-up, login history
-- The member's avatar: NULL (the default), 'preset:<key>' or 'upload:<id>' of member_avatars.
ALTER TABLE members ADD COLUMN avatar TEXT;
ALTER TABLE members ADD COLUMN password_changed_at INTEGER;
ALTER TABLE members ADD COLUMN mobile_verified_at INTEGER;
ALTER TABLE members ADD COLUMN email_verified_at INTEGER;
-- A secret made for turning the authenticator on, kept until the player confirms a code from it.
ALTER TABLE members ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE members ADD COLUMN totp_failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN totp_locked_until INTEGER;
-- Uploaded avatars, re-encoded PNG; served under their random id, never a name the player chose.
CREATE TABLE member_avatars (
  id TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX member_avatars_member ON member_avatars (member_id);
-- Codes that bind a mobile number or an e-mail address: delivered through the SMS or e-mail outbox,
-- checked here (expiry, once, a few wrong attempts).
CREATE TABLE bind_codes (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('MOBILE', 'EMAIL')),
  target TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX bind_codes_member ON bind_codes (member_id, channel, sent_at);
-- Successful logins: when, from where, with what. The session token says which one is "this device".
CREATE TABLE login_history (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  session_token TEXT,
  at INTEGER NOT NULL,
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT ''
);
CREATE INDEX login_history_member ON login_history (member_id, at);
ALTER TABLE member_ips ADD COLUMN last_seen_at INTEGER;
