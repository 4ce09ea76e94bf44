-- The house reaches the platform's wallet at the address of its configuration only: a game session no longer keeps
-- an address of its own, which a request's Host header once chose (docs/security.md). A real bet's rollback intent is
-- now written before the bet is sent and removed with the stored round, so that a bet whose round was never stored
-- (a crash in between) is rolled back by the background job; claimed_at marks the job's or the failing spin's claim.
alter table house_sessions drop column operator_url;
alter table house_pending_rollbacks drop column operator_url;
alter table house_pending_rollbacks add column claimed_at timestamptz;
