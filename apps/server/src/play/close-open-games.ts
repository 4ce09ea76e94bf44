import { Refusal } from '../http/reply.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { endGameSessions } from '../providers/game-sessions.ts';
import { returnProviderBalances } from '../wallet/return-provider-balances.ts';
import type { PlayContext } from './play-context.ts';

/**
 * Before a game opens, the games the member left open are closed at once: a browser closed with a game in it never
 * sent leave1, and coming back must not wait for that game (docs/decisions/0040). Their sessions end (their bets are
 * refused from now on; wins and rollbacks of rounds already staked still settle), and money left in provider wallets
 * comes back to the main wallet as one-key return brings it, so the new game starts on the whole balance. A wallet
 * that does not come back (its provider fails, or a return of this member is running) stays where it is, shown in
 * my_cash, and does not stop the new game.
 */
export async function closeOpenGames(ctx: PlayContext, member: MemberSession): Promise<void> {
  await endGameSessions(ctx.db, member.memberId);
  const prefix = `member:${member.memberId}:provider:`;
  const held = await ctx.db
    .selectFrom('ledger_accounts')
    .select('code')
    .where('member_id', '=', member.memberId)
    .where('currency_code', '=', member.currency)
    .where('code', 'like', `${prefix}%`)
    .where('balance', '>', 0n)
    .execute();
  for (const { code } of held) {
    const gpId = Number(code.slice(prefix.length));
    if (!Number.isSafeInteger(gpId)) continue;
    try {
      await returnProviderBalances(ctx.wallet, member, gpId);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
    }
  }
}
