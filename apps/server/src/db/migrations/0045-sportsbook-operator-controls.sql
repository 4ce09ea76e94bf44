-- Operators' controls of the house sportsbook (docs/decisions/0062): a market an operator holds takes no bets whatever
-- the feed says (until released), and the book's limits per currency and its cash-out margin and live-bet delay,
-- set by an operator, replace the built-in defaults.
alter table sports_markets add column held boolean not null default false;
create table sports_limits (
  currency_code text primary key references currencies (code),
  min_stake bigint not null check (min_stake > 0),
  max_stake bigint not null check (max_stake >= min_stake),
  max_payout bigint not null check (max_payout >= max_stake),
  updated_at timestamptz not null default now()
);
create table sports_book_settings (
  id boolean primary key default true check (id),
  cash_out_margin_bp integer not null check (cash_out_margin_bp between 0 and 5000),
  live_delay_ms integer not null check (live_delay_ms between 0 and 30000),
  updated_at timestamptz not null default now()
);
