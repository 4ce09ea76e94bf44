-- Tournaments (docs/decisions/0085). An operator's tournament runs on one site and currency over a period, on some
-- games; members are ranked by total stake, rounds played or biggest win multiplier, scored by a job that reads
-- provider_transactions after a stored cursor (never on the bet's own path); the prize table is paid once at the end.

create table tournaments (
  id serial primary key,
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  title jsonb not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  ranking text not null check (ranking in ('total_stake', 'rounds', 'biggest_multiplier')),
  participation text not null check (participation in ('automatic', 'opt_in', 'buy_in')),
  buy_in bigint not null default 0 check (buy_in >= 0),
  -- open (scheduled, running or waiting for its prizes), paid, cancelled
  status text not null default 'open' check (status in ('open', 'paid', 'cancelled')),
  -- The scoring job counts the changes of the entries; the push step records which it pushed, and when (the
  -- leaderboard goes out at most once a second, and only when it changed).
  changes bigint not null default 0,
  pushed_changes bigint not null default 0,
  pushed_at timestamptz,
  paid_at timestamptz,
  cancelled_at timestamptz,
  created_by integer,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check ((participation = 'buy_in') = (buy_in > 0))
);
create index tournaments_site on tournaments (site_id, currency_code, ends_at) where status = 'open';

-- Which games count: a game code of a provider, or every game of a provider and game type.
create table tournament_games (
  tournament_id integer not null references tournaments (id),
  provider_id integer not null references game_providers (id),
  game_code text,
  game_type_id smallint,
  check ((game_code is null) <> (game_type_id is null))
);
create index tournament_games_of on tournament_games (tournament_id);

-- The prize of each rank from rank_from to rank_to (every rank of the range gets amount).
create table tournament_prizes (
  tournament_id integer not null references tournaments (id),
  rank_from integer not null check (rank_from >= 1),
  rank_to integer not null,
  amount bigint not null check (amount > 0),
  primary key (tournament_id, rank_from),
  check (rank_to >= rank_from)
);

-- A member's standing. score is the ranking's figure (stake in minor units, rounds, or the best multiplier in
-- ten-thousandths); score_at is when the member reached it (the earlier ranks first on a tie).
create table tournament_entries (
  tournament_id integer not null references tournaments (id),
  member_id integer not null references members (id),
  score bigint not null default 0,
  score_at timestamptz not null default now(),
  rounds integer not null default 0 check (rounds >= 0),
  stake bigint not null default 0 check (stake >= 0),
  best_multiplier bigint not null default 0 check (best_multiplier >= 0),
  joined_at timestamptz not null default now(),
  buy_in_transaction_id bigint references ledger_transactions (id),
  refund_transaction_id bigint references ledger_transactions (id),
  updated_at timestamptz not null default now(),
  primary key (tournament_id, member_id)
);
create index tournament_entries_ranking on tournament_entries (tournament_id, score desc, score_at, member_id);

-- Stake and wins of each round a member played in a tournament: what the win multiplier of a round is taken from.
create table tournament_rounds (
  tournament_id integer not null references tournaments (id),
  provider_id integer not null,
  round_id text not null,
  member_id integer not null,
  stake bigint not null default 0,
  win bigint not null default 0,
  primary key (tournament_id, provider_id, round_id, member_id)
);

-- Prizes paid: one row per tournament and rank, with its ledger transaction.
create table tournament_payouts (
  tournament_id integer not null references tournaments (id),
  rank integer not null,
  member_id integer not null references members (id),
  score bigint not null,
  amount bigint not null check (amount > 0),
  ledger_transaction_id bigint not null references ledger_transactions (id),
  created_at timestamptz not null default now(),
  primary key (tournament_id, rank)
);

-- How far the scoring job has read provider_transactions: one row, locked by the transaction that scores and moves it.
-- scored_until: every transaction created before it has been read (what the prize job waits for).
create table tournament_cursor (
  id smallint primary key check (id = 1),
  transaction_id bigint not null,
  scored_until timestamptz not null
);
insert into tournament_cursor (id, transaction_id, scored_until)
  values (1, coalesce((select max(id) from provider_transactions), 0), now());
