-- Platform area: settings tree, domains, help centre, feedback, language choice, chat and customer service, points.

-- The settings menu tree (feature toggles); a child counts only when its parents are on.
CREATE TABLE setting_nodes (
  mod_id        text PRIMARY KEY,
  parent_mod_id text REFERENCES setting_nodes (mod_id),
  name          text NOT NULL,
  enabled       boolean NOT NULL,
  sort          integer NOT NULL
);

-- The merchant's domains: the domain-route call looks a host up here, the routers call lists some of them.
CREATE TABLE site_domains (
  domain         text PRIMARY KEY CHECK (domain = lower(domain)),
  url            text NOT NULL,
  site_type      text NOT NULL CHECK (site_type IN ('MEMBER', 'AGENT')),
  home_path      text NOT NULL,
  in_router_list boolean NOT NULL,
  sort           integer NOT NULL
);

CREATE TABLE help_sections (
  id       serial PRIMARY KEY,
  code     text NOT NULL,
  language text NOT NULL,
  title    text NOT NULL,
  -- HTML as written in the back office: untrusted, sanitized by the site.
  content  text NOT NULL,
  sort     integer NOT NULL,
  UNIQUE (code, language)
);

CREATE TABLE feedback (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  content    text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX feedback_member_time ON feedback (member_id, created_at);

CREATE TABLE feedback_images (
  feedback_id integer NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  position    smallint NOT NULL,
  mime_type   text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg')),
  data        bytea NOT NULL,
  PRIMARY KEY (feedback_id, position)
);

CREATE TABLE member_languages (
  member_id  integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  language   text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE chat_messages (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  sender     text NOT NULL CHECK (sender IN ('AGENT', 'MEMBER')),
  body       text NOT NULL,
  created_at timestamptz NOT NULL,
  -- Set when the member opens the chat window; only agent messages are ever unread.
  read_at    timestamptz
);
CREATE INDEX chat_messages_member ON chat_messages (member_id, created_at);

-- The chat window's address carries a ticket, never the session token (addresses end up in logs and history).
CREATE TABLE chat_tickets (
  -- sha256 of the ticket, as for session tokens.
  ticket_hash  text PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title        text NOT NULL,
  language     text NOT NULL,
  header_color text NOT NULL,
  created_at   timestamptz NOT NULL
);

-- Plain paths; type 3 is obfuscated with a fresh key on every answer.
CREATE TABLE service_links (
  id   serial PRIMARY KEY,
  type smallint NOT NULL CHECK (type IN (1, 2, 3)),
  path text NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE point_balances (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  points    integer NOT NULL CHECK (points >= 0)
);

CREATE TABLE point_rewards (
  id            serial PRIMARY KEY,
  name          text NOT NULL,
  description   text NOT NULL,
  category      text NOT NULL CHECK (category IN ('CASH', 'ITEM')),
  points        integer NOT NULL CHECK (points > 0),
  -- Money per unit of a CASH reward.
  amount        numeric(18, 2) CHECK ((category = 'CASH') = (amount IS NOT NULL)),
  quantity      integer NOT NULL CHECK (quantity >= 0),
  unit          text NOT NULL,
  needs_address boolean NOT NULL,
  active        boolean NOT NULL,
  sort          integer NOT NULL
);

CREATE TABLE point_redemptions (
  id           serial PRIMARY KEY,
  reference_no text GENERATED ALWAYS AS ('RD' || lpad(id::text, 10, '0')) STORED,
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  reward_id    integer NOT NULL REFERENCES point_rewards (id),
  quantity     integer NOT NULL CHECK (quantity > 0),
  points       integer NOT NULL CHECK (points > 0),
  amount       numeric(18, 2),
  status       text NOT NULL CHECK (status IN ('PROCESSING', 'REJECTED', 'APPROVED')),
  address      text,
  remark       text,
  applied_at   timestamptz NOT NULL,
  reviewed_at  timestamptz
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, applied_at DESC, id DESC);

-- The points ledger: every change of point_balances has a row here, written in the same transaction.
CREATE TABLE point_transactions (
  id            serial PRIMARY KEY,
  reference_no  text GENERATED ALWAYS AS ('PT' || lpad(id::text, 10, '0')) STORED,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN ('EARN', 'REDEEM', 'REFUND', 'CONVERT')),
  points        integer NOT NULL CHECK (points <> 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  redemption_id integer REFERENCES point_redemptions (id),
  remark        text NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX point_transactions_member ON point_transactions (member_id, created_at DESC, id DESC);

-- `points` points convert into `amount` money for members whose club rankLevel reaches min_rank_level.
CREATE TABLE point_rates (
  min_rank_level integer PRIMARY KEY CHECK (min_rank_level >= 0),
  label_name     text NOT NULL,
  points         integer NOT NULL CHECK (points > 0),
  amount         numeric(18, 2) NOT NULL CHECK (amount > 0)
);

CREATE TABLE point_rules (
  sort integer PRIMARY KEY,
  text text NOT NULL
);

-- Wrong passwords at the redeem and convert password checks, per member (a stolen token is no password oracle).
CREATE TABLE point_password_failures (
  member_id  integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  failures   integer NOT NULL,
  updated_at timestamptz NOT NULL
);
