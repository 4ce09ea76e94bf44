/** Decimal odds in hundredths (1.85 is 185n), as the book stores and pays them. */
export type OddsHundredths = bigint;
export const ODDS_SCALE = 100n;
/** An exact non-negative rational. */
export type Fraction = { num: bigint; den: bigint };

/**
 * Asian odds formats, all derived from the stored decimal price (hundredths) and used only for display; a bet is
 * always stored and paid at its decimal price.
 * - Hong Kong: the profit per unit staked, decimal minus 1; exact.
 * - Malay: Hong Kong up to 1.00; above it -1 / HK (negative is the underdog: stake |m| to win 1).
 * - Indonesian: Hong Kong from 1.00; below it -1 / HK (negative is the favourite, like US odds over 100).
 * A negative value that is not a whole hundredth is rounded away from zero, so the shown price never promises more
 * profit than the decimal price pays.
 */
export type OddsFormat = 'decimal' | 'hong_kong' | 'malay' | 'indonesian';
export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'hong_kong', 'malay', 'indonesian'];

export const hongKong = (decimal: OddsHundredths): bigint => decimal - ODDS_SCALE;

/** -1 / hk in hundredths, its magnitude rounded up. */
const negativeInverse = (hk: bigint): bigint => -((ODDS_SCALE * ODDS_SCALE + hk - 1n) / hk);

export function malay(decimal: OddsHundredths): bigint {
  const hk = hongKong(decimal);
  return hk <= ODDS_SCALE ? hk : negativeInverse(hk);
}

export function indonesian(decimal: OddsHundredths): bigint {
  const hk = hongKong(decimal);
  return hk >= ODDS_SCALE ? hk : negativeInverse(hk);
}

/** A price in the chosen format, signed hundredths. */
export function inFormat(decimal: OddsHundredths, format: OddsFormat): bigint {
  switch (format) {
    case 'decimal':
      return decimal;
    case 'hong_kong':
      return hongKong(decimal);
    case 'malay':
      return malay(decimal);
    case 'indonesian':
      return indonesian(decimal);
  }
}

/** Signed hundredths as text with two decimals: -117 is "-1.17". */
export function formatSigned(hundredths: bigint): string {
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export const showOdds = (decimal: OddsHundredths, format: OddsFormat): string => formatSigned(inFormat(decimal, format));

/** Odds as the book's calls write them ("1.85") in hundredths; null for text that is not such a price. */
export function oddsFromText(text: string): OddsHundredths | null {
  const match = /^(\d{1,6})\.(\d{2})$/.exec(text);
  return match ? BigInt(match[1]!) * ODDS_SCALE + BigInt(match[2]!) : null;
}

/**
 * The exact decimal price of a price a feed quotes in another format (Asian feeds quote Malay or Hong Kong), as a
 * fraction; the book then rounds it down to its own hundredths like any price.
 */
export function decimalFrom(value: bigint, format: OddsFormat): Fraction {
  if (value === 0n) throw new Error('a price of 0 has no decimal equivalent');
  switch (format) {
    case 'decimal':
      return { num: value, den: ODDS_SCALE };
    case 'hong_kong':
      return { num: value + ODDS_SCALE, den: ODDS_SCALE };
    case 'malay':
    case 'indonesian': {
      if (value > 0n) return { num: value + ODDS_SCALE, den: ODDS_SCALE };
      // -x means stake x to win 1: decimal is 1 + 1 / x.
      const x = -value;
      return { num: x + ODDS_SCALE, den: x };
    }
  }
}

/** A fractional price rounded down to the book's hundredths (decision 0039: round down, never overpay). */
export const toHundredths = (price: Fraction): OddsHundredths => (price.num * ODDS_SCALE) / price.den;
