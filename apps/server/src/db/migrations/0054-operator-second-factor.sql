-- Operators' second factor (docs/decisions/0071): a TOTP secret per operator, sealed with the server's key and bound
-- to its operator; confirmed once its first code was right. last_time_step makes each code good once. Recovery codes
-- are kept as SHA-256 hashes and used once each.
create table operator_second_factors (
  operator_id integer primary key references operators (id),
  secret_sealed text not null,
  confirmed_at timestamptz,
  last_time_step bigint not null default 0,
  created_at timestamptz not null default now()
);

create table operator_recovery_codes (
  operator_id integer not null references operators (id),
  code_hash text not null,
  used_at timestamptz,
  primary key (operator_id, code_hash)
);

-- A session of an operator whose role needs a second factor they have not set up yet: it may only set one up.
alter table operator_sessions add column enrol_only boolean not null default false;
