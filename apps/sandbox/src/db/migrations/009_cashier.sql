-- The cashier: one ledger for every money movement (wallet balances follow it), idempotency keys for money writes,
-- proofs, deposit and withdrawal order fields, notifications, transfers to the upline, game wallets in maintenance
-- and turnover requirements. Amounts are numeric(18, 2) (THB, 2 minor digits), never float.

-- Every movement of a member's money: deposit credits, promotion bonuses, withdrawal holds, payouts and refunds,
-- transfers between wallets, recalls, transfers to the upline, points conversions and rewards, raffle prizes, and the
-- opening balances of money that was there before the ledger. `wallet` is MAIN, a game wallet, or HOLD (withdrawals
-- waiting for payout, in no wallet the member sees). Rows are never changed.
CREATE TABLE ledger (
  id              bigserial PRIMARY KEY,
  member_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  wallet          text NOT NULL,
  -- Signed: positive into the wallet, negative out of it.
  amount          numeric(18, 2) NOT NULL CHECK (amount <> 0),
  -- Set by the ledger_apply trigger from the wallet row; a wallet never goes below zero.
  balance_after   numeric(18, 2) NOT NULL CHECK (balance_after >= 0),
  kind            text NOT NULL CHECK (kind IN ('opening', 'deposit', 'bonus', 'withdrawalHold', 'withdrawalPayout',
                                                'withdrawalRefund', 'transfer', 'recall', 'uplineTransfer',
                                                'pointsConversion', 'pointsReward')),
  -- What the movement belongs to: D<id> a deposit, W<id> a withdrawal, T<id> a wallet transfer, ...
  reference       text NOT NULL,
  -- The member's key for the write that made it (null for back-office and seeded movements).
  idempotency_key text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX ledger_member ON ledger (member_id, created_at, id);
CREATE INDEX ledger_reference ON ledger (reference);

-- Money that was in the wallets before the ledger (a data folder from an older sandbox) opens the ledger, and the
-- amounts of withdrawals still waiting then are held.
INSERT INTO ledger (member_id, wallet, amount, balance_after, kind, reference, created_at)
  SELECT member_id, vassalage, balance, balance, 'opening', 'opening', now() FROM wallets WHERE balance <> 0;
INSERT INTO wallets (member_id, vassalage, balance)
  SELECT member_id, 'HOLD', sum(amount) FROM withdrawals WHERE status IN ('pending', 'approved') GROUP BY member_id;
INSERT INTO ledger (member_id, wallet, amount, balance_after, kind, reference, created_at)
  SELECT member_id, vassalage, balance, balance, 'opening', 'opening', now() FROM wallets
   WHERE vassalage = 'HOLD' AND balance <> 0;

ALTER TABLE wallets ADD CONSTRAINT wallets_balance_not_negative CHECK (balance >= 0);

-- A ledger row moves its wallet (made when missing) and records the balance after, in the same statement.
CREATE FUNCTION ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  after numeric(18, 2);
BEGIN
  UPDATE wallets SET balance = balance + NEW.amount
   WHERE member_id = NEW.member_id AND vassalage = NEW.wallet
   RETURNING balance INTO after;
  IF NOT FOUND THEN
    INSERT INTO wallets (member_id, vassalage, balance) VALUES (NEW.member_id, NEW.wallet, NEW.amount)
    RETURNING balance INTO after;
  END IF;
  NEW.balance_after := after;
  RETURN NEW;
END
$$;
CREATE TRIGGER ledger_apply BEFORE INSERT ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_apply();

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never changed' USING ERRCODE = 'check_violation';
END
$$;
CREATE TRIGGER ledger_append_only BEFORE UPDATE ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- A balance changes only through a ledger row: a statement that sets one directly fails (an empty wallet may be
-- made). pg_trigger_depth() is 2 when ledger_apply's own statement fires this trigger.
CREATE FUNCTION wallets_through_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND ((TG_OP = 'INSERT' AND NEW.balance <> 0)
                              OR (TG_OP = 'UPDATE' AND NEW.balance <> OLD.balance)) THEN
    RAISE EXCEPTION 'wallet balances change only through the ledger' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER wallets_through_ledger BEFORE INSERT OR UPDATE ON wallets
  FOR EACH ROW EXECUTE FUNCTION wallets_through_ledger();

-- A money write's key: a second request with it answers `result` again (the first success) and moves nothing.
CREATE TABLE idempotency_keys (
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  key         text NOT NULL,
  -- The operationId, and a hash of the request without the key and any password: the same key with another
  -- request is refused.
  operation   text NOT NULL,
  fingerprint text NOT NULL,
  -- The first answer's value as it was sent (json, not jsonb: a replay is the same text).
  result      json NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, key)
);

-- Game wallets that take no transfer for now (their balance stays). The merchant's PT wallet starts in maintenance.
CREATE TABLE wallet_maintenance (
  vassalage text PRIMARY KEY,
  since     timestamptz NOT NULL
);
INSERT INTO wallet_maintenance (vassalage, since) VALUES ('PT', now());

-- Images a member uploads for a deposit (the transfer slip) or a withdrawal that did not arrive; one order each.
CREATE TABLE cashier_proofs (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  mime_type  text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
  data       bytea NOT NULL,
  created_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX cashier_proofs_member ON cashier_proofs (member_id);

ALTER TABLE deposits
  ADD COLUMN promotion_id    text,
  -- The promotion's bonus, credited with the deposit.
  ADD COLUMN bonus           numeric(18, 2) NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  ADD COLUMN proof_id        integer REFERENCES cashier_proofs (id),
  ADD COLUMN instructions    jsonb,
  ADD COLUMN fail_reason     text,
  ADD COLUMN idempotency_key text,
  -- The sandbox's demo rule: an order made through the API is decided at this time (null: by the back office only).
  ADD COLUMN auto_decide_at  timestamptz;
CREATE INDEX deposits_auto ON deposits (auto_decide_at) WHERE status = 'pending' AND auto_decide_at IS NOT NULL;

ALTER TABLE withdrawals
  ADD COLUMN fee             numeric(18, 2) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  ADD COLUMN bank_card_id    integer REFERENCES bank_cards (id),
  -- The card as it was named when the withdrawal was asked for (a card may be deleted later).
  ADD COLUMN bank_name       text,
  ADD COLUMN masked_number   text,
  ADD COLUMN reject_reason   text,
  ADD COLUMN refunded_amount numeric(18, 2) CHECK (refunded_amount > 0),
  ADD COLUMN proof_id        integer REFERENCES cashier_proofs (id),
  ADD COLUMN idempotency_key text,
  ADD COLUMN approved_at     timestamptz,
  ADD COLUMN rejected_at     timestamptz;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_fee_below_amount CHECK (fee < amount);

-- What the back office tells a member about their orders; the header polls the unread ones.
CREATE TABLE cashier_notifications (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('depositCredited', 'depositFailed', 'withdrawalApproved',
                                           'withdrawalRejected')),
  order_no   text NOT NULL,
  amount     numeric(18, 2) NOT NULL,
  reason     text,
  created_at timestamptz NOT NULL,
  read_at    timestamptz
);
CREATE INDEX cashier_notifications_member ON cashier_notifications (member_id, id DESC);

CREATE TABLE upline_transfers (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  upline_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount     numeric(18, 2) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX upline_transfers_member ON upline_transfers (member_id, created_at);

-- Bets needed before a withdrawal: a credited deposit asks its amount once on any game (ALL), a promotion asks
-- (deposit + bonus) x its multiple on its game type. `done` is the valid bets of that type placed since created_at.
CREATE TABLE turnover_requirements (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_type  text NOT NULL,
  required   numeric(18, 2) NOT NULL CHECK (required > 0),
  deposit_id integer REFERENCES deposits (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX turnover_requirements_member ON turnover_requirements (member_id, created_at);
