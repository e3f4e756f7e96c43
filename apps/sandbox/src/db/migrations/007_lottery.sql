-- Lotteries (types, groups, games and their draw calendars), lottery launches (the recent list, missions and the
-- hot list count them), missions, the leaderboard's other players and the winner board.
-- Draws are not stored: numeros and results are computed from the calendar and the clock (src/lottery/schedule.ts).

CREATE TABLE lottery_tags (
  tag   text PRIMARY KEY,
  -- Display names by language: {"EN": ..., "TH": ..., "VI": ...}; EN is always present.
  names jsonb NOT NULL,
  sort  integer NOT NULL
);

CREATE TABLE lottery_groups (
  group_id   integer PRIMARY KEY,
  group_code text NOT NULL UNIQUE,
  tag        text NOT NULL REFERENCES lottery_tags (tag),
  names      jsonb NOT NULL,
  sort       integer NOT NULL
);

CREATE TABLE lottery_games (
  game_id       integer PRIMARY KEY,
  game_code     text NOT NULL UNIQUE,
  group_id      integer NOT NULL REFERENCES lottery_groups (group_id),
  -- TCG_LOTTO_VN, TCG_SEA, ELOTT or LOTT (sent as accountTypeName).
  vendor        text NOT NULL,
  names         jsonb NOT NULL,
  prize_modes   text[] NOT NULL,
  -- When it draws, Asia/Bangkok time: {"kind":"interval","everySeconds":60},
  -- {"kind":"weekly","days":[2,4,6],"times":["20:30"]} (1 Sunday .. 7 Saturday) or
  -- {"kind":"monthly","daysOfMonth":[1,16],"time":"16:00"}.
  schedule      jsonb NOT NULL,
  -- date (YYYYMMDD), dateIndex (YYYYMMDD-NNNN) or sequence (draws since 2020-01-05).
  numero_style  text NOT NULL,
  result_format text NOT NULL,
  lock_seconds  integer NOT NULL CHECK (lock_seconds >= 0),
  play_menus    jsonb NOT NULL,
  -- The base weight in the hot list; recent launches add to it.
  popularity    integer NOT NULL,
  sort          integer NOT NULL
);

CREATE TABLE lottery_launches (
  -- The ticket in the lottery page's address.
  id         text PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- Null for a launch into the lobby.
  game_id    integer REFERENCES lottery_games (game_id),
  view       text NOT NULL CHECK (view IN ('betting', 'lobby')),
  prize_mode text NOT NULL,
  device     text NOT NULL,
  language   text NOT NULL,
  back_url   text,
  created_at timestamptz NOT NULL
);
CREATE INDEX lottery_launches_member ON lottery_launches (member_id, created_at DESC);
CREATE INDEX lottery_launches_created ON lottery_launches (created_at);

CREATE TABLE home_missions (
  mission_id   integer PRIMARY KEY,
  titles       jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  -- DAILY, WEEKLY (Monday to Sunday), MONTHLY (calendar month) windows, or one EVENT window (starts_at, ends_at).
  period       text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY', 'MONTHLY', 'EVENT')),
  -- What counts: LAUNCHES (lottery launches), DISTINCT_GAMES (different lotteries launched), LOGIN_DAYS.
  metric       text NOT NULL CHECK (metric IN ('LAUNCHES', 'DISTINCT_GAMES', 'LOGIN_DAYS')),
  -- Only launches of games of these lottery types count; null means any.
  tags         text[],
  target       integer NOT NULL CHECK (target > 0),
  points       integer NOT NULL CHECK (points >= 0),
  starts_at    timestamptz,
  ends_at      timestamptz,
  sort         integer NOT NULL,
  CHECK ((period = 'EVENT') = (starts_at IS NOT NULL AND ends_at IS NOT NULL))
);

-- A reward taken for one window of a mission.
CREATE TABLE home_mission_claims (
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  mission_id   integer NOT NULL REFERENCES home_missions (mission_id),
  window_start timestamptz NOT NULL,
  claimed_at   timestamptz NOT NULL,
  PRIMARY KEY (member_id, mission_id, window_start)
);

-- Players of the merchant who are not sandbox accounts, with their mission points, so the leaderboard is full.
CREATE TABLE home_leaderboard_players (
  id      serial PRIMARY KEY,
  account text NOT NULL,
  points  integer NOT NULL CHECK (points >= 0)
);

CREATE TABLE home_winners (
  id              serial PRIMARY KEY,
  account         text NOT NULL,
  -- Set for lottery wins: the name then comes from the game in the caller's language.
  lottery_game_id integer REFERENCES lottery_games (game_id),
  game_name       text NOT NULL,
  game_category   text NOT NULL,
  vendor          text NOT NULL,
  amount          numeric(18, 2) NOT NULL,
  currency        text NOT NULL,
  won_at          timestamptz NOT NULL
);
CREATE INDEX home_winners_won_at ON home_winners (won_at DESC);
