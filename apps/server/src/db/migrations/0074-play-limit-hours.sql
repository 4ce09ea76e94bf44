-- Running totals for the wager and loss limits (docs/decisions/0082): the wallet's batch checks a limited member's
-- stake against the rolling day, week or month, and summing every wallet call of the window at each stake cost more
-- than the stake itself. The calls of members whose stakes are checked (members.play_limits > 0) are summed per UTC
-- hour as they are booked; a window is the hours wholly inside it plus the calls of the hour it starts in.

create table member_play_hours (
  member_id integer not null references members (id),
  -- The UTC hour of the calls' created_at (whole hours whatever the session's time zone).
  hour timestamp not null,
  -- Stakes less stakes rolled back, and wins, in minor units, as play_limit_crossed counts them.
  staked bigint not null default 0,
  won bigint not null default 0,
  primary key (member_id, hour)
);

-- Adds a booked call of a checked member to its hour: an update of the hour's row, an insert for the first call of an
-- hour (an upsert at every call costs more).
create function member_play_hours_add_call(p_member_id integer, p_at timestamptz, p_kind text, p_amount bigint)
returns void
language plpgsql
as $$
declare
  delta_staked bigint := case p_kind when 'bet' then p_amount when 'rollback' then -p_amount else 0 end;
  delta_won bigint := case p_kind when 'win' then p_amount else 0 end;
  at_hour timestamp := date_trunc('hour', p_at at time zone 'UTC');
begin
  update member_play_hours h set staked = h.staked + delta_staked, won = h.won + delta_won
  where h.member_id = p_member_id and h.hour = at_hour;
  if not found then
    insert into member_play_hours as h (member_id, hour, staked, won)
    values (p_member_id, at_hour, delta_staked, delta_won)
    on conflict (member_id, hour) do update set staked = h.staked + excluded.staked, won = h.won + excluded.won;
  end if;
end;
$$;

-- The single call claims its row (pending, its foreign key checked then) and books it afterwards: the booking adds it.
-- The marker is read here with a fresh snapshot. A limit being set on the member (member_play_hours_recount, FOR UPDATE
-- on the row) either waited for the claim's key lock and reads the call when it rebuilds, or was there first, made the
-- claim's key check wait for its commit, and is seen here: no call is missed or counted twice. The batch adds its
-- own calls (provider_wallet_batch below).
create function member_play_hours_add() returns trigger
language plpgsql
as $$
begin
  if exists (select 1 from members m where m.id = new.member_id and m.play_limits > 0) then
    perform member_play_hours_add_call(new.member_id, new.created_at, new.kind, new.amount);
  end if;
  return null;
end;
$$;

create trigger play_hours_on_booking after update of status, ledger_transaction_id on provider_transactions
  for each row when (new.member_id is not null and new.status = 'ok' and new.ledger_transaction_id is not null
    and (old.status <> 'ok' or old.ledger_transaction_id is null))
  execute function member_play_hours_add();

-- Recounts the member's marker (their own wager and loss limits and their site's play policies) and, when it turns on,
-- builds their hours from the calls of the longest window; when it turns off, drops them. The row lock FOR UPDATE
-- waits for calls in flight (their key checks hold the row FOR KEY SHARE), so the rebuild reads them.
create function member_play_hours_recount(p_member_id integer) returns void
language plpgsql
as $$
declare
  before_count integer;
  after_count integer;
begin
  select m.play_limits into before_count from members m where m.id = p_member_id for update;
  if not found then
    return;
  end if;
  update members m set play_limits =
    (select count(*) from member_limits l where l.member_id = m.id and l.kind in ('wager', 'loss'))
    + (select count(*) from limit_policies p
      where p.site_id = m.site_id and p.currency_code = m.currency_code and p.kind in ('wager', 'loss'))
  where m.id = p_member_id
  returning m.play_limits into after_count;
  if after_count > 0 and before_count = 0 then
    delete from member_play_hours where member_id = p_member_id;
    insert into member_play_hours (member_id, hour, staked, won)
    select t.member_id, date_trunc('hour', t.created_at at time zone 'UTC'),
      sum(case t.kind when 'bet' then t.amount when 'rollback' then -t.amount else 0 end),
      sum(case t.kind when 'win' then t.amount else 0 end)
    from provider_transactions t
    where t.member_id = p_member_id and t.created_at > now() - interval '31 days'
      and t.status = 'ok' and t.ledger_transaction_id is not null
    group by 1, 2;
  elsif after_count = 0 then
    delete from member_play_hours where member_id = p_member_id;
  end if;
end;
$$;

-- Whether a stake would take the member past a wager or loss limit in force (0073's play_limits_in_force): for each
-- period with a limit, once, the hours wholly inside its window, the calls of the hour it starts in, and the
-- sportsbook's bets placed in it. plpgsql: its plans are kept for the session, where a sql function is planned at
-- every call.
create or replace function play_limit_crossed(p_member_id integer, p_stake bigint) returns boolean
language plpgsql
stable
as $$
declare
  at_now timestamptz := now();
  kinds text[];
  periods text[];
  amounts bigint[];
  period text;
  since timestamptz;
  first_hour timestamp;
  staked bigint;
  won bigint;
  edge boolean;
  part record;
begin
  select array_agg(x.kind), array_agg(x.period), array_agg(x.amount) into kinds, periods, amounts
  from play_limits_in_force(p_member_id, at_now) x;
  if kinds is null then
    return false;
  end if;
  foreach period in array array['day', 'week', 'month'] loop
    continue when not (period = any (periods));
    since := at_now - case period when 'day' then interval '1 day' when 'week' then interval '7 days'
      else interval '30 days' end;
    first_hour := date_trunc('hour', since at time zone 'UTC');
    select coalesce(sum(h.staked) filter (where h.hour > first_hour), 0),
      coalesce(sum(h.won) filter (where h.hour > first_hour), 0), coalesce(bool_or(h.hour = first_hour), false)
    into staked, won, edge
    from member_play_hours h
    where h.member_id = p_member_id and h.hour >= first_hour;
    -- The hour the window starts in, call by call (only when the member played in it).
    if edge then
      select
        coalesce(sum(case t.kind when 'bet' then t.amount when 'rollback' then -t.amount else 0 end), 0) as staked,
        coalesce(sum(t.amount) filter (where t.kind = 'win'), 0) as won
      into part
      from provider_transactions t
      where t.member_id = p_member_id and t.created_at > since
        and t.created_at < (first_hour + interval '1 hour') at time zone 'UTC'
        and t.status = 'ok' and t.ledger_transaction_id is not null;
      staked := staked + part.staked;
      won := won + part.won;
    end if;
    select staked + coalesce(sum(b.original_stake), 0), won + coalesce(sum(coalesce(b.returned, 0) + b.cashed_out), 0)
    into staked, won
    from sports_bets b
    where b.member_id = p_member_id and b.placed_at > since;
    for i in 1 .. array_length(kinds, 1) loop
      continue when periods[i] <> period;
      if staked - (case kinds[i] when 'loss' then won else 0 end) + p_stake > amounts[i] then
        return true;
      end if;
    end loop;
  end loop;
  return false;
end;
$$;

-- The batch (0027, 0065, 0069): unchanged but for the key locks on its members' rows and the hours it adds to.
create or replace function provider_wallet_batch(
  p_provider_ids integer[],
  p_transaction_ids text[],
  p_kinds text[],
  p_round_ids text[],
  p_token_hashes text[],
  p_session_ids text[],
  p_member_ids integer[],
  p_currencies text[],
  p_exponents integer[],
  p_related_ids text[],
  p_request_hashes text[],
  p_amounts bigint[],
  p_jackpot_amounts bigint[],
  p_valid_amounts bigint[],
  p_ledger_keys text[],
  p_ledger_hashes text[],
  p_ledger_kinds text[],
  p_references text[],
  p_main_accounts bigint[],
  p_starts integer[],
  p_accounts bigint[],
  p_move_amounts bigint[]
) returns table (entry_no integer, outcome text, posted_transaction_id bigint, main_balance bigint)
language plpgsql
as $$
declare
  i integer;
  lock_row record;
  s record;
  balance_now bigint;
  new_id bigint;
  moved integer;
  claimed bigint;
begin
  for lock_row in
    select distinct u.provider_id, hashtext(u.transaction_id) as lock_key
    from unnest(p_provider_ids, p_transaction_ids) as u (provider_id, transaction_id)
    order by 1, 2
  loop
    perform pg_advisory_xact_lock(lock_row.provider_id, lock_row.lock_key);
  end loop;
  -- Every member's row FOR KEY SHARE (the lock the calls' foreign keys take anyway), so that no marker changes under
  -- the batch: member_play_hours_recount takes the row FOR UPDATE. Then a member with a wager or loss limit: their
  -- row, in id order before any account, as the single call, the sportsbook and deposits take it, so that their stakes
  -- are counted one after the other wherever they come from.
  perform 1 from members m where m.id = any (p_member_ids) order by m.id for key share;
  perform 1 from members m where m.id = any (p_member_ids) and m.play_limits > 0 order by m.id for no key update;
  perform 1 from ledger_accounts a where a.id = any (p_accounts) order by a.id for no key update;

  for i in 1 .. coalesce(array_length(p_transaction_ids, 1), 0) loop
    select g.id, g.member_id, g.currency_code, g.demo, g.expires_at, g.ended_at,
      coalesce(m.active_bonuses, 0) as active_bonuses, coalesce(m.play_limits, 0) as play_limits
    into s
    from game_sessions g
    left join members m on m.id = g.member_id
    where g.token_hash = p_token_hashes[i] and g.provider_id = p_provider_ids[i];
    -- Read after the locks were granted (a statement of its own), so a rollback that held one is seen.
    if not found
      or s.id is distinct from p_session_ids[i]
      or s.member_id is distinct from p_member_ids[i]
      or s.currency_code is distinct from p_currencies[i]
      or s.demo
      or s.active_bonuses > 0
      or exists (select 1 from provider_transactions t
        where t.provider_id = p_provider_ids[i] and t.transaction_id = p_transaction_ids[i])
      or (p_kinds[i] = 'bet' and (
        (s.play_limits > 0 and play_limit_crossed(s.member_id, p_amounts[i]))
        or s.ended_at is not null
        or s.expires_at <= clock_timestamp()
        or exists (select 1 from provider_rollback_tombstones t
          where t.provider_id = p_provider_ids[i] and t.transaction_id = p_transaction_ids[i])))
    then
      return query select i, 'fallback', null::bigint, null::bigint;
      continue;
    end if;

    select a.balance into balance_now from ledger_accounts a where a.id = p_main_accounts[i];
    balance_now := coalesce(balance_now, 0);
    new_id := null;
    if p_starts[i] < p_starts[i + 1] then
      -- A stake the member cannot pay is answered by the single call (insufficient_funds); the row is locked.
      if p_kinds[i] = 'bet' and balance_now < p_amounts[i] then
        return query select i, 'fallback', null::bigint, null::bigint;
        continue;
      end if;
      insert into ledger_transactions (idempotency_key, request_hash, kind, reference)
      values (p_ledger_keys[i], p_ledger_hashes[i], p_ledger_kinds[i], p_references[i])
      on conflict (idempotency_key) do nothing
      returning id into new_id;
      -- The claim was free, so its key cannot have been posted: whatever did it, the batch stops here.
      if new_id is null then
        raise exception 'ledger key % was posted before its wallet call', p_ledger_keys[i];
      end if;
      with moves as (
        select m.account_id, m.amount
        from unnest(
          p_accounts[p_starts[i] : p_starts[i + 1] - 1],
          p_move_amounts[p_starts[i] : p_starts[i + 1] - 1]
        ) as m (account_id, amount)
      ),
      changed as (
        update ledger_accounts a set balance = a.balance + moves.amount
        from moves
        where a.id = moves.account_id
        returning a.id, a.balance
      ),
      inserted as (
        insert into ledger_postings (transaction_id, account_id, amount, balance_after)
        select new_id, changed.id, moves.amount, changed.balance
        from changed join moves on moves.account_id = changed.id
        returning ledger_postings.account_id, ledger_postings.balance_after
      )
      select count(*)::integer, max(inserted.balance_after) filter (where inserted.account_id = p_main_accounts[i])
      into moved, balance_now
      from inserted;
      if moved <> p_starts[i + 1] - p_starts[i] or balance_now is null then
        raise exception 'wallet call % posted % of % postings', p_transaction_ids[i], moved, p_starts[i + 1] - p_starts[i];
      end if;
    end if;

    insert into provider_transactions (provider_id, transaction_id, kind, session_id, member_id, currency_code,
      round_id, related_transaction_id, request_hash, status, amount, jackpot_amount, ledger_transaction_id,
      valid_amount, answer)
    values (p_provider_ids[i], p_transaction_ids[i], p_kinds[i], s.id, s.member_id, s.currency_code,
      p_round_ids[i], p_related_ids[i], p_request_hashes[i], 'ok', p_amounts[i], p_jackpot_amounts[i], new_id,
      p_valid_amounts[i],
      jsonb_build_object('status', 'ok', 'balance', wallet_format_minor(balance_now, p_exponents[i]),
        'currency', s.currency_code)
        || case when new_id is null then '{}'::jsonb
           else jsonb_build_object('platform_transaction_id', new_id::text) end)
    on conflict (provider_id, transaction_id) do nothing
    returning id into claimed;
    if claimed is null then
      raise exception 'wallet call % was claimed meanwhile', p_transaction_ids[i];
    end if;
    -- A booked call of a checked member goes into its hour (what play_limit_crossed reads).
    if s.play_limits > 0 and new_id is not null then
      perform member_play_hours_add_call(s.member_id, now(), p_kinds[i], p_amounts[i]);
    end if;
    return query select i, 'ok', new_id, balance_now;
  end loop;
end;
$$;

-- The members already checked get their hours now (migrations run before the server takes calls).
insert into member_play_hours (member_id, hour, staked, won)
select t.member_id, date_trunc('hour', t.created_at at time zone 'UTC'),
  sum(case t.kind when 'bet' then t.amount when 'rollback' then -t.amount else 0 end),
  sum(case t.kind when 'win' then t.amount else 0 end)
from provider_transactions t
join members m on m.id = t.member_id and m.play_limits > 0
where t.created_at > now() - interval '31 days' and t.status = 'ok' and t.ledger_transaction_id is not null
group by 1, 2;
