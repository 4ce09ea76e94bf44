-- A house bet whose answer was lost is rolled back. The intent is written before the first attempt, so that a
-- rollback the platform has not confirmed is sent again by the background job until it is
-- (docs/decisions/0013-house-games.md).
create table house_pending_rollbacks (
  round_id text primary key,
  session_token text not null,
  operator_url text not null,
  bet_transaction_id text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now()
);
create index house_pending_rollbacks_by_age on house_pending_rollbacks (created_at);
