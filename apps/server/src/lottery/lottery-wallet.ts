import { createHash, randomBytes } from 'node:crypto';
import type { WalletAnswer } from '@casino/contract/provider-protocol.ts';
import { sql } from 'kysely';
import type { LotteryContext } from './lottery-context.ts';

/**
 * The lottery's wallet rounds and transactions (docs/decisions/0052): a ticket (one game session's bets on one draw) is
 * the round; each bet's stake is a bet transaction of its own, `{bet}-bet`, which a refund rolls back as
 * `{bet}-rollback`; a ticket's winnings are one win, `{ticket}-win`. The ids are the platform's ledger keys, so a
 * call sent again (after a crash, by another node) is booked once.
 */
export const betTransactionId = (betId: string) => `${betId}-bet`;
export const rollbackTransactionId = (betId: string) => `${betId}-rollback`;
export const winTransactionId = (ticketId: string) => `${ticketId}-win`;
/** A win of nothing that states what a bet on an opposite side carried (valid-stakes.ts). */
export const validTransactionId = (betId: string) => `${betId}-valid`;

const stamp = () => Date.now().toString(36).toUpperCase();
const random = () => randomBytes(6).toString('hex').toUpperCase();
export const newBetId = () => `LB${stamp()}${random()}`;
export const newPlanId = () => `LP${stamp()}${random()}`;

/** The ticket of a session's bets on a draw: the same id from every call, so bets placed apart join one ticket. */
export const ticketIdOf = (game: string, drawId: string, sessionToken: string) =>
  `LT${drawId}${createHash('sha256').update(`${game}|${drawId}|${sessionToken}`).digest('hex').slice(0, 24).toUpperCase()}`;

/** A wallet call's outcome: the platform's answer, or unknown when it could not be had (the call may have landed). */
export type WalletOutcome = { answer: WalletAnswer } | { unknown: unknown };

export async function tryWallet(
  ctx: Pick<LotteryContext, 'wallet'>,
  action: 'bet' | 'win' | 'rollback',
  body: Record<string, string>,
): Promise<WalletOutcome> {
  try {
    return { answer: await ctx.wallet.call(action, body) };
  } catch (error) {
    // WalletUnavailable, or anything else on the way: either way the call may have been booked.
    return { unknown: error };
  }
}

/** Runs `work` over `items`, at most `concurrency` at a time, and answers the results in order. */
export async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * The advisory lock of a draw (the lock manager's, not its row's): bets take it shared while they are written, the
 * close and a void exclusively (docs/decisions/0052). A class of the lottery's own and the hash of game and draw id;
 * each side takes a game's draws in draw id order. `s.d` names the draw id of the query it is used in.
 */
const DRAW_LOCK_CLASS = 1_280_267_348;
export const drawLockShared = (game: string) =>
  sql`pg_advisory_xact_lock_shared(${sql.lit(DRAW_LOCK_CLASS)}, hashtext(${game} || ':' || s.d))`;
export const drawLockExclusive = (game: string, drawId: string) =>
  sql`pg_advisory_xact_lock(${sql.lit(DRAW_LOCK_CLASS)}, hashtext(${game} || ':' || ${drawId}))`;
/** The exclusive locks of several draws, in (game, draw id) order: `x.game`, `x.draw_id` of the query. */
export const drawLocksExclusive = sql`pg_advisory_xact_lock(${sql.lit(DRAW_LOCK_CLASS)}, hashtext(x.game || ':' || x.draw_id))`;
