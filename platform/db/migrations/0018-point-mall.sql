-- point mall: a points journal per member, earning cursors, items, redemptions and the exchange table
-- Per brand: how much valid bet earns one point, the smallest conversion and its step. Points on
-- the reference platform never expire (expiry_days stays NULL); the column says so to the site.
CREATE TABLE point_settings (
  merchant TEXT PRIMARY KEY REFERENCES merchants(code),
  earn_valid_bet_minor INTEGER NOT NULL CHECK (earn_valid_bet_minor > 0),
  min_convert_points INTEGER NOT NULL CHECK (min_convert_points > 0),
  convert_step_points INTEGER NOT NULL CHECK (convert_step_points > 0),
  expiry_days INTEGER CHECK (expiry_days IS NULL)
);
-- The exchange table: from min_points converted at once, each step of points pays cash_minor_per_step.
CREATE TABLE point_exchange_rates (
  merchant TEXT NOT NULL REFERENCES merchants(code),
  min_points INTEGER NOT NULL CHECK (min_points > 0),
  cash_minor_per_step INTEGER NOT NULL CHECK (cash_minor_per_step > 0),
  PRIMARY KEY (merchant, min_points)
);

-- Points are not money: they live in their own journal, never in ledger_accounts (whose balances
-- are wallets). The balance is a cache of the journal's sum, written in the same transaction.
CREATE TABLE point_balances (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  merchant TEXT NOT NULL,
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  updated_at INTEGER NOT NULL
);
CREATE TABLE point_transactions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('EARN', 'GRANT', 'REDEEM', 'REDEEM_REFUND', 'CONVERT')),
  points INTEGER NOT NULL CHECK (points <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  idempotency_key TEXT NOT NULL,
  reference TEXT,
  meta TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  UNIQUE (merchant, idempotency_key)
);
CREATE INDEX point_transactions_member ON point_transactions (member_id, id);
CREATE TRIGGER point_transactions_append_only_u BEFORE UPDATE ON point_transactions BEGIN SELECT RAISE(ABORT, 'the points journal is append-only'); END;
CREATE TRIGGER point_transactions_append_only_d BEFORE DELETE ON point_transactions BEGIN SELECT RAISE(ABORT, 'the points journal is append-only'); END;

-- Earning: settled bet records after last_bet_id have not earned yet; carry_minor is valid bet
-- short of a whole point, kept for the next accrual.
CREATE TABLE point_earn_cursors (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  last_bet_id INTEGER NOT NULL,
  carry_minor INTEGER NOT NULL DEFAULT 0 CHECK (carry_minor >= 0)
);

CREATE TABLE point_items (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code),
  points_cost INTEGER NOT NULL CHECK (points_cost > 0),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  limit_per_member INTEGER CHECK (limit_per_member IS NULL OR limit_per_member > 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  art TEXT NOT NULL DEFAULT 'gift',          -- the CDN's drawing: gift, phone, voucher, chip, watch, headset, bag, gold
  hue INTEGER NOT NULL DEFAULT 210,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX point_items_merchant ON point_items (merchant, active, sort);
CREATE TABLE point_item_texts (
  item_id INTEGER NOT NULL REFERENCES point_items(id),
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (item_id, lang)
);

-- One redemption of one item: In Process until the operator approves or rejects it. A rejection
-- refunds the points and returns the stock once (refund_transaction_id is set in the same write).
CREATE TABLE point_redemptions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  item_id INTEGER NOT NULL REFERENCES point_items(id),
  points INTEGER NOT NULL CHECK (points > 0),
  status TEXT NOT NULL CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
  reason TEXT,
  request_id TEXT NOT NULL,
  transaction_id INTEGER NOT NULL REFERENCES point_transactions(id),
  refund_transaction_id INTEGER REFERENCES point_transactions(id),
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  UNIQUE (member_id, request_id),
  CHECK ((status = 'REJECTED') = (refund_transaction_id IS NOT NULL))
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id);
CREATE INDEX point_redemptions_item ON point_redemptions (member_id, item_id, status);
CREATE INDEX point_redemptions_desk ON point_redemptions (merchant, status, id);
