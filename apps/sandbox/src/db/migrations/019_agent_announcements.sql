-- The merchant's announcements to its agents (issue 15, the agent centre's agentAnnouncement page). Texts are English
-- with an optional Thai version, as the site's notices (006_content); HTML is kept exactly as the operator wrote it
-- (the front end sanitizes). Pinned ones list first; an announcement shows from published_at on.
CREATE TABLE agent_announcements (
  id           serial PRIMARY KEY,
  title_en     text NOT NULL,
  title_th     text,
  content_en   text NOT NULL,
  content_th   text,
  pinned       boolean NOT NULL DEFAULT false,
  published_at timestamptz NOT NULL
);
CREATE INDEX agent_announcements_order ON agent_announcements (pinned DESC, published_at DESC, id DESC);
