-- Bets settled at transfer-wallet providers, as each provider reports them (docs/decisions/0064): a transfer-wallet
-- provider's bets never pass the platform's wallet, so rebates, agent commission and friend-invite turnover read
-- them from here beside the seamless providers' wallet calls. bet_ref is the provider's own id of the bet; a
-- resettled bet is reported again and its row replaced. valid_amount is what the bet counts as turnover (its stake
-- at risk; nothing for a bet that came back void), payout everything it paid back (cash-outs included).
create table provider_bet_records (
  gp_id integer not null references game_providers (id),
  bet_ref text not null,
  member_id integer not null references members (id),
  currency_code text not null references currencies (code),
  game_type_id integer not null,
  stake bigint not null check (stake >= 0),
  valid_amount bigint not null check (valid_amount >= 0 and valid_amount <= stake),
  payout bigint not null check (payout >= 0),
  settled_at timestamptz not null,
  recorded_at timestamptz not null default now(),
  primary key (gp_id, bet_ref)
);
create index provider_bet_records_member on provider_bet_records (member_id, settled_at);
create index provider_bet_records_settled on provider_bet_records (settled_at);

-- How far each provider's reports have been read: the provider's own opaque cursor.
create table provider_bet_cursors (
  gp_id integer primary key references game_providers (id),
  cursor text not null,
  updated_at timestamptz not null default now()
);

-- The house sportsbook reports its finished bets in the order they finished.
create index sports_bets_finished on sports_bets (gp_id, settled_at, id) where status in ('settled', 'cashed_out');
