-- Friend invites (docs/decisions/0066): a cap on what one inviter is paid under a programme. Either cap may be empty
-- (no cap): how many friends are rewarded, and the total of the inviter's rewards.
alter table friend_invite_programmes
  add column max_rewarded_friends integer check (max_rewarded_friends > 0),
  add column max_inviter_reward_total bigint check (max_inviter_reward_total > 0);

-- What each inviter has been paid under a programme (its site and currency). A reward is paid only if its row can be
-- raised without passing the programme's caps, in the transaction that pays it: the row's lock orders concurrent
-- payments, so the caps are never passed whatever runs at once.
create table friend_invite_inviter_totals (
  inviter_id integer not null references members (id),
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  rewarded_friends integer not null check (rewarded_friends >= 0),
  inviter_reward_total bigint not null check (inviter_reward_total >= 0),
  primary key (inviter_id, site_id, currency_code)
);

insert into friend_invite_inviter_totals (inviter_id, site_id, currency_code, rewarded_friends, inviter_reward_total)
select r.inviter_id, f.site_id, r.currency_code, count(*), sum(r.inviter_reward)
from friend_invite_rewards r
join members f on f.id = r.friend_id
group by r.inviter_id, f.site_id, r.currency_code;
