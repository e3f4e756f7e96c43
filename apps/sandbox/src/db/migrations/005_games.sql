-- Game vendors, their categories, games (which are also launch items), live rooms, and per member favourites,
-- recent games and launch tickets.

CREATE TABLE game_vendors (
  vassalage         text PRIMARY KEY,
  display_name      text NOT NULL,
  -- The wallet the vendor's games play from.
  account_type_name text NOT NULL,
  sort_order        integer NOT NULL
);

-- Which categories a vendor appears in (one card per row on the home lanes).
CREATE TABLE game_vendor_categories (
  vassalage  text NOT NULL REFERENCES game_vendors (vassalage),
  game_type  text NOT NULL,
  is_hot     boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL,
  PRIMARY KEY (vassalage, game_type)
);

CREATE TABLE games (
  -- The game tree id (nodeId, a string on the wire).
  node_id           integer PRIMARY KEY,
  vassalage         text NOT NULL REFERENCES game_vendors (vassalage),
  game_type         text NOT NULL,
  game_id           integer NOT NULL,
  game_code         text NOT NULL,
  name              text NOT NULL,
  classify          text,
  -- GAME launches; VASSALAGE stands for the whole vendor and opens its list.
  is_game           text NOT NULL,
  -- The item a vendor card of this category opens (one per vendor and category).
  is_entry          boolean NOT NULL DEFAULT false,
  default_play_type text,
  is_hot            boolean NOT NULL DEFAULT false,
  is_new            boolean NOT NULL DEFAULT false,
  free_play         boolean NOT NULL DEFAULT false,
  min_bet           numeric(12, 2) NOT NULL,
  max_bet           numeric(14, 2) NOT NULL,
  -- flash, html5-desktop, html5-mobile; the app clients see the html5-mobile games.
  platforms         text[] NOT NULL,
  -- Plays across the platform; each launch adds one (ranks the platform-wide hot list).
  popularity        integer NOT NULL DEFAULT 0,
  sort_order        integer NOT NULL,
  UNIQUE (vassalage, game_code),
  FOREIGN KEY (vassalage, game_type) REFERENCES game_vendor_categories (vassalage, game_type)
);
CREATE INDEX games_type_order ON games (game_type, sort_order, node_id);
CREATE INDEX games_popularity ON games (popularity DESC, node_id);

CREATE TABLE live_rooms (
  room_id      text PRIMARY KEY,
  node_id      integer NOT NULL REFERENCES games (node_id),
  table_name   text NOT NULL,
  dealer_name  text NOT NULL,
  min_bet      numeric(12, 2) NOT NULL,
  max_bet      numeric(14, 2) NOT NULL,
  online_count integer NOT NULL,
  status       text NOT NULL
);
CREATE INDEX live_rooms_node ON live_rooms (node_id);

CREATE TABLE favorite_games (
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id    integer NOT NULL REFERENCES games (node_id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_games (
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id        integer NOT NULL REFERENCES games (node_id),
  last_played_at timestamptz NOT NULL,
  plays          integer NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_member ON recent_games (member_id, last_played_at DESC);

-- What a launch address opens: the game page looks its ticket up.
CREATE TABLE game_launches (
  ticket     text PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id    integer NOT NULL REFERENCES games (node_id),
  platform   text NOT NULL,
  language   text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Operator settings of the games area (the esports list).
CREATE TABLE game_settings (
  key   text PRIMARY KEY,
  value jsonb NOT NULL
);
