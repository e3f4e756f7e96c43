-- Security centre (spec §2, §4): the member's profile details, the funds (payment) password and its security
-- question, bank cards, the authenticator (TOTP), codes that bind a mobile number or email, the addresses members
-- have logged in from and logins waiting for new-IP verification.

-- The profile lives on member_profiles (002): real name is payee_name, mobile and email are bound there. Members made
-- elsewhere (seeds of other areas) get a profile row when they first save one, so register_method may be unknown.
ALTER TABLE member_profiles ALTER COLUMN register_method DROP NOT NULL;
ALTER TABLE member_profiles
  ADD COLUMN birthday      date,
  ADD COLUMN address       text,
  ADD COLUMN nationality   text,
  ADD COLUMN occupation    text,
  ADD COLUMN income_source text,
  ADD COLUMN telegram      text,
  ADD COLUMN email_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN updated_at    timestamptz;

-- The questions a member picks one of to recover the funds password.
CREATE TABLE security_questions (
  id       integer PRIMARY KEY,
  question text NOT NULL,
  sort     integer NOT NULL
);

-- One funds password per member (salted scrypt hash, src/passwordHash.ts), moved here from member_profiles.
CREATE TABLE funds_passwords (
  member_id     integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  -- The recovery question and the hash of its answer (normalised: trimmed, lower case, single spaces).
  question_id   integer REFERENCES security_questions (id),
  answer_hash   text,
  -- Consecutive wrong passwords; at FUNDS_PASSWORD_MAX_FAILURES the password locks until locked_until.
  failures      integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until  timestamptz,
  -- Consecutive wrong answers to the question, locked the same way (a separate count: a locked password can be reset).
  answer_failures     integer NOT NULL DEFAULT 0 CHECK (answer_failures >= 0),
  answer_locked_until timestamptz,
  changed_at    timestamptz NOT NULL,
  CHECK ((question_id IS NULL) = (answer_hash IS NULL))
);
INSERT INTO funds_passwords (member_id, password_hash, changed_at)
  SELECT member_id, payment_password_hash, created_at FROM member_profiles WHERE payment_password_hash IS NOT NULL;
ALTER TABLE member_profiles DROP COLUMN payment_password_hash;

-- The banks a card can be added for; `fields` is the per-bank form template (src/security/bankCards.ts BankField[]).
CREATE TABLE banks (
  code   text PRIMARY KEY,
  name   text NOT NULL,
  fields jsonb NOT NULL,
  active boolean NOT NULL,
  sort   integer NOT NULL
);

-- A deleted card keeps its row (deleted_at) so withdrawals made to it still name it.
CREATE TABLE bank_cards (
  id             serial PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bank_code      text NOT NULL REFERENCES banks (code),
  account_name   text NOT NULL,
  -- Digits only; never answered whole (masked to the last four).
  account_number text NOT NULL,
  branch         text,
  created_at     timestamptz NOT NULL,
  deleted_at     timestamptz
);
CREATE INDEX bank_cards_member ON bank_cards (member_id, created_at) WHERE deleted_at IS NULL;
-- One live card per bank account, whoever holds it.
CREATE UNIQUE INDEX bank_cards_account ON bank_cards (bank_code, account_number) WHERE deleted_at IS NULL;

-- Google Authenticator (RFC 6238 TOTP). confirmed_at is null while binding is under way.
CREATE TABLE authenticators (
  member_id    integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  -- Base32 (RFC 4648, no padding).
  secret       text NOT NULL,
  created_at   timestamptz NOT NULL,
  confirmed_at timestamptz,
  -- The last time step a code was accepted for: a code is good once.
  last_step    bigint,
  failures     integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz
);

-- Codes sent to bind a mobile number or email, and those sent to verify a login from a new address.
CREATE TABLE security_codes (
  id                   serial PRIMARY KEY,
  member_id            integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  purpose              text NOT NULL CHECK (purpose IN ('bindMobile', 'bindEmail', 'verifyLogin')),
  channel              text NOT NULL CHECK (channel IN ('sms', 'email')),
  -- The national mobile number without leading zeros, or the lower-case email address.
  recipient            text NOT NULL,
  country_dialing_code text,
  code                 text NOT NULL,
  failed_checks        integer NOT NULL DEFAULT 0,
  created_at           timestamptz NOT NULL,
  expires_at           timestamptz NOT NULL,
  used_at              timestamptz
);
CREATE INDEX security_codes_member ON security_codes (member_id, purpose, created_at DESC);

-- Every completed login (time and address), for the security centre's "last login" and the known addresses.
CREATE TABLE member_logins (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX member_logins_member ON member_logins (member_id, created_at DESC, id DESC);

-- Addresses a member logged in from (the first ever, or verified); a login from any other asks for verification.
CREATE TABLE member_known_ips (
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip            text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- Members whose next login counts as coming from a new address (set by the development route
-- /sandbox/security/new-ip; never in production).
CREATE TABLE forced_new_ip (
  member_id  integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);

-- A login with the right password from a new address: no session yet, only a token for the verification calls.
CREATE TABLE login_verifications (
  -- sha256 of the token, as for sessions.
  token_hash  text PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip          text NOT NULL,
  failures    integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  ended_at    timestamptz
);
CREATE INDEX login_verifications_member ON login_verifications (member_id);
