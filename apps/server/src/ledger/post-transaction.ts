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

export type Move = { id: bigint; amount: bigint; key: string };

/** One movement ready to post: its entry, request hash and moves (accounts resolved). */
type Prepared = { entry: LedgerEntry; hash: string; moves: Move[] };

type BatchRow = {
  entry_no: number;
  outcome: 'posted' | 'replayed' | 'insufficient_funds' | 'already_reversed';
  posted_transaction_id: bigint | null;
  posted_request_hash: string | null;
  posted_account_id: bigint | null;
  posted_balance: bigint | null;
};

const POST_BATCH_STATEMENT = preparedStatementMarker('ledger_post_batch');

/**
 * Posts movements through ledger_post_batch (migration 0013) in one statement, so in one database transaction when
 * the executor holds none; answers the function's rows grouped by movement (index in `batch`).
 */
async function runBatch(executor: Executor, batch: Prepared[]): Promise<BatchRow[][]> {
  const starts: number[] = [];
  const accounts: string[] = [];
  const amounts: string[] = [];
  for (const { moves } of batch) {
    starts.push(accounts.length + 1);
    for (const move of moves) {
      accounts.push(move.id.toString());
      amounts.push(move.amount.toString());
    }
  }
  starts.push(accounts.length + 1);
  const { rows } = await sql<BatchRow>`${sql.raw(POST_BATCH_STATEMENT)}
    select entry_no, outcome, posted_transaction_id, posted_request_hash, posted_account_id, posted_balance
    from ledger_post_batch(
      ${batch.map((b) => b.entry.key)}::text[],
      ${batch.map((b) => b.hash)}::text[],
      ${batch.map((b) => b.entry.kind)}::text[],
      ${batch.map((b) => b.entry.reference ?? '')}::text[],
      ${batch.map((b) => b.entry.reverses?.toString() ?? null)}::bigint[],
      ${starts}::integer[],
      ${accounts}::bigint[],
      ${amounts}::bigint[]
    )`.execute(executor);
  const grouped: BatchRow[][] = batch.map(() => []);
  for (const row of rows) grouped[row.entry_no - 1]?.push(row);
  return grouped;
}

/** What one movement's rows mean: its result, or the refusal to throw. */
function settle(prepared: Prepared, rows: BatchRow[]): PostedTransaction {
  const { entry, hash, moves } = prepared;
  const first = rows[0];
  if (!first) throw new Error(`ledger transaction ${entry.key} got no answer`);
  if (first.outcome === 'insufficient_funds') throw new InsufficientFunds();
  if (first.outcome === 'already_reversed') throw new AlreadyReversed();
  if (first.outcome === 'replayed' && first.posted_request_hash !== hash) throw new IdempotencyConflict(entry.key);
  if (first.outcome === 'posted' && rows.length !== moves.length) {
    throw new Error(`ledger transaction ${entry.key} posted ${rows.length} of ${moves.length} postings`);
  }
  const keyOfId = new Map(moves.map((m) => [m.id, m.key]));
  return {
    id: first.posted_transaction_id as bigint,
    replayed: first.outcome === 'replayed',
    balances: new Map(
      rows
        .filter((r) => r.posted_account_id !== null)
        .map((r) => [keyOfId.get(r.posted_account_id as bigint) as string, r.posted_balance as bigint]),
    ),
  };
}

/** Runs a batch on its own; a deadlock or serialisation failure rolls all of it back, so it may simply run again. */
async function runBatchAlone(db: Db, batch: Prepared[]): Promise<BatchRow[][]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runBatch(db, batch);
    } catch (error) {
      if (attempt >= 5 || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/** Batches sent at once per database, and movements per batch. */
const BATCHES_IN_FLIGHT = 4;
const MOVEMENTS_PER_BATCH = 200;

type Waiting = { prepared: Prepared; resolve: (rows: BatchRow[]) => void; reject: (error: unknown) => void };

/**
 * Movements posted outside any caller transaction share database transactions: while batches are in flight, the
 * movements that arrive wait and leave together in the next one (one round trip and one commit for all). An idle
 * ledger sends a movement at once. Batches in flight never share an account, so they never wait for each other: a
 * movement over an account of a batch in flight waits for the next batch. A batch that fails as a whole is posted
 * again movement by movement, so that one movement's error never becomes another's.
 */
class PostingQueue {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  /** The accounts of the batches in flight. */
  private readonly busy = new Set<bigint>();

  constructor(private readonly db: Db) {}

  post(prepared: Prepared): Promise<BatchRow[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ prepared, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < BATCHES_IN_FLIGHT && this.waiting.length > 0) {
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      for (const waiting of this.waiting) {
        const free = waiting.prepared.moves.every((move) => !this.busy.has(move.id));
        (free && batch.length < MOVEMENTS_PER_BATCH ? batch : later).push(waiting);
      }
      if (batch.length === 0) return;
      this.waiting = later;
      const accounts = batch.flatMap((waiting) => waiting.prepared.moves.map((move) => move.id));
      for (const id of accounts) this.busy.add(id);
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        for (const id of accounts) this.busy.delete(id);
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    try {
      const grouped = await runBatchAlone(
        this.db,
        batch.map((w) => w.prepared),
      );
      for (const [i, waiting] of batch.entries()) waiting.resolve(grouped[i] ?? []);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const waiting of batch) {
        try {
          const [rows] = await runBatchAlone(this.db, [waiting.prepared]);
          waiting.resolve(rows ?? []);
        } catch (alone) {
          waiting.reject(alone);
        }
      }
    }
  }
}

const queues = new WeakMap<Db, PostingQueue>();

function queueOf(db: Db): PostingQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new PostingQueue(db);
    queues.set(db, queue);
  }
  return queue;
}

/**
 * A movement as the database posts it: its postings added up per account and checked to sum to zero, the request hash
 * stored with its key, and its accounts' ids (opened when new). For a caller that posts it in a statement of its own
 * (providers/wallet-batch.ts); postTransaction posts what this prepares.
 */
export async function prepareMovement(
  db: Db,
  executor: Executor,
  entry: LedgerEntry,
): Promise<{ entry: LedgerEntry; hash: string; moves: Move[] }> {
  const postings = normalise(entry.postings);
  const hash = requestHash(entry, postings);
  const ids = await resolveAccountIds(
    db,
    executor,
    postings.map((p) => p.account),
  );
  const moves = postings.map((p) => ({
    id: ids.get(accountKey(p.account)) as bigint,
    amount: p.amount,
    key: accountKey(p.account),
  }));
  return { entry, hash, moves };
}

/**
 * Posts one double-entry transaction: the transaction row, the postings and the cached balances change together in
 * the caller's database transaction, or, without one, in a database transaction of their own (shared with other
 * movements posted at the same moment). The database refuses a member balance below zero (InsufficientFunds); a key
 * posted before returns its first result, or IdempotencyConflict when the postings differ.
 */
export async function postTransaction(db: Db, executor: Executor, entry: LedgerEntry): Promise<PostedTransaction> {
  const prepared = await prepareMovement(db, executor, entry);
  // Inside the caller's transaction the movement runs there (a deadlock is the caller's to retry, inTransaction).
  const rows = executor.isTransaction ? (await runBatch(executor, [prepared]))[0] : await queueOf(db).post(prepared);
  return settle(prepared, rows ?? []);
}

/**
 * Posts many movements in the caller's transaction with one statement (a settlement run's payouts, each under its own
 * key): their accounts are resolved together and ledger_post_batch posts them in order, locking every account once.
 * Answers each movement's result in order, or the error postTransaction would have thrown for it (InsufficientFunds,
 * AlreadyReversed, IdempotencyConflict): a refused movement moves nothing and the others stand.
 */
export async function postTransactions(
  db: Db,
  executor: Executor,
  entries: LedgerEntry[],
): Promise<(PostedTransaction | Error)[]> {
  if (entries.length === 0) return [];
  const normalised = entries.map((entry) => normalise(entry.postings));
  const refs = new Map<string, AccountRef>();
  for (const posting of normalised.flat()) refs.set(accountKey(posting.account), posting.account);
  const ids = await resolveAccountIds(db, executor, [...refs.values()]);
  const prepared: Prepared[] = entries.map((entry, i) => {
    const postings = normalised[i] as Posting[];
    return {
      entry,
      hash: requestHash(entry, postings),
      moves: postings.map((p) => ({
        id: ids.get(accountKey(p.account)) as bigint,
        amount: p.amount,
        key: accountKey(p.account),
      })),
    };
  });
  const grouped = await runBatch(executor, prepared);
  return prepared.map((p, i) => {
    try {
      return settle(p, grouped[i] ?? []);
    } catch (error) {
      if (error instanceof Error) return error;
      throw error;
    }
  });
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
