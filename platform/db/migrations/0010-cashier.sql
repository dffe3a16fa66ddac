-- cashier: double-entry ledger, wallets, deposits, withdrawals, turnover, bet records, inbox messages
-- How each brand runs its cashier. Amounts in minor units of the brand's currency.
CREATE TABLE cashier_settings (
  merchant TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  time_zone TEXT NOT NULL,                  -- IANA zone: daily limits and the profit chart count its days
  wallet_mode TEXT NOT NULL CHECK (wallet_mode IN ('SINGLE', 'TRANSFER')),
  auto_transfer INTEGER NOT NULL CHECK (auto_transfer IN (0, 1)),
  withdraw_min_minor INTEGER NOT NULL,
  withdraw_max_minor INTEGER NOT NULL,
  daily_count_limit INTEGER NOT NULL,
  daily_amount_limit_minor INTEGER NOT NULL,
  confirm_minutes INTEGER NOT NULL          -- a paid withdrawal not confirmed within this counts as received
);

ALTER TABLE members ADD COLUMN upline_id INTEGER REFERENCES members(id);
ALTER TABLE members ADD COLUMN allow_downline_transfer INTEGER NOT NULL DEFAULT 0;   -- an agent's setting
ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
ALTER TABLE members ADD COLUMN payment_password_failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN payment_password_locked_until INTEGER;

-- Member wallets (MAIN, one per vendor) and, per merchant and currency, the operator's accounts.
-- The balance is a cache of the entries' sum, written in the same transaction as they are.
CREATE TABLE ledger_accounts (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code),
  currency TEXT NOT NULL,
  member_id INTEGER REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('MAIN', 'VENDOR', 'DEPOSITS', 'WITHDRAWALS', 'GAMES', 'BONUS', 'FEES', 'WITHDRAW_HOLD', 'OPENING')),
  wallet TEXT NOT NULL DEFAULT '',          -- 'MAIN' or the vendor code for member accounts
  balance INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  CHECK ((member_id IS NULL) = (kind NOT IN ('MAIN', 'VENDOR'))),
  -- The last line of defence: a member's wallet never goes below zero.
  CHECK (member_id IS NULL OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (member_id, wallet) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_operator ON ledger_accounts (merchant, currency, kind) WHERE member_id IS NULL;

-- One money move; its entries sum to zero. The idempotency key makes a retried request a no-op.
CREATE TABLE ledger_transactions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  kind TEXT NOT NULL,
  member_id INTEGER REFERENCES members(id),
  idempotency_key TEXT NOT NULL,
  reference TEXT,
  created_at INTEGER NOT NULL,
  meta TEXT NOT NULL DEFAULT '{}',
  UNIQUE (merchant, idempotency_key)
);
CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
  account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  balance_after INTEGER NOT NULL,
  type TEXT NOT NULL,                       -- the member statement's type: DEPOSIT, FEE, BONUS, RNG, …
  member_id INTEGER,                        -- the account's member, copied so a statement reads one index
  at INTEGER NOT NULL                       -- the transaction's time, copied for the same reason
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_member_time ON ledger_entries (member_id, at) WHERE member_id IS NOT NULL;
CREATE TRIGGER ledger_transactions_append_only_u BEFORE UPDATE ON ledger_transactions BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_transactions_append_only_d BEFORE DELETE ON ledger_transactions BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_entries_append_only_u BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_entries_append_only_d BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

CREATE TABLE deposit_channels (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('BANK', 'EWALLET', 'QR')),
  provider TEXT NOT NULL,
  name TEXT NOT NULL,
  colour TEXT NOT NULL,                     -- the provider's colour on the payment page
  min_minor INTEGER NOT NULL,
  max_minor INTEGER NOT NULL,
  fee_rate_bp INTEGER NOT NULL DEFAULT 0,
  fee_fixed_minor INTEGER NOT NULL DEFAULT 0,
  processing_minutes INTEGER NOT NULL DEFAULT 0,
  quick_amounts TEXT NOT NULL DEFAULT '[]', -- JSON array of minor amounts
  bank_name TEXT,
  account_name TEXT,
  account_number TEXT,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort INTEGER NOT NULL
);
CREATE TABLE deposit_promotions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  title TEXT NOT NULL,
  bonus_rate_bp INTEGER NOT NULL,
  max_bonus_minor INTEGER NOT NULL,
  min_deposit_minor INTEGER NOT NULL,
  turnover_multiplier INTEGER NOT NULL,
  bonus_days INTEGER NOT NULL DEFAULT 30,   -- the grant expires this many days after it was given
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);
CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  channel_id INTEGER NOT NULL REFERENCES deposit_channels(id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor INTEGER NOT NULL DEFAULT 0,
  bonus_minor INTEGER NOT NULL DEFAULT 0,
  promotion_id INTEGER REFERENCES deposit_promotions(id),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'AWAITING_PAYMENT', 'CREDITED', 'FAILED', 'CANCELLED')),
  reference TEXT NOT NULL,                  -- the short code the player quotes with the transfer
  request_id TEXT NOT NULL,
  return_url TEXT,                          -- where the payment page sends the player back; never from a later request
  pay_token TEXT UNIQUE,                    -- the payment page's capability
  remark TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  expires_at INTEGER,
  transaction_id INTEGER REFERENCES ledger_transactions(id),
  UNIQUE (merchant, reference),
  UNIQUE (member_id, request_id)
);
CREATE INDEX deposits_member_time ON deposits (member_id, created_at);
CREATE INDEX deposits_merchant_status ON deposits (merchant, status, created_at);

CREATE TABLE withdraw_accounts (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  type TEXT NOT NULL CHECK (type IN ('BANK', 'EWALLET')),
  provider TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at INTEGER NOT NULL,
  removed_at INTEGER                        -- kept for the withdrawals that name it
);
CREATE INDEX withdraw_accounts_member ON withdraw_accounts (member_id) WHERE removed_at IS NULL;

CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  account_id INTEGER NOT NULL REFERENCES withdraw_accounts(id),
  account_label TEXT NOT NULL,              -- as the account read when the request was made
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_CONFIRMED')),
  reference TEXT NOT NULL,
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  paid_at INTEGER,
  confirm_by INTEGER,
  received_minor INTEGER,
  remark TEXT,
  UNIQUE (merchant, reference),
  UNIQUE (member_id, request_id)
);
CREATE INDEX withdrawals_member_time ON withdrawals (member_id, created_at);
CREATE INDEX withdrawals_merchant_status ON withdrawals (merchant, status, created_at);
CREATE INDEX withdrawals_paid_due ON withdrawals (confirm_by) WHERE status = 'PAID';

-- Proof images live in the database, keyed by what they prove; no request ever names a file path.
CREATE TABLE proof_uploads (
  owner TEXT NOT NULL CHECK (owner IN ('DEPOSIT', 'WITHDRAWAL')),
  owner_id INTEGER NOT NULL,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes BLOB NOT NULL,
  size INTEGER NOT NULL,
  uploaded_at INTEGER NOT NULL,
  PRIMARY KEY (owner, owner_id)
);

CREATE TABLE bonus_grants (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  promotion_id INTEGER REFERENCES deposit_promotions(id),
  deposit_id INTEGER REFERENCES deposits(id),
  name TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED')),
  granted_at INTEGER NOT NULL,
  expires_at INTEGER
);
CREATE INDEX bonus_grants_member ON bonus_grants (member_id, granted_at);

-- What must be wagered before a withdrawal: 1× each credited deposit, (deposit + bonus) × multiplier per bonus.
CREATE TABLE turnover_requirements (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  source TEXT NOT NULL CHECK (source IN ('DEPOSIT', 'BONUS')),
  deposit_id INTEGER REFERENCES deposits(id),
  bonus_grant_id INTEGER REFERENCES bonus_grants(id),
  required_minor INTEGER NOT NULL CHECK (required_minor >= 0),
  done_minor INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  closed_at INTEGER                         -- met, or its bonus expired
);
CREATE INDEX turnover_open ON turnover_requirements (member_id, id) WHERE closed_at IS NULL;
CREATE INDEX turnover_grant ON turnover_requirements (bonus_grant_id) WHERE bonus_grant_id IS NOT NULL;

-- Every stake: the demo slot's spins, the demo book's bets, and the seeded history.
CREATE TABLE bet_records (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  placed_at INTEGER NOT NULL,
  settled_at INTEGER,
  game_type TEXT NOT NULL,                  -- the statement's game types: RNG, LIVE, FISH, PVP, SPORTS, LOTT
  vendor TEXT NOT NULL,
  game_name TEXT NOT NULL,
  node_id INTEGER,
  stake_minor INTEGER NOT NULL,
  win_minor INTEGER NOT NULL DEFAULT 0,
  valid_bet_minor INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('SETTLED', 'OPEN', 'CANCELLED')),
  transaction_id INTEGER REFERENCES ledger_transactions(id)
);
CREATE INDEX bet_records_member_time ON bet_records (member_id, placed_at);

-- The inbox: what happened to the member's money, rendered by the site from type + params.
CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  type TEXT NOT NULL,
  params TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX messages_member_time ON messages (member_id, created_at);

-- Balances from before the ledger become opening-balance transactions. balance_cents held ×100 of
-- every currency (VND too); the ledger holds minor units.
INSERT INTO ledger_accounts (merchant, currency, member_id, kind, wallet, balance, created_at)
  SELECT merchant, currency, id, 'MAIN', 'MAIN', 0, created_at FROM members WHERE balance_cents <> 0;
INSERT INTO ledger_accounts (merchant, currency, member_id, kind, wallet, balance, created_at)
  SELECT DISTINCT merchant, currency, NULL, 'OPENING', '', 0, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM members WHERE balance_cents <> 0;
INSERT INTO ledger_transactions (merchant, kind, member_id, idempotency_key, reference, created_at, meta)
  SELECT merchant, 'OPENING', id, 'opening:' || id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), '{"note":"Opening balance"}'
    FROM members WHERE balance_cents <> 0;
CREATE TEMP TABLE opening_amounts AS
  SELECT m.id AS member_id, t.id AS transaction_id, t.created_at AS at, m.merchant, m.currency,
         CASE m.currency WHEN 'VND' THEN m.balance_cents / 100 ELSE m.balance_cents END AS minor
    FROM members m JOIN ledger_transactions t ON t.merchant = m.merchant AND t.idempotency_key = 'opening:' || m.id
   WHERE m.balance_cents <> 0;
INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, type, member_id, at)
  SELECT o.transaction_id, a.id, o.minor, o.minor, 'ADJUST', o.member_id, o.at
    FROM opening_amounts o JOIN ledger_accounts a ON a.member_id = o.member_id AND a.wallet = 'MAIN'
   WHERE o.minor <> 0 ORDER BY o.transaction_id;
INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, type, member_id, at)
  SELECT o.transaction_id, a.id, -o.minor, -SUM(o.minor) OVER (PARTITION BY a.id ORDER BY o.transaction_id), 'ADJUST', NULL, o.at
    FROM opening_amounts o JOIN ledger_accounts a ON a.member_id IS NULL AND a.merchant = o.merchant AND a.currency = o.currency AND a.kind = 'OPENING'
   WHERE o.minor <> 0 ORDER BY o.transaction_id;
UPDATE ledger_accounts SET balance = (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE account_id = ledger_accounts.id);
DROP TABLE opening_amounts;
-- From here on the ledger is the only place a balance lives.
ALTER TABLE members DROP COLUMN balance_cents;
-- game_rounds and sports_bets keep their *_cents column names; since this migration they hold minor units.
