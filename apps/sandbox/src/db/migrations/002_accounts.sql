-- Accounts: the registration rules and options, dialling codes, member profiles, affiliate codes, SMS codes,
-- the message outbox (SMS and email) and request throttles. A registration with an affiliate code also adds the
-- member under the code's agent in member_uplines (004_wallet_agent.sql).

-- One row per registration form field (spec §2); `pattern_id` names a family of src/accounts/patterns.ts.
CREATE TABLE registration_fields (
  field      text PRIMARY KEY,
  position   integer NOT NULL,
  enabled    boolean NOT NULL,
  required   boolean NOT NULL,
  min_length integer NOT NULL CHECK (min_length >= 0),
  max_length integer NOT NULL CHECK (max_length >= min_length),
  pattern_id text NOT NULL
);

-- The merchant's registration and login switches: a single row.
CREATE TABLE registration_options (
  id                           boolean PRIMARY KEY DEFAULT true CHECK (id),
  register_enabled             boolean NOT NULL,
  register_mobile_enabled      boolean NOT NULL,
  sms_verification             boolean NOT NULL,
  mobile_code_login            boolean NOT NULL,
  forced_password_change       boolean NOT NULL,
  default_country_dialing_code text NOT NULL
);

CREATE TABLE dialing_countries (
  country_code         text PRIMARY KEY,
  country_dialing_code text NOT NULL UNIQUE,
  position             integer NOT NULL
);

-- What registration collects beyond the account itself. Members made elsewhere (seeds of other areas) may have none.
CREATE TABLE member_profiles (
  member_id             integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  country_dialing_code  text,
  -- The national number without leading zeros: one number is one account, whatever the dialling code.
  mobile_num            text UNIQUE,
  email                 text,
  payee_name            text,
  payment_password_hash text,
  qq_num                text,
  line                  text,
  whatsapp              text,
  zalo                  text,
  facebook              text,
  wechat                text,
  id_number             text,
  -- The invitation code the member registered with; the agent that owns it became the upline (member_uplines).
  affiliate_code        text,
  recommender_id        text,
  register_domain       text,
  register_url          text,
  -- WEB for the registration form, FREEPLAY for trial accounts.
  register_method       text NOT NULL,
  register_os           text,
  created_at            timestamptz NOT NULL
);
CREATE INDEX member_profiles_email ON member_profiles (lower(email));

-- Invitation codes of agents; a code with a domain is valid on that site only.
CREATE TABLE affiliate_codes (
  -- Upper case; codes are matched regardless of case.
  code            text PRIMARY KEY,
  agent_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  domain          text,
  active          boolean NOT NULL,
  created_at      timestamptz NOT NULL
);

CREATE TABLE sms_codes (
  id                   serial PRIMARY KEY,
  mobile_num           text NOT NULL,
  country_dialing_code text NOT NULL,
  -- login: login and password reset by phone (sms/noLogin); register: registration (sms/register).
  purpose              text NOT NULL CHECK (purpose IN ('login', 'register')),
  code                 text NOT NULL,
  failed_checks        integer NOT NULL DEFAULT 0,
  created_at           timestamptz NOT NULL,
  expires_at           timestamptz NOT NULL,
  used_at              timestamptz
);
CREATE INDEX sms_codes_lookup ON sms_codes (mobile_num, purpose, created_at DESC);

-- Every SMS and email the server "sends"; readable through /sandbox/outbox in development and tests only.
CREATE TABLE outbox (
  id         serial PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('sms', 'email')),
  -- The national mobile number without leading zeros, or the lower-case email address.
  recipient  text NOT NULL,
  subject    text,
  body       text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (channel, recipient, created_at DESC);

-- Tries per throttle key (e.g. 'sms:812345678') within the window, and the keys locked after too many.
CREATE TABLE throttle_attempts (
  key        text NOT NULL,
  at         timestamptz NOT NULL,
  allowed    boolean NOT NULL
);
CREATE INDEX throttle_attempts_key ON throttle_attempts (key, at);

CREATE TABLE throttle_locks (
  key          text PRIMARY KEY,
  locked_until timestamptz NOT NULL
);
