-- rewards: reward centre, raffle, referral links, missions, VIP levels, rebate
-- What a brand gives away besides deposit promotions. Amounts in minor units; 0 switches a reward off.
CREATE TABLE reward_settings (
  merchant TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  signup_reward_minor INTEGER NOT NULL DEFAULT 0,
  signup_turnover_multiplier INTEGER NOT NULL DEFAULT 0,
  referral_bonus_minor INTEGER NOT NULL DEFAULT 0,     -- to the referrer, when a referee's first deposit is credited
  referral_min_deposit_minor INTEGER NOT NULL DEFAULT 0,
  reward_days INTEGER NOT NULL DEFAULT 30              -- an unclaimed reward lapses after this many days
);

-- Rewards waiting for the member's one-action claim; one per source (a referee, a level, an operator grant).
CREATE TABLE rewards (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('SIGNUP', 'REFERRAL', 'VIP', 'GRANT')),
  title TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
  source_key TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('CLAIMABLE', 'CLAIMED', 'EXPIRED')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER,
  claimed_at INTEGER,
  request_id TEXT,
  transaction_id INTEGER REFERENCES ledger_transactions(id),
  UNIQUE (merchant, source_key)
);
CREATE INDEX rewards_member ON rewards (member_id, status, created_at);

-- Each member's own code for /register?r=…; members.referral_code keeps the code a member signed up with.
CREATE TABLE referral_codes (
  merchant TEXT NOT NULL,
  code TEXT NOT NULL COLLATE NOCASE,
  member_id INTEGER NOT NULL UNIQUE REFERENCES members(id),
  PRIMARY KEY (merchant, code)
);
ALTER TABLE members ADD COLUMN referrer_id INTEGER REFERENCES members(id);
CREATE INDEX members_referrer ON members (referrer_id) WHERE referrer_id IS NOT NULL;

-- Every sign-in, kept after its session ends (missions count logins per day).
CREATE TABLE member_logins (
  member_id INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX member_logins_member ON member_logins (member_id, at);
CREATE TRIGGER sessions_record_login AFTER INSERT ON sessions BEGIN
  INSERT INTO member_logins (member_id, at) VALUES (NEW.member_id, NEW.created_at);
END;

-- VIP levels per brand: reached by cumulative credited deposits AND valid bets; benefits shown per level.
CREATE TABLE vip_levels (
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  level INTEGER NOT NULL CHECK (level >= 0),
  name TEXT NOT NULL,
  deposit_minor INTEGER NOT NULL,
  valid_bet_minor INTEGER NOT NULL,
  upgrade_bonus_minor INTEGER NOT NULL DEFAULT 0,
  birthday_bonus_minor INTEGER NOT NULL DEFAULT 0,
  daily_withdraw_count INTEGER NOT NULL,
  dedicated_host INTEGER NOT NULL DEFAULT 0 CHECK (dedicated_host IN (0, 1)),
  PRIMARY KEY (merchant, level)
);

-- Rebate: a rate per product type and VIP level, paid on valid bets since the last claim.
CREATE TABLE rebate_rates (
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  product_type TEXT NOT NULL,
  vip_level INTEGER NOT NULL,
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0),
  PRIMARY KEY (merchant, product_type, vip_level)
);
CREATE TABLE rebate_cursors (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  last_bet_id INTEGER NOT NULL,            -- bets up to this id are paid
  claimed_at INTEGER NOT NULL
);

-- Daily and weekly missions; progress is computed from logins, deposits and bets, never stored.
CREATE TABLE missions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  period TEXT NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
  metric TEXT NOT NULL CHECK (metric IN ('LOGIN', 'DEPOSIT', 'SPINS', 'VALID_BET')),
  target INTEGER NOT NULL CHECK (target > 0),  -- a count, or minor units for money metrics
  reward_minor INTEGER NOT NULL CHECK (reward_minor > 0),
  turnover_multiplier INTEGER NOT NULL DEFAULT 1,
  points INTEGER NOT NULL CHECK (points >= 0),
  sort INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  UNIQUE (merchant, period, metric, target)
);
CREATE TABLE mission_claims (
  mission_id INTEGER NOT NULL REFERENCES missions(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  period_key TEXT NOT NULL,                -- the local day or the week's Monday it was earned in
  merchant TEXT NOT NULL,
  points INTEGER NOT NULL,
  claimed_at INTEGER NOT NULL,
  transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
  PRIMARY KEY (mission_id, member_id, period_key)
);
CREATE INDEX mission_claims_board ON mission_claims (merchant, claimed_at);

-- The daily lucky draw: one draw per member and local day once the day's valid bets reach the bar.
CREATE TABLE raffle_promotions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  title TEXT NOT NULL,
  min_valid_bet_minor INTEGER NOT NULL,
  prizes TEXT NOT NULL,                    -- JSON array of prizes in minor units, drawn uniformly
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  UNIQUE (merchant, title)
);
CREATE TABLE raffle_draws (
  promotion_id INTEGER NOT NULL REFERENCES raffle_promotions(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  day TEXT NOT NULL,
  prize_minor INTEGER NOT NULL,
  drawn_at INTEGER NOT NULL,
  transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
  PRIMARY KEY (promotion_id, member_id, day)
);
