-- The agent centre's team (issue 15): rebate rates per member and game category, the affiliate links (an affiliate
-- code of 002 with the account type and rates its registrants get), and transfers from an agent to a team member
-- (ledger kind 'downlineTransfer', a debit for the agent and a credit for the downline).

-- A member's own rebate rates, set by their upline (a top agent's are the merchant's, constants in the code). Rates
-- are hundredths of a percent (150 = 1.5 %); a category without a row is 0.
CREATE TABLE member_rebate_rates (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  category  text NOT NULL CHECK (category IN ('SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT', 'LOTT',
                                              'ELOTT')),
  rate      integer NOT NULL CHECK (rate >= 0 AND rate <= 10000),
  PRIMARY KEY (member_id, category)
);

-- An affiliate link: its code lives in affiliate_codes (the registration's check reads it there); deleting the link
-- sets deleted_at here and makes the code inactive there. Members who registered with it keep their place.
CREATE TABLE affiliate_links (
  code         text PRIMARY KEY REFERENCES affiliate_codes (code) ON DELETE CASCADE,
  -- Creation order (newest first), where several links share a creation time.
  id           serial NOT NULL UNIQUE,
  account_type text NOT NULL CHECK (account_type IN ('member', 'agent')),
  remark       text NOT NULL DEFAULT '',
  deleted_at   timestamptz
);

-- The rates a registrant of the link gets (hundredths of a percent; a category without a row is 0).
CREATE TABLE affiliate_link_rates (
  code     text NOT NULL REFERENCES affiliate_links (code) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT', 'LOTT',
                                             'ELOTT')),
  rate     integer NOT NULL CHECK (rate >= 0 AND rate <= 10000),
  PRIMARY KEY (code, category)
);

CREATE TABLE downline_transfers (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  downline_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount      numeric(18, 2) NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL,
  CHECK (member_id <> downline_id)
);
CREATE INDEX downline_transfers_member ON downline_transfers (member_id, created_at);

ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN ('opening', 'deposit', 'bonus', 'withdrawalHold',
  'withdrawalPayout', 'withdrawalRefund', 'transfer', 'recall', 'uplineTransfer', 'pointsConversion', 'pointsReward',
  'adjustment', 'bet', 'win', 'betRefund', 'rebate', 'reward', 'dividend', 'salary', 'referral', 'downlineTransfer'));
