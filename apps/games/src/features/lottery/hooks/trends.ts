import type { LotteryGameCode } from '../api/lottery-page-data.ts';

/**
 * What the results' trend board reads from each draw: the total it is big or small, odd or even by (the dice's sum,
 * the five digits' sum, the first two cars' sum, the special prize's last two digits), and the numbers counted hot or
 * cold (the dice faces, the digits, the winning car, every lô number of the sheet).
 */

export type DrawTrend = { total: number; big: boolean; odd: boolean; triple: boolean };

export function drawTrend(game: LotteryGameCode, result: readonly number[]): DrawTrend {
  switch (game) {
    case 'lottery-dice': {
      const total = result[0]! + result[1]! + result[2]!;
      return { total, big: total >= 11, odd: total % 2 === 1, triple: result[0] === result[1] && result[1] === result[2] };
    }
    case 'lottery-digits': {
      const total = result.reduce((a, b) => a + b, 0);
      return { total, big: total >= 23, odd: total % 2 === 1, triple: false };
    }
    case 'lottery-race': {
      const total = result[0]! + result[1]!;
      return { total, big: total >= 12, odd: total % 2 === 1, triple: false };
    }
    case 'lottery-north': {
      const total = result[0]! % 100;
      return { total, big: total >= 50, odd: total % 2 === 1, triple: false };
    }
  }
}

/** The numbers a game's hot and cold board counts, with their range. */
export function countedNumbers(game: LotteryGameCode, result: readonly number[]): number[] {
  switch (game) {
    case 'lottery-dice':
    case 'lottery-digits':
      return [...result];
    case 'lottery-race':
      return result.slice(0, 1);
    case 'lottery-north':
      return result.map((n) => n % 100);
  }
}

const RANGES: Record<LotteryGameCode, [number, number]> = {
  'lottery-dice': [1, 6],
  'lottery-digits': [0, 9],
  'lottery-race': [1, 10],
  'lottery-north': [0, 99],
};

export type HotCold = { hot: { n: number; count: number }[]; cold: { n: number; count: number }[] };

/** The most and least drawn numbers over the results (ties in number order), `size` of each. */
export function hotAndCold(game: LotteryGameCode, results: readonly (readonly number[])[], size = 5): HotCold {
  const [lo, hi] = RANGES[game];
  const counts = new Map<number, number>();
  for (let n = lo; n <= hi; n++) counts.set(n, 0);
  for (const result of results) for (const n of countedNumbers(game, result)) counts.set(n, (counts.get(n) ?? 0) + 1);
  const all = [...counts].map(([n, count]) => ({ n, count }));
  const take = Math.min(size, Math.floor(all.length / 2));
  return {
    // Hot numbers have come up at least once; cold ones are the least seen, never seen first.
    hot: all
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count || a.n - b.n)
      .slice(0, take),
    cold: [...all].sort((a, b) => a.count - b.count || a.n - b.n).slice(0, take),
  };
}

/** The current run of the same side: how many of the latest results in a row were big (or small), and which. */
export function currentRun(trends: readonly DrawTrend[], side: 'big' | 'odd'): { value: boolean; length: number } | null {
  const first = trends[0];
  if (!first) return null;
  let length = 0;
  for (const trend of trends) {
    if (trend[side] !== first[side]) break;
    length++;
  }
  return { value: first[side], length };
}
