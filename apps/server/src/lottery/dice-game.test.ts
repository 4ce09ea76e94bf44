import { describe, expect, it } from 'vitest';
import { pickFits } from './bet-type.ts';
import { allDiceOutcomes, DICE_SUM_ODDS, diceBetTypes, diceGame } from './dice-game.ts';
import { type Ratio, ratio } from './ratio.ts';

const rtp = (name: string, pick: number[] = []) => diceGame.exactRtp(name, pick);
const expectRatio = (actual: Ratio, expected: Ratio) => expect(actual).toEqual(expected);

describe('3-dice game: exact RTP by enumerating the 216 draws', () => {
  it('counts the draws of each sum by hand and prices every sum from them', () => {
    const ways: Record<number, number> = {};
    for (const [a, b, c] of allDiceOutcomes()) ways[a! + b! + c!] = (ways[a! + b! + c!] ?? 0) + 1;
    expect(ways).toEqual({
      3: 1,
      4: 3,
      5: 6,
      6: 10,
      7: 15,
      8: 21,
      9: 25,
      10: 27,
      11: 27,
      12: 25,
      13: 21,
      14: 15,
      15: 10,
      16: 6,
      17: 3,
      18: 1,
    });
    for (let s = 4; s <= 17; s++) {
      expectRatio(rtp('sum', [s]), ratio(BigInt(ways[s]!) * DICE_SUM_ODDS[s]!, 21_600n));
      // Every sum but 10 and 11 returns 210 of 216 (35/36); 10 and 11 return 27 x 7.80 = 210.6 of 216.
      expectRatio(rtp('sum', [s]), s === 10 || s === 11 ? ratio(39n, 40n) : ratio(35n, 36n));
    }
  });

  it('prices big, small, odd, even (losing on triples), any and specific triples to 35/36', () => {
    // 108 of 216 draws are small (4-10 with 3), less the triples 1-1-1, 2-2-2, 3-3-3: 105 x 2.00.
    for (const name of ['big', 'small', 'odd', 'even']) expectRatio(rtp(name), ratio(105n * 2n, 216n));
    expectRatio(rtp('any_triple'), ratio(6n * 35n, 216n));
    for (let n = 1; n <= 6; n++) expectRatio(rtp('triple', [n]), ratio(210n, 216n));
    expectRatio(rtp('big'), ratio(35n, 36n));
  });

  it('prices a pair (two or three dice) to 96.30% and a single number 1/2/3 to 1 to 92.13%', () => {
    // Exactly two of n: 3 places x 5 other faces = 15; three of n: 1.
    for (let n = 1; n <= 6; n++) expectRatio(rtp('pair', [n]), ratio(16n * 13n, 216n));
    // One die shows n in 3 x 25 = 75 draws, two in 15, three in 1.
    for (let n = 1; n <= 6; n++) expectRatio(rtp('single', [n]), ratio(75n * 2n + 15n * 3n + 4n, 216n));
  });

  it('keeps every published pick of every bet type below 100%', () => {
    for (const [name, betType] of Object.entries(diceBetTypes))
      for (const pick of betType.rtpPicks) {
        const r = rtp(name, [...pick]);
        expect(r.num < r.den, `${name} ${pick}`).toBe(true);
      }
  });
});

describe('3-dice game: settling a draw', () => {
  const returnOf = (name: string, pick: number[], dice: number[]) => diceBetTypes[name]!.returnOf(pick, dice);

  it('pays each bet type on a draw and makes triples beat big, small, odd and even', () => {
    expect(returnOf('sum', [10], [3, 3, 4])).toBe(780n);
    expect(returnOf('sum', [11], [3, 3, 4])).toBe(0n);
    expect(returnOf('small', [], [3, 3, 4])).toBe(200n);
    expect(returnOf('even', [], [3, 3, 4])).toBe(200n);
    expect(returnOf('small', [], [2, 2, 2])).toBe(0n);
    expect(returnOf('even', [], [2, 2, 2])).toBe(0n);
    expect(returnOf('big', [], [6, 6, 6])).toBe(0n);
    expect(returnOf('any_triple', [], [5, 5, 5])).toBe(3500n);
    expect(returnOf('triple', [5], [5, 5, 5])).toBe(21000n);
    expect(returnOf('triple', [4], [5, 5, 5])).toBe(0n);
    expect(returnOf('pair', [3], [3, 3, 4])).toBe(1300n);
    expect(returnOf('pair', [3], [3, 3, 3])).toBe(1300n);
    expect(returnOf('pair', [4], [3, 3, 4])).toBe(0n);
    expect([0, 1, 2, 3].map((k) => returnOf('single', [6], [...Array(k).fill(6), ...Array(3 - k).fill(1)]))).toEqual([
      0n,
      200n,
      300n,
      400n,
    ]);
  });

  it('takes only picks in range', () => {
    expect(pickFits(diceBetTypes.sum!, [3])).toBe(false);
    expect(pickFits(diceBetTypes.sum!, [17])).toBe(true);
    expect(pickFits(diceBetTypes.big!, [1])).toBe(false);
    expect(pickFits(diceBetTypes.single!, [7])).toBe(false);
    expect(pickFits(diceBetTypes.single!, [2.5])).toBe(false);
  });
});
