/**
 * Exact prices from a model's outcome weights. Every outcome of an event has an integer weight; the weights sum to
 * WEIGHT_TOTAL, so an outcome's probability is weight / WEIGHT_TOTAL exactly, and the draw picks outcomes with those
 * very probabilities (a uniform integer below WEIGHT_TOTAL). A selection covering weight w with margin m (basis
 * points) has the price WEIGHT_TOTAL * 10000 / (w * (10000 + m)), kept as a fraction: its implied probability is
 * (w / WEIGHT_TOTAL) * (1 + m), so a market's implied probabilities sum to exactly 1 + m and a selection at that price
 * returns exactly 1 / (1 + m) of its stakes. The price offered, shown, stored and paid is that price rounded down to
 * two decimals (docs/decisions/0039): a selection returns at most 1 / (1 + m), less by under 0.01 / price.
 */

export const WEIGHT_BITS = 40;
export const WEIGHT_TOTAL = 2n ** BigInt(WEIGHT_BITS);

export type Price = { num: bigint; den: bigint };

/**
 * A selection: `exact` is the model's price with the margin; `price` is the one offered, shown on the slip, stored with
 * a bet and paid: the exact price rounded down to two decimals (hundredths over 100), so all three are one number.
 */
export type Selection = { id: string; weight: bigint; exact: Price; price: Price };
export type Market = { id: string; marginBp: number; selections: Selection[] };

/** Integer weights summing exactly to WEIGHT_TOTAL, by largest remainder; every positive probability keeps weight >= 1. */
export function quantise(probabilities: readonly number[]): bigint[] {
  const sum = probabilities.reduce((a, b) => a + b, 0);
  const total = Number(WEIGHT_TOTAL);
  const raw = probabilities.map((p) => (p / sum) * total);
  const weights = raw.map((r, i) => (probabilities[i]! > 0 ? Math.max(1, Math.floor(r)) : 0));
  let rest = total - weights.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  // Whole numbers below 2^53 add exactly; the remainder goes to the largest fractional parts first.
  for (let k = 0; rest > 0; k = (k + 1) % order.length) {
    const i = order[k]![1];
    if (probabilities[i]! > 0) {
      weights[i]! += 1;
      rest -= 1;
    }
  }
  for (let k = 0; rest < 0; k = (k + 1) % order.length) {
    const i = order[order.length - 1 - k]![1];
    if (weights[i]! > 1) {
      weights[i]! -= 1;
      rest += 1;
    }
  }
  return weights.map((w) => BigInt(w));
}

export function priceOf(weight: bigint, marginBp: number): Price {
  if (weight <= 0n) throw new Error('a selection needs a positive weight');
  return { num: WEIGHT_TOTAL * 10_000n, den: weight * BigInt(10_000 + marginBp) };
}

/** The price offered for an exact one: rounded down to two decimals, kept as hundredths over 100. */
export const offeredPrice = (exact: Price): Price => ({ num: (exact.num * 100n) / exact.den, den: 100n });

/** What a winning bet pays back (stake included), rounded down to the minor unit. */
export const payout = (stake: bigint, price: Price): bigint => (stake * price.num) / price.den;

/** The decimal odds of a price, two decimals (rounded down; an offered price is exactly this). */
export function shownOdds(price: Price): string {
  const hundredths = (price.num * 100n) / price.den;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** A market whose selections cover outcome weights (each outcome in at most one selection). */
export function marketOf(id: string, marginBp: number, selections: { id: string; weight: bigint }[]): Market {
  return {
    id,
    marginBp,
    selections: selections.map((s) => {
      const exact = priceOf(s.weight, marginBp);
      return { ...s, exact, price: offeredPrice(exact) };
    }),
  };
}

/** The outcome index a uniform integer r in [0, WEIGHT_TOTAL) picks. */
export function pickOutcome(weights: readonly bigint[], r: bigint): number {
  let cumulative = 0n;
  for (const [i, w] of weights.entries()) {
    cumulative += w;
    if (r < cumulative) return i;
  }
  throw new Error('weights do not sum to WEIGHT_TOTAL');
}
