-- The wallet batch's wager and loss check, set-based (docs/decisions/0082): the batch read a limited member's windows
-- at every bet (the limits in force, the hours, the sportsbook: a few statements each) and wrote each booked call
-- into its hour on its own. It now reads every limited member's rooms once, after its locks, keeps them in step with
-- the calls it books, and writes their hours in one statement at its end. The single call and the sportsbook read
-- the same rooms (play-limits.ts), so one rule decides a stake wherever it comes from.

-- 0073's rule, unchanged, as a sql function: it is inlined into the statements that read it.
create or replace function play_limits_in_force(p_member_id integer, p_now timestamptz)
returns table (kind text, period text, amount bigint)
language sql
stable
as $$
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
  where coalesce(o.amount, d.default_amount) is not null or d.maximum_amount is not null
$$;

-- A checked member's play since p_since (0074's reading): the hours wholly after the hour it falls in, that hour's
-- calls one by one (only when the member played in it), and the sportsbook's bets placed since.
create function play_window_used(p_member_id integer, p_since timestamptz)
returns table (staked bigint, won bigint)
language sql
stable
as $$
  select hrs.staked + edge.staked + sports.staked, hrs.won + edge.won + sports.won
  from (select date_trunc('hour', p_since at time zone 'UTC') as first_hour) f
  -- Each bound an index condition (computed once), never a filter evaluated row by row.
  cross join lateral (
    select coalesce(sum(h.staked), 0)::bigint as staked, coalesce(sum(h.won), 0)::bigint as won
    from member_play_hours h
    where h.member_id = p_member_id and h.hour > f.first_hour
  ) hrs
  cross join lateral (
    select coalesce(sum(case t.kind when 'bet' then t.amount when 'rollback' then -t.amount else 0 end), 0)::bigint
        as staked,
      coalesce(sum(t.amount) filter (where t.kind = 'win'), 0)::bigint as won
    from provider_transactions t
    where exists (select 1 from member_play_hours h where h.member_id = p_member_id and h.hour = f.first_hour)
      and t.member_id = p_member_id and t.created_at > p_since
      and t.created_at < (f.first_hour + interval '1 hour') at time zone 'UTC'
      and t.status = 'ok' and t.ledger_transaction_id is not null
  ) edge
  cross join lateral (
    select coalesce(sum(b.original_stake), 0)::bigint as staked,
      coalesce(sum(coalesce(b.returned, 0) + b.cashed_out), 0)::bigint as won
    from sports_bets b
    where b.member_id = p_member_id and b.placed_at > p_since
  ) sports
$$;

-- What each wager or loss limit in force leaves at p_now: its amount less its window's stakes (wager) or stakes less
-- wins (loss). A stake crosses a limit when it is above the room (a loss limit counts the whole stake as lost).
create function play_limit_rooms(p_member_id integer, p_now timestamptz)
returns table (kind text, period text, room bigint)
language sql
stable
as $$
  with l as (select * from play_limits_in_force(p_member_id, p_now)),
  -- Once per period (a wager and a loss limit of one period share it).
  w as materialized (
    select p.period, u.staked, u.won
    from (select distinct l.period from l) p
    cross join lateral play_window_used(p_member_id, p_now - case p.period when 'day' then interval '1 day'
      when 'week' then interval '7 days' else interval '30 days' end) u
  )
  select l.kind, l.period, l.amount - (w.staked - case l.kind when 'loss' then w.won else 0 end)
  from l
  join w on w.period = l.period
$$;

create or replace function play_limit_crossed(p_member_id integer, p_stake bigint) returns boolean
language sql
stable
as $$
  select exists (select 1 from play_limit_rooms(p_member_id, now()) r where p_stake > r.room)
$$;

-- The batch (0027, 0065, 0069, 0074): its limited members' rooms are read once, set-based, after the locks; each bet
-- is checked against its member's room less what the batch booked for them before it, and the booked calls go into
-- their hours in one statement at the end.
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
  limited integer;
  -- Per call, the index of its member's first call: where that member's rooms are kept and spent.
  slots integer[];
  wager_rooms bigint[];
  loss_rooms bigint[];
  k integer;
  delta_staked bigint;
  delta_won bigint;
  booked_members integer[] := '{}';
  booked_staked bigint[] := '{}';
  booked_won bigint[] := '{}';
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
  get diagnostics limited = row_count;
  perform 1 from ledger_accounts a where a.id = any (p_accounts) order by a.id for no key update;
  if limited > 0 then
    -- What their wager and loss limits leave (the least of each kind): a booked call now is inside every window.
    with calls as (
      select c.member_id, c.ord, min(c.ord) over (partition by c.member_id)::integer as slot
      from unnest(p_member_ids) with ordinality as c (member_id, ord)
    ),
    rooms as (
      select m.id, min(q.room) filter (where q.kind = 'wager') as wager_room,
        min(q.room) filter (where q.kind = 'loss') as loss_room
      from members m
      cross join lateral play_limit_rooms(m.id, now()) q
      where m.play_limits > 0
        -- Only members with a bet here: a win or rollback is never refused.
        and m.id in (select u.member_id from unnest(p_member_ids, p_kinds) as u (member_id, kind) where u.kind = 'bet')
      group by m.id
    )
    select array_agg(c.slot order by c.ord), array_agg(r.wager_room order by c.ord),
      array_agg(r.loss_room order by c.ord)
    into slots, wager_rooms, loss_rooms
    from calls c
    left join rooms r on r.id = c.member_id;
  end if;

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
        (s.play_limits > 0 and (p_amounts[i] > wager_rooms[slots[i]] or p_amounts[i] > loss_rooms[slots[i]]) is true)
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
    -- A booked call of a checked member spends or frees its room and goes into its hour at the end.
    if s.play_limits > 0 and new_id is not null then
      delta_staked := case p_kinds[i] when 'bet' then p_amounts[i] when 'rollback' then -p_amounts[i] else 0 end;
      delta_won := case p_kinds[i] when 'win' then p_amounts[i] else 0 end;
      k := slots[i];
      wager_rooms[k] := wager_rooms[k] - delta_staked;
      loss_rooms[k] := loss_rooms[k] - delta_staked + delta_won;
      booked_members := booked_members || s.member_id;
      booked_staked := booked_staked || delta_staked;
      booked_won := booked_won || delta_won;
    end if;
    return query select i, 'ok', new_id, balance_now;
  end loop;

  if cardinality(booked_members) > 0 then
    insert into member_play_hours as h (member_id, hour, staked, won)
    select u.member_id, date_trunc('hour', now() at time zone 'UTC'), sum(u.staked)::bigint, sum(u.won)::bigint
    from unnest(booked_members, booked_staked, booked_won) as u (member_id, staked, won)
    group by u.member_id
    order by u.member_id
    on conflict (member_id, hour) do update set staked = h.staked + excluded.staked, won = h.won + excluded.won;
  end if;
end;
$$;
