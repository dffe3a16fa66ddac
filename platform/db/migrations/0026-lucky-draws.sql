-- lucky draws: timed red-envelope, golden-egg and prize-wheel events, their prize tables, tickets and draws
-- An event the operator schedules for a brand. Tickets come from the day's activity inside the window:
-- one per valid_bet_per_ticket_minor of settled valid bets, tickets_per_deposit per credited deposit,
-- at most daily_ticket_cap a local day (granted tickets do not count against the cap).
CREATE TABLE lucky_events (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('RED_ENVELOPE', 'GOLDEN_EGG', 'PRIZE_WHEEL')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  valid_bet_per_ticket_minor INTEGER NOT NULL CHECK (valid_bet_per_ticket_minor > 0),
  tickets_per_deposit INTEGER NOT NULL DEFAULT 1 CHECK (tickets_per_deposit BETWEEN 0 AND 10),
  daily_ticket_cap INTEGER NOT NULL DEFAULT 10 CHECK (daily_ticket_cap BETWEEN 0 AND 1000),
  created_at INTEGER NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX lucky_events_merchant ON lucky_events (merchant, ends_at);

-- What a draw may win, by weight. BONUS: amount in minor units (with its turnover multiplier);
-- POINTS: points for the point mall; FREE_SPINS: a number of spins of spin_value_minor each, offered as a reward.
CREATE TABLE lucky_prizes (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES lucky_events(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('BONUS', 'POINTS', 'FREE_SPINS')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  spin_value_minor INTEGER NOT NULL DEFAULT 0 CHECK (spin_value_minor >= 0),
  turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier BETWEEN 0 AND 50),
  weight INTEGER NOT NULL CHECK (weight > 0),
  sort INTEGER NOT NULL DEFAULT 0,
  CHECK ((kind = 'FREE_SPINS') = (spin_value_minor > 0))
);
CREATE INDEX lucky_prizes_event ON lucky_prizes (event_id, sort);

-- One row per ticket: earned from a day's activity (source_key day:<date>:<n>) or granted (grant:<id>).
-- A ticket is used by exactly one draw.
CREATE TABLE lucky_tickets (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES lucky_events(id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  source_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER,
  UNIQUE (event_id, member_id, source_key)
);
CREATE INDEX lucky_tickets_unused ON lucky_tickets (event_id, member_id, used_at);

-- A draw: the ticket it used (once), the prize it won and what paid it.
CREATE TABLE lucky_draws (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  event_id INTEGER NOT NULL REFERENCES lucky_events(id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  ticket_id INTEGER NOT NULL UNIQUE REFERENCES lucky_tickets(id),
  request_id TEXT NOT NULL,
  prize_id INTEGER NOT NULL REFERENCES lucky_prizes(id),
  prize_kind TEXT NOT NULL CHECK (prize_kind IN ('BONUS', 'POINTS', 'FREE_SPINS')),
  amount INTEGER NOT NULL,
  spin_value_minor INTEGER NOT NULL DEFAULT 0,
  turnover_multiplier INTEGER NOT NULL DEFAULT 0,
  transaction_id INTEGER REFERENCES ledger_transactions(id),
  point_transaction_id INTEGER REFERENCES point_transactions(id),
  reward_id INTEGER REFERENCES rewards(id),
  drawn_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX lucky_draws_member ON lucky_draws (member_id, id);
