-- Site policies of wager and loss limits (docs/decisions/0084): the limit in force of a play kind is the member's own
-- (as at now), else the site's default, else the site's maximum, never above the maximum, as limitInForce
-- (limit-policy-rules.ts) decides it for the member's reply. The wallet's batch and the single call both read it from
-- here (play-limits.ts playLimitsInForce), so the rule that refuses a stake is written once.
create function play_limits_in_force(p_member_id integer, p_now timestamptz)
returns table (kind text, period text, amount bigint)
language sql
stable
as $$
  with own as (
    select l.kind, l.period,
      case when l.pending_at is null or l.pending_at > p_now then l.amount else l.pending_amount end as amount
    from member_limits l
    where l.member_id = p_member_id and l.kind in ('wager', 'loss')
  ),
  policy as (
    select p.kind, p.period, p.default_amount, p.maximum_amount
    from limit_policies p
    join members m on m.site_id = p.site_id and m.currency_code = p.currency_code
    where m.id = p_member_id and p.kind in ('wager', 'loss')
  ),
  chosen as (
    select k.kind, k.period, coalesce(o.amount, p.default_amount) as amount, p.maximum_amount
    from (select own.kind, own.period from own union select policy.kind, policy.period from policy) k
    left join own o on o.kind = k.kind and o.period = k.period
    left join policy p on p.kind = k.kind and p.period = k.period
  )
  select c.kind, c.period,
    case when c.maximum_amount is not null and (c.amount is null or c.amount > c.maximum_amount)
      then c.maximum_amount else c.amount end
  from chosen c
  where c.amount is not null or c.maximum_amount is not null
$$;

-- 0069's check, on the limits in force (a site's default or maximum included).
create or replace function play_limit_crossed(p_member_id integer, p_stake bigint) returns boolean
language sql
as $$
  with limits as (
    select l.kind, l.amount,
      now() - case l.period when 'day' then interval '1 day' when 'week' then interval '7 days'
        else interval '30 days' end as since
    from play_limits_in_force(p_member_id, now()) l
  )
  select exists (
    select 1
    from limits w
    cross join lateral (
      select coalesce(sum(case t.kind when 'bet' then t.amount when 'rollback' then -t.amount else 0 end), 0) as staked,
        coalesce(sum(t.amount) filter (where t.kind = 'win'), 0) as won
      from provider_transactions t
      where t.member_id = p_member_id and t.created_at > w.since
        and t.status = 'ok' and t.ledger_transaction_id is not null
    ) casino
    cross join lateral (
      select coalesce(sum(b.original_stake), 0) as staked,
        coalesce(sum(coalesce(b.returned, 0) + b.cashed_out), 0) as won
      from sports_bets b
      where b.member_id = p_member_id and b.placed_at > w.since
    ) sports
    where casino.staked + sports.staked - (case w.kind when 'loss' then casino.won + sports.won else 0 end) + p_stake
        > w.amount
  );
$$;

-- members.play_limits, the wallet's marker that a member's stakes are checked, counts the member's own wager and loss
-- limits and the play policies of the member's site and currency. A member created under a policy is marked at once.
create function members_count_play_policies() returns trigger
language plpgsql
as $$
begin
  new.play_limits := new.play_limits + (select count(*) from limit_policies p
    where p.site_id = new.site_id and p.currency_code = new.currency_code and p.kind in ('wager', 'loss'));
  return new;
end;
$$;
create trigger members_count_play_policies before insert on members
  for each row execute function members_count_play_policies();
