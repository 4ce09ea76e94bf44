-- A member's wager and loss limits checked inside the wallet's batch (docs/decisions/0082): a bet of a member with a
-- limit stays in the batch when it fits, counted against the rolling windows under the member's row lock; a bet
-- that would cross a limit is left to the single call, which refuses it with the limit and when it frees.

-- Whether a stake would take the member past a wager or loss limit in force: the rolling day, week or month of the
-- member's booked wallet calls (bets less rollbacks; wins for a loss limit) and sportsbook bets, as play-limits.ts
-- sums them; rows written earlier in the same transaction (earlier calls of the batch) are counted.
create function play_limit_crossed(p_member_id integer, p_stake bigint) returns boolean
language sql
as $$
  with limits as (
    select l.kind,
      case when l.pending_at is null or l.pending_at > now() then l.amount else l.pending_amount end as amount,
      now() - case l.period when 'day' then interval '1 day' when 'week' then interval '7 days'
        else interval '30 days' end as since
    from member_limits l
    where l.member_id = p_member_id and l.kind in ('wager', 'loss')
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
    where w.amount is not null
      and casino.staked + sports.staked - (case w.kind when 'loss' then casino.won + sports.won else 0 end) + p_stake
        > w.amount
  );
$$;

-- The batch (0027, 0065): unchanged but for the member rows it locks and the limit it checks.
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
  -- A member with a wager or loss limit: their row, in id order before any account, as the single call, the
  -- sportsbook and deposits take it, so that their stakes are counted one after the other wherever they come from.
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
    return query select i, 'ok', new_id, balance_now;
  end loop;
end;
$$;
