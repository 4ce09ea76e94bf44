-- Live tables (docs/decisions/0034-live-tables.md): shared baccarat, dragon-tiger and roulette tables that run rounds
-- on a timer. One node at a time holds a table's lease and moves its rounds on; every step is also claimed in the
-- database (a round is inserted once under its number, dealt once from betting, settled once from dealt), so two
-- nodes can never produce two outcomes of a round. Bets are rows of their own, each with its wallet transactions
-- named after the bet (`{bet}-bet`, `{bet}-win`, `{bet}-rollback`), so that a restart never pays a bet twice.
create table live_tables (
  id text primary key,
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz not null default now()
);

-- The shuffled 8-deck shoes of the card tables: every card in dealing order, the cut card's place and the next card.
create table live_shoes (
  table_id text not null references live_tables (id),
  shoe_no integer not null,
  cards jsonb not null,
  cut_at integer not null,
  burned integer not null default 0,
  next_card integer not null,
  created_at timestamptz not null default now(),
  primary key (table_id, shoe_no)
);

create table live_rounds (
  id text primary key,
  table_id text not null references live_tables (id),
  round_no integer not null,
  shoe_no integer,
  phase text not null check (phase in ('betting', 'dealt', 'settled')),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  dealt_at timestamptz,
  settled_at timestamptz,
  outcome jsonb,
  unique (table_id, round_no)
);

-- One bet call of one game session in one round (one or more spots). pending: the stake is on its way to the
-- wallet; placed: the wallet holds it; void: refused or too late, its stake given back (rolled_back_at once the
-- wallet confirmed); settled: its win (zero included) confirmed.
create table live_bets (
  id text primary key,
  round_id text not null references live_rounds (id),
  session_token text not null references house_sessions (token),
  demo boolean not null,
  currency_code text not null,
  bets jsonb not null,
  amount bigint not null check (amount > 0),
  win bigint,
  status text not null check (status in ('pending', 'placed', 'void', 'settled')),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  rolled_back_at timestamptz
);
create index live_bets_round on live_bets (round_id, status);
create index live_bets_session on live_bets (session_token, created_at desc);
create index live_bets_open on live_bets (status) where status in ('pending', 'placed') or (status = 'void' and rolled_back_at is null);
