-- session idle window and the hibernate fault
-- A session also ends after this many seconds without a keep-alive (GET /wps/session/touch) or a
-- sign-in; the absolute expiry (sessions.expires_at) still applies.
ALTER TABLE merchants ADD COLUMN session_idle_seconds INTEGER NOT NULL DEFAULT 1800 CHECK (session_idle_seconds BETWEEN 5 AND 86400);
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
-- Until then the merchant's signed-in calls fail as a platform whose persistence layer is out of
-- sync does (the message names hibernate): the operator's way to show the site's answer to it.
ALTER TABLE merchants ADD COLUMN hibernate_fault_until INTEGER;
