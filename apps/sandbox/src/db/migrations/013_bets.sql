-- Member centre records (issue 14): a bet is a vendor's order. Each has an order number, the game it was placed in,
-- a status (sports slips stay unsettled until their event ends; a cancelled bet was refunded), a result and what it
-- paid back, and the details a lottery ticket or a sports slip shows. The game page (games/gamePage.ts) writes them
-- with their ledger rows (bet, win); win_loss stays the member's result (null while unsettled), as the agent's team
-- figures and the withdrawal turnover read it.
CREATE SEQUENCE bets_order_seq;

ALTER TABLE bets
  ADD COLUMN order_no    text,
  ADD COLUMN node_id     integer REFERENCES games (node_id),
  ADD COLUMN game_name   text,
  ADD COLUMN status      text NOT NULL DEFAULT 'settled' CHECK (status IN ('settled', 'unsettled', 'cancelled')),
  ADD COLUMN result      text CHECK (result IN ('win', 'lose', 'draw')),
  -- What the bet paid back (0 for a loss); null while unsettled.
  ADD COLUMN win_amount  numeric(18, 2) CHECK (win_amount >= 0),
  ADD COLUMN settled_at  timestamptz,
  -- Lottery: the draw, the play type and the numbers; live and PVP: the hand (bet_content).
  ADD COLUMN issue       text,
  ADD COLUMN play_type   text,
  ADD COLUMN bet_content text,
  -- Sports: the event and the pick, and the decimal odds.
  ADD COLUMN selection   text,
  ADD COLUMN odds        numeric(8, 2) CHECK (odds > 1);
ALTER TABLE bets ALTER COLUMN win_loss DROP NOT NULL;

-- Writers that know only the result (the agent's seeded team, tests, a data folder from before) get an order number,
-- the payout, the result and the settled time from it; a settled bet always has all four.
CREATE FUNCTION bets_complete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_no IS NULL THEN
    NEW.order_no := 'B' || lpad(nextval('bets_order_seq')::text, 10, '0');
  END IF;
  IF NEW.status = 'settled' THEN
    NEW.win_amount := coalesce(NEW.win_amount, greatest(NEW.bet_amount + NEW.win_loss, 0));
    NEW.win_loss := coalesce(NEW.win_loss, NEW.win_amount - NEW.bet_amount);
    NEW.result := coalesce(NEW.result, CASE WHEN NEW.win_loss > 0 THEN 'win'
                                            WHEN NEW.win_loss < 0 THEN 'lose' ELSE 'draw' END);
    NEW.settled_at := coalesce(NEW.settled_at, NEW.placed_at);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER bets_complete BEFORE INSERT OR UPDATE ON bets FOR EACH ROW EXECUTE FUNCTION bets_complete();

UPDATE bets SET status = status;
ALTER TABLE bets ALTER COLUMN order_no SET NOT NULL;
ALTER TABLE bets ADD CONSTRAINT bets_order_no UNIQUE (order_no);
ALTER TABLE bets ADD CONSTRAINT bets_settled_complete CHECK (
  (status = 'settled') = (result IS NOT NULL AND win_amount IS NOT NULL AND win_loss IS NOT NULL
                          AND settled_at IS NOT NULL));

-- The betting record: one member's category, newest first; open slips the clock settles.
CREATE INDEX bets_member_category ON bets (member_id, game_type, placed_at DESC, id DESC);
CREATE INDEX bets_unsettled ON bets (placed_at) WHERE status = 'unsettled';
-- The account record and bonus details: one member's MAIN wallet rows of some kinds, newest first.
CREATE INDEX ledger_member_wallet ON ledger (member_id, wallet, created_at DESC, id DESC);
