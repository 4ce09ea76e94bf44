-- Limits a member sets on themselves (docs/decisions/0078): per kind and rolling window, an amount in the member's
-- currency's minor units. A lower limit holds at once; a higher one (or none) waits as pending until effective_at,
-- 24 hours later, and is read as in force from then on, without a job having to apply it.
create table member_limits (
  member_id integer not null references members (id),
  kind text not null check (kind in ('deposit')),
  period text not null check (period in ('day', 'week', 'month')),
  amount bigint not null check (amount > 0),
  -- The raise (a larger amount) or the removal (null) waiting for its time; pending_at null: nothing waits.
  pending_amount bigint check (pending_amount > 0),
  pending_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (member_id, kind, period),
  check (pending_amount is null or pending_at is not null)
);
