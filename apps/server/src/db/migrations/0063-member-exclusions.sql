-- Take a break and self-exclusion, chosen by the member (docs/decisions/0079). A break (kind 'break') ends by itself
-- at ends_at; a self-exclusion stays in force after ends_at until an operator lifts it (lifted_at, lifted_by), and
-- one without ends_at is permanent and never lifted. A longer exclusion chosen while one is in force replaces it:
-- the older row gets lifted_at with lifted_by null and replaced_by naming the new row. Rows are never deleted.
create table member_exclusions (
  id serial primary key,
  member_id integer not null references members (id),
  kind text not null check (kind in ('break', 'self_exclusion')),
  choice text not null,
  started_at timestamptz not null,
  ends_at timestamptz,
  lifted_at timestamptz,
  lifted_by integer references operators (id),
  replaced_by integer references member_exclusions (id),
  lift_reason text,
  created_at timestamptz not null default now(),
  check (kind = 'self_exclusion' or ends_at is not null),
  check (ends_at is null or ends_at > started_at),
  check (lifted_by is null or lifted_at is not null),
  check (replaced_by is null or lifted_at is not null)
);
-- The sign-in reads a member's exclusions not yet lifted.
create index member_exclusions_open on member_exclusions (member_id) where lifted_at is null;
