-- Versioned commission statements (docs/decisions/0069-commission-corrections.md). A statement row holds its current
-- version; each correction keeps the statement before and after it, so versions 1..n read from the corrections
-- approved. A correction is proposed by one operator and approved (or rejected) by another; approving reverses the
-- paid version's payment and pays the new version's in one transaction.
alter table agent_commission_statements
  add column version integer not null default 1,
  add column corrected_at timestamptz;

alter table agent_commission_payments add column version integer not null default 1;

create table agent_commission_corrections (
  id serial primary key,
  site_id integer not null,
  currency_code text not null,
  period_start date not null,
  agent_id integer not null references members (id),
  -- The version it corrects and the one it makes.
  from_version integer not null,
  version integer not null check (version = from_version + 1),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  -- 'figures': the operator set the commission; 'recompute': the statement was recomputed from the records.
  mode text not null check (mode in ('figures', 'recompute')),
  reason text not null,
  -- The statement's figures (minor units as text) as they were and as proposed.
  before jsonb not null,
  after jsonb not null,
  proposed_by integer not null references operators (id),
  decided_by integer references operators (id),
  decision_reason text not null default '',
  reversal_transaction_id bigint references ledger_transactions (id),
  payment_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  foreign key (site_id, currency_code, period_start, agent_id) references agent_commission_statements,
  -- Two people: whoever approves is not whoever proposed (a proposer may withdraw their own by rejecting it).
  check (status <> 'approved' or decided_by <> proposed_by)
);
-- One correction waits per statement at a time, and each version is made once.
create unique index agent_commission_corrections_waiting
  on agent_commission_corrections (site_id, currency_code, period_start, agent_id) where status = 'pending';
create unique index agent_commission_corrections_version
  on agent_commission_corrections (site_id, currency_code, period_start, agent_id, version) where status = 'approved';
create index agent_commission_corrections_status on agent_commission_corrections (status, id desc);
