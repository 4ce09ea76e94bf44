import { CURRENCIES } from '@casino/contract/currencies.ts';
import type { MarketType } from '../model.ts';
import type { Limits } from '../validate-slip.ts';

/** game_providers.code of the house sportsbook, a transfer-wallet provider of its own (docs/decisions/0062). */
export const SPORTSBOOK_CODE = 'GPHSB';
export const SPORTSBOOK_NAME = 'House Sports';
/** Its lobbies: the sports hall (4) opens the book, the esports hall (9) the same book on its esports lobby. */
export const SPORTSBOOK_GAMES = { 'house-sportsbook': 4, 'house-esports': 9 } as const;
export type SportsbookGameCode = keyof typeof SPORTSBOOK_GAMES;
export const isSportsbookGame = (code: string): code is SportsbookGameCode => Object.hasOwn(SPORTSBOOK_GAMES, code);
/** Where its page is served, beside the house's pages. */
export const SPORTSBOOK_PAGE_PATH = '/house/sports';

/** Stake limits and the most one bet may win, in major units per currency; other currencies scale USD's by 80. */
const LIMITS_MAJOR: Record<string, { min: bigint; max: bigint; payout: bigint }> = {
  USD: { min: 1n, max: 5_000n, payout: 50_000n },
  INR: { min: 10n, max: 200_000n, payout: 2_000_000n },
  RMB: { min: 5n, max: 30_000n, payout: 300_000n },
  VND: { min: 10_000n, max: 100_000_000n, payout: 1_000_000_000n },
};

/** The book's limits in every currency of the contract, in minor units. */
export function sportsbookLimits(): Record<string, Limits> {
  const limits: Record<string, Limits> = {};
  for (const [code, currency] of Object.entries(CURRENCIES)) {
    const unit = 10n ** BigInt(currency.exponent);
    const major = LIMITS_MAJOR[code] ?? {
      min: LIMITS_MAJOR.USD!.min * 80n,
      max: LIMITS_MAJOR.USD!.max * 80n,
      payout: LIMITS_MAJOR.USD!.payout * 80n,
    };
    limits[code] = { minStake: major.min * unit, maxStake: major.max * unit, maxPayout: major.payout * unit };
  }
  return limits;
}

/** A market type's share, in basis points, of a currency's maximum stake and maximum payout. */
export type MarketShare = { stakeBp: number; payoutBp: number };
export type MarketShares = Partial<Record<MarketType, MarketShare>>;

/** Markets priced from thinner information take a quarter of the limits; the others take them whole. */
export const DEFAULT_MARKET_SHARES: MarketShares = {
  correct_score: { stakeBp: 2_500, payoutBp: 2_500 },
  top_batsman: { stakeBp: 2_500, payoutBp: 2_500 },
};

export type SportsbookSettings = {
  /** A bet with a leg on a live event waits this long before it is taken (a price change meanwhile refuses it). */
  liveDelayMs: number;
  /** The book's cash-out margin in basis points, on top of the prices' own margin. */
  cashOutMarginBp: number;
  /**
   * The book's own margin in basis points, applied to the feed's fair probabilities of every market it prices; null
   * offers the feed's prices as they are.
   */
  priceMarginBp: number | null;
  /** Per currency; each currency's `byMarketType` is its limits times the market shares. */
  limits: Record<string, Limits>;
  marketShares: MarketShares;
};

export const DEFAULT_SPORTSBOOK_SETTINGS: SportsbookSettings = {
  liveDelayMs: 3_000,
  cashOutMarginBp: 300,
  priceMarginBp: null,
  limits: sportsbookLimits(),
  marketShares: DEFAULT_MARKET_SHARES,
};
