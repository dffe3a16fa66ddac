-- VIP page and rankings: a daily withdrawal amount per VIP level, an index for the deposit board
-- The most a member of the level may withdraw in a local day; 0 means the brand's cashier limit applies.
ALTER TABLE vip_levels ADD COLUMN daily_withdraw_minor INTEGER NOT NULL DEFAULT 0 CHECK (daily_withdraw_minor >= 0);

-- The deposit board sums credited deposits by the time they were credited. The bet boards scan bet_records
-- instead of indexing it: an index there slowed the seeded year of bets past the seed's budget, and the site caches the boards.
CREATE INDEX deposits_merchant_credited ON deposits (merchant, updated_at) WHERE status = 'CREDITED';
