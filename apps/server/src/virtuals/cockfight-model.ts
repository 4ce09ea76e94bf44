import { type Market, marketOf, quantise } from './prices.ts';

/**
 * The virtual cockfight (drawn roosters, no animals): ten roosters with a strength each. A fight is a draw with
 * probability DRAW_PROBABILITY; otherwise Meron (the red corner) wins in proportion to its strength. One market,
 * Meron / Wala / draw, with an exact margin.
 */

export type Rooster = { code: string; name: string; strength: number; colours: [string, string] };

export const ROOSTERS: readonly Rooster[] = [
  { code: 'BLZ', name: 'Blaze', strength: 1.35, colours: ['#b91c1c', '#f59e0b'] },
  { code: 'THN', name: 'Thunder', strength: 1.25, colours: ['#1f2937', '#9ca3af'] },
  { code: 'JAD', name: 'Jade', strength: 1.15, colours: ['#047857', '#a7f3d0'] },
  { code: 'SUN', name: 'Sunrise', strength: 1.1, colours: ['#ea580c', '#fde68a'] },
  { code: 'IRN', name: 'Iron Spur', strength: 1.05, colours: ['#374151', '#e5e7eb'] },
  { code: 'RUB', name: 'Ruby', strength: 1.0, colours: ['#9f1239', '#fecdd3'] },
  { code: 'STM', name: 'Storm', strength: 0.95, colours: ['#1e3a8a', '#93c5fd'] },
  { code: 'AMB', name: 'Amber', strength: 0.9, colours: ['#b45309', '#fef3c7'] },
  { code: 'SNO', name: 'Snow', strength: 0.85, colours: ['#e5e7eb', '#dc2626'] },
  { code: 'COP', name: 'Copper', strength: 0.8, colours: ['#9a3412', '#fed7aa'] },
];

export const DRAW_PROBABILITY = 0.06;
/** Margin of the Meron / Wala / draw market, in basis points (6 %). */
export const COCKFIGHT_MARGIN_BP = 600;
export const FIGHT_OUTCOMES = ['meron', 'wala', 'draw'] as const;
export type FightOutcome = (typeof FIGHT_OUTCOMES)[number];

/** Every pair of roosters once, the stronger-listed one as Meron on even cycles and as Wala on odd ones. */
const PAIRS: readonly [number, number][] = ROOSTERS.flatMap((_, a) =>
  ROOSTERS.slice(a + 1).map((__, k) => [a, a + 1 + k] as [number, number]),
);

export type Fight = { meron: Rooster; wala: Rooster };
export function fightOf(eventNo: number): Fight {
  const n = PAIRS.length;
  const index = ((eventNo % n) + n) % n;
  // Spread the pairs so that one rooster rarely fights twice in a row.
  const [a, b] = PAIRS[(index * 7) % n]!;
  const swap = Math.floor(eventNo / n) % 2 === 1;
  return swap ? { meron: ROOSTERS[b]!, wala: ROOSTERS[a]! } : { meron: ROOSTERS[a]!, wala: ROOSTERS[b]! };
}

export type CockfightModel = { fight: Fight; weights: bigint[]; markets: Market[] };

export function cockfightModel(eventNo: number): CockfightModel {
  const fight = fightOf(eventNo);
  const share = fight.meron.strength / (fight.meron.strength + fight.wala.strength);
  const weights = quantise([(1 - DRAW_PROBABILITY) * share, (1 - DRAW_PROBABILITY) * (1 - share), DRAW_PROBABILITY]);
  const markets = [
    marketOf(
      'mwd',
      COCKFIGHT_MARGIN_BP,
      FIGHT_OUTCOMES.map((id, i) => ({ id, weight: weights[i]! })),
    ),
  ];
  return { fight, weights, markets };
}
