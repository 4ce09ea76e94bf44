import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { type Db, preparedStatementMarker } from '../db/database.ts';
import { type Executor, isRetryable } from './executor.ts';
import { type AccountRef, accountKey, resolveAccountIds } from './ledger-accounts.ts';

export type Posting = { account: AccountRef; amount: bigint };

export type LedgerEntry = {
  /** Unique per movement: the same key and the same postings are the same movement, posted once. */
  key: string;
  kind: string;
  reference?: string;
  postings: Posting[];
  /** The transaction this one reverses (once at most). */
  reverses?: bigint;
};

export type PostedTransaction = {
  id: bigint;
  /** True when the key had been posted before and this is its first result again. */
  replayed: boolean;
  /** Balance after the movement of each account, by accountKey(). */
  balances: Map<string, bigint>;
};

/** A member account would go below zero. Nothing moved. */
export class InsufficientFunds extends Error {
  constructor() {
    super('insufficient_funds');
  }
}

/** The transaction was reversed before, under another key. Nothing moved. */
export class AlreadyReversed extends Error {
  constructor() {
    super('already_reversed');
  }
}

/** The key was used before for a different movement. Nothing moved. */
export class IdempotencyConflict extends Error {
  constructor(readonly key: string) {
    super('idempotency_conflict');
  }
}

/** Adds up postings to one account and checks that each currency sums to zero. */
function normalise(postings: Posting[]): Posting[] {
  const byAccount = new Map<string, Posting>();
  const sums = new Map<string, bigint>();
  for (const posting of postings) {
    if (typeof posting.amount !== 'bigint') throw new TypeError('ledger amounts are bigint minor units');
    const key = accountKey(posting.account);
    const existing = byAccount.get(key);
    byAccount.set(key, { account: posting.account, amount: (existing?.amount ?? 0n) + posting.amount });
    sums.set(posting.account.currency, (sums.get(posting.account.currency) ?? 0n) + posting.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new Error(`postings in ${currency} sum to ${sum}, not zero`);
  }
  const result = [...byAccount.values()].filter((p) => p.amount !== 0n);
  if (result.length < 2) throw new Error('a ledger transaction moves money between at least two accounts');
  return result;
}

function requestHash(entry: LedgerEntry, postings: Posting[]): string {
  const canonical = JSON.stringify({
    kind: entry.kind,
    reference: entry.reference ?? '',
    reverses: entry.reverses?.toString() ?? null,
    postings: postings.map((p) => [accountKey(p.account), p.amount.toString()]).sort(),
  });
  return createHash('sha256').update(canonical).digest('base64url');
}

function isBalanceCheck(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23514' && (e.constraint === 'ledger_balance_not_negative' || /ledger_balance_not_negative/.test(e.message ?? ''))
  );
}

type PostedRow = { transaction_id: bigint; account_id: bigint; balance_after: bigint };
type Move = { id: bigint; amount: bigint; key: string };

function isReversalTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && /ledger_transactions_reverses/.test(`${e.constraint ?? ''} ${e.message ?? ''}`);
}

const POSTING_STATEMENT = preparedStatementMarker('ledger_post');

/**
 * The posting statement; the moves travel as two arrays, so its text is the same for any number of postings and it
 * stays prepared on each connection.
 */
async function runPosting(executor: Executor, entry: LedgerEntry, hash: string, moves: Move[]): Promise<PostedRow[]> {
  const ids = moves.map((m) => m.id.toString());
  const amounts = moves.map((m) => m.amount.toString());
  const result = await sql<PostedRow>`${sql.raw(POSTING_STATEMENT)}
    with tx as (
      insert into ledger_transactions (idempotency_key, request_hash, kind, reference, reverses_id)
      values (${entry.key}, ${hash}, ${entry.kind}, ${entry.reference ?? ''}, ${entry.reverses ?? null})
      on conflict (idempotency_key) do nothing
      returning id
    ),
    moves as (
      select * from unnest(${ids}::bigint[], ${amounts}::bigint[]) with ordinality as m (account_id, amount, ord)
    ),
    locked as materialized (
      select a.id from ledger_accounts a
      where a.id = any(${ids}::bigint[]) and exists (select 1 from tx)
      order by a.id
      for no key update
    ),
    changed as (
      update ledger_accounts a set balance = a.balance + m.amount
      from moves m
      where a.id = m.account_id and a.id in (select id from locked)
      returning a.id, a.balance
    )
    insert into ledger_postings (transaction_id, account_id, amount, balance_after)
    select tx.id, changed.id, m.amount, changed.balance
    from tx cross join changed join moves m on m.account_id = changed.id
    order by m.ord
    returning transaction_id, account_id, balance_after`.execute(executor);
  return result.rows;
}

/**
 * Posts one double-entry transaction: the transaction row, the postings and the cached balances change in one
 * statement, so in one database transaction whether or not the caller holds one. The database refuses a member
 * balance below zero (InsufficientFunds); a key posted before returns its first result, or IdempotencyConflict when
 * the postings differ.
 */
export async function postTransaction(db: Db, executor: Executor, entry: LedgerEntry): Promise<PostedTransaction> {
  const postings = normalise(entry.postings);
  const hash = requestHash(entry, postings);
  const ids = await resolveAccountIds(
    db,
    executor,
    postings.map((p) => p.account),
  );
  // Rows are locked in the order of their ids (the statement's `locked` step, whatever plan the database picks), so
  // that two movements over the same accounts cannot deadlock.
  const moves = postings
    .map((p) => ({ id: ids.get(accountKey(p.account)) as bigint, amount: p.amount, key: accountKey(p.account) }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let rows: PostedRow[];
  for (let attempt = 1; ; attempt += 1) {
    try {
      rows = await runPosting(executor, entry, hash, moves);
      break;
    } catch (error) {
      if (isBalanceCheck(error)) throw new InsufficientFunds();
      if (isReversalTaken(error)) throw new AlreadyReversed();
      // On its own the statement is its own transaction and may simply run again; inside the caller's, the caller
      // retries the whole transaction (inTransaction).
      if (executor.isTransaction || attempt >= 5 || !isRetryable(error)) throw error;
    }
  }

  const keyOfId = new Map(moves.map((m) => [m.id, m.key]));
  if (rows.length > 0) {
    if (rows.length !== moves.length)
      throw new Error(`ledger transaction ${entry.key} posted ${rows.length} of ${moves.length} postings`);
    const first = rows[0] as (typeof rows)[number];
    return {
      id: first.transaction_id,
      replayed: false,
      balances: new Map(rows.map((r) => [keyOfId.get(r.account_id) as string, r.balance_after])),
    };
  }

  const existing = await executor
    .selectFrom('ledger_transactions')
    .select(['id', 'request_hash'])
    .where('idempotency_key', '=', entry.key)
    .executeTakeFirstOrThrow();
  if (existing.request_hash !== hash) throw new IdempotencyConflict(entry.key);
  const posted = await executor
    .selectFrom('ledger_postings')
    .select(['account_id', 'balance_after'])
    .where('transaction_id', '=', existing.id)
    .execute();
  return {
    id: existing.id,
    replayed: true,
    balances: new Map(posted.map((r) => [keyOfId.get(r.account_id) as string, r.balance_after])),
  };
}

/**
 * Reverses a transaction once: the same postings with the opposite sign. A reversal that would take a member
 * below zero is refused (InsufficientFunds), as any other movement.
 */
export async function reverseTransaction(
  db: Db,
  executor: Executor,
  transactionId: bigint,
  key: string,
): Promise<PostedTransaction> {
  const original = await executor
    .selectFrom('ledger_transactions')
    .select(['id', 'reference'])
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  const postings = await executor
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['a.code', 'a.currency_code', 'a.member_id', 'a.allow_negative', 'p.amount'])
    .where('p.transaction_id', '=', transactionId)
    .execute();
  return postTransaction(db, executor, {
    key,
    kind: 'reversal',
    reference: original.reference,
    reverses: original.id,
    postings: postings.map((p) => ({
      account: {
        code: p.code,
        currency: p.currency_code,
        memberId: p.member_id ?? undefined,
        allowNegative: p.allow_negative,
      },
      amount: -p.amount,
    })),
  });
}
