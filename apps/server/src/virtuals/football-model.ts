import { type Market, marketOf, quantise } from './prices.ts';

/**
 * The virtual football league: eight clubs with attack and defence ratings. Goals of each side are Poisson with
 * mean base * own attack * other side's defence (a home advantage in the base), truncated at MAX_GOALS and
 * renormalised; the two sides are independent. 1X2, over/under 2.5 and correct score are all sums of cells of the
 * same score grid, so each market's margin is exact.
 */

export type Team = { code: string; name: string; attack: number; defence: number; kit: [string, string] };

export const TEAMS: readonly Team[] = [
  { code: 'HAR', name: 'Harbour City', attack: 1.3, defence: 0.8, kit: ['#1d4ed8', '#ffffff'] },
  { code: 'RVA', name: 'Red Valley', attack: 1.2, defence: 0.85, kit: ['#dc2626', '#fde047'] },
  { code: 'NFO', name: 'North Forge', attack: 1.1, defence: 0.95, kit: ['#111827', '#f97316'] },
  { code: 'LAK', name: 'Lakeside', attack: 1.0, defence: 1.0, kit: ['#0891b2', '#ecfeff'] },
  { code: 'STB', name: 'Stonebridge', attack: 0.95, defence: 1.05, kit: ['#6b7280', '#fef3c7'] },
  { code: 'EAW', name: 'Eastwind', attack: 0.9, defence: 1.1, kit: ['#16a34a', '#ffffff'] },
  { code: 'GOC', name: 'Goldcoast', attack: 0.85, defence: 1.15, kit: ['#ca8a04', '#1e3a8a'] },
  { code: 'HIL', name: 'Highland', attack: 0.8, defence: 1.2, kit: ['#7c3aed', '#f5f3ff'] },
];

export const HOME_BASE = 1.45;
export const AWAY_BASE = 1.15;
export const MAX_GOALS = 9;

/** Margins in basis points: 1X2 and over/under 5 %, correct score 12 %. */
export const FOOTBALL_MARGINS = { '1x2': 500, ou25: 500, cs: 1200 } as const;

/** Correct-score selections: every score up to 3-3, and "any other" home win, draw and away win. */
export const CORRECT_SCORES = [0, 1, 2, 3].flatMap((h) => [0, 1, 2, 3].map((a) => `${h}-${a}`));
export const CS_OTHER = ['home_other', 'draw_other', 'away_other'] as const;

/** Round-robin pairings (circle method) of the eight clubs, then the same with home and away swapped: 56 matches. */
const PAIRINGS: readonly [number, number][] = (() => {
  const n = TEAMS.length;
  const rounds: [number, number][] = [];
  const ring = Array.from({ length: n - 1 }, (_, i) => i + 1);
  for (let r = 0; r < n - 1; r++) {
    const order = [0, ...ring];
    for (let k = 0; k < n / 2; k++) {
      const a = order[k]!;
      const b = order[n - 1 - k]!;
      rounds.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    ring.unshift(ring.pop()!);
  }
  return [...rounds, ...rounds.map(([a, b]) => [b, a] as [number, number])];
})();

export type Fixture = { home: Team; away: Team };
export function fixtureOf(eventNo: number): Fixture {
  const [h, a] = PAIRINGS[((eventNo % PAIRINGS.length) + PAIRINGS.length) % PAIRINGS.length]!;
  return { home: TEAMS[h]!, away: TEAMS[a]! };
}

function poisson(mean: number): number[] {
  const p: number[] = [];
  let term = Math.exp(-mean);
  for (let k = 0; k <= MAX_GOALS; k++) {
    p.push(term);
    term = (term * mean) / (k + 1);
  }
  return p;
}

export const goalMeans = ({ home, away }: Fixture) => ({
  home: HOME_BASE * home.attack * away.defence,
  away: AWAY_BASE * away.attack * home.defence,
});

export type ScoreCell = { home: number; away: number; key: string };
export const SCORE_CELLS: readonly ScoreCell[] = Array.from({ length: (MAX_GOALS + 1) ** 2 }, (_, i) => {
  const home = Math.floor(i / (MAX_GOALS + 1));
  const away = i % (MAX_GOALS + 1);
  return { home, away, key: `${home}-${away}` };
});

/** The model of one match: the integer weight of every score and the markets priced from them. */
export type FootballModel = { fixture: Fixture; weights: bigint[]; markets: Market[] };

const sumWhere = (weights: bigint[], test: (cell: ScoreCell) => boolean) =>
  SCORE_CELLS.reduce((sum, cell, i) => (test(cell) ? sum + weights[i]! : sum), 0n);

/** Which selection of a market a final score wins. */
export function footballWinner(market: string, home: number, away: number): string {
  if (market === '1x2') return home > away ? 'home' : home === away ? 'draw' : 'away';
  if (market === 'ou25') return home + away > 2.5 ? 'over' : 'under';
  if (home <= 3 && away <= 3) return `${home}-${away}`;
  return home > away ? 'home_other' : home === away ? 'draw_other' : 'away_other';
}

const cache = new Map<string, FootballModel>();

export function footballModel(eventNo: number): FootballModel {
  const fixture = fixtureOf(eventNo);
  const key = `${fixture.home.code}-${fixture.away.code}`;
  const known = cache.get(key);
  if (known) return known;
  const means = goalMeans(fixture);
  const ph = poisson(means.home);
  const pa = poisson(means.away);
  const weights = quantise(SCORE_CELLS.map((c) => ph[c.home]! * pa[c.away]!));
  const selectionsOf = (market: string, ids: readonly string[]) =>
    ids.map((id) => ({ id, weight: sumWhere(weights, (c) => footballWinner(market, c.home, c.away) === id) }));
  const model: FootballModel = {
    fixture,
    weights,
    markets: [
      marketOf('1x2', FOOTBALL_MARGINS['1x2'], selectionsOf('1x2', ['home', 'draw', 'away'])),
      marketOf('ou25', FOOTBALL_MARGINS.ou25, selectionsOf('ou25', ['over', 'under'])),
      marketOf('cs', FOOTBALL_MARGINS.cs, selectionsOf('cs', [...CORRECT_SCORES, ...CS_OTHER])),
    ],
  };
  cache.set(key, model);
  return model;
}
