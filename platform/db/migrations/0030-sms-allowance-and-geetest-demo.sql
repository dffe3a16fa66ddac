-- sms allowance and geetest demo
-- The operator's SMS account: how many messages are left (NULL: no limit) and whether sending is allowed at all.
ALTER TABLE merchants ADD COLUMN sms_quota INTEGER CHECK (sms_quota IS NULL OR sms_quota >= 0);
ALTER TABLE merchants ADD COLUMN sms_sending INTEGER NOT NULL DEFAULT 1 CHECK (sms_sending IN (0, 1));

-- The demo slider challenge served in place of Geetest: where the gap is, used once.
CREATE TABLE geetest_challenges (
  id TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  gap INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
