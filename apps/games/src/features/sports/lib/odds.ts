import { ODDS_FORMATS, type OddsFormat, oddsFromText, showOdds } from '@casino/contract/sports/odds-formats.ts';

export { ODDS_FORMATS, type OddsFormat };

/** Where the player's odds format is kept between visits. */
export const ODDS_FORMAT_STORAGE_KEY = 'house-sports-odds-format';

/** A decimal price as the calls write it ("1.85") in the player's format; text that is no price is shown as it is. */
export function oddsText(odds: string, format: OddsFormat): string {
  const hundredths = oddsFromText(odds);
  return hundredths === null ? odds : showOdds(hundredths, format);
}

export function readOddsFormat(storage: Pick<Storage, 'getItem'> | null = safeStorage()): OddsFormat {
  const saved = storage?.getItem(ODDS_FORMAT_STORAGE_KEY);
  return (ODDS_FORMATS as readonly string[]).includes(saved ?? '') ? (saved as OddsFormat) : 'decimal';
}

export function saveOddsFormat(format: OddsFormat, storage: Pick<Storage, 'setItem'> | null = safeStorage()) {
  try {
    storage?.setItem(ODDS_FORMAT_STORAGE_KEY, format);
  } catch {
    // A full or refused storage: the format lasts this visit only.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A framed page whose storage the browser blocks.
    return null;
  }
}

/** Whether a price went up (1), down (-1) or stayed (0). */
export function priceMove(before: string, after: string): -1 | 0 | 1 {
  const a = oddsFromText(before);
  const b = oddsFromText(after);
  if (a === null || b === null || a === b) return 0;
  return b > a ? 1 : -1;
}

/** The away side's handicap: the opposite of the home line the calls send ("-0.25" is "+0.25" for away). */
export function awayLine(line: string): string {
  if (line.startsWith('-')) return `+${line.slice(1)}`;
  return /^0(\.0+)?$/.test(line) ? line : `-${line.replace(/^\+/, '')}`;
}

/** The home line with its sign ("+0.50", "-0.25", "0.00"). */
export const homeLine = (line: string) => (line.startsWith('-') || /^0(\.0+)?$/.test(line) ? line : `+${line}`);
