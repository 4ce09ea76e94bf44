import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { SPORTS_EVENT_STATUSES, SPORTS_MARKET_STATUSES, SPORTS_MARKET_TYPES, SPORTS_SPORTS } from '../house/sports-calls.ts';

/**
 * The operators' calls of the house sportsbook (docs/decisions/0062): an event's liability per selection and
 * currency; holding a market or a whole event (no bets whatever the feed says) and releasing it; voiding a market
 * (its open bets' legs void, settled ones resettled) or one bet (its stake given back); and the book's limits per
 * currency, cash-out margin and live-bet delay. Every change is audited with its reason (permission sports.manage).
 */

export const SportsOperatorCode = {
  /** No such event, market or bet. */
  unknown: 101,
  /** The market or bet is settled, cancelled or cashed out already: it cannot be voided. */
  notVoidable: 102,
  /** Limits that do not fit together: the minimum stake above the maximum, or the maximum stake above the payout. */
  invalidLimits: 103,
  /** The currency is not one the site knows. */
  unknownCurrency: 104,
  /** A page cursor the server did not give. */
  badCursor: 105,
} as const;

const reason = () => z.string().trim().min(1).max(500);
/** An amount in major units as an operator types it ("5000.00"). */
const amount = () => z.string().regex(/^\d{1,15}(\.\d{1,4})?$/);

/** Which events a trader lists: those still to be played or playing (soonest first), or those over (latest first). */
export const SPORTS_EVENT_LISTS = ['open', 'over'] as const;
export const SPORTS_EVENTS_PAGE = 50;

export const operatorSportsEventsCall = defineCall({
  path: '/operator/sports/events',
  access: 'operator',
  summary:
    "The book's events for its traders, 50 a page: open ones (scheduled, live, suspended) soonest first, or ended and cancelled ones latest first, of one sport or all, with their open bets and held markets; the next page starts at the `next` of the one before; code 105 for a cursor the server did not give",
  request: () =>
    z.object({
      list: z.enum(SPORTS_EVENT_LISTS).default('open'),
      sport: z.enum(SPORTS_SPORTS).optional(),
      /** The `next` of the page before. */
      after: z.string().min(1).max(200).optional(),
    }),
  response: () =>
    z.object({
      list: z.array(
        z.object({
          event_id: z.string(),
          sport: z.enum(SPORTS_SPORTS),
          competition: z.string(),
          home: z.string(),
          away: z.string(),
          starts_at: z.number(),
          status: z.enum(SPORTS_EVENT_STATUSES),
          score: z.string().nullable(),
          clock: z.string().nullable(),
          /** Open bets with a leg on the event, and the markets an operator holds. */
          open_bets: z.number().int(),
          held_markets: z.number().int(),
        }),
      ),
      /** Where the next page starts; null on the last page. */
      next: z.string().nullable(),
    }),
});

export const operatorSportsLiabilityCall = defineCall({
  path: '/operator/sports/liability',
  access: 'operator',
  summary:
    "An event's markets with, per selection and currency, the open bets on it, their stakes and what they would pay if it won (its liability); parlays count in full on each of their selections",
  request: () => z.object({ event_id: z.string().min(1).max(120) }),
  response: () =>
    z.object({
      event_id: z.string(),
      home: z.string(),
      away: z.string(),
      status: z.enum(SPORTS_EVENT_STATUSES),
      markets: z.array(
        z.object({
          market_id: z.string(),
          type: z.enum(SPORTS_MARKET_TYPES),
          line: z.string().nullable(),
          status: z.enum(SPORTS_MARKET_STATUSES),
          held: z.boolean(),
          selections: z.array(
            z.object({
              key: z.string(),
              odds: z.string(),
              exposure: z.array(
                z.object({ currency: z.string(), bets: z.number().int(), stakes: z.string(), liability: z.string() }),
              ),
            }),
          ),
        }),
      ),
    }),
});

export const operatorSportsMarketCall = defineCall({
  path: '/operator/sports/market',
  access: 'operator',
  summary:
    'Holds a market (or every market of an event) so that it takes no bets, releases it, or voids it: open bets count its legs void, settled ones are settled again; codes 101 unknown, 102 settled already (void of a cancelled market)',
  request: () =>
    z.object({
      /** One market, or every market of an event. */
      target: z.enum(['market', 'event']),
      id: z.string().min(1).max(160),
      action: z.enum(['hold', 'release', 'void']),
      reason: reason(),
    }),
  response: () =>
    z.object({
      markets: z.array(z.object({ market_id: z.string(), status: z.enum(SPORTS_MARKET_STATUSES), held: z.boolean() })),
    }),
});

export const operatorSportsVoidBetCall = defineCall({
  path: '/operator/sports/bet/void',
  access: 'operator',
  summary: 'Voids an open bet and gives its stake still at risk back to the member; codes 101 unknown, 102 not open',
  request: () => z.object({ bet_id: z.string().regex(/^\d{1,15}$/), reason: reason() }),
  response: () => z.object({ bet_id: z.string(), refunded: z.string(), currency: z.string() }),
});

export const operatorSportsSettingsCall = defineCall({
  path: '/operator/sports/settings',
  access: 'operator',
  summary:
    "Reads or sets the book's limits of a currency (minimum and maximum stake, maximum payout of one bet), its cash-out margin (basis points), its live-bet delay (seconds) and its own price margin (basis points over the feed's fair probabilities; null offers the feed's prices); without changes it answers what is in force",
  request: () =>
    z.object({
      currency: z.string().min(3).max(5),
      min_stake: amount().optional(),
      max_stake: amount().optional(),
      max_payout: amount().optional(),
      cash_out_margin_bp: z.number().int().min(0).max(5_000).optional(),
      live_delay_seconds: z.number().int().min(0).max(30).optional(),
      price_margin_bp: z.number().int().min(0).max(3_000).nullable().optional(),
      reason: reason().optional(),
    }),
  response: () =>
    z.object({
      currency: z.string(),
      min_stake: z.string(),
      max_stake: z.string(),
      max_payout: z.string(),
      cash_out_margin_bp: z.number().int(),
      live_delay_seconds: z.number().int(),
      price_margin_bp: z.number().int().nullable(),
    }),
});

export const operatorSportsMarketLimitsCall = defineCall({
  path: '/operator/sports/market-limits',
  access: 'operator',
  summary:
    "Reads or sets a market type's share (basis points) of each currency's maximum stake and maximum payout: a bet with a leg on that type is held to the share, a parlay to its tightest leg; without a market type it answers every type's shares; code 103 without a reason",
  request: () =>
    z.object({
      market_type: z.enum(SPORTS_MARKET_TYPES).optional(),
      max_stake_bp: z.number().int().min(1).max(10_000).optional(),
      max_payout_bp: z.number().int().min(1).max(10_000).optional(),
      reason: reason().optional(),
    }),
  response: () =>
    z.object({
      market_limits: z.array(
        z.object({
          market_type: z.enum(SPORTS_MARKET_TYPES),
          max_stake_bp: z.number().int(),
          max_payout_bp: z.number().int(),
        }),
      ),
    }),
});
