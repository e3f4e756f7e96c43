-- Content of the announcement call (spec §3 notice response): player notices, popups and help texts, banners per
-- route group, promotions. Texts are English with an optional Thai version; HTML is kept exactly as the operator
-- wrote it (the front end sanitizes). `audience`: 'all', 'members' (execution A only) or 'visitors' (B only).
-- An item shows from start_at until end_at (open-ended when null).

CREATE TABLE content_promotions (
  id         integer PRIMARY KEY,
  category   text NOT NULL,
  audience   text NOT NULL CHECK (audience IN ('all', 'members', 'visitors')),
  title_en   text NOT NULL,
  title_th   text,
  content_en text NOT NULL,
  content_th text,
  image_url  text NOT NULL,
  sort_order integer NOT NULL,
  start_at   timestamptz NOT NULL,
  end_at     timestamptz
);

CREATE TABLE content_notices (
  id         integer PRIMARY KEY,
  -- PL player notice, PU popup, H help text.
  type       text NOT NULL CHECK (type IN ('PL', 'PU', 'H')),
  audience   text NOT NULL CHECK (audience IN ('all', 'members', 'visitors')),
  title_en   text NOT NULL,
  title_th   text,
  content_en text NOT NULL,
  content_th text,
  -- Lower first; equal ones newest first.
  sort_order integer NOT NULL,
  start_at   timestamptz NOT NULL,
  end_at     timestamptz
);
CREATE INDEX content_notices_type ON content_notices (type, sort_order, start_at DESC);

CREATE TABLE content_banners (
  id             integer PRIMARY KEY,
  group_name     text NOT NULL,
  audience       text NOT NULL CHECK (audience IN ('all', 'members', 'visitors')),
  image_url      text NOT NULL,
  title_en       text NOT NULL,
  title_th       text,
  linkage_type   text NOT NULL CHECK (linkage_type IN ('NONE', 'ROUTE', 'URL', 'PROMOTION', 'GAME')),
  link_url       text,
  promotion_id   integer REFERENCES content_promotions (id),
  game_vassalage text,
  game_type      text,
  game_code      text,
  sort_order     integer NOT NULL,
  start_at       timestamptz NOT NULL,
  end_at         timestamptz,
  -- Each linkage type carries exactly its own target.
  CHECK ((linkage_type IN ('ROUTE', 'URL')) = (link_url IS NOT NULL)),
  CHECK ((linkage_type = 'PROMOTION') = (promotion_id IS NOT NULL)),
  CHECK ((linkage_type = 'GAME') = (game_vassalage IS NOT NULL AND game_type IS NOT NULL)),
  CHECK (game_code IS NULL OR linkage_type = 'GAME')
);
CREATE INDEX content_banners_group ON content_banners (group_name, sort_order);
