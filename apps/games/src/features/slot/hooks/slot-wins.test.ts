import { describe, expect, it } from 'vitest';
import { SEVENS_ROWS, TEST_SESSION, testSpin } from '../../../test/slot-fixtures.ts';
import { columnOf, randomColumn, winningCells } from './slot-wins.ts';

const game = TEST_SESSION.game;

describe("a spin's winning cells", () => {
  it('are those of each winning line, up to its count', () => {
    const spin = testSpin(SEVENS_ROWS, [{ line: 0, symbol: 'seven', count: 3, pay: 250 }]);
    expect(winningCells(spin, game)).toEqual(['0-1', '1-1', '2-1']);
  });

  it("are the jackpot's middle row", () => {
    const spin = testSpin(SEVENS_ROWS, [], { jackpot: true });
    expect(winningCells(spin, game)).toEqual(['0-1', '1-1', '2-1', '3-1', '4-1']);
  });

  it('are every scatter when three or more showed or they paid, and none for two that did not', () => {
    const rows = [
      ['party', 'bell', 'cherry', 'bell', 'cherry'],
      ['bell', 'cherry', 'party', 'cherry', 'bell'],
      ['cherry', 'bell', 'cherry', 'bell', 'party'],
    ];
    expect(winningCells(testSpin(rows, [], { scatters: 3, scatterPay: 500 }), game).sort()).toEqual(['0-0', '2-1', '4-2']);
    expect(winningCells(testSpin(rows, [], { scatters: 2 }), game)).toEqual([]);
  });
});

describe('reels', () => {
  it("show a spin's window reel by reel, top to bottom", () => {
    expect(columnOf(SEVENS_ROWS, 2)).toEqual(['cherry', 'seven', 'cherry']);
  });

  it('draw random symbols of the game only', () => {
    const ids = ['a', 'b'];
    expect(randomColumn(ids, () => 0.99)).toEqual(['b', 'b', 'b']);
    expect(randomColumn(ids, () => 0)).toEqual(['a', 'a', 'a']);
  });
});
