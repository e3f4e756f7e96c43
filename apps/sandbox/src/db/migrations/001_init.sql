-- Members, their sessions and wallets, captchas, login throttles and site settings.

CREATE TABLE members (
  id                  serial PRIMARY KEY,
  account             text NOT NULL,
  nickname            text NOT NULL,
  password_hash       text NOT NULL,
  -- The account type string the front end keeps in session storage ('4' is a trial account).
  is_agent            text NOT NULL DEFAULT '0',
  agent_type          integer NOT NULL DEFAULT 0,
  to_upline           boolean NOT NULL DEFAULT false,
  club_label          jsonb,
  -- Stays true until the member changes the password (the front end runs its first-login action).
  first_login         boolean NOT NULL DEFAULT true,
  password_changed_at timestamptz NOT NULL,
  created_at          timestamptz NOT NULL
);
-- Account names are unique regardless of case, and looked up the same way.
CREATE UNIQUE INDEX members_account_lower ON members (lower(account));

CREATE TABLE sessions (
  -- sha256 of the token: a copy of the database does not hand out live sessions.
  token_hash text PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  ended_at   timestamptz
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE wallets (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vassalage text NOT NULL,
  balance   numeric(18, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, vassalage)
);

CREATE TABLE captchas (
  id         text PRIMARY KEY,
  answer     text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Consecutive failed logins per account name (lower case), kept for unknown names too so the
-- captcha rule gives nothing away about which accounts exist.
CREATE TABLE login_failures (
  account    text PRIMARY KEY,
  failures   integer NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

INSERT INTO settings (key, value) VALUES ('system_status', '0');
