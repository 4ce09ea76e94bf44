-- Jobs that must run on one node at a time across the cluster, at most once a period (the live tables' purge of old
-- rounds, docs/decisions/0034-live-tables.md): a node claims a job's run by moving its claim on, only while the run is
-- due and nobody's claim is current; a node that dies mid-run lets its claim lapse and another carries on.
create table job_runs (
  job text primary key,
  claimed_by text,
  claimed_until timestamptz,
  next_run_at timestamptz not null,
  last_done_at timestamptz,
  last_result jsonb
);
