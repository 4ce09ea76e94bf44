-- The house lottery (docs/decisions/0050-lottery-model.md, 0052-lottery-draw-scheduling.md): the draws, each
-- committed (the SHA-256 of its secret seed published) before it takes a bet, then closed, drawn, settled (or voided)
-- by one node at a time; the members' bets, grouped per game session and draw into tickets (the wallet's rounds: each
-- bet's stake is a wallet bet of its own, so that it can be refunded alone, and a ticket's winnings are one win); and
-- the multi-draw follow plans that placed bets on several draws at once.
--
-- A draw: scheduled (committed, taking bets as a later draw), open (the draw taking bets now), closed (no more bets),
-- drawn (result, public value and seed published), settled (every ticket paid), void (every bet refunded).
create table lottery_draws (
  game text not null check (game in ('lottery-dice', 'lottery-digits', 'lottery-race', 'lottery-north')),
  draw_id text not null check (draw_id ~ '^[0-9]{8}([0-9]{4})?$'),
  -- When the commitment was published (the row made): before the draw took any bet.
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draws_at timestamptz not null,
  seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  -- The secret seed: kept from the start, shown only once the draw is drawn (or voided after its close). Null when it
  -- was lost, which voids the draw (catch-up.ts).
  seed text check (seed ~ '^[0-9a-f]{64}$'),
  public_value text,
  result integer[],
  status text not null default 'scheduled'
    check (status in ('scheduled', 'open', 'closed', 'drawn', 'settled', 'void')),
  -- Drawn after a downtime, with the result it would have had on time.
  late boolean not null default false,
  void_reason text,
  voided_by integer references operators (id),
  drawn_at timestamptz,
  settled_at timestamptz,
  voided_at timestamptz,
  primary key (game, draw_id),
  check (closes_at < draws_at and opens_at <= closes_at),
  check ((status in ('drawn', 'settled')) = (result is not null)),
  check ((status = 'void') = (void_reason is not null))
);
-- What the scheduler still has to move on, and the results pages and the verify panel read.
create index lottery_draws_pending on lottery_draws (draws_at) where status in ('scheduled', 'open', 'closed', 'drawn');
create index lottery_draws_results on lottery_draws (game, draws_at desc) where status in ('drawn', 'settled', 'void');

-- The same bet on `draws` consecutive draws, every draw's bet placed and staked with the plan; with stop_after_win the
-- first won draw cancels (refunds) the bets of the later draws not settled yet.
create table lottery_follow_plans (
  id text primary key,
  session_token text not null references house_sessions (token),
  game text not null,
  bet_type text not null,
  pick integer[] not null,
  stake bigint not null check (stake > 0),
  first_draw_id text not null,
  draws integer not null check (draws between 2 and 1000),
  stop_after_win boolean not null,
  stopped_by_draw text,
  stopped_at timestamptz,
  created_at timestamptz not null default now()
);

-- One game session's bets on one draw: the wallet's round, paid by one win (none when nothing won).
create table lottery_tickets (
  id text primary key,
  game text not null,
  draw_id text not null,
  session_token text not null references house_sessions (token),
  currency_code text not null,
  demo boolean not null,
  status text not null default 'open' check (status in ('open', 'settling', 'settled', 'void')),
  win bigint check (win >= 0),
  win_transaction_id text,
  claimed_at timestamptz,
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  unique (game, draw_id, session_token),
  foreign key (game, draw_id) references lottery_draws (game, draw_id)
);
create index lottery_tickets_due on lottery_tickets (game, draw_id) where status in ('open', 'settling');

-- A bet on one draw. placing: written before its stake is asked of the wallet (its rollback intent); open: staked;
-- settling: its ticket's win is on its way; refunding: its stake is being given back (draw void, plan stopped, stake
-- never confirmed, slip refused); refused: the wallet refused the stake (nothing moved).
create table lottery_bets (
  id text primary key,
  ticket_id text not null references lottery_tickets (id),
  game text not null,
  draw_id text not null,
  draws_at timestamptz not null,
  session_token text not null,
  -- Whose bet (house_sessions.player, else the session): a member's bets across their game sessions.
  player text not null,
  plan_id text references lottery_follow_plans (id),
  bet_type text not null,
  pick integer[] not null,
  -- The unit stake and what the bet costs (27 unit stakes for lô), minor units.
  stake bigint not null check (stake > 0),
  cost bigint not null check (cost >= stake),
  -- The published returns of a win for this pick, hundredths of the unit stake, stake included.
  odds integer[] not null,
  currency_code text not null,
  demo boolean not null,
  status text not null
    check (status in ('placing', 'open', 'settling', 'settled', 'refunding', 'refunded', 'refused')),
  result text check (result in ('won', 'lost')),
  payout bigint check (payout >= 0),
  refund_reason text check (refund_reason in ('draw_void', 'plan_stopped', 'not_confirmed', 'slip_refused')),
  bet_transaction_id text,
  rollback_transaction_id text,
  claimed_at timestamptz,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((status = 'settled') = (result is not null and payout is not null)),
  check ((status in ('refunding', 'refunded')) = (refund_reason is not null))
);
create index lottery_bets_ticket on lottery_bets (ticket_id);
create index lottery_bets_draw on lottery_bets (game, draw_id, status);
create index lottery_bets_player on lottery_bets (player, id desc);
create index lottery_bets_plan on lottery_bets (plan_id, draws_at) where plan_id is not null;
create index lottery_bets_pending on lottery_bets (created_at) where status in ('placing', 'refunding');
