-- free play: vendors that offer trial play, and each account’s trial wallet
-- Live tables and sportsbooks take real stakes only; a trial launch of their games is refused.
ALTER TABLE vendors ADD COLUMN supports_trial INTEGER NOT NULL DEFAULT 1 CHECK (supports_trial IN (0, 1));
UPDATE vendors SET supports_trial = 0 WHERE category IN ('LIVE', 'SPORTS', 'LOTT');

-- Play money of free-play rounds, one wallet per account, in the account's minor units. It is
-- never a ledger account: nothing here can be withdrawn, transferred or counted as turnover.
CREATE TABLE trial_wallets (
  member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  balance_minor INTEGER NOT NULL CHECK (balance_minor >= 0),
  refills INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
