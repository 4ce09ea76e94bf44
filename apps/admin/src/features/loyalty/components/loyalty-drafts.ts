import { LEVEL_LIMIT, MAX_POINTS } from '@casino/contract/calls/loyalty-calls.ts';
import type { LevelsInput, LoyaltySettings, RatesInput } from '../api/loyalty-calls.ts';

/** The rates form as typed: points per unit by game type id ('' earns nothing), and the exchange rate. */
export type RatesDraft = { rates: Record<number, string>; exchange_points: string; exchange_cash: string };
export type LevelRow = { level: string; min_points: string; daily_withdrawal_limit: string; birthday_bonus: string };
export type LevelsDraft = { window_days: string; levels: LevelRow[] };

// The contract's bounds, checked before sending so the operator learns which field is wrong.
const AMOUNT = /^\d{1,15}(\.\d{1,4})?$/;
const POINTS_PER_UNIT = /^\d{1,4}(\.\d{1,3})?$/;
const WHOLE = /^\d{1,10}$/;
const MAX_EXCHANGE_POINTS = 1_000_000;
const MAX_WINDOW_DAYS = 365;
/** What a site with no settings shows: the server's own defaults (loyalty-settings.ts). */
const DEFAULT_EXCHANGE_POINTS = '1000';
const DEFAULT_WINDOW_DAYS = '30';

const wholeIn = (text: string, min: number, max: number) => WHOLE.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export function ratesDraftOf(settings: LoyaltySettings | null, currency: string): RatesDraft {
  const stored = settings?.rates.find((r) => r.currency === currency);
  return {
    rates: Object.fromEntries((stored?.rates ?? []).map((r) => [r.game_type_id, r.points_per_unit])),
    exchange_points: String(stored?.exchange_points ?? DEFAULT_EXCHANGE_POINTS),
    exchange_cash: stored?.exchange_cash ?? '',
  };
}

export function levelsDraftOf(settings: LoyaltySettings | null, currency: string): LevelsDraft {
  const stored = settings?.levels.find((l) => l.currency === currency);
  return {
    window_days: String(stored?.window_days ?? DEFAULT_WINDOW_DAYS),
    levels: (stored?.levels ?? []).map((l) => ({
      level: String(l.level),
      min_points: String(l.min_points),
      daily_withdrawal_limit: l.daily_withdrawal_limit ?? '',
      birthday_bonus: l.birthday_bonus,
    })),
  };
}

/** A new row: the level after the highest one typed. */
export function emptyLevel(rows: LevelRow[]): LevelRow {
  const highest = Math.max(0, ...rows.map((r) => Number(r.level) || 0));
  return { level: String(Math.min(LEVEL_LIMIT, highest + 1)), min_points: '', daily_withdrawal_limit: '', birthday_bonus: '' };
}

/** The message key of the first wrong field of the rates form, or null. */
export function validateRates(draft: RatesDraft): string | null {
  for (const text of Object.values(draft.rates)) {
    const value = text.trim();
    if (value !== '' && (!POINTS_PER_UNIT.test(value) || Number(value) > 1000)) return 'loyalty.rates.error.points';
  }
  if (!wholeIn(draft.exchange_points, 1, MAX_EXCHANGE_POINTS)) return 'loyalty.rates.error.exchangePoints';
  if (!AMOUNT.test(draft.exchange_cash.trim())) return 'loyalty.rates.error.exchangeCash';
  return null;
}

export function ratesBody(draft: RatesDraft, siteId: number, currency: string): RatesInput {
  return {
    site_id: siteId,
    currency,
    rates: Object.entries(draft.rates)
      .filter(([, text]) => text.trim() !== '')
      .map(([id, text]) => ({ game_type_id: Number(id), points_per_unit: Number(text.trim()) }))
      .sort((a, b) => a.game_type_id - b.game_type_id),
    exchange_points: Number(draft.exchange_points.trim()),
    exchange_cash: draft.exchange_cash.trim(),
  };
}

/** The first wrong field of the levels form (a message key and the level it is on), or null. */
export function validateLevels(draft: LevelsDraft): { key: string; level?: string } | null {
  if (!wholeIn(draft.window_days, 1, MAX_WINDOW_DAYS)) return { key: 'loyalty.levels.error.windowDays' };
  const seen = new Set<number>();
  for (const row of draft.levels) {
    const level = row.level.trim();
    if (!wholeIn(level, 1, LEVEL_LIMIT)) return { key: 'loyalty.levels.error.level', level };
    if (seen.has(Number(level))) return { key: 'loyalty.levels.error.duplicate', level };
    seen.add(Number(level));
    if (!wholeIn(row.min_points, 1, MAX_POINTS)) return { key: 'loyalty.levels.error.minPoints', level };
    const limit = row.daily_withdrawal_limit.trim();
    // The server takes no zero limit: an empty field means no limit of the level's own.
    if (limit !== '' && (!AMOUNT.test(limit) || Number(limit) === 0)) return { key: 'loyalty.levels.error.limit', level };
    const bonus = row.birthday_bonus.trim();
    if (bonus !== '' && !AMOUNT.test(bonus)) return { key: 'loyalty.levels.error.bonus', level };
  }
  const ordered = [...draft.levels].sort((a, b) => Number(a.level) - Number(b.level));
  for (let i = 1; i < ordered.length; i += 1) {
    const [lower, higher] = [ordered[i - 1] as LevelRow, ordered[i] as LevelRow];
    if (Number(higher.min_points) <= Number(lower.min_points)) return { key: 'loyalty.levels.error.order' };
  }
  return null;
}

export function levelsBody(draft: LevelsDraft, siteId: number, currency: string): LevelsInput {
  return {
    site_id: siteId,
    currency,
    window_days: Number(draft.window_days.trim()),
    levels: draft.levels
      .map((row) => ({
        level: Number(row.level.trim()),
        min_points: Number(row.min_points.trim()),
        daily_withdrawal_limit: row.daily_withdrawal_limit.trim() || null,
        birthday_bonus: row.birthday_bonus.trim() || '0',
      }))
      .sort((a, b) => a.level - b.level),
  };
}
