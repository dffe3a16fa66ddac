-- responsible gambling: limits, exclusions, reality checks, per-merchant settings
-- Per merchant: whether the tools are offered, and how long a raised or removed limit waits. A merchant
-- without a row has them on with a 24-hour cooling-off.
CREATE TABLE rg_settings (
  merchant TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  cooling_off_hours INTEGER NOT NULL DEFAULT 24 CHECK (cooling_off_hours BETWEEN 0 AND 720)
);

-- A member's limit of one kind and period. amount_minor is the limit in force (minor units; minutes
-- for SESSION); a raise or a removal waits in pending_* until pending_at, then replaces it.
CREATE TABLE rg_limits (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
  period TEXT NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH', 'SESSION')),
  amount_minor INTEGER CHECK (amount_minor IS NULL OR amount_minor > 0),
  pending_amount_minor INTEGER CHECK (pending_amount_minor IS NULL OR pending_amount_minor > 0),
  pending_at INTEGER,                       -- set while a change waits; pending_amount_minor NULL then means "removed"
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK ((kind = 'SESSION') = (period = 'SESSION'))
);

-- Time-outs and self-exclusions; ends_at NULL is permanent. Never deleted: the history is the operator's record.
CREATE TABLE rg_exclusions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('TIMEOUT', 'SELF_EXCLUSION')),
  duration TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER
);
CREATE INDEX rg_exclusions_member ON rg_exclusions (member_id, starts_at);

-- The reality check's interval in minutes (0 = off).
CREATE TABLE rg_preferences (
  member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  reality_check_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_check_minutes BETWEEN 0 AND 60)
);
