-- agent contracts and their settlements
-- A contract an agent offers a direct downline: dividend on the team's net loss, or a salary on its
-- valid bet (daily, hourly, real-time). Rates in basis points; thresholds in minor units and members.
CREATE TABLE agent_contracts (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code),
  type TEXT NOT NULL CHECK (type IN ('DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME')),
  agent_id INTEGER NOT NULL REFERENCES members(id),
  downline_id INTEGER NOT NULL REFERENCES members(id),
  rate_bp INTEGER NOT NULL CHECK (rate_bp > 0 AND rate_bp <= 10000),
  period TEXT NOT NULL CHECK (period IN ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
  min_valid_bet_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_valid_bet_minor >= 0),
  min_loss_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_loss_minor >= 0),
  min_active_members INTEGER NOT NULL DEFAULT 0 CHECK (min_active_members >= 0),
  min_bet_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_bet_minor >= 0),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED')),
  termination_requested_at INTEGER,
  created_at INTEGER NOT NULL,
  accepted_at INTEGER,
  ended_at INTEGER,
  end_reason TEXT CHECK (end_reason IN ('REJECTED', 'WITHDRAWN', 'AGENT', 'DOWNLINE', 'REPLACED', 'RATE_CAP')),
  CHECK (status <> 'ACTIVE' OR (accepted_at IS NOT NULL AND ended_at IS NULL))
);
-- The downline's requests and contracts (the sign-in flags read it), the agent's offers, a settlement job's contracts.
CREATE INDEX agent_contracts_downline ON agent_contracts (downline_id, type, status);
CREATE INDEX agent_contracts_agent ON agent_contracts (agent_id, type, id DESC);
CREATE INDEX agent_contracts_settle ON agent_contracts (merchant, type, status);

-- One settled period of one contract: what the team did, whether the thresholds held, what was paid.
-- UNIQUE makes a replayed job a no-op; the ledger's key settle:<type>:<contract>:<period> says the same.
CREATE TABLE contract_settlements (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES agent_contracts(id),
  period_key TEXT NOT NULL,
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  valid_bet_minor INTEGER NOT NULL,
  loss_minor INTEGER NOT NULL,
  active_members INTEGER NOT NULL,
  base_minor INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  outcome TEXT NOT NULL CHECK (outcome IN ('PAID', 'BELOW_THRESHOLD', 'NOTHING')),
  missed TEXT,
  transaction_id INTEGER REFERENCES ledger_transactions(id),
  settled_at INTEGER NOT NULL,
  UNIQUE (contract_id, period_key)
);
CREATE INDEX contract_settlements_time ON contract_settlements (contract_id, period_start DESC);
