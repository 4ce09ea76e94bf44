import { lotteryOutcome } from '@casino/contract/lottery/lottery-draw.ts';
import { type BetType, betTypeOf, type LotteryGame, rtpOverEqualOutcomes, strictlyIncreasing } from './bet-type.ts';

/**
 * Five digits drawn every 3 minutes, positions 1 (left, ten-thousands) to 5 (units): a digit at a position, big (5-9)
 * or small (0-4) and odd or even at a position, big (23-45) or small (0-22) and odd or even of the sum of all five,
 * and the exact digits at 2 or 3 chosen positions ("2-of", "3-of": any positions, in increasing order, digits in the
 * positions' order). Every bet is priced to 97%: 9.70 for 1 in 10, 1.94 for 1 in 2, 97 and 970 for 1 in 100 and 1000.
 */

export const FIVE_DIGIT_GAME = 'lottery-digits';

/** The five digits, position 1 first. */
export type FiveDigitOutcome = readonly number[];

const positionSlot = (name = 'position') => ({ name, min: 1, max: 5 });
const digitSlot = (name = 'digit') => ({ name, min: 0, max: 9 });
const sumOf = (d: FiveDigitOutcome) => d.reduce((a, b) => a + b, 0);
const POSITIONS = [1, 2, 3, 4, 5];

const perPosition = (wins: (digit: number) => boolean): BetType<FiveDigitOutcome> => ({
  slots: [positionSlot()],
  costUnits: 1n,
  odds: () => [194n],
  returnOf: ([p], d) => (wins(d[p! - 1]!) ? 194n : 0n),
  rtpPicks: POSITIONS.map((p) => [p]),
});

const onSum = (wins: (sum: number) => boolean): BetType<FiveDigitOutcome> => ({
  slots: [],
  costUnits: 1n,
  odds: () => [194n],
  returnOf: (_, d) => (wins(sumOf(d)) ? 194n : 0n),
  rtpPicks: [[]],
});

/** The `size` positions of a combination, in increasing order, then the digit wanted at each. */
function combination(size: number, pays: bigint): BetType<FiveDigitOutcome> {
  const positionSets = POSITIONS.flatMap((a) =>
    size === 2
      ? POSITIONS.filter((b) => b > a).map((b) => [a, b])
      : POSITIONS.filter((b) => b > a).flatMap((b) => POSITIONS.filter((c) => c > b).map((c) => [a, b, c])),
  );
  return {
    slots: [
      ...Array.from({ length: size }, (_, i) => positionSlot(`position ${i + 1}`)),
      ...Array.from({ length: size }, (_, i) => digitSlot(`digit ${i + 1}`)),
    ],
    pickRule: (pick) => strictlyIncreasing(pick.slice(0, size)),
    costUnits: 1n,
    odds: () => [pays],
    returnOf: (pick, d) => (pick.slice(0, size).every((p, i) => d[p - 1] === pick[size + i]) ? pays : 0n),
    // Each position set with one choice of digits: the digits wanted do not change the chance (each is 1 in 10).
    rtpPicks: positionSets.map((positions) => [...positions, ...positions.map((p) => (p * 3) % 10)]),
  };
}

export const fiveDigitBetTypes: Readonly<Record<string, BetType<FiveDigitOutcome>>> = {
  digit: {
    slots: [positionSlot(), digitSlot()],
    costUnits: 1n,
    odds: () => [970n],
    returnOf: ([p, digit], d) => (d[p! - 1] === digit ? 970n : 0n),
    rtpPicks: POSITIONS.flatMap((p) => Array.from({ length: 10 }, (_, digit) => [p, digit])),
  },
  position_big: perPosition((digit) => digit >= 5),
  position_small: perPosition((digit) => digit <= 4),
  position_odd: perPosition((digit) => digit % 2 === 1),
  position_even: perPosition((digit) => digit % 2 === 0),
  // The sum runs 0..45 and is symmetric about 22.5, so big and small are each exactly one half.
  sum_big: onSum((s) => s >= 23),
  sum_small: onSum((s) => s <= 22),
  sum_odd: onSum((s) => s % 2 === 1),
  sum_even: onSum((s) => s % 2 === 0),
  two_of: combination(2, 9700n),
  three_of: combination(3, 97000n),
};

/** Every one of the 100,000 equally likely draws. */
export function* allFiveDigitOutcomes(): Generator<FiveDigitOutcome> {
  for (let n = 0; n < 100_000; n++) {
    const digits = [0, 0, 0, 0, 0];
    let rest = n;
    for (let i = 4; i >= 0; i--) {
      digits[i] = rest % 10;
      rest = Math.floor(rest / 10);
    }
    yield digits;
  }
}

export const fiveDigitGame: LotteryGame<FiveDigitOutcome> = {
  code: FIVE_DIGIT_GAME,
  schedule: { kind: 'every', minutes: 3 },
  betTypes: fiveDigitBetTypes,
  drawOutcome: (source) => lotteryOutcome(FIVE_DIGIT_GAME, source),
  exactRtp(name, pick) {
    const betType = betTypeOf(fiveDigitGame, name);
    if (!betType) throw new Error(`no five-digit bet type ${name}`);
    return rtpOverEqualOutcomes(betType, pick, allFiveDigitOutcomes());
  },
};
