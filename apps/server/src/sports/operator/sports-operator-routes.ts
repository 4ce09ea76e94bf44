import {
  operatorSportsEventsCall,
  operatorSportsLiabilityCall,
  operatorSportsMarketCall,
  operatorSportsMarketLimitsCall,
  operatorSportsSettingsCall,
  operatorSportsVoidBetCall,
  SportsOperatorCode,
} from '@casino/contract/calls/sports-operator-calls.ts';
import { isCurrencyCode } from '@casino/contract/currencies.ts';
import { SPORTS_MARKET_TYPES } from '@casino/contract/house/sports-calls.ts';
import { formatMoney, parseMoney } from '../../house/house-play.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { Refusal } from '../../http/reply.ts';
import { requirePermission } from '../../operators/roles.ts';
import { resettleBets } from '../betting/resettle-bets.ts';
import { settleBets } from '../betting/settle-bets.ts';
import type { SportsContext } from '../book/sports-context.ts';
import type { SportsbookSettings } from '../provider/sportsbook-config.ts';
import type { SportsRooms } from '../realtime/sports-rooms.ts';
import { controlMarkets, MarketNotControllable } from './control-markets.ts';
import { eventLiability } from './event-liability.ts';
import { BadEventsCursor, listSportsEvents } from './list-events.ts';
import { InvalidLimits, type SettingsChange, saveBookSettings } from './save-book-settings.ts';
import { saveMarketLimits } from './save-market-limits.ts';
import { BetNotVoidable, voidSportsBet } from './void-bet.ts';

const settingsReply = (settings: SportsbookSettings, currency: string) => {
  const limits = settings.limits[currency]!;
  return {
    currency,
    min_stake: formatMoney(limits.minStake, currency),
    max_stake: formatMoney(limits.maxStake, currency),
    max_payout: formatMoney(limits.maxPayout, currency),
    cash_out_margin_bp: settings.cashOutMarginBp,
    live_delay_seconds: Math.round(settings.liveDelayMs / 1_000),
    price_margin_bp: settings.priceMarginBp,
  };
};

/** Every market type's share of the limits: its own, or the whole limits. */
const marketLimitsReply = (settings: SportsbookSettings) => ({
  market_limits: SPORTS_MARKET_TYPES.map((type) => {
    const share = settings.marketShares[type];
    return { market_type: type, max_stake_bp: share?.stakeBp ?? 10_000, max_payout_bp: share?.payoutBp ?? 10_000 };
  }),
});

/**
 * The sportsbook's operator calls (/api/operator/sports/..., permission sports.manage, docs/decisions/0062). A held,
 * released or voided market is announced to the pages at once; a void is settled at once (the feed's round would
 * too), so the bets it voids are paid back without waiting.
 */
export function registerSportsOperatorRoutes(registerCallFor: CallRegistrar, ctx: SportsContext, rooms: SportsRooms): void {
  registerCallFor(operatorSportsEventsCall, async ({ operator, body }) => {
    requirePermission(operator, 'sports.manage');
    try {
      return await listSportsEvents(ctx.db, body);
    } catch (error) {
      if (!(error instanceof BadEventsCursor)) throw error;
      throw new Refusal(SportsOperatorCode.badCursor, 'operator.sports_bad_cursor');
    }
  });

  registerCallFor(operatorSportsLiabilityCall, async ({ operator, body }) => {
    requirePermission(operator, 'sports.manage');
    const liability = await eventLiability(ctx.db, body.event_id);
    if (!liability) throw new Refusal(SportsOperatorCode.unknown, 'operator.sports_unknown');
    return liability;
  });

  registerCallFor(operatorSportsMarketCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'sports.manage');
    try {
      const markets = await controlMarkets(
        ctx.db,
        body.target === 'market' ? { marketId: body.id } : { eventId: body.id },
        body.action,
        body.reason,
        { operatorId: operator.operatorId, ip: request.ip },
      );
      if (body.action === 'void') {
        await settleBets(ctx.db);
        await resettleBets(ctx.db);
      }
      await rooms.announce([...new Set(markets.map((m) => m.event_id))]).catch(() => undefined);
      return { markets: markets.map(({ market_id, status, held }) => ({ market_id, status, held })) };
    } catch (error) {
      if (!(error instanceof MarketNotControllable)) throw error;
      throw error.reason === 'unknown'
        ? new Refusal(SportsOperatorCode.unknown, 'operator.sports_unknown')
        : new Refusal(SportsOperatorCode.notVoidable, 'operator.sports_not_voidable');
    }
  });

  registerCallFor(operatorSportsVoidBetCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'sports.manage');
    try {
      const voided = await voidSportsBet(ctx.db, BigInt(body.bet_id), body.reason, {
        operatorId: operator.operatorId,
        ip: request.ip,
      });
      return { bet_id: body.bet_id, refunded: formatMoney(voided.refunded, voided.currency), currency: voided.currency };
    } catch (error) {
      if (!(error instanceof BetNotVoidable)) throw error;
      throw error.reason === 'unknown'
        ? new Refusal(SportsOperatorCode.unknown, 'operator.sports_unknown')
        : new Refusal(SportsOperatorCode.notVoidable, 'operator.sports_not_voidable');
    }
  });

  registerCallFor(operatorSportsSettingsCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'sports.manage');
    const currency = body.currency;
    if (!isCurrencyCode(currency)) throw new Refusal(SportsOperatorCode.unknownCurrency, 'operator.sports_unknown_currency');
    const change: SettingsChange = { currency };
    for (const [field, text] of [
      ['minStake', body.min_stake],
      ['maxStake', body.max_stake],
      ['maxPayout', body.max_payout],
    ] as const) {
      if (text === undefined) continue;
      const minor = parseMoney(text, currency);
      if (minor === undefined) throw new Refusal(SportsOperatorCode.invalidLimits, 'operator.sports_invalid_limits');
      change[field] = minor;
    }
    if (body.cash_out_margin_bp !== undefined) change.cashOutMarginBp = body.cash_out_margin_bp;
    if (body.live_delay_seconds !== undefined) change.liveDelayMs = body.live_delay_seconds * 1_000;
    if (body.price_margin_bp !== undefined) change.priceMarginBp = body.price_margin_bp;
    if (Object.keys(change).length === 1) return settingsReply(await ctx.settings.get(), currency);
    if (!body.reason) throw new Refusal(SportsOperatorCode.invalidLimits, 'operator.sports_reason_needed');
    try {
      const saved = await saveBookSettings(ctx.db, ctx.settings.defaults, change, body.reason, {
        operatorId: operator.operatorId,
        ip: request.ip,
      });
      ctx.settings.drop();
      return settingsReply(saved, currency);
    } catch (error) {
      if (error instanceof InvalidLimits) throw new Refusal(SportsOperatorCode.invalidLimits, 'operator.sports_invalid_limits');
      throw error;
    }
  });

  registerCallFor(operatorSportsMarketLimitsCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'sports.manage');
    const type = body.market_type;
    if (!type || (body.max_stake_bp === undefined && body.max_payout_bp === undefined)) {
      return marketLimitsReply(await ctx.settings.get());
    }
    if (!body.reason) throw new Refusal(SportsOperatorCode.invalidLimits, 'operator.sports_reason_needed');
    const saved = await saveMarketLimits(
      ctx.db,
      ctx.settings.defaults,
      {
        marketType: type,
        ...(body.max_stake_bp === undefined ? {} : { stakeBp: body.max_stake_bp }),
        ...(body.max_payout_bp === undefined ? {} : { payoutBp: body.max_payout_bp }),
      },
      body.reason,
      { operatorId: operator.operatorId, ip: request.ip },
    );
    ctx.settings.drop();
    return marketLimitsReply(saved);
  });
}
