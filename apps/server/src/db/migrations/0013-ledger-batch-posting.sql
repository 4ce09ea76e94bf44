-- Posting of ledger transactions in batches, one database transaction for many movements
-- (docs/decisions/0009-wallet-and-ledger.md). Movement i has key p_keys[i], request hash p_hashes[i], kind, reference
-- and the transaction it reverses (or null); its moves are p_accounts[p_starts[i] : p_starts[i + 1] - 1] with the
-- amounts at the same places. Every account of the batch is locked first, in id order, so that concurrent batches
-- cannot deadlock over accounts. Each movement runs in its own subtransaction: one that would take a member below
-- zero, or reverse a transaction a second time, is answered with that outcome and leaves the others posted.
-- Outcomes, one row per posting (or one row for a refused movement): posted, replayed (the key was posted before:
-- its first postings and request hash), insufficient_funds, already_reversed.
create function ledger_post_batch(
  p_keys text[],
  p_hashes text[],
  p_kinds text[],
  p_references text[],
  p_reverses bigint[],
  p_starts integer[],
  p_accounts bigint[],
  p_amounts bigint[]
) returns table (
  entry_no integer,
  outcome text,
  posted_transaction_id bigint,
  posted_request_hash text,
  posted_account_id bigint,
  posted_balance bigint
)
language plpgsql
as $$
declare
  i integer;
  new_id bigint;
  posted_accounts bigint[];
  posted_balances bigint[];
  failed_constraint text;
begin
  perform 1 from ledger_accounts a where a.id = any (p_accounts) order by a.id for no key update;
  for i in 1 .. coalesce(array_length(p_keys, 1), 0) loop
    begin
      insert into ledger_transactions (idempotency_key, request_hash, kind, reference, reverses_id)
      values (p_keys[i], p_hashes[i], p_kinds[i], p_references[i], p_reverses[i])
      on conflict (idempotency_key) do nothing
      returning id into new_id;
      if new_id is null then
        return query
          select i, 'replayed', t.id, t.request_hash, p.account_id, p.balance_after
          from ledger_transactions t
          left join ledger_postings p on p.transaction_id = t.id
          where t.idempotency_key = p_keys[i];
      else
        -- Read into variables first: rows returned while the statement runs would stay returned if it then failed.
        with moves as (
          select m.account_id, m.amount
          from unnest(
            p_accounts[p_starts[i] : p_starts[i + 1] - 1],
            p_amounts[p_starts[i] : p_starts[i + 1] - 1]
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
        select array_agg(inserted.account_id), array_agg(inserted.balance_after)
        into posted_accounts, posted_balances
        from inserted;
        return query
          select i, 'posted', new_id, p_hashes[i], u.account_id, u.balance_after
          from unnest(posted_accounts, posted_balances) as u (account_id, balance_after);
      end if;
    exception
      when check_violation or unique_violation then
        get stacked diagnostics failed_constraint = constraint_name;
        if failed_constraint = 'ledger_balance_not_negative' then
          return query select i, 'insufficient_funds', null::bigint, null::text, null::bigint, null::bigint;
        elsif failed_constraint = 'ledger_transactions_reverses' then
          return query select i, 'already_reversed', null::bigint, null::text, null::bigint, null::bigint;
        else
          raise;
        end if;
    end;
  end loop;
end;
$$;
