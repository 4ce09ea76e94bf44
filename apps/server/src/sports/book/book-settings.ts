import type { Executor } from '../../ledger/executor.ts';
import type { MarketType } from '../model.ts';
import type { MarketShares, SportsbookSettings } from '../provider/sportsbook-config.ts';
import type { Limits, MarketTypeLimits } from '../validate-slip.ts';

/** How long a node keeps the settings it read: an operator's change reaches every node within this. */
export const BOOK_SETTINGS_TTL_MS = 5_000;

/**
 * The book's settings in force: what operators set (sports_limits, sports_book_settings, sports_market_limits) over
 * the defaults, with each currency's limits per market type worked out from the market shares.
 */
export async function readBookSettings(db: Executor, defaults: SportsbookSettings): Promise<SportsbookSettings> {
  const [limits, book, shares] = await Promise.all([
    db.selectFrom('sports_limits').selectAll().execute(),
    db.selectFrom('sports_book_settings').selectAll().executeTakeFirst(),
    db.selectFrom('sports_market_limits').selectAll().execute(),
  ]);
  const marketShares: MarketShares = { ...defaults.marketShares };
  for (const row of shares) {
    marketShares[row.market_type as MarketType] = { stakeBp: row.max_stake_bp, payoutBp: row.max_payout_bp };
  }
  const merged: Record<string, Limits> = {};
  for (const [currency, own] of Object.entries(defaults.limits)) merged[currency] = withMarketLimits(own, marketShares);
  for (const row of limits) {
    merged[row.currency_code] = withMarketLimits(
      { minStake: row.min_stake, maxStake: row.max_stake, maxPayout: row.max_payout },
      marketShares,
    );
  }
  return {
    limits: merged,
    marketShares,
    cashOutMarginBp: book?.cash_out_margin_bp ?? defaults.cashOutMarginBp,
    liveDelayMs: book?.live_delay_ms ?? defaults.liveDelayMs,
    priceMarginBp: book ? book.price_margin_bp : defaults.priceMarginBp,
  };
}

/** readBookSettings kept for BOOK_SETTINGS_TTL_MS; `drop` forgets it at once (after this node's own change). */
export function cachedBookSettings(db: Executor, defaults: SportsbookSettings, now: () => number) {
  let kept: { at: number; settings: Promise<SportsbookSettings> } | null = null;
  return {
    defaults,
    get(): Promise<SportsbookSettings> {
      if (!kept || now() - kept.at >= BOOK_SETTINGS_TTL_MS) {
        const settings = readBookSettings(db, defaults);
        kept = { at: now(), settings };
        settings.catch(() => {
          kept = null;
        });
      }
      return kept.settings;
    },
    drop() {
      kept = null;
    },
  };
}

/** A currency's limits with each market type's share of them (never below the minimum stake). */
function withMarketLimits(limits: Limits, shares: MarketShares): Limits {
  const byMarketType: MarketTypeLimits = {};
  for (const [type, share] of Object.entries(shares) as [MarketType, { stakeBp: number; payoutBp: number }][]) {
    const maxStake = (limits.maxStake * BigInt(share.stakeBp)) / 10_000n;
    byMarketType[type] = {
      maxStake: maxStake < limits.minStake ? limits.minStake : maxStake,
      maxPayout: (limits.maxPayout * BigInt(share.payoutBp)) / 10_000n,
    };
  }
  return { minStake: limits.minStake, maxStake: limits.maxStake, maxPayout: limits.maxPayout, byMarketType };
}
