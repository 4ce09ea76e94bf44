import type { HouseCallRequest, HouseCallResponse } from '@casino/contract/house/house-call.ts';
import type { sportsBetCall } from '@casino/contract/house/sports-calls.ts';
import { oddsFromText } from '@casino/contract/sports/odds-formats.ts';
import { formatMoney, parseMoney } from '../../house/house-play.ts';
import { readBalance } from '../../ledger/ledger-accounts.ts';
import { placeBet } from '../betting/place-bet.ts';
import { sportsbookAccounts } from '../betting/sportsbook-accounts.ts';
import { formatOdds } from '../model.ts';
import { readBetView } from './bet-views.ts';
import type { SportsContext } from './sports-context.ts';
import { SportsRefusal } from './sports-refusal.ts';
import { findSportsSession } from './sports-session.ts';

/**
 * The HTTP status of a slip's refusal: the book's state moved (409), the wallet is short (402), a limit of the member's
 * (403), or the slip is wrong.
 */
const statusOf = (code: string) =>
  code === 'insufficient_funds'
    ? 402
    : code === 'limit_reached'
      ? 403
      : code === 'odds_changed' || code === 'event_not_open' || code === 'market_not_open' || code === 'selection_unavailable'
        ? 409
        : 400;

/**
 * Places a slip from the member's sportsbook wallet. A bet that would be taken with a leg on a live event (as the book
 * stands when it is judged, in the bet's transaction) first waits the live delay, and is then judged again against
 * the book after it: a price that moved against the policy, or a market suspended meanwhile, refuses it (the delay
 * keeps a player from betting on what they saw before the book did).
 */
export async function placeSportsBet(
  ctx: SportsContext,
  body: HouseCallRequest<typeof sportsBetCall>,
): Promise<HouseCallResponse<typeof sportsBetCall>> {
  const session = await findSportsSession(ctx, body.session);
  const stake = parseMoney(body.stake, session.currency);
  if (stake === undefined || stake <= 0n) throw new SportsRefusal('stake_not_positive', 400);
  const legs = body.legs.map((leg) => ({
    eventId: leg.event_id,
    marketId: leg.market_id,
    selectionKey: leg.key,
    odds: oddsFromText(leg.odds) ?? 0n,
  }));
  const settings = await ctx.settings.get();
  const placed = await placeBet(
    ctx.db,
    {
      memberId: session.memberId,
      gpId: ctx.gpId,
      requestKey: body.request_key,
      slip: { kind: body.kind, stake, currency: session.currency, legs, policy: body.policy },
      limits: settings.limits,
    },
    { ms: settings.liveDelayMs, sleep: ctx.sleep },
  );
  const wallet = sportsbookAccounts.wallet(session.memberId, ctx.gpId, session.currency);
  if (!placed.ok) {
    const balance = formatMoney(await readBalance(ctx.db, wallet), session.currency);
    throw new SportsRefusal(placed.code, statusOf(placed.code), {
      balance,
      ...(placed.legIndex !== undefined ? { leg: placed.legIndex } : {}),
      ...(placed.current !== undefined ? { current_odds: formatOdds(placed.current) } : {}),
    });
  }
  const bet = await readBetView(ctx.db, placed.betId, settings.cashOutMarginBp);
  return {
    balance: formatMoney(placed.balance ?? (await readBalance(ctx.db, wallet)), session.currency),
    bet: bet!,
    replayed: placed.replayed,
  };
}
