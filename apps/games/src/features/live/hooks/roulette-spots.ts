/** The roulette layout's numbers and spots (the server's live/roulette.ts names the same spots). */

/** The pockets of a European wheel in their order round it. */
export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12,
  35, 3, 26,
];
const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export type PocketColour = 'green' | 'red' | 'black';
export const colourOf = (n: number): PocketColour => (n === 0 ? 'green' : REDS.has(n) ? 'red' : 'black');

/** The inside bets of the layout with the numbers each covers. */
export const INSIDE: readonly (readonly [spot: string, covers: readonly number[]])[] = (() => {
  const list: [string, number[]][] = [];
  for (const n of [1, 2, 3]) list.push([`split_0_${n}`, [0, n]]);
  list.push(['trio_0_1_2', [0, 1, 2]], ['trio_0_2_3', [0, 2, 3]]);
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) list.push([`split_${n}_${n + 1}`, [n, n + 1]]);
    if (n <= 33) list.push([`split_${n}_${n + 3}`, [n, n + 3]]);
    if (n <= 32 && n % 3 !== 0) list.push([`corner_${n}`, [n, n + 1, n + 3, n + 4]]);
    if (n % 3 === 1) {
      list.push([`street_${n}`, [n, n + 1, n + 2]]);
      if (n <= 31) list.push([`line_${n}`, [n, n + 1, n + 2, n + 3, n + 4, n + 5]]);
    }
  }
  return list;
})();
const COVERS = new Map(INSIDE);

export const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/** The card tables' spots, in the order of their boards. */
export const CARD_SPOTS = {
  baccarat: ['player_pair', 'tie', 'banker_pair', 'player', 'banker'],
  'dragon-tiger': ['dragon', 'tie', 'suited_tie', 'tiger'],
} as const;

type Translate = (key: string, values?: Record<string, string | number>) => string;
const OWN_NAMES = new Set<string>([...CARD_SPOTS.baccarat, ...CARD_SPOTS['dragon-tiger'], ...EVEN_MONEY]);

/** A spot's name: "Player", "Straight up 17", "Dozen 2", "Split 17/20", "Street 13–15", "Six line 13–18". */
export function spotName(spot: string, t: Translate): string {
  if (OWN_NAMES.has(spot)) return t(`live.${spot}`);
  const m = /^(n|dozen|column)(\d+)$/.exec(spot);
  if (m) return m[1] === 'n' ? `${t('live.straight')} ${m[2]}` : t(`live.${m[1]}`, { n: m[2] ?? '' });
  const inside = /^(split|corner|trio|street|line)_(\d+)/.exec(spot);
  const covers = COVERS.get(spot);
  if (inside && covers) {
    const span = inside[1] === 'street' || inside[1] === 'line';
    return `${t(`live.${inside[1]}`)} ${span ? `${covers[0]}–${covers[covers.length - 1]}` : covers.join('/')}`;
  }
  return spot;
}

/** Where a spot of the layout sits on its grid: row, column and spans (across a wide screen). */
export type GridPlace = { row: number; col: number; rowSpan: number; colSpan: number };

/** The layout across on wide screens (numbers in three rows), down on phones (three columns, the lowest row left). */
export function gridPlaces(down: boolean): Map<string, GridPlace> {
  const places = new Map<string, GridPlace>();
  const set = (spot: string, row: number, col: number, rowSpan = 1, colSpan = 1) => {
    const [r, c, rs, cs] = down
      ? [col, row <= 3 && rowSpan === 1 ? 4 - row : row, colSpan, rowSpan]
      : [row, col, rowSpan, colSpan];
    places.set(spot, { row: r, col: c, rowSpan: rs, colSpan: cs });
  };
  set('n0', 1, 1, 3, 1);
  for (let n = 1; n <= 36; n++) set(`n${n}`, 3 - ((n - 1) % 3), 2 + Math.floor((n - 1) / 3));
  for (const c of [1, 2, 3]) set(`column${c}`, 4 - c, 14);
  for (const d of [1, 2, 3]) set(`dozen${d}`, 4, 2 + (d - 1) * 4, 1, 4);
  for (const [i, s] of EVEN_MONEY.entries()) set(s, 5, 2 + i * 2, 1, 2);
  return places;
}

type Point = { x: number; y: number };
/**
 * Where each inside spot sits, from the centres of the laid-out numbers: a split on the line between two numbers, a
 * corner where four meet; a street on the outer edge of its row of three, a six line where that edge crosses the line
 * between two rows; a split with the zero and the trios on the zero's edge.
 */
export function insidePlaces(centre: (n: number) => Point): Map<string, Point> {
  const mid = (...ps: Point[]) => ({
    x: ps.reduce((a, p) => a + p.x, 0) / ps.length,
    y: ps.reduce((a, p) => a + p.y, 0) / ps.length,
  });
  const half = (a: Point, b: Point) => ({ x: (a.x - b.x) / 2, y: (a.y - b.y) / 2 });
  const outward = (n: number) => half(centre(n), centre(n + 1));
  const back = (n: number) => half(centre(n), centre(n + 3));
  const shift = (p: Point, d: Point) => ({ x: p.x + d.x, y: p.y + d.y });
  const places = new Map<string, Point>();
  for (const [spot, numbers] of INSIDE) {
    const first = (numbers[0] === 0 ? numbers[1] : numbers[0]) ?? 1;
    let at: Point;
    if (spot.startsWith('street_')) at = shift(centre(first), outward(first));
    else if (spot.startsWith('line_')) at = shift(mid(centre(first), centre(first + 3)), outward(first));
    else if (numbers[0] === 0) at = shift(mid(...numbers.slice(1).map(centre)), back(first));
    else at = mid(...numbers.map(centre));
    places.set(spot, at);
  }
  return places;
}
