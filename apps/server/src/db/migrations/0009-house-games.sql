-- The built-in house provider (GPHS): its game sessions, its demo play money and a record of every round it plays,
-- with the random draws used so that a round can be replayed (docs/decisions/0013-house-games.md). The house keeps
-- no real money: real rounds move money only through the platform's signed wallet protocol.

-- A launched game. Real play: token is the platform's session token (it names member, game and currency to the
-- platform); demo play: token is the house's own id and demo_balance the play money left, in minor units.
create table house_sessions (
  token text primary key,
  demo boolean not null,
  game_code text not null,
  currency_code text not null references currencies (code),
  language text not null default 'en_US',
  lobby_url text not null default '',
  operator_url text not null default '',
  demo_balance bigint check (demo_balance >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (demo = (demo_balance is not null))
);

-- One round: a paid spin with the free spins it started, or one coup of baccarat. draws holds the reel stops or the
-- cards dealt, outcome what the engine made of them; status: settled, or win_pending while the platform has not yet
-- confirmed the win (retried until it does), or rolled_back when the bet was rolled back.
create table house_rounds (
  id text primary key,
  game_code text not null,
  kind text not null check (kind in ('slot', 'baccarat')),
  demo boolean not null,
  session_token text not null,
  currency_code text not null references currencies (code),
  bet bigint not null check (bet > 0),
  win bigint not null check (win >= 0),
  jackpot_win bigint not null default 0 check (jackpot_win >= 0),
  jackpot_contribution bigint not null default 0 check (jackpot_contribution >= 0),
  wager jsonb not null,
  draws jsonb not null,
  outcome jsonb not null,
  status text not null check (status in ('settled', 'win_pending', 'rolled_back')),
  bet_transaction_id text,
  win_transaction_id text,
  win_attempts integer not null default 0,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index house_rounds_by_session on house_rounds (session_token, created_at desc);
create index house_rounds_pending on house_rounds (created_at) where status = 'win_pending';
