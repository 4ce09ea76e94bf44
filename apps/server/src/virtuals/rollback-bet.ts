import { walletCall } from '../house/house-play.ts';
import { VIRTUAL_CLAIM_MS } from './virtual-config.ts';
import type { VirtualsContext } from './virtual-context.ts';

/**
 * Gives back the stake of a real bet whose wallet answer is unknown. The bet is claimed first (placing ->
 * rolling_back, or a lapsed rolling_back claim), so one node sends it at a time; the platform reverses a stake once
 * whatever happens (rollback ids are idempotent, and a rollback before its bet blocks the bet). Answers whether the
 * platform confirmed it; an unconfirmed one is sent again by the background job.
 */
export async function rollbackVirtualBet(ctx: VirtualsContext, betId: string, from: 'placing' | 'lapsed'): Promise<boolean> {
  const now = ctx.clock();
  const claimed = await ctx.db
    .updateTable('virtual_bets')
    .set({ status: 'rolling_back', claimed_at: new Date(now) })
    .where('id', '=', betId)
    .where((eb) =>
      from === 'placing'
        ? eb('status', '=', 'placing')
        : eb.and([eb('status', '=', 'rolling_back'), eb('claimed_at', '<', new Date(now - VIRTUAL_CLAIM_MS))]),
    )
    .returning(['id', 'session_token'])
    .executeTakeFirst();
  if (!claimed) return false;
  try {
    const answer = await walletCall({ db: ctx.db, wallet: ctx.wallet, ...(ctx.log ? { log: ctx.log } : {}) }, 'rollback', {
      session_token: claimed.session_token,
      transaction_id: `${betId}-rollback`,
      round_id: betId,
      rolled_back_transaction_id: `${betId}-bet`,
    });
    if (answer.status !== 'ok') ctx.log?.error({ betId, status: answer.status }, 'virtuals: rollback refused');
    await ctx.db
      .updateTable('virtual_bets')
      .set({ status: 'rolled_back', settled_at: new Date(ctx.clock()), win: 0n })
      .where('id', '=', betId)
      .where('status', '=', 'rolling_back')
      .execute();
    return true;
  } catch (error) {
    ctx.log?.warn({ err: error, betId }, 'virtuals: rollback not confirmed, the job sends it again');
    return false;
  }
}
