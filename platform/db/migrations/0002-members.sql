-- members, sessions, captcha, sms outbox
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  username TEXT NOT NULL COLLATE NOCASE,
  mobile TEXT,
  country_code TEXT,
  email TEXT,
  nickname TEXT,
  payee_name TEXT,
  password_hash TEXT NOT NULL,
  type INTEGER NOT NULL DEFAULT 0,          -- 0 member, 1/2/41/42 agent, 4 trial
  vip_level INTEGER NOT NULL DEFAULT 0,
  balance_cents INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'PHP',
  currency_symbol TEXT NOT NULL DEFAULT '₱',
  first_login INTEGER NOT NULL DEFAULT 1,
  password_expired INTEGER NOT NULL DEFAULT 0,
  affiliate_code TEXT,
  referral_code TEXT,
  extra TEXT NOT NULL DEFAULT '{}',         -- JSON of optional registration fields
  created_at INTEGER NOT NULL,
  UNIQUE (merchant, username)
);
CREATE UNIQUE INDEX members_mobile ON members (merchant, country_code, mobile) WHERE mobile IS NOT NULL;
CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE login_failures (
  merchant TEXT NOT NULL,
  username TEXT NOT NULL COLLATE NOCASE,
  failed_at INTEGER NOT NULL
);
CREATE INDEX login_failures_user ON login_failures (merchant, username, failed_at);
CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  country_code TEXT NOT NULL,
  mobile TEXT NOT NULL,
  purpose TEXT NOT NULL,                    -- register, login, reset
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (merchant, mobile, sent_at);
CREATE TABLE affiliates (
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  code TEXT NOT NULL COLLATE NOCASE,
  member_id INTEGER REFERENCES members(id),
  PRIMARY KEY (merchant, code)
);
