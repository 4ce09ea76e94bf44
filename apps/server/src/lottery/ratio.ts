/** Exact fractions over bigint: RTPs are proven as ratios, never as floating point sums. */
export type Ratio = { readonly num: bigint; readonly den: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function ratio(num: bigint, den = 1n): Ratio {
  if (den === 0n) throw new RangeError('ratio with a zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const addRatio = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const mulRatio = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const sameRatio = (a: Ratio, b: Ratio): boolean => a.num * b.den === b.num * a.den;
export const ratioToNumber = (r: Ratio): number => Number(r.num) / Number(r.den);

/** A ratio as a percentage with `places` decimals, rounded half up (for tables and the rules panel). */
export function ratioPercent(r: Ratio, places = 4): string {
  const scale = 10n ** BigInt(places);
  const scaled = (r.num * 100n * scale * 2n + r.den) / (2n * r.den);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(places, '0');
  return places > 0 ? `${whole}.${fraction}` : `${whole}`;
}
