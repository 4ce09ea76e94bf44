import type { Rng } from '../house/rng.ts';

/**
 * European roulette: one zero, 37 pockets. A bet covers a set of numbers and pays 36 / (numbers covered) - 1 to 1:
 * straight 35:1, split 17:1, street 11:1, corner 8:1, six line 5:1, column and dozen 2:1, red, black, odd, even,
 * 1-18 and 19-36 1:1. Every bet returns 36/37 (house edge 2.7027 %); the zero makes the outside bets lose.
 */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12,
  35, 3, 26,
] as const;
export const RED_NUMBERS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] as const;
const RED = new Set<number>(RED_NUMBERS);
export const colourOf = (n: number): 'green' | 'red' | 'black' => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every bet of the layout by its spot name, with the numbers it covers. */
function layoutSpots(): Map<string, readonly number[]> {
  const spots = new Map<string, readonly number[]>();
  for (let n = 0; n <= 36; n++) spots.set(`n${n}`, [n]);
  // Splits: neighbours across (same row of three) and along (next row), and the zero with 1, 2, 3.
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) spots.set(`split_${n}_${n + 1}`, [n, n + 1]);
    if (n <= 33) spots.set(`split_${n}_${n + 3}`, [n, n + 3]);
  }
  for (const n of [1, 2, 3]) spots.set(`split_0_${n}`, [0, n]);
  for (let row = 0; row < 12; row++) {
    const first = row * 3 + 1;
    spots.set(`street_${first}`, [first, first + 1, first + 2]);
    if (row < 11) spots.set(`line_${first}`, range(first, first + 5));
  }
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) spots.set(`corner_${n}`, [n, n + 1, n + 3, n + 4]);
  spots.set('trio_0_1_2', [0, 1, 2]);
  spots.set('trio_0_2_3', [0, 2, 3]);
  spots.set('red', [...RED_NUMBERS]);
  spots.set(
    'black',
    range(1, 36).filter((n) => !RED.has(n)),
  );
  spots.set(
    'odd',
    range(1, 36).filter((n) => n % 2 === 1),
  );
  spots.set(
    'even',
    range(1, 36).filter((n) => n % 2 === 0),
  );
  spots.set('low', range(1, 18));
  spots.set('high', range(19, 36));
  for (const d of [1, 2, 3]) spots.set(`dozen${d}`, range(12 * (d - 1) + 1, 12 * d));
  for (const c of [1, 2, 3])
    spots.set(
      `column${c}`,
      range(1, 36).filter((n) => (n - c) % 3 === 0),
    );
  return spots;
}

export const ROULETTE_SPOTS: ReadonlyMap<string, readonly number[]> = layoutSpots();
export const rouletteSpotNames = (): string[] => [...ROULETTE_SPOTS.keys()];

/** What a spot pays to one (35 for a straight, 1 for red). */
export const roulettePays = (spot: string): number => 36 / (ROULETTE_SPOTS.get(spot)?.length ?? 36) - 1;

export const spinWheel = (rng: Rng): number => rng.int(37);

export type RouletteSpin = { number: number; colour: 'green' | 'red' | 'black' };
export const rouletteSpin = (number: number): RouletteSpin => ({ number, colour: colourOf(number) });

/** What each staked spot returns (stake included), in minor units. */
export function settleRoulette(spin: RouletteSpin, bets: Record<string, number>): Record<string, number> {
  const returns: Record<string, number> = {};
  for (const [spot, amount] of Object.entries(bets)) {
    const covers = ROULETTE_SPOTS.get(spot);
    if (!covers) throw new Error(`no roulette spot ${spot}`);
    returns[spot] = covers.includes(spin.number) ? amount * (roulettePays(spot) + 1) : 0;
  }
  return returns;
}

/** Exact return of every spot, by counting the 37 pockets that pay it. */
export function rouletteRtp(): Record<string, number> {
  const rtp: Record<string, number> = {};
  for (const spot of ROULETTE_SPOTS.keys()) {
    let returned = 0;
    for (let n = 0; n <= 36; n++) returned += settleRoulette(rouletteSpin(n), { [spot]: 1 })[spot]!;
    rtp[spot] = returned / 37;
  }
  return rtp;
}
