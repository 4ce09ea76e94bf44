import { sql } from 'kysely';
import { type Db, preparedStatementMarker } from '../db/database.ts';

/**
 * The house's own writes of real rounds, shared by the spins in flight: the rollback intents written before bets, the
 * rounds stored after them and the rounds marked settled once their win is confirmed. All of them go as one statement
 * (so one commit) for every spin waiting: while one statement is on its way, the writes that arrive wait and leave
 * together in the next. An idle server sends each at once. A statement that fails as a whole is sent again spin by
 * spin, so that one spin's error never becomes another's. Every guarantee of a single spin's statement holds for
 * each spin of a shared one (docs/decisions/0032-spin-cost.md).
 */
class StatementQueue<T, R> {
  private waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private busy = false;

  constructor(private readonly send: (items: T[]) => Promise<R[]>) {}

  push(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.busy || this.waiting.length === 0) return;
    this.busy = true;
    const batch = this.waiting.splice(0, MAX_BATCH);
    try {
      const results = await this.send(batch.map((w) => w.item));
      for (const [i, waiting] of batch.entries()) waiting.resolve(results[i] as R);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else {
        for (const waiting of batch) {
          try {
            const [result] = await this.send([waiting.item]);
            waiting.resolve(result as R);
          } catch (alone) {
            waiting.reject(alone);
          }
        }
      }
    } finally {
      this.busy = false;
      void this.pump();
    }
  }
}

const MAX_BATCH = 500;

/** A real bet's rollback intent: written before the bet leaves, removed with the stored round. */
export type RollbackIntent = { round_id: string; session_token: string; bet_transaction_id: string };

/** A real round that did not hit the jackpot, as it is stored before its win is sent. */
export type RoundToStore = {
  id: string;
  /** The jackpot pool (jackpot_pools.name) its contribution feeds. */
  pool: string;
  gameCode: string;
  kind: string;
  sessionToken: string;
  currency: string;
  bet: bigint;
  win: bigint;
  contribution: bigint;
  wager: unknown;
  draws: unknown;
  outcome: unknown;
};

const JOURNAL_STATEMENT = preparedStatementMarker('house_journal');

/** One write of the journal: an intent to write, a round to store or a round to mark settled. */
type JournalWrite =
  | { kind: 'intent'; intent: RollbackIntent }
  | { kind: 'round'; round: RoundToStore }
  | { kind: 'settled'; roundId: string };

/**
 * Every kind of write waiting goes in one statement (one commit): a spin's intent, its round and its settled mark are
 * never in the same statement (each waits for the one before), so the parts, which see the same snapshot, never need
 * each other's rows. Answers, per write, whether it was written (a settled mark: always).
 */
async function writeJournal(db: Db, writes: JournalWrite[]): Promise<boolean[]> {
  const intents = writes.flatMap((w) => (w.kind === 'intent' ? [w.intent] : []));
  const rounds = writes.flatMap((w) => (w.kind === 'round' ? [w.round] : []));
  const settled = writes.flatMap((w) => (w.kind === 'settled' ? [w.roundId] : []));
  const { rows } = await sql<{ kind: 'intent' | 'round'; id: string }>`${sql.raw(JOURNAL_STATEMENT)}
    with
    -- Written only for a session that has not expired: the spin took its session from a copy, and this is where
    -- the row itself is checked, in the statement that had to be sent anyway.
    written as (
      insert into house_pending_rollbacks (round_id, session_token, bet_transaction_id)
      select i.round_id, i.session_token, i.bet_transaction_id
      from unnest(
        ${intents.map((i) => i.round_id)}::text[],
        ${intents.map((i) => i.session_token)}::text[],
        ${intents.map((i) => i.bet_transaction_id)}::text[]) as i (round_id, session_token, bet_transaction_id)
      join house_sessions s on s.token = i.session_token and s.expires_at > now()
      returning round_id
    ),
    rounds as (
      select * from unnest(
        ${rounds.map((r) => r.id)}::text[], ${rounds.map((r) => r.pool)}::text[], ${rounds.map((r) => r.gameCode)}::text[],
        ${rounds.map((r) => r.kind)}::text[], ${rounds.map((r) => r.sessionToken)}::text[],
        ${rounds.map((r) => r.currency)}::text[], ${rounds.map((r) => r.bet.toString())}::bigint[],
        ${rounds.map((r) => r.win.toString())}::bigint[], ${rounds.map((r) => r.contribution.toString())}::bigint[],
        ${rounds.map((r) => JSON.stringify(r.wager))}::text[], ${rounds.map((r) => JSON.stringify(r.draws))}::text[],
        ${rounds.map((r) => JSON.stringify(r.outcome))}::text[]
      ) as r (id, pool, game_code, kind, session_token, currency_code, bet, win, contribution, wager, draws, outcome)
    ),
    -- Only the rounds whose intent is still unclaimed are stored (a claimed one is being rolled back by the
    -- reconciliation job and must never pay); their contributions go to the pool of their currency in the same
    -- statement, one row change per pool and statement, in a fixed order.
    kept as (
      delete from house_pending_rollbacks p using rounds r
      where p.round_id = r.id and p.claimed_at is null
      returning p.round_id
    ),
    pool as (
      insert into jackpot_pools (name, currency_code, amount)
      select r.pool, r.currency_code, sum(r.contribution)
      from rounds r join kept k on k.round_id = r.id
      where r.contribution > 0
      group by r.pool, r.currency_code
      order by r.pool, r.currency_code
      on conflict (name, currency_code) do update set amount = jackpot_pools.amount + excluded.amount
      returning amount
    ),
    stored as (
      insert into house_rounds (id, game_code, kind, demo, session_token, currency_code, bet, win, jackpot_win,
        jackpot_contribution, wager, draws, outcome, status, win_attempts, bet_transaction_id, win_transaction_id)
      select r.id, r.game_code, r.kind, false, r.session_token, r.currency_code, r.bet, r.win, 0, r.contribution,
        r.wager::jsonb, r.draws::jsonb, r.outcome::jsonb, 'win_pending', 1, r.id || '-bet', r.id || '-win'
      from rounds r join kept k on k.round_id = r.id
      returning id
    ),
    -- A part of a WITH runs to its end even when nothing reads it (the pool above too).
    marked as (
      update house_rounds set status = 'settled', settled_at = now()
      where id = any(${settled}::text[]) and status = 'win_pending'
    )
    select 'intent' as kind, round_id as id from written
    union all select 'round', id from stored`.execute(db);
  const done = new Set(rows.map((row) => `${row.kind}:${row.id}`));
  return writes.map((w) =>
    w.kind === 'intent' ? done.has(`intent:${w.intent.round_id}`) : w.kind === 'round' ? done.has(`round:${w.round.id}`) : true,
  );
}

const journals = new WeakMap<Db, StatementQueue<JournalWrite, boolean>>();

function journalOf(db: Db): StatementQueue<JournalWrite, boolean> {
  let journal = journals.get(db);
  if (!journal) {
    journal = new StatementQueue((writes) => writeJournal(db, writes));
    journals.set(db, journal);
  }
  return journal;
}

/**
 * Writes a bet's rollback intent (committed when this resolves: the bet may leave); false, and nothing written, when
 * the session has expired meanwhile or is gone.
 */
export function writeRollbackIntent(db: Db, intent: RollbackIntent): Promise<boolean> {
  return journalOf(db).push({ kind: 'intent', intent });
}

/**
 * Stores a real round that did not hit the jackpot, win_pending with its first win attempt counted, removing its
 * intent and adding its contribution to the pool, all only while the intent is unclaimed; false when the intent was
 * claimed by the reconciliation job (then nothing is written).
 */
export function storeRound(db: Db, round: RoundToStore): Promise<boolean> {
  return journalOf(db).push({ kind: 'round', round });
}

/**
 * Marks a round settled once the platform confirmed its win. A mark lost with the process leaves the round
 * win_pending: the background retry sends the win again, and the platform answers it from what it stored the first
 * time, paying it once.
 */
export async function markRoundSettled(db: Db, roundId: string): Promise<void> {
  await journalOf(db).push({ kind: 'settled', roundId });
}
