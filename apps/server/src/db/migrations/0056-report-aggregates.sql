-- Daily report aggregates of the back office (docs/decisions/0074-back-office-reports.md): kept by triggers in the
-- same transaction as the row that moved the money, so a report never scans bets and is never behind the ledger.
--
-- Days are site days (America/Caracas, the reporting zone of every site, SPEC section 9), as rebates and sign-in
-- calendars count them. Each row carries the database backend that wrote it (`stripe`, pg_backend_pid()): one
-- connection runs one transaction at a time, so no two open transactions ever update the same aggregate row, and
-- concurrent bets of the same game never wait for each other's commit. Reports add the stripes up.

-- Bets, turnover (stakes) and payouts per game, by the day each movement was booked: a rollback takes its bet back
-- on the day of the rollback. GGR is turnover less payout.
create table report_daily_play (
  day date not null,
  site_id integer not null,
  currency_code text not null,
  provider_id integer not null,
  game_type_id integer not null,
  -- '' for transfer-wallet providers, whose bet records name no game.
  game_code text not null,
  stripe integer not null,
  bets bigint not null default 0,
  turnover bigint not null default 0,
  payout bigint not null default 0,
  primary key (day, site_id, currency_code, provider_id, game_type_id, game_code, stripe)
);

-- Paid deposits per method and paid withdrawals (per the member's bank), by the day they were paid.
create table report_daily_payments (
  day date not null,
  site_id integer not null,
  currency_code text not null,
  direction text not null check (direction in ('deposit', 'withdrawal')),
  -- The deposit method's id; 0 for withdrawals.
  method_id integer not null,
  -- The deposit method's name, or the bank a withdrawal was paid to.
  method_name text not null,
  stripe integer not null,
  orders bigint not null default 0,
  amount bigint not null default 0,
  primary key (day, site_id, currency_code, direction, method_id, method_name, stripe)
);

-- Each site's day in one row per currency: the play of all its games added up (what the dashboard and the reports by
-- day or site read, without the game rows), sign-ups, first deposits, members who bet, and what the promotions account
-- paid them (bonuses, and rebates: its transactions of kind 'rebate'), net of what came back (forfeited bonuses).
create table report_daily_totals (
  day date not null,
  site_id integer not null,
  currency_code text not null,
  stripe integer not null,
  bets bigint not null default 0,
  turnover bigint not null default 0,
  payout bigint not null default 0,
  sign_ups bigint not null default 0,
  first_deposits bigint not null default 0,
  active_members bigint not null default 0,
  bonuses bigint not null default 0,
  rebates bigint not null default 0,
  primary key (day, site_id, currency_code, stripe)
);

-- Who bet on which day: a member counts once a day, and a period's active members are the distinct ones here.
create table report_member_days (
  site_id integer not null,
  currency_code text not null,
  day date not null,
  member_id integer not null,
  primary key (site_id, currency_code, day, member_id)
);

-- Each member's last day with a bet: the members active since a day are counted on an index, not over every day.
create table report_member_activity (
  site_id integer not null,
  currency_code text not null,
  member_id integer not null,
  last_day date not null,
  primary key (site_id, currency_code, member_id)
);
create index report_member_activity_by_day on report_member_activity (site_id, currency_code, last_day);

-- The day of each member's first paid deposit.
create table report_first_deposits (
  member_id integer primary key,
  day date not null
);

create function report_day(p_at timestamptz) returns date
language sql stable
as $$ select (p_at at time zone 'America/Caracas')::date $$;

create function report_add_totals(
  p_day date, p_site integer, p_currency text, p_bets bigint, p_turnover bigint, p_payout bigint,
  p_sign_ups bigint, p_first_deposits bigint, p_active bigint, p_bonuses bigint, p_rebates bigint
) returns void
language sql
as $$
  insert into report_daily_totals as r
    (day, site_id, currency_code, stripe, bets, turnover, payout, sign_ups, first_deposits, active_members, bonuses, rebates)
  values (p_day, p_site, p_currency, pg_backend_pid(), p_bets, p_turnover, p_payout, p_sign_ups, p_first_deposits,
    p_active, p_bonuses, p_rebates)
  on conflict (day, site_id, currency_code, stripe) do update set
    bets = r.bets + excluded.bets,
    turnover = r.turnover + excluded.turnover,
    payout = r.payout + excluded.payout,
    sign_ups = r.sign_ups + excluded.sign_ups,
    first_deposits = r.first_deposits + excluded.first_deposits,
    active_members = r.active_members + excluded.active_members,
    bonuses = r.bonuses + excluded.bonuses,
    rebates = r.rebates + excluded.rebates
$$;

create function report_add_play(
  p_day date, p_site integer, p_currency text, p_provider integer, p_game_type integer, p_game text,
  p_member integer, p_bets bigint, p_turnover bigint, p_payout bigint
) returns void
language plpgsql
as $$
declare
  v_active bigint := 0;
begin
  insert into report_daily_play as r
    (day, site_id, currency_code, provider_id, game_type_id, game_code, stripe, bets, turnover, payout)
  values (p_day, p_site, p_currency, p_provider, p_game_type, p_game, pg_backend_pid(), p_bets, p_turnover, p_payout)
  on conflict (day, site_id, currency_code, provider_id, game_type_id, game_code, stripe) do update set
    bets = r.bets + excluded.bets,
    turnover = r.turnover + excluded.turnover,
    payout = r.payout + excluded.payout;
  -- A bet makes its member active that day (once).
  if p_bets > 0 then
    insert into report_member_days (site_id, currency_code, day, member_id)
    values (p_site, p_currency, p_day, p_member)
    on conflict do nothing;
    if found then
      v_active := 1;
      insert into report_member_activity as a (site_id, currency_code, member_id, last_day)
      values (p_site, p_currency, p_member, p_day)
      on conflict (site_id, currency_code, member_id) do update set last_day = greatest(a.last_day, excluded.last_day);
    end if;
  end if;
  perform report_add_totals(p_day, p_site, p_currency, p_bets, p_turnover, p_payout, 0, 0, v_active, 0, 0);
end;
$$;

-- A seamless provider's bet, win or rollback counts once it moved money (status ok with a ledger transaction): on
-- insert (the batched path writes it final) or when its claim row is answered (the single path).
create function report_on_provider_transaction() returns trigger
language plpgsql
as $$
declare
  v_site integer;
  v_game_type integer;
  v_game text;
begin
  select m.site_id into v_site from members m where m.id = new.member_id;
  if v_site is null or new.currency_code is null then
    return null;
  end if;
  select g.game_type_id, g.game_code into v_game_type, v_game from game_sessions g where g.id = new.session_id;
  perform report_add_play(
    report_day(new.created_at), v_site, new.currency_code, new.provider_id, coalesce(v_game_type, 0),
    coalesce(v_game, ''), new.member_id,
    case new.kind when 'bet' then 1 when 'rollback' then -1 else 0 end,
    case new.kind when 'bet' then new.amount when 'rollback' then -new.amount else 0 end,
    case new.kind when 'win' then new.amount else 0 end);
  return null;
end;
$$;

create trigger report_provider_transaction_booked
  after insert on provider_transactions
  for each row when (new.status = 'ok' and new.ledger_transaction_id is not null)
  execute function report_on_provider_transaction();
create trigger report_provider_transaction_answered
  after update of status, ledger_transaction_id on provider_transactions
  for each row when (new.status = 'ok' and new.ledger_transaction_id is not null and old.ledger_transaction_id is null)
  execute function report_on_provider_transaction();

-- A transfer-wallet provider's settled bet, by the day it finished.
create function report_on_provider_bet_record() returns trigger
language plpgsql
as $$
declare
  v_site integer;
begin
  select m.site_id into v_site from members m where m.id = new.member_id;
  if v_site is not null then
    perform report_add_play(report_day(new.settled_at), v_site, new.currency_code, new.gp_id, new.game_type_id, '',
      new.member_id, 1, new.stake, new.payout);
  end if;
  return null;
end;
$$;

create trigger report_provider_bet_record_settled
  after insert on provider_bet_records
  for each row execute function report_on_provider_bet_record();

create function report_add_payment(
  p_day date, p_site integer, p_currency text, p_direction text, p_method_id integer, p_method_name text, p_amount bigint
) returns void
language sql
as $$
  insert into report_daily_payments as r
    (day, site_id, currency_code, direction, method_id, method_name, stripe, orders, amount)
  values (p_day, p_site, p_currency, p_direction, p_method_id, p_method_name, pg_backend_pid(), 1, p_amount)
  on conflict (day, site_id, currency_code, direction, method_id, method_name, stripe) do update set
    orders = r.orders + 1,
    amount = r.amount + excluded.amount
$$;

create function report_on_deposit_paid() returns trigger
language plpgsql
as $$
declare
  v_day date := report_day(coalesce(new.paid_at, now()));
begin
  perform report_add_payment(v_day, new.site_id, new.currency_code, 'deposit', new.method_id,
    coalesce((select d.name from deposit_methods d where d.id = new.method_id), ''), new.amount);
  insert into report_first_deposits (member_id, day) values (new.member_id, v_day) on conflict do nothing;
  if found then
    perform report_add_totals(v_day, new.site_id, new.currency_code, 0, 0, 0, 0, 1, 0, 0, 0);
  end if;
  return null;
end;
$$;

create trigger report_deposit_paid
  after update of status on deposit_orders
  for each row when (new.status = 'paid' and old.status <> 'paid')
  execute function report_on_deposit_paid();
create trigger report_deposit_inserted_paid
  after insert on deposit_orders
  for each row when (new.status = 'paid')
  execute function report_on_deposit_paid();

create function report_on_withdrawal_paid() returns trigger
language plpgsql
as $$
begin
  perform report_add_payment(report_day(coalesce(new.decided_at, now())), new.site_id, new.currency_code, 'withdrawal',
    0, new.bank_name, new.amount);
  return null;
end;
$$;

create trigger report_withdrawal_paid
  after update of status on withdrawal_orders
  for each row when (new.status = 'paid' and old.status <> 'paid')
  execute function report_on_withdrawal_paid();

create function report_on_member_created() returns trigger
language plpgsql
as $$
begin
  perform report_add_totals(report_day(new.created_at), new.site_id, new.currency_code, 0, 0, 0, 1, 0, 0, 0, 0);
  return null;
end;
$$;

create trigger report_member_created
  after insert on members
  for each row execute function report_on_member_created();

-- What the promotions account paid members (or took back), read once per posting statement: the account and the
-- member come from the statement's own postings, the kind and day from the transaction row.
create function report_on_postings() returns trigger
language plpgsql
as $$
begin
  perform report_add_totals(x.day, x.site_id, x.currency_code, 0, 0, 0, 0, 0, 0, x.bonuses, x.rebates)
  from (
    select report_day(t.created_at) as day, m.site_id, a.currency_code,
      sum(case when t.kind = 'rebate' then 0 else -p.amount end)::bigint as bonuses,
      sum(case when t.kind = 'rebate' then -p.amount else 0 end)::bigint as rebates
    from posted p
    join ledger_accounts a on a.id = p.account_id and a.code = 'promotions'
    join ledger_transactions t on t.id = p.transaction_id
    join lateral (
      select min(ma.member_id) as member_id
      from posted mp join ledger_accounts ma on ma.id = mp.account_id
      where mp.transaction_id = p.transaction_id and ma.member_id is not null
    ) owner on true
    join members m on m.id = owner.member_id
    group by 1, 2, 3
  ) x;
  return null;
end;
$$;

create trigger report_postings_posted
  after insert on ledger_postings
  referencing new table as posted
  for each statement execute function report_on_postings();

-- What happened before this migration, added once (the triggers above hold every writer back until it commits).
insert into report_daily_play (day, site_id, currency_code, provider_id, game_type_id, game_code, stripe, bets, turnover, payout)
select report_day(t.created_at), m.site_id, t.currency_code, t.provider_id, coalesce(g.game_type_id, 0),
  coalesce(g.game_code, ''), 0,
  sum(case t.kind when 'bet' then 1 when 'rollback' then -1 else 0 end),
  sum(case t.kind when 'bet' then t.amount when 'rollback' then -t.amount else 0 end),
  sum(case t.kind when 'win' then t.amount else 0 end)
from provider_transactions t
join members m on m.id = t.member_id
left join game_sessions g on g.id = t.session_id
where t.status = 'ok' and t.ledger_transaction_id is not null and t.currency_code is not null
group by 1, 2, 3, 4, 5, 6;

insert into report_daily_play as r (day, site_id, currency_code, provider_id, game_type_id, game_code, stripe, bets, turnover, payout)
select report_day(b.settled_at), m.site_id, b.currency_code, b.gp_id, b.game_type_id, '', 0, count(*), sum(b.stake), sum(b.payout)
from provider_bet_records b join members m on m.id = b.member_id
group by 1, 2, 3, 4, 5
on conflict (day, site_id, currency_code, provider_id, game_type_id, game_code, stripe) do update set
  bets = r.bets + excluded.bets, turnover = r.turnover + excluded.turnover, payout = r.payout + excluded.payout;

insert into report_member_days (site_id, currency_code, day, member_id)
select m.site_id, t.currency_code, report_day(t.created_at), t.member_id
from provider_transactions t join members m on m.id = t.member_id
where t.kind = 'bet' and t.status = 'ok' and t.ledger_transaction_id is not null and t.currency_code is not null
union
select m.site_id, b.currency_code, report_day(b.settled_at), b.member_id
from provider_bet_records b join members m on m.id = b.member_id;

insert into report_daily_payments (day, site_id, currency_code, direction, method_id, method_name, stripe, orders, amount)
select report_day(coalesce(o.paid_at, o.updated_at)), o.site_id, o.currency_code, 'deposit', o.method_id,
  coalesce(d.name, ''), 0, count(*), sum(o.amount)
from deposit_orders o left join deposit_methods d on d.id = o.method_id
where o.status = 'paid'
group by 1, 2, 3, 4, 5, 6
union all
select report_day(coalesce(w.decided_at, w.updated_at)), w.site_id, w.currency_code, 'withdrawal', 0, w.bank_name, 0,
  count(*), sum(w.amount)
from withdrawal_orders w
where w.status = 'paid'
group by 1, 2, 3, 4, 5, 6;

insert into report_first_deposits (member_id, day)
select distinct on (o.member_id) o.member_id, report_day(coalesce(o.paid_at, o.updated_at))
from deposit_orders o
where o.status = 'paid'
order by o.member_id, o.paid_at, o.id;

insert into report_member_activity (site_id, currency_code, member_id, last_day)
select site_id, currency_code, member_id, max(day) from report_member_days group by site_id, currency_code, member_id;

insert into report_daily_totals
  (day, site_id, currency_code, stripe, bets, turnover, payout, sign_ups, first_deposits, active_members, bonuses, rebates)
select day, site_id, currency_code, 0, sum(bets), sum(turnover), sum(payout), sum(sign_ups), sum(first_deposits),
  sum(active_members), sum(bonuses), sum(rebates)
from (
  select day, site_id, currency_code, bets, turnover, payout, 0 as sign_ups, 0 as first_deposits, 0 as active_members,
    0 as bonuses, 0 as rebates
  from report_daily_play
  union all
  select report_day(m.created_at), m.site_id, m.currency_code, 0, 0, 0, count(*), 0, 0, 0, 0
  from members m group by 1, 2, 3
  union all
  select f.day, m.site_id, m.currency_code, 0, 0, 0, 0, count(*), 0, 0, 0
  from report_first_deposits f join members m on m.id = f.member_id group by 1, 2, 3
  union all
  select d.day, d.site_id, d.currency_code, 0, 0, 0, 0, 0, count(*), 0, 0 from report_member_days d group by 1, 2, 3
  union all
  select report_day(t.created_at), m.site_id, a.currency_code, 0, 0, 0, 0, 0, 0,
    sum(case when t.kind = 'rebate' then 0 else -p.amount end),
    sum(case when t.kind = 'rebate' then -p.amount else 0 end)
  from ledger_postings p
  join ledger_accounts a on a.id = p.account_id and a.code = 'promotions'
  join ledger_transactions t on t.id = p.transaction_id
  join lateral (
    select min(ma.member_id) as member_id
    from ledger_postings mp join ledger_accounts ma on ma.id = mp.account_id
    where mp.transaction_id = p.transaction_id and ma.member_id is not null
  ) owner on true
  join members m on m.id = owner.member_id
  group by 1, 2, 3
) figures
group by 1, 2, 3;
