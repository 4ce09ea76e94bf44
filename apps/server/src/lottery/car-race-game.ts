import { shuffleCars } from '@casino/contract/lottery/lottery-draw.ts';
import { type BetType, betTypeOf, type LotteryGame, rtpOverEqualOutcomes } from './bet-type.ts';

/**
 * A race of ten cars every 5 minutes; the draw is the finishing order, a uniformly random permutation of cars 1-10.
 * Bets: the car at a place; the first two in order or in any order; dragon or tiger of a pair of places (1 v 10,
 * 2 v 9, ... 5 v 6: dragon wins when the car at the first place of the pair has the higher number); and the sum of the
 * first two cars (3-19): big (12-19) or small (3-11), odd or even, or the exact sum. Sums of 11 make small and odd
 * more likely than big and even, so they return less (1.75 against 2.18), as the operators of this game print them.
 * Every bet is priced between 96.88% and 97.23%.
 */

export const CAR_RACE_GAME = 'lottery-race';

/** The finishing order: order[0] is the car in first place. */
export type CarRaceOutcome = readonly number[];

const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const carSlot = (name = 'car') => ({ name, min: 1, max: 10 });
const firstTwoSum = (o: CarRaceOutcome) => o[0]! + o[1]!;

/** Ways two different cars make each sum 3..19, in order (90 in all). */
export const FIRST_TWO_SUM_WAYS: Readonly<Record<number, number>> = Object.fromEntries(
  Array.from({ length: 17 }, (_, i) => {
    const s = i + 3;
    return [s, CARS.filter((a) => s - a !== a && s - a >= 1 && s - a <= 10).length];
  }),
);

/** Exact sum: the largest odds in hundredths that keep it at or below 97% (8730 / ways: 1 in 90 at 87.30). */
export const FIRST_TWO_SUM_ODDS: Readonly<Record<number, bigint>> = Object.fromEntries(
  Object.entries(FIRST_TWO_SUM_WAYS).map(([s, ways]) => [Number(s), BigInt(Math.floor(8730 / ways))]),
);

const onFirstTwoSum = (pays: bigint, wins: (sum: number) => boolean): BetType<CarRaceOutcome> => ({
  slots: [],
  costUnits: 1n,
  odds: () => [pays],
  returnOf: (_, o) => (wins(firstTwoSum(o)) ? pays : 0n),
  rtpPicks: [[]],
});

/** Dragon (`dragon` true) or tiger of the pair of places (p, 11 - p), p = 1..5. */
const dragonTiger = (dragon: boolean): BetType<CarRaceOutcome> => ({
  slots: [{ name: 'place', min: 1, max: 5 }],
  costUnits: 1n,
  odds: () => [194n],
  returnOf: ([p], o) => (o[p! - 1]! > o[10 - p!]! === dragon ? 194n : 0n),
  rtpPicks: [[1], [2], [3], [4], [5]],
});

export const carRaceBetTypes: Readonly<Record<string, BetType<CarRaceOutcome>>> = {
  position: {
    slots: [{ name: 'place', min: 1, max: 10 }, carSlot()],
    costUnits: 1n,
    odds: () => [970n],
    returnOf: ([p, car], o) => (o[p! - 1] === car ? 970n : 0n),
    rtpPicks: CARS.map((p) => [p, 11 - p]),
  },
  first_two_exact: {
    slots: [carSlot('first'), carSlot('second')],
    pickRule: ([a, b]) => a !== b,
    costUnits: 1n,
    odds: () => [8730n],
    returnOf: ([a, b], o) => (o[0] === a && o[1] === b ? 8730n : 0n),
    rtpPicks: [
      [1, 2],
      [10, 3],
    ],
  },
  first_two_any: {
    slots: [carSlot('car 1'), carSlot('car 2')],
    pickRule: ([a, b]) => a! < b!,
    costUnits: 1n,
    odds: () => [4365n],
    returnOf: ([a, b], o) => ((o[0] === a && o[1] === b) || (o[0] === b && o[1] === a) ? 4365n : 0n),
    rtpPicks: [
      [1, 2],
      [3, 10],
    ],
  },
  dragon: dragonTiger(true),
  tiger: dragonTiger(false),
  first_two_big: onFirstTwoSum(218n, (s) => s >= 12),
  first_two_small: onFirstTwoSum(175n, (s) => s <= 11),
  first_two_odd: onFirstTwoSum(175n, (s) => s % 2 === 1),
  first_two_even: onFirstTwoSum(218n, (s) => s % 2 === 0),
  first_two_sum: {
    slots: [{ name: 'sum', min: 3, max: 19 }],
    costUnits: 1n,
    odds: ([s]) => [FIRST_TWO_SUM_ODDS[s!]!],
    returnOf: ([s], o) => (firstTwoSum(o) === s ? FIRST_TWO_SUM_ODDS[s!]! : 0n),
    rtpPicks: Object.keys(FIRST_TWO_SUM_ODDS).map((s) => [Number(s)]),
  },
};

/** The two places (1-based) a bet reads; every bet type reads at most two. */
export function placesRead(name: string, pick: readonly number[]): readonly [number, number] {
  if (name === 'position') return [pick[0]!, pick[0]! === 1 ? 2 : 1];
  if (name === 'dragon' || name === 'tiger') return [pick[0]!, 11 - pick[0]!];
  return [1, 2];
}

/**
 * Every finishing order up to the two places a bet reads: the 90 ordered pairs of different cars at places p and q,
 * the other cars after them in increasing order. In a uniformly random permutation the cars at two fixed places are a
 * uniformly random ordered pair of different cars (each pair stands for 8! orders; the tests count them over all
 * 10!), so the mean over these 90 is the exact mean over all 3,628,800 orders for a bet that reads only p and q.
 */
export function* ordersAtTwoPlaces(p: number, q: number): Generator<CarRaceOutcome> {
  for (const a of CARS)
    for (const b of CARS) {
      if (a === b) continue;
      const rest = CARS.filter((c) => c !== a && c !== b);
      const order: number[] = [];
      for (let place = 1; place <= 10; place++) order.push(place === p ? a : place === q ? b : rest.shift()!);
      yield order;
    }
}

/** The draw's finishing order (the shared draw algorithm, packages/contract lottery-draw.ts). */
export { shuffleCars };

export const carRaceGame: LotteryGame<CarRaceOutcome> = {
  code: CAR_RACE_GAME,
  schedule: { kind: 'every', minutes: 5 },
  betTypes: carRaceBetTypes,
  drawOutcome: shuffleCars,
  exactRtp(name, pick) {
    const betType = betTypeOf(carRaceGame, name);
    if (!betType) throw new Error(`no car race bet type ${name}`);
    const [p, q] = placesRead(name, pick);
    return rtpOverEqualOutcomes(betType, pick, ordersAtTwoPlaces(p, q));
  },
};
