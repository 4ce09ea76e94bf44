-- The house's virtual football league and cockfight (docs/decisions/0035-virtual-sports-and-cockfight.md).
-- An event's outcome is drawn once, by whichever node needs it first after kick-off: the primary key makes the first
-- insert win and every other node reads that row back.
create table virtual_events (
  league text not null check (league in ('football', 'cockfight')),
  event_no integer not null,
  kickoff_at timestamptz not null,
  outcome jsonb not null,
  drawn_at timestamptz not null default now(),
  primary key (league, event_no)
);

-- A bet on one selection of one event. placing: written before the stake is asked of the wallet (the bet's rollback
-- intent); open: stake taken; settling: a node is sending its win; rolling_back: a node is sending its rollback.
create table virtual_bets (
  id text primary key,
  session_token text not null references house_sessions (token),
  game_code text not null,
  league text not null check (league in ('football', 'cockfight')),
  event_no integer not null,
  market text not null,
  selection text not null,
  price_num bigint not null check (price_num > 0),
  price_den bigint not null check (price_den > 0),
  stake bigint not null check (stake > 0),
  currency_code text not null,
  demo boolean not null,
  status text not null check (status in ('placing', 'open', 'settling', 'settled', 'rolling_back', 'rolled_back', 'refused')),
  win bigint,
  outcome_key text,
  settle_after timestamptz not null,
  claimed_at timestamptz,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index virtual_bets_due on virtual_bets (settle_after) where status in ('open', 'settling');
create index virtual_bets_placing on virtual_bets (created_at) where status in ('placing', 'rolling_back');
create index virtual_bets_session on virtual_bets (session_token, created_at desc);
