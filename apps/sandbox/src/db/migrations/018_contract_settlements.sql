-- The agent centre's contract settlements (issue 15): each active contract's period (daily salary the previous day,
-- hourly the previous hour, real-time the previous 5 minutes, a dividend its daily, weekly, semimonthly or monthly
-- period) settled once, with the downline team's figures, and what the upline paid from their main wallet (ledger
-- kind 'salary' or 'dividend', reference 'S' || id, in the same transaction as the row).
CREATE TABLE contract_settlements (
  id             serial PRIMARY KEY,
  contract_id    integer NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend')),
  -- The contract's parties when it was settled (a contract's parties never change; kept for the lists' filters).
  upline_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  downline_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period_start   timestamptz NOT NULL,
  period_end     timestamptz NOT NULL,
  -- The downline's team (everyone below the downline) in [period_start, period_end).
  valid_bet      numeric(18, 2) NOT NULL CHECK (valid_bet >= 0),
  -- The team's result: positive the team won, negative it lost.
  profit_loss    numeric(18, 2) NOT NULL,
  active_members integer NOT NULL CHECK (active_members >= 0),
  rate           numeric(5, 2) NOT NULL CHECK (rate > 0 AND rate <= 100),
  status         text NOT NULL CHECK (status IN ('paid', 'notQualified', 'unpaid')),
  -- What was paid (paid) or would have been (unpaid); 0 when notQualified.
  amount         numeric(18, 2) NOT NULL CHECK (amount >= 0),
  settled_at     timestamptz NOT NULL,
  CHECK (period_end > period_start),
  CHECK (status <> 'notQualified' OR amount = 0),
  -- Each contract's period is settled once.
  UNIQUE (contract_id, period_start)
);
CREATE INDEX contract_settlements_upline ON contract_settlements (upline_id, kind, settled_at DESC, id DESC);
CREATE INDEX contract_settlements_downline ON contract_settlements (downline_id, kind, settled_at DESC, id DESC);

-- The scheduler's record: a kind's period (for dividends, one schedule per period type) is run once; a contract
-- accepted after its period ran is not paid for that period by the automatic runs.
CREATE TABLE settlement_runs (
  kind         text NOT NULL CHECK (kind IN ('dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend')),
  cadence      text NOT NULL CHECK (cadence IN ('daily', 'hourly', 'fiveMinutes', 'weekly', 'semimonthly', 'monthly')),
  period_start timestamptz NOT NULL,
  period_end   timestamptz NOT NULL,
  ran_at       timestamptz NOT NULL,
  PRIMARY KEY (kind, cadence, period_start),
  CHECK (period_end > period_start)
);
