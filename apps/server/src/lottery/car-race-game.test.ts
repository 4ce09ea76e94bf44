import { describe, expect, it } from 'vitest';
import { pickFits } from './bet-type.ts';
import { CAR_RACE_GAME, carRaceBetTypes, carRaceGame, FIRST_TWO_SUM_WAYS, placesRead, shuffleCars } from './car-race-game.ts';
import { ratio } from './ratio.ts';

/** Every permutation of cars 1-10 (Heap's algorithm), handed to `visit` in one reused array. */
function everyOrder(visit: (order: readonly number[]) => void) {
  const a = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const c = new Array<number>(10).fill(0);
  visit(a);
  let i = 1;
  while (i < 10) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [a[j], a[i]] = [a[i]!, a[j]!];
      visit(a);
      c[i]!++;
      i = 1;
    } else {
      c[i] = 0;
      i++;
    }
  }
}

describe('10-car race: exact RTP', () => {
  it('the cars at any two places the bets read are each ordered pair in exactly 8! of the 10! orders', () => {
    const pairs = [[1, 2], [2, 1], [1, 10], [2, 9], [3, 8], [4, 7], [5, 6], ...[3, 4, 5, 6, 7, 8, 9, 10].map((p) => [p, 1])];
    for (const [name, betType] of Object.entries(carRaceBetTypes))
      for (const pick of betType.rtpPicks) expect(pairs).toContainEqual([...placesRead(name, pick)]);
    const counts = pairs.map(() => new Int32Array(121));
    let orders = 0;
    // Two bets evaluated on all 10! orders as well, against the figure from 90 pairs.
    let dragon = 0n;
    let sum11 = 0n;
    everyOrder((order) => {
      orders++;
      for (let k = 0; k < pairs.length; k++) counts[k]![order[pairs[k]![0]! - 1]! * 11 + order[pairs[k]![1]! - 1]!]!++;
      dragon += carRaceBetTypes.dragon!.returnOf([3], order);
      sum11 += carRaceBetTypes.first_two_sum!.returnOf([11], order);
    });
    expect(orders).toBe(3_628_800);
    for (const cells of counts)
      for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) expect(cells[a * 11 + b]).toBe(a === b ? 0 : 40_320);
    expect(ratio(dragon, 362_880_000n)).toEqual(carRaceGame.exactRtp('dragon', [3]));
    expect(ratio(sum11, 362_880_000n)).toEqual(carRaceGame.exactRtp('first_two_sum', [11]));
  }, 60_000);

  it('prices places, the first two, dragon and tiger to 97% and the sums of the first two from their ways', () => {
    const ninetySeven = ratio(97n, 100n);
    for (const name of ['position', 'first_two_exact', 'first_two_any', 'dragon', 'tiger'])
      for (const pick of carRaceBetTypes[name]!.rtpPicks)
        expect(carRaceGame.exactRtp(name, pick), `${name} ${pick}`).toEqual(ninetySeven);
    expect(Object.values(FIRST_TWO_SUM_WAYS).reduce((a, b) => a + b, 0)).toBe(90);
    // Big (12-19) 40 of 90 at 2.18; small (3-11) 50 of 90 at 1.75; odd sums are 50 of 90 too.
    expect(carRaceGame.exactRtp('first_two_big', [])).toEqual(ratio(40n * 218n, 9000n));
    expect(carRaceGame.exactRtp('first_two_small', [])).toEqual(ratio(50n * 175n, 9000n));
    expect(carRaceGame.exactRtp('first_two_odd', [])).toEqual(ratio(35n, 36n));
    expect(carRaceGame.exactRtp('first_two_even', [])).toEqual(ratio(218n, 225n));
    for (let s = 3; s <= 19; s++) {
      const ways = FIRST_TWO_SUM_WAYS[s]!;
      const r = carRaceGame.exactRtp('first_two_sum', [s]);
      expect(r).toEqual(ratio(BigInt(ways * Math.floor(8730 / ways)), 9000n));
      expect(r.num * 1000n >= r.den * 969n && r.num * 100n <= r.den * 97n, `sum ${s}`).toBe(true);
    }
  });
});

describe('10-car race: settling a draw', () => {
  const order = [7, 4, 1, 10, 2, 9, 3, 5, 6, 8];
  const returnOf = (name: string, pick: number[]) => carRaceBetTypes[name]!.returnOf(pick, order);

  it('pays each bet type', () => {
    expect(returnOf('position', [1, 7])).toBe(970n);
    expect(returnOf('position', [10, 8])).toBe(970n);
    expect(returnOf('position', [2, 7])).toBe(0n);
    expect(returnOf('first_two_exact', [7, 4])).toBe(8730n);
    expect(returnOf('first_two_exact', [4, 7])).toBe(0n);
    expect(returnOf('first_two_any', [4, 7])).toBe(4365n);
    // 1 v 10: 7 against 8, tiger; 2 v 9: 4 against 6, tiger; 4 v 7: 10 against 3, dragon.
    expect([returnOf('dragon', [1]), returnOf('tiger', [1]), returnOf('tiger', [2]), returnOf('dragon', [4])]).toEqual([
      0n,
      194n,
      194n,
      194n,
    ]);
    // First two 7 + 4 = 11: small and odd.
    expect(returnOf('first_two_small', [])).toBe(175n);
    expect(returnOf('first_two_odd', [])).toBe(175n);
    expect(returnOf('first_two_big', [])).toBe(0n);
    expect(returnOf('first_two_even', [])).toBe(0n);
    expect(returnOf('first_two_sum', [11])).toBe(873n);
  });

  it('draws a permutation and takes only sensible picks', () => {
    let x = 0;
    const order = shuffleCars({ int: (n) => x++ % n });
    expect([...order].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(carRaceGame.code).toBe(CAR_RACE_GAME);
    expect(pickFits(carRaceBetTypes.first_two_exact!, [3, 3])).toBe(false);
    expect(pickFits(carRaceBetTypes.first_two_any!, [5, 2])).toBe(false);
    expect(pickFits(carRaceBetTypes.dragon!, [6])).toBe(false);
    expect(pickFits(carRaceBetTypes.position!, [11, 1])).toBe(false);
  });
});
