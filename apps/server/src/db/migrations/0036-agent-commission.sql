-- Agent commission (docs/decisions/0051-agent-commission.md): one plan per site and currency; each month a settlement
-- of that site and currency, with the statement of every agent and the payments it made through the ledger. The
-- settlement row is claimed first in the transaction that pays, so a month is paid once on any number of nodes.
create table agent_commission_plans (
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  plan jsonb not null,
  -- Months are settled from the one this plan was first set in.
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (site_id, currency_code)
);

create table agent_commission_settlements (
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  -- The first site day of the month settled.
  period_start date not null,
  -- The plan as it was applied.
  plan jsonb not null,
  agents integer not null default 0,
  paid bigint not null default 0,
  created_at timestamptz not null default now(),
  primary key (site_id, currency_code, period_start)
);

create table agent_commission_statements (
  site_id integer not null,
  currency_code text not null,
  period_start date not null,
  agent_id integer not null references members (id),
  members integer not null,
  active_members integer not null,
  first_deposits integer not null,
  valid_bet bigint not null,
  gross_revenue bigint not null,
  bonuses bigint not null,
  rebates bigint not null,
  deposits bigint not null,
  withdrawals bigint not null,
  fees_charged bigint not null,
  net_revenue bigint not null,
  carried_in bigint not null check (carried_in <= 0),
  commission_base bigint not null,
  rate_bp integer not null,
  commission bigint not null check (commission >= 0),
  carried_out bigint not null check (carried_out <= 0),
  primary key (site_id, currency_code, period_start, agent_id),
  foreign key (site_id, currency_code, period_start) references agent_commission_settlements
);
create index agent_commission_statements_agent on agent_commission_statements (agent_id, period_start desc);

create table agent_commission_payments (
  site_id integer not null,
  currency_code text not null,
  period_start date not null,
  agent_id integer not null references members (id),
  kind text not null check (kind in ('commission', 'upline_share')),
  amount bigint not null check (amount > 0),
  ledger_transaction_id bigint not null references ledger_transactions (id),
  primary key (site_id, currency_code, period_start, agent_id, kind),
  foreign key (site_id, currency_code, period_start) references agent_commission_settlements
);

-- An agent's own members, read per settlement.
create index members_agent on members (agent_id) where agent_id is not null;
