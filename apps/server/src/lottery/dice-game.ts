import { lotteryOutcome } from '@casino/contract/lottery/lottery-draw.ts';
import { type BetType, betTypeOf, type LotteryGame, rtpOverEqualOutcomes } from './bet-type.ts';
import type { Ratio } from './ratio.ts';

/**
 * Three dice drawn every minute ("fast 3"): bets on the sum, big or small, odd or even, triples, pairs and single
 * numbers. Sums (but 10 and 11, at 97.50%), big/small/odd/even, any triple and a specific triple are priced to
 * 97.22% (210 of 216); a pair to
 * 96.30%; a single number pays 1, 2 or 3 to 1 by how many dice show it, the casino sic bo table (92.13%).
 * Odds are decimal, stake included, in hundredths.
 */

export const DICE_GAME = 'lottery-dice';

/** A draw: three dice, each 1-6, in the order drawn. */
export type DiceOutcome = readonly number[];

/** Decimal odds of each sum 4..17: 210 / ways (97.22%), except 10 and 11 at 7.80 (97.50%), 210 / 27 not being round. */
export const DICE_SUM_ODDS: Readonly<Record<number, bigint>> = {
  4: 7000n,
  5: 3500n,
  6: 2100n,
  7: 1400n,
  8: 1000n,
  9: 840n,
  10: 780n,
  11: 780n,
  12: 840n,
  13: 1000n,
  14: 1400n,
  15: 2100n,
  16: 3500n,
  17: 7000n,
};

const sumOf = (d: DiceOutcome) => d[0]! + d[1]! + d[2]!;
const isTriple = (d: DiceOutcome) => d[0] === d[1] && d[1] === d[2];
const countOf = (d: DiceOutcome, n: number) => d.filter((x) => x === n).length;
const dieSlot = { name: 'number', min: 1, max: 6 } as const;

/** Big, small, odd and even return 2.00 and lose on any triple (which is what keeps them below 100%). */
const evenMoney = (wins: (sum: number) => boolean): BetType<DiceOutcome> => ({
  slots: [],
  costUnits: 1n,
  odds: () => [200n],
  returnOf: (_, d) => (!isTriple(d) && wins(sumOf(d)) ? 200n : 0n),
  rtpPicks: [[]],
});

const SINGLE_RETURNS = [0n, 200n, 300n, 400n] as const;

export const diceBetTypes: Readonly<Record<string, BetType<DiceOutcome>>> = {
  sum: {
    slots: [{ name: 'sum', min: 4, max: 17 }],
    costUnits: 1n,
    odds: ([s]) => [DICE_SUM_ODDS[s!]!],
    returnOf: ([s], d) => (sumOf(d) === s ? DICE_SUM_ODDS[s]! : 0n),
    rtpPicks: Object.keys(DICE_SUM_ODDS).map((s) => [Number(s)]),
  },
  big: evenMoney((s) => s >= 11),
  small: evenMoney((s) => s <= 10),
  odd: evenMoney((s) => s % 2 === 1),
  even: evenMoney((s) => s % 2 === 0),
  any_triple: {
    slots: [],
    costUnits: 1n,
    odds: () => [3500n],
    returnOf: (_, d) => (isTriple(d) ? 3500n : 0n),
    rtpPicks: [[]],
  },
  triple: {
    slots: [dieSlot],
    costUnits: 1n,
    odds: () => [21000n],
    returnOf: ([n], d) => (isTriple(d) && d[0] === n ? 21000n : 0n),
    rtpPicks: [[1], [2], [3], [4], [5], [6]],
  },
  /** At least two dice show the number (a triple of it wins too, as in sic bo). */
  pair: {
    slots: [dieSlot],
    costUnits: 1n,
    odds: () => [1300n],
    returnOf: ([n], d) => (countOf(d, n!) >= 2 ? 1300n : 0n),
    rtpPicks: [[1], [2], [3], [4], [5], [6]],
  },
  /** Pays 1, 2 or 3 to 1 as one, two or three dice show the number. */
  single: {
    slots: [dieSlot],
    costUnits: 1n,
    odds: () => SINGLE_RETURNS.slice(1),
    returnOf: ([n], d) => SINGLE_RETURNS[countOf(d, n!)]!,
    rtpPicks: [[1], [2], [3], [4], [5], [6]],
  },
};

/** Every one of the 216 equally likely draws. */
export function* allDiceOutcomes(): Generator<DiceOutcome> {
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) yield [a, b, c];
}

export const diceGame: LotteryGame<DiceOutcome> = {
  code: DICE_GAME,
  schedule: { kind: 'every', minutes: 1 },
  betTypes: diceBetTypes,
  drawOutcome: (source) => lotteryOutcome(DICE_GAME, source),
  exactRtp(name, pick): Ratio {
    const betType = betTypeOf(diceGame, name);
    if (!betType) throw new Error(`no dice bet type ${name}`);
    return rtpOverEqualOutcomes(betType, pick, allDiceOutcomes());
  },
};
