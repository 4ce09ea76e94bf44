import { SPORTS_SLIP_REFUSALS } from '@casino/contract/house/sports-calls.ts';
import type { EventStatus, MarketStatus, MarketType, OddsHundredths } from './model.ts';
import { parlayProblem, potentialReturn } from './settle-bet.ts';

/**
 * Whether a bet slip can be accepted as it stands, against the book's current state. Pure: the betting API reads
 * the state, calls this, and writes the bet in the same transaction; after a live-bet delay it calls it again, so a
 * price change or suspension during the delay refuses the bet through the same codes.
 */

/** How a price change between the slip and the book is handled; the bet is always placed at the book's price. */
export type OddsChangePolicy = 'any' | 'higher' | 'none';

/** The slip's refusals are the contract's (sports-calls.ts), so the page knows each code. */
export const REFUSAL_CODES = SPORTS_SLIP_REFUSALS;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** The translation key of a refusal's message, in every locale file under `sports.refusal`. */
export const refusalMessageKey = (code: RefusalCode): string => `sports.refusal.${code}`;

export type SlipLeg = { eventId: string; marketId: string; selectionKey: string; odds: OddsHundredths };
export type Slip = { kind: 'single' | 'parlay'; stake: bigint; currency: string; legs: SlipLeg[]; policy: OddsChangePolicy };

/** The book's view of one leg now; null when the market or selection is unknown. */
export type LegState = {
  eventStatus: EventStatus['kind'];
  marketStatus: MarketStatus;
  marketType: MarketType;
  selectionActive: boolean;
  odds: OddsHundredths;
};

/** A market type's own limits in one currency, below the currency's (softer prices: correct score, top batsman). */
export type MarketTypeLimits = Partial<Record<MarketType, { maxStake: bigint; maxPayout: bigint }>>;

/** Limits in one currency's minor units; a market type may lower the maximum stake and payout. */
export type Limits = { minStake: bigint; maxStake: bigint; maxPayout: bigint; byMarketType?: MarketTypeLimits };

export type SlipVerdict =
  | { ok: true; odds: OddsHundredths[]; potentialReturn: bigint }
  | { ok: false; code: RefusalCode; messageKey: string; legIndex?: number; current?: OddsHundredths };

const refuse = (code: RefusalCode, extra: { legIndex?: number; current?: OddsHundredths } = {}): SlipVerdict => ({
  ok: false,
  code,
  messageKey: refusalMessageKey(code),
  ...extra,
});

function acceptsPrice(policy: OddsChangePolicy, slip: OddsHundredths, current: OddsHundredths): boolean {
  if (policy === 'any') return true;
  if (policy === 'higher') return current >= slip;
  return current === slip;
}

export function validateSlip(
  slip: Slip,
  stateOf: (leg: SlipLeg) => LegState | null,
  limitsByCurrency: Readonly<Record<string, Limits>>,
): SlipVerdict {
  const limits = limitsByCurrency[slip.currency];
  if (!limits) return refuse('currency_not_offered');
  if (slip.stake <= 0n) return refuse('stake_not_positive');
  if (slip.kind === 'single' && slip.legs.length !== 1) return refuse('single_needs_one_leg');
  if (slip.kind === 'parlay') {
    const problem = parlayProblem(slip.legs);
    if (problem) return refuse(problem);
  }
  if (slip.stake < limits.minStake) return refuse('stake_below_minimum');
  if (slip.stake > limits.maxStake) return refuse('stake_above_maximum');

  const odds: OddsHundredths[] = [];
  // The tightest limits apply: a parlay is limited by its most restricted market.
  let maxStake = limits.maxStake;
  let maxPayout = limits.maxPayout;
  for (const [legIndex, leg] of slip.legs.entries()) {
    const state = stateOf(leg);
    if (!state?.selectionActive) return refuse('selection_unavailable', { legIndex });
    if (state.eventStatus !== 'scheduled' && state.eventStatus !== 'live') return refuse('event_not_open', { legIndex });
    if (state.marketStatus !== 'open') return refuse('market_not_open', { legIndex });
    if (!acceptsPrice(slip.policy, leg.odds, state.odds)) return refuse('odds_changed', { legIndex, current: state.odds });
    odds.push(state.odds);
    const own = limits.byMarketType?.[state.marketType];
    if (own && own.maxStake < maxStake) maxStake = own.maxStake;
    if (own && own.maxPayout < maxPayout) maxPayout = own.maxPayout;
  }
  if (slip.stake > maxStake) return refuse('stake_above_maximum');

  const potential = potentialReturn(slip.stake, odds);
  if (potential > maxPayout) return refuse('payout_above_maximum');
  return { ok: true, odds, potentialReturn: potential };
}
