import { lotteryOutcome } from '@casino/contract/lottery/lottery-draw.ts';
import { type BetType, betTypeOf, type LotteryGame, strictlyIncreasing } from './bet-type.ts';
import { addRatio, mulRatio, type Ratio, ratio } from './ratio.ts';

/**
 * A daily lottery in the style of Vietnam's northern lottery (xổ số miền Bắc), drawn at 18:15 Hanoi time on this
 * site's own verifiable draw (it does not copy the state lottery's result). The result sheet has 27 numbers:
 * special prize and G1 of five digits, G2 x2 and G3 x6 of five, G4 x4 and G5 x6 of four, G6 x3 of three, G7 x4 of two.
 *
 * Bets, with the conventions of the game (docs/decisions/0050-lottery-model.md):
 * - lô: a number 00-99 against the last two digits of all 27 numbers; it costs 27 unit stakes (one per number of the
 *   sheet) and each number that ends in it pays 97 units ("lô 27 ăn 97"): 97%.
 * - đề: the last two digits of the special prize, 1 in 100, pays 97: 97%.
 * - đầu / đuôi: the first / last digit of the special prize's last two, 1 in 10, pays 9.70: 97%.
 * - 3 càng: the last three digits of the special prize, 1 in 1000, pays 970: 97%.
 * - xiên 2 / 3 / 4: two to four different lô numbers that must all appear on the sheet, paid once: 17.60 / 78.50 /
 *   360 (96.59% / 96.54% / 96.12%).
 */

export const NORTHERN_LOTTERY = 'lottery-north';

/** The sheet's prizes in order, with how many numbers each draws and their digits. */
export const NORTHERN_PRIZES = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'g1', count: 1, digits: 5 },
  { prize: 'g2', count: 2, digits: 5 },
  { prize: 'g3', count: 6, digits: 5 },
  { prize: 'g4', count: 4, digits: 4 },
  { prize: 'g5', count: 6, digits: 4 },
  { prize: 'g6', count: 3, digits: 3 },
  { prize: 'g7', count: 4, digits: 2 },
] as const;

/** The 27 numbers in sheet order (special prize first, the four G7 numbers last), each below 10^digits. */
export type NorthernSheet = readonly number[];

export const SHEET_SIZE = NORTHERN_PRIZES.reduce((n, p) => n + p.count, 0);
/** The digit count of each of the 27 numbers, in sheet order. */
export const SHEET_DIGITS: readonly number[] = NORTHERN_PRIZES.flatMap((p) => Array<number>(p.count).fill(p.digits));

/** The sheet as printed: each prize's numbers with their leading zeros. */
export function sheetByPrize(sheet: NorthernSheet): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  let i = 0;
  for (const p of NORTHERN_PRIZES) {
    out[p.prize] = Array.from({ length: p.count }, () => String(sheet[i++]).padStart(p.digits, '0'));
  }
  return out;
}

const lastTwo = (n: number) => n % 100;
const hitsOf = (sheet: NorthernSheet, number: number) => sheet.filter((n) => lastTwo(n) === number).length;

const LO_PAYS_PER_HIT = 9700n;
const XIEN_PAYS: Readonly<Record<number, bigint>> = { 2: 1760n, 3: 7850n, 4: 36000n };

const twoDigitSlot = (name = 'number') => ({ name, min: 0, max: 99 });

const onSpecial = (slot: { name: string; min: number; max: number }, pays: bigint, read: (special: number) => number) =>
  ({
    slots: [slot],
    costUnits: 1n,
    odds: () => [pays],
    returnOf: ([n], sheet) => (read(sheet[0]!) === n ? pays : 0n),
    rtpPicks: [[slot.min], [slot.max]],
  }) satisfies BetType<NorthernSheet>;

const xien = (size: number): BetType<NorthernSheet> => ({
  slots: Array.from({ length: size }, (_, i) => twoDigitSlot(`number ${i + 1}`)),
  // Different numbers, listed in increasing order, so a xiên has one way of writing it.
  pickRule: strictlyIncreasing,
  costUnits: 1n,
  odds: () => [XIEN_PAYS[size]!],
  returnOf: (pick, sheet) => (pick.every((n) => hitsOf(sheet, n) > 0) ? XIEN_PAYS[size]! : 0n),
  rtpPicks: [Array.from({ length: size }, (_, i) => i * 11)],
});

export const northernBetTypes: Readonly<Record<string, BetType<NorthernSheet>>> = {
  lo: {
    slots: [twoDigitSlot()],
    costUnits: BigInt(SHEET_SIZE),
    odds: () => [LO_PAYS_PER_HIT],
    returnOf: ([n], sheet) => BigInt(hitsOf(sheet, n!)) * LO_PAYS_PER_HIT,
    rtpPicks: [[0], [99]],
  },
  de: onSpecial(twoDigitSlot(), 9700n, (special) => special % 100),
  dau: onSpecial({ name: 'digit', min: 0, max: 9 }, 970n, (special) => Math.floor((special % 100) / 10)),
  duoi: onSpecial({ name: 'digit', min: 0, max: 9 }, 970n, (special) => special % 10),
  cang3: onSpecial({ name: 'number', min: 0, max: 999 }, 97000n, (special) => special % 1000),
  xien2: xien(2),
  xien3: xien(3),
  xien4: xien(4),
};

/** n choose k, exactly. */
export function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/**
 * Distribution of how many of `draws` independent uniform values over `alphabet` equal one chosen value: binomial,
 * P(h) = C(draws, h) (alphabet - 1)^(draws - h) / alphabet^draws. The last two digits of each number of the sheet are
 * uniform over 00-99 and independent of the others' (each number is drawn uniformly below 10^digits), so a lô
 * number's hits are this distribution with 27 draws over 100.
 */
export function hitDistribution(draws: number, alphabet: number): Ratio[] {
  const all = BigInt(alphabet) ** BigInt(draws);
  return Array.from({ length: draws + 1 }, (_, h) => ratio(choose(draws, h) * BigInt(alphabet - 1) ** BigInt(draws - h), all));
}

/**
 * Probability that each of `chosen` different values appears at least once among `draws` independent uniform values
 * over `alphabet`, by inclusion-exclusion over the chosen values that are missing:
 * sum over j of (-1)^j C(chosen, j) ((alphabet - j) / alphabet)^draws.
 */
export function allAppearProbability(chosen: number, draws: number, alphabet: number): Ratio {
  let num = 0n;
  for (let j = 0; j <= chosen; j++) {
    num += (j % 2 === 0 ? 1n : -1n) * choose(chosen, j) * BigInt(alphabet - j) ** BigInt(draws);
  }
  return ratio(num, BigInt(alphabet) ** BigInt(draws));
}

/** Every special prize 00000-99999 on an otherwise fixed sheet: the bets on the special prize read nothing else. */
function* sheetsBySpecial(): Generator<NorthernSheet> {
  const rest = SHEET_DIGITS.slice(1).map(() => 0);
  for (let special = 0; special < 100_000; special++) yield [special, ...rest];
}

export const northernLottery: LotteryGame<NorthernSheet> = {
  code: NORTHERN_LOTTERY,
  schedule: { kind: 'daily', hour: 18, minute: 15 },
  betTypes: northernBetTypes,
  // In sheet order, each number uniform below 10^digits: the special prize first, the G7 numbers last.
  drawOutcome: (source) => lotteryOutcome(NORTHERN_LOTTERY, source),
  exactRtp(name, pick) {
    const betType = betTypeOf(northernLottery, name);
    if (!betType) throw new Error(`no northern lottery bet type ${name}`);
    const cost = ratio(100n * betType.costUnits);
    if (name === 'lo') {
      // Expected return = sum over h of P(h) * h * pays per hit, over the 27 units it costs.
      const expected = hitDistribution(SHEET_SIZE, 100).reduce(
        (sum, p, h) => addRatio(sum, mulRatio(p, ratio(BigInt(h) * LO_PAYS_PER_HIT))),
        ratio(0n),
      );
      return mulRatio(expected, ratio(1n, cost.num));
    }
    if (name.startsWith('xien')) {
      const win = allAppearProbability(pick.length, SHEET_SIZE, 100);
      return mulRatio(win, ratio(XIEN_PAYS[pick.length]!, cost.num));
    }
    let total = 0n;
    for (const sheet of sheetsBySpecial()) total += betType.returnOf(pick, sheet);
    return ratio(total, 100_000n * cost.num);
  },
};
