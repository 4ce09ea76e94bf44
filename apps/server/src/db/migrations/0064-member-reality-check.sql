-- The reality check (docs/decisions/0080): how often, in minutes, the game pages remind a member of their play.
-- A member without a row has the default (60). The choices are the contract's REALITY_CHECK_INTERVALS.
create table member_reality_checks (
  member_id integer primary key references members (id),
  interval_minutes integer not null check (interval_minutes in (15, 30, 45, 60, 90, 120)),
  updated_at timestamptz not null default now()
);

-- The net result since sign-in adds up the postings of the member's main account made after the sign-in: the ledger's
-- last transaction id when the session was issued marks where that starts, so the sum reads the account's existing
-- (account_id, transaction_id) index from there (no index on time, which would slow every posting).
alter table member_sessions add column ledger_mark bigint not null default 0;
