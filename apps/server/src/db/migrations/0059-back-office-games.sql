-- The back office's game settings per site (docs/decisions/0077). A game's row here overrides, for one site, whether
-- the site offers it, its hot/new tags and its place in lists; a game without a row keeps the catalogue's values.
create table site_game_settings (
  site_id integer not null references sites (id),
  game_id integer not null references games (id),
  active boolean not null default true,
  tags text[] not null default '{}',
  sort integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (site_id, game_id)
);

-- A provider's maintenance window on one site: from starts_at to ends_at its games are refused (code 203, with the
-- window) and the site's lists show it under maintenance. One window per provider and site; clearing deletes it.
create table site_provider_maintenance (
  site_id integer not null references sites (id),
  provider_id integer not null references game_providers (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at),
  primary key (site_id, provider_id)
);
