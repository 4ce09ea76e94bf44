-- Site-wide defaults and maximums of the members' own limits (docs/decisions/0084), per site, currency, kind and
-- period, in the currency's minor units. A default applies to a member who set none of that kind and period; a
-- maximum caps what a member may set, and holds a member who set none. The kind is checked by the server against the
-- contract's list (LIMIT_KINDS), which grows without a migration here.
create table limit_policies (
  site_id integer not null references sites (id),
  currency_code text not null,
  kind text not null,
  period text not null check (period in ('day', 'week', 'month')),
  default_amount bigint check (default_amount > 0),
  maximum_amount bigint check (maximum_amount > 0),
  updated_by integer references operators (id),
  updated_at timestamptz not null default now(),
  primary key (site_id, currency_code, kind, period),
  check (default_amount is not null or maximum_amount is not null),
  check (default_amount is null or maximum_amount is null or default_amount <= maximum_amount)
);

-- Every change a member made to one of their limits, never updated or deleted: what was in force before, what was
-- asked (null: removal) and when it holds (at once, or after the cooling-off).
create table member_limit_changes (
  id serial primary key,
  member_id integer not null references members (id),
  kind text not null,
  period text not null,
  action text not null check (action in ('set', 'lower', 'raise', 'remove', 'keep')),
  amount_before bigint,
  amount_asked bigint,
  effective_at timestamptz not null,
  created_at timestamptz not null default now()
);
-- Operators read one member's changes newest first, or everyone's.
create index member_limit_changes_member on member_limit_changes (member_id, id);
