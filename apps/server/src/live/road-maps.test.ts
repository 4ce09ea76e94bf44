import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoadColumns, coloursToColumns, derivedRoad, placeColumns, roadMaps } from './road-maps.ts';

const seq = (letters: string) => [...letters].map((l) => ({ winner: l === 'B' ? 'banker' : l === 'P' ? 'player' : 'tie' }));
const shape = (columns: { winner: string }[][]) => columns.map((c) => c.map((e) => e.winner[0]!.toUpperCase()).join(''));

describe('road maps from a known shoe', () => {
  const results = seq('BBPPPBPPBB');

  it('big road: a new column when the winner changes', () => {
    expect(shape(bigRoadColumns(results).columns)).toEqual(['BB', 'PPP', 'B', 'PP', 'BB']);
  });

  it('big eye boy, small road and cockroach pig', () => {
    const { columns } = bigRoadColumns(results);
    // Big eye boy starts at the second column's second entry: it compares with the column just before.
    expect(derivedRoad(columns, 1)).toEqual(['red', 'blue', 'blue', 'blue', 'blue', 'blue', 'red']);
    expect(derivedRoad(columns, 2)).toEqual(['blue', 'red', 'blue', 'blue']);
    expect(derivedRoad(columns, 3)).toEqual(['red', 'red', 'red']);
    const roads = roadMaps(results);
    expect(roads.bigEye.map((c) => [c.col, c.row, c.entry])).toEqual([
      [0, 0, 'red'],
      [1, 0, 'blue'],
      [1, 1, 'blue'],
      [1, 2, 'blue'],
      [1, 3, 'blue'],
      [1, 4, 'blue'],
      [2, 0, 'red'],
    ]);
    expect(roads.cockroach.map((c) => [c.col, c.row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
  });

  it('ties mark the entry before them; ties before the first decision mark the first entry', () => {
    const { columns } = bigRoadColumns(seq('TBTTPB'));
    expect(shape(columns)).toEqual(['B', 'P', 'B']);
    expect(columns[0]![0]!.ties).toBe(3);
    expect(columns[1]![0]!.ties).toBe(0);
  });

  it('a run longer than six rows turns right (dragon tail), and the next column starts beside it', () => {
    const cells = placeColumns(bigRoadColumns(seq('BBBBBBBBP')).columns);
    expect(cells.map((c) => [c.col, c.row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5],
      [2, 5],
      [1, 0],
    ]);
  });

  it('a column that meets a tail turns right where it meets it', () => {
    // Seven bankers tail into column 1 at row 5; the players of column 1 stop above it and turn at row 4.
    const cells = placeColumns(bigRoadColumns(seq('BBBBBBBPPPPPPP')).columns);
    const players = cells.filter((c) => c.entry.winner === 'player').map((c) => [c.col, c.row]);
    expect(players).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
  });

  it('bead plate: six to a column, in order', () => {
    const cells = beadPlate(seq('BPTBPBB'));
    expect(cells.map((c) => [c.col, c.row, c.winner[0]])).toEqual([
      [0, 0, 'b'],
      [0, 1, 'p'],
      [0, 2, 't'],
      [0, 3, 'b'],
      [0, 4, 'p'],
      [0, 5, 'b'],
      [1, 0, 'b'],
    ]);
  });

  it('a derived road turns its colours into columns', () => {
    expect(coloursToColumns(['red', 'red', 'blue', 'red'])).toEqual([['red', 'red'], ['blue'], ['red']]);
  });
});
