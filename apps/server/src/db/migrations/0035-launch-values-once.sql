-- An encrypted launch value (/get_info_data, docs/decisions/0044) is exchanged once: its id is kept here until the
-- value has expired, and a second exchange of the same id is refused.
create table launch_values_used (
  id text primary key,
  expires_at timestamptz not null
);
create index launch_values_used_expiry on launch_values_used (expires_at);
