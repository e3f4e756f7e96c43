-- Wallet and agent area: wallet transfers, the agent tree, the team's play and cash history, agent contracts
-- (salary and dividend offers) and agent raffles. Wallet balances themselves live in 001's wallets table.

CREATE TABLE wallet_transfers (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  from_wallet text NOT NULL,
  to_wallet   text NOT NULL,
  amount      numeric(18, 2) NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL,
  CHECK (from_wallet <> to_wallet)
);
CREATE INDEX wallet_transfers_member ON wallet_transfers (member_id, created_at);

-- Each member has at most one upline; a top agent has none.
CREATE TABLE member_uplines (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  upline_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  CHECK (member_id <> upline_id)
);
CREATE INDEX member_uplines_upline ON member_uplines (upline_id);

CREATE TABLE bets (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vassalage  text NOT NULL,
  game_type  text NOT NULL,
  bet_amount numeric(18, 2) NOT NULL CHECK (bet_amount > 0),
  valid_bet  numeric(18, 2) NOT NULL CHECK (valid_bet >= 0),
  -- The member's result: positive a win, negative a loss.
  win_loss   numeric(18, 2) NOT NULL,
  placed_at  timestamptz NOT NULL
);
CREATE INDEX bets_member_time ON bets (member_id, placed_at);

CREATE TABLE deposits (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount     numeric(18, 2) NOT NULL CHECK (amount > 0),
  channel    text NOT NULL,
  status     text NOT NULL CHECK (status IN ('pending', 'credited', 'failed')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX deposits_member ON deposits (member_id, created_at);

CREATE TABLE withdrawals (
  id              serial PRIMARY KEY,
  member_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount          numeric(18, 2) NOT NULL CHECK (amount > 0),
  status          text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'paid')),
  -- After payment the member confirms: received, notReceived (with proof) or partlyReceived; no answer within
  -- the auto-receive timeout counts as autoReceived; forcedReceived is set by the back office (no refund).
  confirmation    text CHECK (confirmation IN ('awaiting', 'received', 'notReceived', 'partlyReceived',
                                               'autoReceived', 'forcedReceived')),
  received_amount numeric(18, 2),
  proof_url       text,
  created_at      timestamptz NOT NULL,
  paid_at         timestamptz,
  confirmed_at    timestamptz,
  CHECK ((status = 'paid') = (confirmation IS NOT NULL))
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at);

CREATE TABLE agent_contracts (
  id                 serial PRIMARY KEY,
  kind               text NOT NULL CHECK (kind IN ('dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend')),
  upline_id          integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  downline_id        integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  status             text NOT NULL CHECK (status IN ('pending', 'active', 'rejected', 'terminated', 'ended')),
  rate               numeric(5, 2) NOT NULL CHECK (rate > 0 AND rate <= 100),
  period_type        text CHECK (period_type IN ('daily', 'weekly', 'semimonthly', 'monthly')),
  period_valid_bet   numeric(18, 2),
  period_profit_loss numeric(18, 2),
  active_members     integer,
  -- Per day (daily salary) or per hour (hourly salary).
  bet_amount         numeric(18, 2),
  end_reason         text CHECK (end_reason IN ('replaced', 'uplineRateLowered')),
  offered_at         timestamptz NOT NULL,
  decided_at         timestamptz,
  ended_at           timestamptz,
  CHECK ((status = 'ended') = (end_reason IS NOT NULL))
);
-- A downline has at most one active contract and one waiting offer of each kind.
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (kind, downline_id) WHERE status = 'active';
CREATE UNIQUE INDEX agent_contracts_one_pending ON agent_contracts (kind, downline_id) WHERE status = 'pending';
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind);

CREATE TABLE raffle_promotions (
  id        serial PRIMARY KEY,
  title     text NOT NULL,
  -- The prizes a claim can draw.
  prizes    numeric(18, 2)[] NOT NULL CHECK (cardinality(prizes) > 0),
  starts_at timestamptz NOT NULL,
  ends_at   timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);

CREATE TABLE raffle_claims (
  promotion_id integer NOT NULL REFERENCES raffle_promotions (id) ON DELETE CASCADE,
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  prize        numeric(18, 2) NOT NULL,
  ticket_no    text NOT NULL UNIQUE,
  claimed_at   timestamptz NOT NULL,
  PRIMARY KEY (promotion_id, member_id)
);
