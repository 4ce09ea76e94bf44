-- Stake and payout limits per market type (docs/decisions/0062): a share, in basis points, of the currency's maximum
-- stake and maximum payout, for markets whose prices are softer (correct score, top batsman). A type without a row
-- takes the built-in share (the whole limit for the main markets).
create table sports_market_limits (
  market_type text primary key,
  max_stake_bp integer not null check (max_stake_bp between 1 and 10000),
  max_payout_bp integer not null check (max_payout_bp between 1 and 10000),
  updated_at timestamptz not null default now()
);
