import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import { decimalAmount } from './wallet-calls.ts';

/**
 * Comp points and VIP levels (issue 37, docs/decisions/0083). Settled valid stakes earn points at a rate per game type;
 * points buy cash at the site's rate; the points earned over a rolling window of days set the member's VIP level,
 * and each level carries perks (rebate rates, a daily withdrawal limit, a birthday bonus). Rates and levels are per
 * site and currency.
 */

const currency = z.lazy(() => z.enum(CURRENCY_CODES as [string, ...string[]]));
/** Points as a whole number; at most this many in one request. */
export const MAX_POINTS = 1_000_000_000;

export const vipLevel = z.lazy(() =>
  z.object({
    level: z.number().int(),
    min_points: z.number().int(),
    /** Cash the member may withdraw per site day at this level; null: only the site's own limits. */
    daily_withdrawal_limit: z.string().nullable(),
    birthday_bonus: z.string(),
  }),
);
export type VipLevel = z.infer<typeof vipLevel>;

export const loyaltyStatus = z.lazy(() =>
  z.object({
    currency: z.string(),
    /** Points the member holds now (to exchange). */
    points: z.number().int(),
    level: z.number().int(),
    /** Points earned in the window (what the level follows) and the window's length in days. */
    window_points: z.number().int(),
    window_days: z.number().int(),
    /** The next level and the points it needs; null at the top level or when the site has no levels. */
    next_level: z.object({ level: z.number().int(), min_points: z.number().int() }).nullable(),
    /** Of the way from this level's points to the next level's, 0 to 1 (1 at the top). */
    progress: z.number().min(0).max(1),
    perks: z.object({
      daily_withdrawal_limit: z.string().nullable(),
      birthday_bonus: z.string(),
      /** Rebate percent per game type at this level. */
      rebates: z.array(z.object({ game_type_id: z.number().int(), percent: z.string() })),
    }),
    /** The exchange rate: `points` points buy `cash`; null when the site does not exchange points. */
    exchange: z.object({ points: z.number().int(), cash: z.string() }).nullable(),
    levels: z.array(vipLevel),
  }),
);
export type LoyaltyStatus = z.infer<typeof loyaltyStatus>;

export const loyaltyStatusCall = defineCall({
  path: '/member/loyalty/status',
  access: 'member',
  summary: "The member's comp points, VIP level, progress to the next level, perks, the exchange rate and the levels",
  request: () => z.object({}),
  response: () => loyaltyStatus,
});

export const LoyaltyCode = {
  /** The site does not exchange points in the member's currency. */
  exchangeClosed: 101,
  /** The points are not a whole number of the exchange's steps (data {step}). */
  notAStep: 102,
  /** The member holds fewer points than asked. */
  notEnoughPoints: 103,
} as const;

export const loyaltyExchangeCall = defineCall({
  path: '/member/loyalty/exchange',
  access: 'member',
  idempotent: true,
  summary:
    "Exchanges comp points for cash in the main wallet at the site's rate, once per idempotency key; codes 101 the site does not exchange points, 102 not a whole number of steps, 103 not enough points",
  request: () => z.object({ points: z.coerce.number().int().min(1).max(MAX_POINTS) }),
  /** points: what the member holds after the exchange; cash: what it paid; main_cash: the main wallet after it. */
  response: () => z.object({ points: z.number().int(), cash: z.string(), main_cash: z.string() }),
});

export const LEVEL_LIMIT = 100;

export const loyaltyRates = z.lazy(() =>
  z.object({
    site_id: z.number().int(),
    currency: z.string(),
    rates: z.array(z.object({ game_type_id: z.number().int(), points_per_unit: z.string() })),
    exchange_points: z.number().int(),
    exchange_cash: z.string(),
  }),
);

export const LoyaltyOperatorCode = {
  /** The site does not offer the currency. */
  currencyNotOffered: 101,
  /** An amount has more decimals than the currency holds. */
  invalidAmount: 102,
  /** Levels' points must rise with the level. */
  levelsOutOfOrder: 103,
} as const;

export const operatorLoyaltyRatesSaveCall = defineCall({
  path: '/operator/loyalty/rates/save',
  access: 'operator',
  summary:
    "Replaces a site and currency's comp point rates (points per whole unit of valid stake, per game type) and sets the exchange rate (exchange_points points buy exchange_cash); codes 101 currency not offered, 102 amount the currency cannot hold",
  request: () =>
    z.object({
      site_id: rowId,
      currency,
      rates: z
        .array(
          z.object({
            game_type_id: z.coerce.number().int().min(2).max(9),
            /** Up to three decimals, at most 1000. */
            points_per_unit: z.coerce.number().min(0).max(1000),
          }),
        )
        .max(8),
      exchange_points: z.coerce.number().int().min(1).max(1_000_000),
      exchange_cash: decimalAmount,
    }),
  response: () => loyaltyRates,
});

export const loyaltyLevels = z.lazy(() =>
  z.object({ site_id: z.number().int(), currency: z.string(), window_days: z.number().int(), levels: z.array(vipLevel) }),
);

export const operatorLoyaltyLevelsSaveCall = defineCall({
  path: '/operator/loyalty/levels/save',
  access: 'operator',
  summary:
    "Replaces a site and currency's VIP levels (the points earned in the last window_days days that reach each, a daily withdrawal limit, a birthday bonus); codes 101 currency not offered, 102 amount the currency cannot hold, 103 points not rising with the level",
  request: () =>
    z.object({
      site_id: rowId,
      currency,
      window_days: z.coerce.number().int().min(1).max(365),
      levels: z
        .array(
          z.object({
            level: z.coerce.number().int().min(1).max(LEVEL_LIMIT),
            min_points: z.coerce.number().int().min(1).max(MAX_POINTS),
            daily_withdrawal_limit: decimalAmount.nullable().default(null),
            birthday_bonus: decimalAmount.default('0'),
          }),
        )
        .max(LEVEL_LIMIT),
    }),
  response: () => loyaltyLevels,
});

export const operatorLoyaltySettingsCall = defineCall({
  path: '/operator/loyalty/settings',
  access: 'operator',
  summary: "A site's comp point rates, exchange rates and VIP levels, per currency",
  request: () => z.object({ site_id: rowId }),
  response: () => z.object({ rates: z.array(loyaltyRates), levels: z.array(loyaltyLevels) }),
});
