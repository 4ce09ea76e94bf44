import { quantise, WEIGHT_TOTAL } from '../virtuals/prices.ts';
import type { Fraction, OddsHundredths, Selection } from './model.ts';
import { MIN_ODDS, ODDS_SCALE } from './model.ts';

/**
 * Offered prices from fair probabilities with a multiplicative margin, as virtuals do (decision 0035): each fair
 * probability p is scaled to p * (1 + m), so every selection returns the same 1 / (1 + m) of its stakes. An additive
 * margin (p + m / n) takes the same share from a 90% favourite as from a 10% outsider, so the favourite's price is
 * relatively too generous and sharp players take it. Probabilities are first made exact integer weights (virtuals'
 * `quantise`), so the same inputs give the same prices on every node; prices are rounded down to hundredths.
 */
export type OfferedPrice = OddsHundredths | null;

/**
 * Prices for one market, margin in basis points (500 is 5%). A selection whose price would fall below 1.01 is not
 * offered (null): raising it to 1.01 would pay more than the model allows.
 */
export function offerPrices(fairProbabilities: readonly number[], marginBp: number): OfferedPrice[] {
  if (marginBp < 0) throw new Error('a margin cannot be negative');
  const weights = quantise(fairProbabilities);
  return weights.map((w) => {
    if (w === 0n) return null;
    const price = (WEIGHT_TOTAL * 10_000n * ODDS_SCALE) / (w * BigInt(10_000 + marginBp));
    return price >= MIN_ODDS ? price : null;
  });
}

/** The market's book: the sum of implied probabilities (1 / odds) of the prices, exactly. 1 + margin for a fair book. */
export function impliedTotal(prices: readonly OddsHundredths[]): Fraction {
  return prices.reduce<Fraction>((acc, o) => ({ num: acc.num * o + acc.den * ODDS_SCALE, den: acc.den * o }), {
    num: 0n,
    den: 1n,
  });
}

/**
 * Fair probabilities from a feed's (or a rival's) prices, removing their margin in proportion (the inverse of the
 * multiplicative margin), so the book can price the market again with its own margin.
 */
export function fairFromPrices(prices: readonly OddsHundredths[]): number[] {
  const implied = prices.map((o) => Number(ODDS_SCALE) / Number(o));
  const total = implied.reduce((a, b) => a + b, 0);
  return implied.map((p) => p / total);
}

/**
 * A market's selections at the book's own margin: the feed's prices of its active selections are turned back into fair
 * probabilities (their margin removed in proportion) and offered again with marginBp. A selection whose new price
 * would fall below 1.01 is withdrawn; inactive ones keep what they had; a market with fewer than two active prices has
 * no book to read and is left as it is. The feed's book is taken as the whole market: a feed that lists only some
 * outcomes of a market makes their fair probabilities larger, which only ever shortens the prices.
 */
export function rebookSelections(selections: readonly Selection[], marginBp: number): Selection[] {
  const priced = selections.filter((s) => s.active && s.odds >= MIN_ODDS);
  if (priced.length < 2) return [...selections];
  const offered = offerPrices(fairFromPrices(priced.map((s) => s.odds)), marginBp);
  const byKey = new Map(priced.map((s, i) => [s.key, offered[i] ?? null]));
  return selections.map((s) => {
    if (!byKey.has(s.key)) return s;
    const odds = byKey.get(s.key);
    return odds ? { ...s, odds } : { ...s, active: false };
  });
}
