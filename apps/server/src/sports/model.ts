/**
 * The sportsbook's vocabulary. Money is bigint minor units (packages/contract/src/money.ts). Decimal odds are bigint
 * hundredths (1.85 is 185n): the offered price is rounded down to two decimals as in virtuals (decision 0039), so a
 * stored price is exactly what was shown and is paid. Lines (handicaps and totals) are bigint quarters (-0.75 is -3n)
 * so quarter lines are exact and never a float.
 */

export const SPORTS = ['football', 'cricket', 'basketball', 'tennis', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];

/** Decimal odds in hundredths: 1.01 is the lowest price a book can offer (101n). */
export type OddsHundredths = bigint;
export const ODDS_SCALE = 100n;
export const MIN_ODDS: OddsHundredths = 101n;

/** A handicap or total in quarters: 2.25 is 9n, -0.5 is -2n. */
export type LineQuarters = bigint;

/** An exact non-negative rational, for dead-heat and void factors and for multipliers before the last rounding. */
export type Fraction = { num: bigint; den: bigint };
export const ONE: Fraction = { num: 1n, den: 1n };

export type Score = { home: number; away: number };

/**
 * An event's status. `version` grows with every change the feed sends, so a message older than the state is ignored
 * (feed-messages.ts). A live event carries its score and clock; `suspended` keeps them because betting stops, not play.
 */
export type EventStatus =
  | { kind: 'scheduled'; startsAt: string }
  | { kind: 'live'; score: Score; clock: string }
  | { kind: 'suspended'; score: Score | null; clock: string | null }
  | { kind: 'ended'; score: Score }
  | { kind: 'cancelled' };

export type SportEvent = {
  id: string;
  sport: Sport;
  competitionId: string;
  home: string;
  away: string;
  status: EventStatus;
  version: number;
};

/**
 * A market type and its parameters. Asian handicap's line is the home side's; the away selection takes its opposite.
 * `match_winner` is the two-way market (tennis, basketball with overtime, esports): a tie voids it.
 */
export type MarketSpec =
  | { type: '1x2' }
  | { type: 'asian_handicap'; line: LineQuarters }
  | { type: 'over_under'; line: LineQuarters }
  | { type: 'both_teams_to_score' }
  | { type: 'match_winner' }
  | { type: 'innings_runs'; innings: number; line: LineQuarters }
  | { type: 'top_batsman'; innings: number }
  | { type: 'correct_score'; maxGoals: number };

export type MarketType = MarketSpec['type'];

/**
 * The selection keys each market type offers. Correct score offers `"h-a"` up to maxGoals a side plus `other`; top
 * batsman offers the batting side's player ids, so neither has a fixed list.
 */
export type SelectionKey = string;
export const SELECTION_KEYS: Record<Exclude<MarketType, 'correct_score' | 'top_batsman'>, readonly SelectionKey[]> = {
  '1x2': ['home', 'draw', 'away'],
  asian_handicap: ['home', 'away'],
  over_under: ['over', 'under'],
  both_teams_to_score: ['yes', 'no'],
  match_winner: ['home', 'away'],
  innings_runs: ['over', 'under'],
};

/** open takes bets; suspended keeps prices but refuses bets; settled and cancelled are final (cancelled voids). */
export type MarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | 'cancelled';

export type Selection = { key: SelectionKey; odds: OddsHundredths; active: boolean };

export type Market = {
  id: string;
  eventId: string;
  spec: MarketSpec;
  status: MarketStatus;
  selections: Selection[];
};

/** What a selection became. Half results come only from quarter lines. */
export type SelectionResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

/** A settled selection: its result and, for a shared win, the dead-heat factor (1 when none). */
export type SelectionOutcome = { result: SelectionResult; deadHeat: Fraction };

export const isQuarterLine = (line: LineQuarters): boolean => line % 2n !== 0n;

/** Reads "-0.25" or "2.75" into quarters; refuses anything not a multiple of 0.25. */
export function parseLine(text: string): LineQuarters {
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not a line: ${text}`);
  const hundredths = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  if (hundredths % 25n !== 0n) throw new Error(`not a quarter line: ${text}`);
  return (match[1] === '-' ? -1n : 1n) * (hundredths / 25n);
}

/** Reads "1.85" into hundredths; refuses more than two decimals or prices below 1.01. */
export function parseOdds(text: string): OddsHundredths {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not decimal odds: ${text}`);
  const odds = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (odds < MIN_ODDS) throw new Error(`odds below 1.01: ${text}`);
  return odds;
}

export const formatOdds = (odds: OddsHundredths): string => `${odds / 100n}.${String(odds % 100n).padStart(2, '0')}`;
