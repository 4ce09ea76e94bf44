import type { HouseCallRequest, HouseCallResponse } from '@casino/contract/house/house-call.ts';
import type { sportsMyBetsCall } from '@casino/contract/house/sports-calls.ts';
import { readBetViews } from './bet-views.ts';
import type { SportsContext } from './sports-context.ts';
import { SportsRefusal } from './sports-refusal.ts';
import { findSportsSession } from './sports-session.ts';

const DEFAULT_PAGE = 30;

/** The player's open bets, or the settled and cashed-out ones, newest first; `before` (a bet id) pages back. */
export async function mySportsBets(
  ctx: SportsContext,
  body: HouseCallRequest<typeof sportsMyBetsCall>,
): Promise<HouseCallResponse<typeof sportsMyBetsCall>> {
  const session = await findSportsSession(ctx, body.session);
  let query = ctx.db
    .selectFrom('sports_bets')
    .select('id')
    .where('member_id', '=', session.memberId)
    .where('currency_code', '=', session.currency)
    .where('status', body.status === 'open' ? '=' : '<>', 'open');
  if (body.before !== undefined) {
    if (!/^\d{1,19}$/.test(body.before)) throw new SportsRefusal('invalid_request', 400);
    query = query.where('id', '<', BigInt(body.before));
  }
  const ids = await query
    .orderBy('id', 'desc')
    .limit(body.limit ?? DEFAULT_PAGE)
    .execute();
  return {
    bets: await readBetViews(
      ctx.db,
      ids.map((r) => r.id),
      (await ctx.settings.get()).cashOutMarginBp,
    ),
  };
}
