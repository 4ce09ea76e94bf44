import { sql } from 'kysely';
import { type Db, preparedStatementMarker } from '../db/database.ts';
import { isRetryable } from '../ledger/executor.ts';
import { type AccountRef, accountKey, ledgerAccounts, resolveAccountIds } from '../ledger/ledger-accounts.ts';
import { type Move, prepareMovement } from '../ledger/post-transaction.ts';
import { exponentOf, parseAmount } from '../wallet/main-cash.ts';
import { gameSessionTokenHash } from './game-sessions.ts';

/**
 * Seamless-wallet bets and wins of the same moment in one statement (provider_wallet_batch, migration 0027): one round
 * trip and one commit for every call waiting while the previous batch is on its way, where a call alone costs six
 * round trips and a commit. Each call is checked and answered exactly as handle-wallet-call.ts would (its signature is
 * verified before, its answer signed after, one by one); the function does only the plain case and answers the rest
 * 'fallback' with nothing written, and so does this module for a batch that fails as a whole: the caller then runs
 * the call alone. docs/decisions/0032-spin-cost.md.
 */

/** What a batched call needs to know of its game session; none of it ever changes (the function checks it anyway). */
type KnownSession = { id: string; memberId: number; currency: string };

/** A bet or win as handle-wallet-call.ts parsed it, with the hash of its request. */
export type BatchedCall = {
  gpId: number;
  action: 'bet' | 'win';
  requestHash: string;
  ledgerKey: string;
  request: {
    session_token: string;
    transaction_id: string;
    round_id: string;
    amount: string;
    jackpot_contribution?: string;
    valid_amount?: string;
    bet_transaction_id?: string;
    jackpot_amount?: string;
  };
};

/** A call the batch answered: ok, with the member's main balance after it and its ledger transaction (none: no move). */
export type BatchedAnswer = {
  memberId: number;
  currency: string;
  balance: bigint;
  ledgerTransactionId: bigint | null;
};

type Item = {
  call: BatchedCall;
  session: KnownSession;
  amount: bigint;
  /** A bet's jackpot contribution, a win's jackpot part. */
  jackpot: bigint;
  valid: bigint | null;
  ledgerKind: string;
  ledgerHash: string;
  reference: string;
  mainAccount: bigint;
  moves: Move[];
};

// ------------------------------------------------------------------ sessions

/**
 * The game sessions of lately batched calls, by database and token hash: id, member and currency of a session never
 * change, and the function refuses (fallback) a call whose session row says otherwise, so a copy is never trusted
 * for anything it could get wrong. Expiry, end and bonuses are read in the batch's own statement.
 */
const knownSessions = new WeakMap<Db, Map<string, KnownSession>>();
const KNOWN_SESSIONS_SIZE = 20_000;

async function knownSession(db: Db, gpId: number, tokenHash: string): Promise<KnownSession | undefined> {
  let sessions = knownSessions.get(db);
  if (!sessions) {
    sessions = new Map();
    knownSessions.set(db, sessions);
  }
  const key = `${gpId}:${tokenHash}`;
  const known = sessions.get(key);
  if (known) return known;
  const row = await db
    .selectFrom('game_sessions')
    .select(['id', 'member_id', 'currency_code', 'demo'])
    .where('token_hash', '=', tokenHash)
    .where('provider_id', '=', gpId)
    .executeTakeFirst();
  if (!row || row.member_id === null || row.demo) return undefined;
  const session = { id: row.id, memberId: row.member_id, currency: row.currency_code };
  // The oldest copy goes first (a Map keeps insertion order).
  if (sessions.size >= KNOWN_SESSIONS_SIZE) sessions.delete(sessions.keys().next().value as string);
  sessions.set(key, session);
  return session;
}

// ------------------------------------------------------------------ preparing a call

/** The call ready for the batch, or undefined when it is not the plain case (the caller runs it alone). */
async function prepare(db: Db, call: BatchedCall): Promise<Item | undefined> {
  const tokenHash = gameSessionTokenHash(call.request.session_token);
  const session = await knownSession(db, call.gpId, tokenHash);
  if (!session) return undefined;
  const { currency, memberId } = session;
  const request = call.request;
  const amount = parseAmount(request.amount, currency);
  if (amount === undefined) return undefined;
  const main = ledgerAccounts.memberMain(memberId, currency);
  const provider = ledgerAccounts.systemShard(`provider:${call.gpId}`, currency, memberId);
  const jackpotAccount = ledgerAccounts.systemShard('jackpot', currency, memberId);
  const reference = `gp:${call.gpId}:round:${request.round_id}`;
  let jackpot: bigint;
  let valid: bigint | null = null;
  let postings: { account: AccountRef; amount: bigint }[];
  let ledgerKind: string;
  if (call.action === 'bet') {
    const contribution = request.jackpot_contribution === undefined ? 0n : parseAmount(request.jackpot_contribution, currency);
    const validAmount = request.valid_amount === undefined ? amount : parseAmount(request.valid_amount, currency);
    if (contribution === undefined || contribution > amount || validAmount === undefined || validAmount > amount) {
      return undefined;
    }
    // As handle-wallet-call.ts stores them: a bet's jackpot column is 0, its valid amount only when less.
    jackpot = 0n;
    valid = amount > 0n && validAmount !== amount ? validAmount : null;
    ledgerKind = 'bet';
    postings = [
      { account: main, amount: -amount },
      { account: provider, amount: amount - contribution },
      { account: jackpotAccount, amount: contribution },
    ];
  } else {
    // A win that states its bet's valid part restates the wagering too: it runs alone.
    if (request.valid_amount !== undefined) return undefined;
    const jackpotPart = request.jackpot_amount === undefined ? 0n : parseAmount(request.jackpot_amount, currency);
    if (jackpotPart === undefined || jackpotPart > amount) return undefined;
    jackpot = amount > 0n ? jackpotPart : 0n;
    ledgerKind = jackpotPart > 0n ? 'jackpot' : 'win';
    postings = [
      { account: provider, amount: -(amount - jackpotPart) },
      { account: jackpotAccount, amount: -jackpotPart },
      { account: main, amount },
    ];
  }
  let moves: Move[] = [];
  let ledgerHash = '';
  let mainAccount: bigint;
  if (amount > 0n) {
    const prepared = await prepareMovement(db, db, { key: call.ledgerKey, kind: ledgerKind, reference, postings });
    moves = prepared.moves;
    ledgerHash = prepared.hash;
    const mainMove = moves.find((move) => move.key === accountKey(main));
    if (!mainMove) return undefined;
    mainAccount = mainMove.id;
  } else {
    mainAccount = (await resolveAccountIds(db, db, [main])).get(accountKey(main)) as bigint;
  }
  return {
    call,
    session,
    amount,
    jackpot,
    valid,
    ledgerKind,
    ledgerHash,
    reference,
    mainAccount,
    moves,
  };
}

// ------------------------------------------------------------------ the batch statement

type Row = { entry_no: number; outcome: 'ok' | 'fallback'; posted_transaction_id: bigint | null; main_balance: bigint | null };

const BATCH_STATEMENT = preparedStatementMarker('provider_wallet_batch');

async function runBatch(db: Db, items: Item[]): Promise<(BatchedAnswer | undefined)[]> {
  const starts: number[] = [];
  const accounts: string[] = [];
  const amounts: string[] = [];
  for (const item of items) {
    starts.push(accounts.length + 1);
    for (const move of item.moves) {
      accounts.push(move.id.toString());
      amounts.push(move.amount.toString());
    }
  }
  starts.push(accounts.length + 1);
  const column = <T>(pick: (item: Item) => T) => items.map(pick);
  const { rows } = await sql<Row>`${sql.raw(BATCH_STATEMENT)}
    select entry_no, outcome, posted_transaction_id, main_balance
    from provider_wallet_batch(
      ${column((i) => i.call.gpId)}::integer[],
      ${column((i) => i.call.request.transaction_id)}::text[],
      ${column((i) => i.call.action)}::text[],
      ${column((i) => i.call.request.round_id)}::text[],
      ${column((i) => gameSessionTokenHash(i.call.request.session_token))}::text[],
      ${column((i) => i.session.id)}::text[],
      ${column((i) => i.session.memberId)}::integer[],
      ${column((i) => i.session.currency)}::text[],
      ${column((i) => exponentOf(i.session.currency))}::integer[],
      ${column((i) => (i.call.action === 'win' ? (i.call.request.bet_transaction_id ?? null) : null))}::text[],
      ${column((i) => i.call.requestHash)}::text[],
      ${column((i) => (i.moves.length > 0 ? i.amount.toString() : '0'))}::bigint[],
      ${column((i) => i.jackpot.toString())}::bigint[],
      ${column((i) => i.valid?.toString() ?? null)}::bigint[],
      ${column((i) => i.call.ledgerKey)}::text[],
      ${column((i) => i.ledgerHash)}::text[],
      ${column((i) => i.ledgerKind)}::text[],
      ${column((i) => i.reference)}::text[],
      ${column((i) => i.mainAccount.toString())}::bigint[],
      ${starts}::integer[],
      ${accounts}::bigint[],
      ${amounts}::bigint[]
    )`.execute(db);
  const answers: (BatchedAnswer | undefined)[] = items.map(() => undefined);
  for (const row of rows) {
    const item = items[row.entry_no - 1];
    if (!item || row.outcome !== 'ok' || row.main_balance === null) continue;
    answers[row.entry_no - 1] = {
      memberId: item.session.memberId,
      currency: item.session.currency,
      balance: BigInt(row.main_balance),
      ledgerTransactionId: row.posted_transaction_id === null ? null : BigInt(row.posted_transaction_id),
    };
  }
  return answers;
}

/** Batches sent at once per database (the second one's round trip overlaps the first one's commit), calls per batch. */
const BATCHES_IN_FLIGHT = 2;
const CALLS_PER_BATCH = 100;

type Waiting = { item: Item; resolve: (answer: BatchedAnswer | undefined) => void };

/**
 * The calls of one database: while batches are in flight the calls that arrive wait and leave together in the next.
 * An idle server sends a call at once. A transaction id already waiting or in flight does not join (the second call
 * with it runs alone, after the first, and gets its answer or its refusal there).
 */
class WalletBatchQueue {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private readonly busy = new Set<string>();

  constructor(private readonly db: Db) {}

  push(item: Item): Promise<BatchedAnswer | undefined> {
    const id = `${item.call.gpId}:${item.call.request.transaction_id}`;
    if (this.busy.has(id)) return Promise.resolve(undefined);
    this.busy.add(id);
    return new Promise<BatchedAnswer | undefined>((resolve) => {
      this.waiting.push({ item, resolve });
      this.pump();
    }).finally(() => this.busy.delete(id));
  }

  private pump(): void {
    while (this.inFlight < BATCHES_IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, CALLS_PER_BATCH);
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    let answers: (BatchedAnswer | undefined)[] = batch.map(() => undefined);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        answers = await runBatch(
          this.db,
          batch.map((w) => w.item),
        );
        break;
      } catch (error) {
        // A deadlock or serialisation failure undid all of it: it may run again. Anything else leaves every call to
        // run alone, where its own error stays its own.
        if (!isRetryable(error)) break;
      }
    }
    for (const [i, waiting] of batch.entries()) waiting.resolve(answers[i]);
  }
}

const queues = new WeakMap<Db, WalletBatchQueue>();

/**
 * Runs a bet or a win in the next batch; answers it, or undefined when the call must run alone (nothing of it was
 * written). Only outside a caller's transaction.
 */
export async function batchedWalletCall(db: Db, call: BatchedCall): Promise<BatchedAnswer | undefined> {
  const item = await prepare(db, call);
  if (!item) return undefined;
  let queue = queues.get(db);
  if (!queue) {
    queue = new WalletBatchQueue(db);
    queues.set(db, queue);
  }
  return queue.push(item);
}
