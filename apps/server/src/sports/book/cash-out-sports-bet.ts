import type { HouseCallRequest, HouseCallResponse } from '@casino/contract/house/house-call.ts';
import type { sportsCashOutCall } from '@casino/contract/house/sports-calls.ts';
import { formatMoney, parseMoney } from '../../house/house-play.ts';
import { readBalance } from '../../ledger/ledger-accounts.ts';
import { cashOutBet } from '../betting/cash-out-bet.ts';
import { sportsbookAccounts } from '../betting/sportsbook-accounts.ts';
import { readBetViews } from './bet-views.ts';
import type { SportsContext } from './sports-context.ts';
import { SportsRefusal } from './sports-refusal.ts';
import { findSportsSession } from './sports-session.ts';

/** Cashes out the player's bet, whole or a part of its stake, at no less than the value they accepted. */
export async function cashOutSportsBet(
  ctx: SportsContext,
  body: HouseCallRequest<typeof sportsCashOutCall>,
): Promise<HouseCallResponse<typeof sportsCashOutCall>> {
  const session = await findSportsSession(ctx, body.session);
  if (!/^\d{1,18}$/.test(body.bet_id)) throw new SportsRefusal('unknown_bet', 404);
  const expected = parseMoney(body.expected, session.currency);
  if (expected === undefined) throw new SportsRefusal('invalid_request', 400);
  const part = body.part === undefined ? undefined : parseMoney(body.part, session.currency);
  if (part === undefined && body.part !== undefined) throw new SportsRefusal('part_out_of_range', 400);
  const betId = BigInt(body.bet_id);
  const { cashOutMarginBp } = await ctx.settings.get();
  const result = await cashOutBet(ctx.db, {
    memberId: session.memberId,
    betId,
    ...(part !== undefined ? { part } : {}),
    expected,
    marginBp: cashOutMarginBp,
  });
  const money = (minor: bigint) => formatMoney(minor, session.currency);
  if (!result.ok) {
    if (result.code === 'unknown_bet') throw new SportsRefusal('unknown_bet', 404);
    throw new SportsRefusal(result.code, result.code === 'part_out_of_range' ? 400 : 409, {
      ...('value' in result ? { cash_out: money(result.value) } : {}),
    });
  }
  const [bet] = await readBetViews(ctx.db, [betId], cashOutMarginBp);
  const balance = await readBalance(ctx.db, sportsbookAccounts.wallet(session.memberId, ctx.gpId, session.currency));
  return { balance: money(balance), paid: money(result.paid), bet: bet! };
}
