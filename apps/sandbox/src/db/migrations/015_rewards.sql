-- Reward centre and player rank (issue 14). The rank table: 18 levels, each with the valid turnover a month it asks
-- for and its benefits. Activities: `mode` says what a member does in one (join it; claim its bonus at once; apply
-- with a remark and images, decided by the back office). A member's part in an activity is one entry (unique per
-- member and activity, so a claim or an application happens once); its status with the activity's dates gives the
-- status the reward centre shows.
CREATE TABLE player_ranks (
  rank_level        integer PRIMARY KEY CHECK (rank_level BETWEEN 1 AND 18),
  rank_name         text NOT NULL,
  monthly_turnover  numeric(18, 2) NOT NULL CHECK (monthly_turnover >= 0),
  upgrade_bonus     numeric(18, 2) NOT NULL CHECK (upgrade_bonus >= 0),
  monthly_bonus     numeric(18, 2) NOT NULL CHECK (monthly_bonus >= 0),
  rebate_percent    numeric(5, 2) NOT NULL CHECK (rebate_percent >= 0),
  daily_withdrawals integer NOT NULL CHECK (daily_withdrawals >= 0)
);

CREATE TABLE reward_activities (
  id          serial PRIMARY KEY,
  title       text NOT NULL,
  description text NOT NULL,
  image_url   text,
  mode        text NOT NULL CHECK (mode IN ('join', 'claim', 'apply')),
  -- The bonus of a claim activity; a joined or applied one's bonus is the entry's.
  bonus       numeric(18, 2) CHECK (bonus > 0),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL CHECK (ends_at > starts_at),
  position    integer NOT NULL
);

CREATE TABLE reward_entries (
  id          serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES reward_activities (id) ON DELETE CASCADE,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  status      text NOT NULL CHECK (status IN ('joined', 'claimable', 'claimed', 'applying', 'rejected', 'issued', 'process')),
  bonus       numeric(18, 2) CHECK (bonus > 0),
  -- The member's application remark, and the back office's note on its decision.
  remark      text,
  decision    text,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  UNIQUE (activity_id, member_id)
);

CREATE TABLE reward_entry_images (
  entry_id  integer NOT NULL REFERENCES reward_entries (id) ON DELETE CASCADE,
  position  integer NOT NULL,
  mime_type text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
  data      bytea NOT NULL,
  PRIMARY KEY (entry_id, position)
);
