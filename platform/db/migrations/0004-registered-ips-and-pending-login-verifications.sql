-- registered IPs and pending login verifications
CREATE TABLE member_ips (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  PRIMARY KEY (member_id, ip)
);
CREATE TABLE pending_logins (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
