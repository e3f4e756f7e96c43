-- Mission rewards and invite friends (issue 14, member centre: missionLeaderboard and referral).

-- A mission's reward, credited to MAIN when the member claims the reached mission (ledger kind 'reward'); missions
-- may also count valid bets or credited deposits (whole currency units) in their window.
ALTER TABLE home_missions ADD COLUMN reward numeric(18, 2) NOT NULL DEFAULT 0 CHECK (reward >= 0);
ALTER TABLE home_missions DROP CONSTRAINT home_missions_metric_check;
ALTER TABLE home_missions ADD CONSTRAINT home_missions_metric_check
  CHECK (metric IN ('LAUNCHES', 'DISTINCT_GAMES', 'LOGIN_DAYS', 'VALID_BET', 'DEPOSIT_AMOUNT'));
-- What a claim paid (0 for a claim of a mission without a reward, or one seeded before rewards).
ALTER TABLE home_mission_claims ADD COLUMN reward numeric(18, 2) NOT NULL DEFAULT 0;

-- Each member's referral code, made on first use and never changed.
CREATE TABLE referral_codes (
  member_id  integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  code       text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- Who registered with whose code (one inviter per invitee).
CREATE TABLE referrals (
  invitee_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  inviter_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  invited_at timestamptz NOT NULL
);
CREATE INDEX referrals_inviter ON referrals (inviter_id, invited_at DESC);

-- A reward tier taken (ledger kind 'referral'), once per member and tier.
CREATE TABLE referral_rewards (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  tier      integer NOT NULL,
  reward    numeric(18, 2) NOT NULL,
  paid_at   timestamptz NOT NULL,
  PRIMARY KEY (member_id, tier)
);
