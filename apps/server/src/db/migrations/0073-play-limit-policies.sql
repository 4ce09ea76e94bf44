-- Site policies of wager and loss limits (docs/decisions/0084): the limit in force of a play kind is the member's own
-- (as at now), else the site's default, else the site's maximum, never above the maximum, as limitInForce
-- (limit-policy-rules.ts) decides it for the member's reply. The wallet's batch and the single call both read it from
-- here (play-limits.ts playLimitsInForce), so the rule that refuses a stake is written once.
create function play_limits_in_force(p_member_id integer, p_now timestamptz)
returns table (kind text, period text, amount bigint)
language plpgsql
stable
as $$
begin
  return query
  select coalesce(o.kind, d.kind), coalesce(o.period, d.period),
    case when d.maximum_amount is not null
        and (coalesce(o.amount, d.default_amount) is null or coalesce(o.amount, d.default_amount) > d.maximum_amount)
      then d.maximum_amount
      else coalesce(o.amount, d.default_amount) end
  from (
    select l.kind, l.period,
      case when l.pending_at is null or l.pending_at > p_now then l.amount else l.pending_amount end as amount
    from member_limits l
    where l.member_id = p_member_id and l.kind in ('wager', 'loss')
  ) o
  full join (
    select lp.kind, lp.period, lp.default_amount, lp.maximum_amount
    from limit_policies lp
    join members m on m.site_id = lp.site_id and m.currency_code = lp.currency_code
    where m.id = p_member_id and lp.kind in ('wager', 'loss')
  ) d on d.kind = o.kind and d.period = o.period
  where coalesce(o.amount, d.default_amount) is not null or d.maximum_amount is not null;
end;
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
