import type { Executor } from '../../ledger/executor.ts';
import type { SportsbookSettings } from '../provider/sportsbook-config.ts';

/** How long a node keeps the settings it read: an operator's change reaches every node within this. */
export const BOOK_SETTINGS_TTL_MS = 5_000;

/** The book's settings in force: what operators set (sports_limits, sports_book_settings) over the defaults. */
export async function readBookSettings(db: Executor, defaults: SportsbookSettings): Promise<SportsbookSettings> {
  const [limits, book] = await Promise.all([
    db.selectFrom('sports_limits').selectAll().execute(),
    db.selectFrom('sports_book_settings').selectAll().executeTakeFirst(),
  ]);
  const merged = { ...defaults.limits };
  for (const row of limits) {
    merged[row.currency_code] = { minStake: row.min_stake, maxStake: row.max_stake, maxPayout: row.max_payout };
  }
  return {
    limits: merged,
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
