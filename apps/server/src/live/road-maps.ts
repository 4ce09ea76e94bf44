/**
 * The road maps of a baccarat shoe (also drawn for dragon-tiger): bead plate, big road and the three derived roads
 * (big eye boy, small road, cockroach pig), derived from the shoe's results in order. Roads have six rows; a run
 * longer than the board, or one that meets a cell already taken, turns right (the "dragon tail").
 */
export type RoadResult = { winner: string; playerPair?: boolean; bankerPair?: boolean };
export type Cell<T> = { col: number; row: number } & T;

export const ROAD_ROWS = 6;
const TIE = 'tie';

/** Results in order, six to a column, top to bottom then left to right. */
export function beadPlate(results: readonly RoadResult[]): Cell<RoadResult>[] {
  return results.map((r, i) => ({ col: Math.floor(i / ROAD_ROWS), row: i % ROAD_ROWS, ...r }));
}

export type BigRoadEntry = { winner: string; ties: number; playerPair: boolean; bankerPair: boolean };

/**
 * The big road's logical columns: a new column whenever the winner changes; a tie is counted on the entry before it
 * (ties before the first decision are counted on the first entry, `leadingTies`).
 */
export function bigRoadColumns(results: readonly RoadResult[]): { columns: BigRoadEntry[][]; leadingTies: number } {
  const columns: BigRoadEntry[][] = [];
  let leadingTies = 0;
  for (const r of results) {
    const last = columns.at(-1);
    if (r.winner === TIE) {
      const entry = last?.at(-1);
      if (entry) entry.ties++;
      else leadingTies++;
      continue;
    }
    const entry = { winner: r.winner, ties: 0, playerPair: !!r.playerPair, bankerPair: !!r.bankerPair };
    if (last && last[0]!.winner === r.winner) last.push(entry);
    else columns.push([entry]);
  }
  if (leadingTies > 0 && columns[0]?.[0]) columns[0][0].ties += leadingTies;
  return { columns, leadingTies };
}

/** Places logical columns on a six-row board with dragon tails; each cell carries its entry. */
export function placeColumns<T>(columns: readonly (readonly T[])[]): Cell<{ entry: T }>[] {
  const taken = new Set<string>();
  const key = (c: number, r: number) => `${c},${r}`;
  const cells: Cell<{ entry: T }>[] = [];
  let start = -1;
  for (const column of columns) {
    start += 1;
    while (taken.has(key(start, 0))) start++;
    let col = start;
    let row = 0;
    let turned = false;
    for (const [i, entry] of column.entries()) {
      if (i > 0) {
        if (!turned && row + 1 < ROAD_ROWS && !taken.has(key(col, row + 1))) row++;
        else {
          turned = true;
          col++;
        }
      }
      taken.add(key(col, row));
      cells.push({ col, row, entry });
    }
  }
  return cells;
}

export type DerivedColour = 'red' | 'blue';

/**
 * A derived road of the big road: `gap` 1 for big eye boy, 2 for small road, 3 for cockroach pig. For each big road
 * entry from where the road starts: at the head of a column, red when the two columns before it (the one just before,
 * and the one `gap` further back) are as long as each other; further down a column, red when the column `gap` back
 * has an entry in the same row or is two or more shorter ("repeats"), blue when it ends just above ("breaks").
 */
export function derivedRoad(columns: readonly (readonly unknown[])[], gap: 1 | 2 | 3): DerivedColour[] {
  const colours: DerivedColour[] = [];
  for (let c = 0; c < columns.length; c++) {
    for (let r = 0; r < columns[c]!.length; r++) {
      if (r === 0) {
        if (c < gap + 1) continue;
        colours.push(columns[c - 1]!.length === columns[c - 1 - gap]!.length ? 'red' : 'blue');
      } else {
        if (c < gap) continue;
        const length = columns[c - gap]!.length;
        colours.push(length === r ? 'blue' : 'red');
      }
    }
  }
  return colours;
}

/** A derived road's colours as columns (a new column when the colour changes). */
export function coloursToColumns(colours: readonly DerivedColour[]): DerivedColour[][] {
  const columns: DerivedColour[][] = [];
  for (const colour of colours) {
    const last = columns.at(-1);
    if (last && last[0] === colour) last.push(colour);
    else columns.push([colour]);
  }
  return columns;
}

export type Roads = {
  bead: Cell<RoadResult>[];
  big: Cell<{ entry: BigRoadEntry }>[];
  bigEye: Cell<{ entry: DerivedColour }>[];
  small: Cell<{ entry: DerivedColour }>[];
  cockroach: Cell<{ entry: DerivedColour }>[];
};

export function roadMaps(results: readonly RoadResult[]): Roads {
  const { columns } = bigRoadColumns(results);
  const derived = (gap: 1 | 2 | 3) => placeColumns(coloursToColumns(derivedRoad(columns, gap)));
  return {
    bead: beadPlate(results),
    big: placeColumns(columns),
    bigEye: derived(1),
    small: derived(2),
    cockroach: derived(3),
  };
}
