import { describe, expect, it } from 'vitest';
import { pickFits } from './bet-type.ts';
import { allFiveDigitOutcomes, fiveDigitBetTypes, fiveDigitGame } from './five-digit-game.ts';
import { ratio } from './ratio.ts';

describe('5-digit game: exact RTP by enumerating the 100,000 draws', () => {
  it('prices every published pick of every bet type to exactly 97%', () => {
    let picks = 0;
    for (const [name, betType] of Object.entries(fiveDigitBetTypes))
      for (const pick of betType.rtpPicks) {
        expect(fiveDigitGame.exactRtp(name, pick), `${name} ${pick}`).toEqual(ratio(97n, 100n));
        picks++;
      }
    // 50 digits, 4 x 5 per-position bets, 4 sum bets, 10 position pairs, 10 position triples.
    expect(picks).toBe(50 + 20 + 4 + 10 + 10);
  });

  it('counts the sums: big (23-45) and small (0-22) are each half of the draws', () => {
    let big = 0;
    let odd = 0;
    for (const d of allFiveDigitOutcomes()) {
      const sum = d.reduce((a, b) => a + b, 0);
      if (sum >= 23) big++;
      if (sum % 2 === 1) odd++;
    }
    expect([big, odd]).toEqual([50_000, 50_000]);
  });

  it('gives the same RTP whatever digits a combination wants (each position is 1 in 10 on its own)', () => {
    for (const digits of [
      [0, 0],
      [9, 1],
      [5, 5],
    ])
      expect(fiveDigitGame.exactRtp('two_of', [2, 5, ...digits])).toEqual(ratio(97n, 100n));
    expect(fiveDigitGame.exactRtp('three_of', [1, 2, 3, 9, 9, 9])).toEqual(ratio(97n, 100n));
  });
});

describe('5-digit game: settling a draw', () => {
  const draw = [7, 0, 3, 9, 4];
  const returnOf = (name: string, pick: number[]) => fiveDigitBetTypes[name]!.returnOf(pick, draw);

  it('pays positions, sizes, parities, the sum and combinations', () => {
    expect(returnOf('digit', [1, 7])).toBe(970n);
    expect(returnOf('digit', [2, 7])).toBe(0n);
    expect(returnOf('position_big', [4])).toBe(194n);
    expect(returnOf('position_small', [4])).toBe(0n);
    expect(returnOf('position_odd', [3])).toBe(194n);
    expect(returnOf('position_even', [2])).toBe(194n);
    // Sum 23: the smallest big sum, and odd.
    expect([returnOf('sum_big', []), returnOf('sum_small', []), returnOf('sum_odd', []), returnOf('sum_even', [])]).toEqual([
      194n,
      0n,
      194n,
      0n,
    ]);
    expect(returnOf('two_of', [1, 4, 7, 9])).toBe(9700n);
    expect(returnOf('two_of', [1, 4, 9, 7])).toBe(0n);
    expect(returnOf('three_of', [2, 3, 5, 0, 3, 4])).toBe(97000n);
    expect(returnOf('three_of', [2, 3, 5, 0, 3, 5])).toBe(0n);
  });

  it('takes combinations only with positions in increasing order', () => {
    expect(pickFits(fiveDigitBetTypes.two_of!, [1, 4, 7, 9])).toBe(true);
    expect(pickFits(fiveDigitBetTypes.two_of!, [4, 1, 9, 7])).toBe(false);
    expect(pickFits(fiveDigitBetTypes.two_of!, [3, 3, 1, 1])).toBe(false);
    expect(pickFits(fiveDigitBetTypes.three_of!, [1, 2, 6, 0, 0, 0])).toBe(false);
    expect(pickFits(fiveDigitBetTypes.digit!, [0, 5])).toBe(false);
    expect(pickFits(fiveDigitBetTypes.digit!, [5, 10])).toBe(false);
  });
});
