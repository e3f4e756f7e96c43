-- Platform messages (spec §2 messageV2) and the manual rebate (manualRebate), issue 14.
-- A message belongs to one member; it may carry a reward to claim before expires_at, credited once (ledger kind
-- `reward`). Deleting keeps the row (deleted_at) for the back office; the member never sees it again.
CREATE TABLE member_messages (
  id                serial PRIMARY KEY,
  member_id         integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title             text NOT NULL,
  body              text NOT NULL,
  body_format       text NOT NULL CHECK (body_format IN ('html', 'text')),
  created_at        timestamptz NOT NULL,
  read_at           timestamptz,
  deleted_at        timestamptz,
  reward_amount     numeric(18, 2) CHECK (reward_amount > 0),
  reward_expires_at timestamptz,
  reward_claimed_at timestamptz,
  CHECK ((reward_amount IS NULL) = (reward_expires_at IS NULL)),
  CHECK (reward_claimed_at IS NULL OR reward_amount IS NOT NULL)
);
CREATE INDEX member_messages_inbox ON member_messages (member_id, id DESC) WHERE deleted_at IS NULL;

-- Each manual rebate claim: what it paid and the last bet time it covered (the next accrual starts after it).
CREATE TABLE rebate_claims (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount      numeric(18, 2) NOT NULL CHECK (amount > 0),
  covered_to  timestamptz NOT NULL,
  claimed_at  timestamptz NOT NULL
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, id DESC);
