-- Comp points and VIP levels (docs/decisions/0083). Points accrue from settled valid stakes by a job that reads
-- provider_transactions and provider_bet_records after a stored cursor; a member's level follows the points earned
-- over a rolling window of days; each level carries perks. Rates, levels and amounts are per site and currency.

-- Thousandths of a point per whole unit of the currency of valid stake, per game type.
create table comp_point_rates (
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  game_type_id smallint not null check (game_type_id between 2 and 9),
  milli_points integer not null check (milli_points between 0 and 1000000),
  updated_at timestamptz not null default now(),
  primary key (site_id, currency_code, game_type_id)
);

-- Per site and currency: exchange_points points buy exchange_cash minor units; a level is reached by the points earned
-- in the last window_days site days.
create table loyalty_settings (
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  exchange_points integer not null default 1000 check (exchange_points between 1 and 1000000),
  exchange_cash bigint not null default 0 check (exchange_cash >= 0),
  window_days integer not null default 30 check (window_days between 1 and 365),
  updated_at timestamptz not null default now(),
  primary key (site_id, currency_code)
);

-- Levels 1 and up (0 is every member's, without perks): the points earned in the window that reach it and its perks.
-- The rebate perk is the rebate_rates row of the level (migration 0024).
create table vip_levels (
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  level smallint not null check (level between 1 and 100),
  min_points bigint not null check (min_points > 0),
  daily_withdrawal_limit bigint check (daily_withdrawal_limit > 0),
  birthday_bonus bigint not null default 0 check (birthday_bonus >= 0),
  primary key (site_id, currency_code, level)
);

-- A member's points (whole, and the thousandths carried to the next accrual) and level: the source of a member's VIP
-- level for every feature (rebates read it from here).
create table member_loyalty (
  member_id integer primary key references members (id),
  points bigint not null default 0 check (points >= 0),
  milli_remainder integer not null default 0 check (milli_remainder between 0 and 999),
  vip_level smallint not null default 0 check (vip_level >= 0),
  level_checked_on date,
  updated_at timestamptz not null default now()
);
create index member_loyalty_checked on member_loyalty (level_checked_on);

-- Points earned (in thousandths) and valid stake per member and site day: what the rolling window adds up.
create table loyalty_days (
  member_id integer not null references members (id),
  site_day date not null,
  milli_points bigint not null default 0,
  valid_stake bigint not null default 0,
  primary key (member_id, site_day)
);

-- How far the accrual job has read: one row, locked by the transaction that accrues and moves it.
create table loyalty_cursor (
  id smallint primary key check (id = 1),
  transaction_id bigint not null,
  record_at timestamptz not null,
  record_gp integer not null default 0,
  record_ref text not null default ''
);
-- Points start with this migration: bets placed before it earn none.
insert into loyalty_cursor (id, transaction_id, record_at)
  values (1, coalesce((select max(id) from provider_transactions), 0), now());

create table loyalty_exchanges (
  id bigserial primary key,
  member_id integer not null references members (id),
  points bigint not null check (points > 0),
  cash bigint not null check (cash > 0),
  currency_code text not null references currencies (code),
  ledger_transaction_id bigint not null,
  created_at timestamptz not null default now()
);
create index loyalty_exchanges_member on loyalty_exchanges (member_id, id desc);

-- The birthday bonus of a member and year, paid once.
create table loyalty_birthday_bonuses (
  member_id integer not null references members (id),
  year integer not null,
  vip_level smallint not null,
  amount bigint not null,
  ledger_transaction_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (member_id, year)
);

-- The accrual job reads transfer-wallet bet records in the order they were recorded.
create index provider_bet_records_recorded on provider_bet_records (recorded_at, gp_id, bet_ref);
