import { LeaveCode } from '@casino/contract/calls/play-calls.ts';
import { BalanceBackCode } from '@casino/contract/calls/wallet-calls.ts';
import { Refusal } from '../http/reply.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { endGameSessions } from '../providers/game-sessions.ts';
import { formatAmount, readMainCash } from '../wallet/main-cash.ts';
import { returnProviderBalances } from '../wallet/return-provider-balances.ts';
import type { PlayContext } from './play-context.ts';

/**
 * /member/game/leave1: ends the member's open game sessions, or only the one named (which must be the member's),
 * and moves the wallets of transfer-wallet providers among them back into the main wallet. Leaving again is
 * harmless; a failed return refuses with the balance-back code and may be retried (the session named stays
 * leavable, its wallet is returned again).
 */
export async function leaveGame(ctx: PlayContext, member: MemberSession, sessionId?: string): Promise<{ main_cash: string }> {
  let providerIds = await endGameSessions(ctx.db, member.memberId, sessionId);
  if (sessionId !== undefined && providerIds.length === 0) {
    const own = await ctx.db
      .selectFrom('game_sessions')
      .select('provider_id')
      .where('id', '=', sessionId)
      .where('member_id', '=', member.memberId)
      .executeTakeFirst();
    if (!own) throw new Refusal(LeaveCode.noSession, 'pg.no_session');
    providerIds = [own.provider_id];
  }
  for (const gpId of providerIds) {
    const found = await ctx.providers.byGpId(gpId);
    if (found?.adapter.wallet !== 'transfer') continue;
    try {
      await returnProviderBalances(ctx.wallet, member, gpId);
    } catch (error) {
      // A provider no longer offered whose wallet is empty: there is nothing to return.
      if (error instanceof Refusal && error.code === BalanceBackCode.noWallet) continue;
      throw error;
    }
  }
  const main = await readMainCash(ctx.db, member.memberId, member.currency);
  return { main_cash: formatAmount(main, member.currency) };
}
