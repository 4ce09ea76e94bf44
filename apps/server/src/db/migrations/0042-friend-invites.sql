-- Friend invites (RecommendAward, docs/decisions/0056): a programme per site and currency, and one reward row per
-- invited friend, which is what makes a reward pay once whatever runs it.
create table friend_invite_programmes (
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  enabled boolean not null default false,
  -- What the friend must do, in minor units: a first deposit of at least this much, and valid bets of at least this.
  min_first_deposit bigint not null default 0 check (min_first_deposit >= 0),
  min_valid_bet bigint not null default 0 check (min_valid_bet >= 0),
  -- What is paid once the friend qualifies: to the member who invited them, and to the friend.
  inviter_reward bigint not null check (inviter_reward >= 0),
  friend_reward bigint not null default 0 check (friend_reward >= 0),
  updated_at timestamptz not null default now(),
  primary key (site_id, currency_code)
);

create table friend_invite_rewards (
  friend_id integer primary key references members (id),
  inviter_id integer not null references members (id),
  currency_code text not null references currencies (code),
  inviter_reward bigint not null,
  friend_reward bigint not null,
  -- Set in the transaction that claims the row, so never empty once committed.
  ledger_transaction_id bigint,
  paid_at timestamptz not null default now()
);
create index friend_invite_rewards_inviter on friend_invite_rewards (inviter_id, paid_at desc);
-- The friends of a member, for the inviter's record.
create index members_recommender on members (recommender_id) where recommender_id is not null;
