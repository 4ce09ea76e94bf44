-- The names an operator gives the agent levels of a site ("Partner", "Master agent"), per language; the site shows an
-- agent its level by this name (/arks/web/agent-level-rename). A level without a name is shown by its number.
create table agent_level_names (
  site_id integer not null references sites (id),
  level smallint not null check (level between 1 and 20),
  name jsonb not null,
  primary key (site_id, level)
);
