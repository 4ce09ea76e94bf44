import { describe, expect, it } from 'vitest';
import { pickFits } from './bet-type.ts';
import {
  allAppearProbability,
  hitDistribution,
  NORTHERN_PRIZES,
  northernBetTypes,
  northernLottery,
  SHEET_DIGITS,
  SHEET_SIZE,
  sheetByPrize,
} from './northern-lottery.ts';
import { addRatio, type Ratio, ratio, ratioPercent } from './ratio.ts';

/** Every sequence of `draws` values over `alphabet`, for the brute-force checks of the formulas. */
function* everySequence(draws: number, alphabet: number): Generator<number[]> {
  const total = alphabet ** draws;
  for (let n = 0; n < total; n++) yield Array.from({ length: draws }, (_, i) => Math.floor(n / alphabet ** i) % alphabet);
}

describe('northern lottery: the sheet', () => {
  it('has the 27 numbers of the northern sheet: special, G1, G2 x2, G3 x6 of five digits, G4 x4, G5 x6, G6 x3, G7 x4', () => {
    expect(SHEET_SIZE).toBe(27);
    expect(NORTHERN_PRIZES.map((p) => `${p.prize}:${p.count}x${p.digits}`)).toEqual([
      'special:1x5',
      'g1:1x5',
      'g2:2x5',
      'g3:6x5',
      'g4:4x4',
      'g5:6x4',
      'g6:3x3',
      'g7:4x2',
    ]);
    let i = 0;
    const sheet = northernLottery.drawOutcome({ int: (n) => (n - 1 - (i++ % 3)) % n });
    expect(sheet.every((n, k) => n < 10 ** SHEET_DIGITS[k]!)).toBe(true);
    expect(sheetByPrize([123, ...Array(26).fill(5)])).toMatchObject({
      special: ['00123'],
      g4: ['0005', '0005', '0005', '0005'],
      g7: ['05', '05', '05', '05'],
    });
  });
});

describe('northern lottery: exact RTP', () => {
  it('derives lô hits as binomial, checked against every sequence of a smaller sheet', () => {
    // 5 draws over 10 values: the same formula, small enough to count all 100,000 sequences.
    const counts = new Array<number>(6).fill(0);
    for (const s of everySequence(5, 10)) counts[s.filter((v) => v === 3).length]!++;
    expect(hitDistribution(5, 10)).toEqual(counts.map((c) => ratio(BigInt(c), 100_000n)));
    // And 3 draws over 100 (a million sequences) for the real alphabet.
    const hits = new Array<number>(4).fill(0);
    for (let a = 0; a < 100; a++)
      for (let b = 0; b < 100; b++) for (let c = 0; c < 100; c++) hits[+(a === 42) + +(b === 42) + +(c === 42)]!++;
    expect(hitDistribution(3, 100)).toEqual(hits.map((h) => ratio(BigInt(h), 1_000_000n)));
    const total = hitDistribution(27, 100).reduce((sum: Ratio, p) => addRatio(sum, p), ratio(0n));
    expect(total).toEqual(ratio(1n));
  });

  it('derives xiên wins by inclusion-exclusion, checked against every sequence of a smaller sheet', () => {
    for (const chosen of [2, 3, 4]) {
      let all = 0;
      for (const s of everySequence(6, 8)) if (Array.from({ length: chosen }, (_, v) => v).every((v) => s.includes(v))) all++;
      expect(allAppearProbability(chosen, 6, 8)).toEqual(ratio(BigInt(all), 8n ** 6n));
    }
  });

  it('prices lô at 97 per hit on 27 units to exactly 97%, as 27 x 1/100 x 97 / 27', () => {
    expect(northernLottery.exactRtp('lo', [0])).toEqual(ratio(97n, 100n));
    expect(northernLottery.exactRtp('lo', [99])).toEqual(ratio(27n * 97n, 100n * 27n));
  });

  it('prices đề, đầu, đuôi and 3 càng to exactly 97% over all 100,000 special prizes', () => {
    for (const name of ['de', 'dau', 'duoi', 'cang3'])
      for (const pick of northernBetTypes[name]!.rtpPicks)
        expect(northernLottery.exactRtp(name, pick), `${name} ${pick}`).toEqual(ratio(97n, 100n));
  });

  it('prices xiên 2, 3 and 4 from the chance that all their numbers appear among 27', () => {
    const c = (j: number, k: number) => [1n, BigInt(k), BigInt((k * (k - 1)) / 2), BigInt((k * (k - 1) * (k - 2)) / 6), 1n][j]!;
    for (const [size, pays] of [
      [2, 1760n],
      [3, 7850n],
      [4, 36000n],
    ] as const) {
      let num = 0n;
      for (let j = 0; j <= size; j++) num += (j % 2 ? -1n : 1n) * c(j, size) * BigInt(100 - j) ** 27n;
      const rtp = northernLottery.exactRtp(`xien${size}`, northernBetTypes[`xien${size}`]!.rtpPicks[0]!);
      expect(rtp).toEqual(ratio(num * pays, 100n ** 27n * 100n));
    }
    const percent = (name: string) => ratioPercent(northernLottery.exactRtp(name, northernBetTypes[name]!.rtpPicks[0]!));
    expect([percent('xien2'), percent('xien3'), percent('xien4')]).toEqual(['96.5925', '96.5388', '96.1169']);
  });
});

describe('northern lottery: settling a sheet', () => {
  // Special 12345; numbers ending 45 twice more (G3, G7), 07 once.
  const sheet = [
    12345, 99999, 11111, 22222, 33345, 44444, 55555, 66666, 77777, 88888, 1234, 2345, 3456, 4567, 5678, 6789, 7890, 8901, 9012,
    123, 207, 318, 429, 45, 99, 50, 61,
  ];

  it('pays lô per hit on the last two digits of all 27 numbers', () => {
    expect(sheet).toHaveLength(27);
    // 12345, 33345, 2345 and 45 end in 45.
    expect(northernBetTypes.lo!.returnOf([45], sheet)).toBe(4n * 9700n);
    expect(northernBetTypes.lo!.returnOf([7], sheet)).toBe(9700n);
    expect(northernBetTypes.lo!.returnOf([46], sheet)).toBe(0n);
    expect(northernBetTypes.lo!.costUnits).toBe(27n);
  });

  it('pays đề, đầu, đuôi and 3 càng on the special prize only', () => {
    expect(northernBetTypes.de!.returnOf([45], sheet)).toBe(9700n);
    expect(northernBetTypes.de!.returnOf([99], sheet)).toBe(0n);
    expect(northernBetTypes.dau!.returnOf([4], sheet)).toBe(970n);
    expect(northernBetTypes.duoi!.returnOf([5], sheet)).toBe(970n);
    expect(northernBetTypes.duoi!.returnOf([4], sheet)).toBe(0n);
    expect(northernBetTypes.cang3!.returnOf([345], sheet)).toBe(97000n);
    expect(northernBetTypes.cang3!.returnOf([245], sheet)).toBe(0n);
  });

  it('pays a xiên once when all its numbers appear, and takes only different numbers in order', () => {
    expect(northernBetTypes.xien2!.returnOf([7, 45], sheet)).toBe(1760n);
    expect(northernBetTypes.xien3!.returnOf([7, 45, 99], sheet)).toBe(7850n);
    expect(northernBetTypes.xien4!.returnOf([7, 45, 61, 99], sheet)).toBe(36000n);
    expect(northernBetTypes.xien4!.returnOf([7, 45, 61, 98], sheet)).toBe(0n);
    expect(pickFits(northernBetTypes.xien2!, [45, 45])).toBe(false);
    expect(pickFits(northernBetTypes.xien2!, [45, 7])).toBe(false);
    expect(pickFits(northernBetTypes.xien3!, [1, 2])).toBe(false);
    expect(pickFits(northernBetTypes.cang3!, [1000])).toBe(false);
  });
});
