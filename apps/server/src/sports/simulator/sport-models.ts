import type { MarketSpec, Sport } from '../model.ts';
import type { MarketFacts } from '../settle-selection.ts';
import { poisson, type Random } from './seeded-random.ts';

/**
 * How the simulator plays each sport: a match is a run of steps (a minute of football or basketball, an over of
 * cricket, a set of tennis, a map of esports), each drawn from the two sides' strengths. Pricing plays the rest of a
 * match many times from where it stands (pricing.ts), so one model gives both the live match and its prices.
 */
export type Strengths = { home: number; away: number };

export type MatchState = {
  home: number;
  away: number;
  /** Steps played. */
  step: number;
  /** Cricket: the innings under way (1: home bats, 2: away chases), its overs and the batting side's wickets. */
  innings: number;
  overs: number;
  wickets: number;
  /** Cricket: the home side's first-innings runs once it is over. */
  inningsRuns: number | null;
  done: boolean;
};

export type StepResult = { state: MatchState; incident: boolean };

export type SportModel = {
  sport: Sport;
  /** Simulated minutes a step lasts; the simulator's speed turns them into real time. */
  stepMinutes: number;
  /** Live prices are refreshed every so many steps besides after an incident. */
  refreshEvery: number;
  /** How far the market's view of the home side's strength wanders before the start (0.1 is give or take 5%). */
  drift: number;
  strengths(random: Random): Strengths;
  next(random: Random, strengths: Strengths, state: MatchState): StepResult;
  clock(state: MatchState): string;
  /** The markets offered, with lines set from the expected margin and total before the start. */
  markets(expected: { margin: number; total: number; inningsRuns: number }): MarketSpec[];
  facts(spec: MarketSpec, state: MatchState): MarketFacts;
};

export const START: MatchState = { home: 0, away: 0, step: 0, innings: 1, overs: 0, wickets: 0, inningsRuns: null, done: false };

const nearestQuarter = (value: number): bigint => BigInt(Math.round(value * 4));
/** x.5 lines, so a basketball or cricket total never pushes. */
const halfLine = (value: number): bigint => BigInt(Math.floor(value) * 4 + 2);

const scoreFacts = (_spec: MarketSpec, state: MatchState): MarketFacts => ({ score: { home: state.home, away: state.away } });

const football: SportModel = {
  sport: 'football',
  stepMinutes: 1,
  refreshEvery: 5,
  drift: 0.12,
  strengths: (random) => ({ home: 0.9 + random() * 1.1, away: 0.6 + random() * 1.0 }),
  next(random, s, state) {
    const home = random() < s.home / 90 ? 1 : 0;
    const away = random() < s.away / 90 ? 1 : 0;
    const step = state.step + 1;
    return {
      state: { ...state, home: state.home + home, away: state.away + away, step, done: step >= 90 },
      incident: home + away > 0,
    };
  },
  clock: (state) => `${state.step}'`,
  markets: ({ margin, total }) => [
    { type: '1x2' },
    { type: 'asian_handicap', line: -nearestQuarter(margin) },
    { type: 'over_under', line: nearestQuarter(Math.max(0.5, total)) },
    { type: 'both_teams_to_score' },
    { type: 'correct_score', maxGoals: 3 },
  ],
  facts: scoreFacts,
};

const basketball: SportModel = {
  sport: 'basketball',
  stepMinutes: 1,
  refreshEvery: 3,
  drift: 0.03,
  strengths: (random) => ({ home: 104 + random() * 16, away: 100 + random() * 16 }),
  next(random, s, state) {
    const step = state.step + 1;
    const home = state.home + 2 * poisson(random, s.home / 96);
    const away = state.away + 2 * poisson(random, s.away / 96);
    // Four quarters of twelve minutes; a tie goes to five-minute overtimes.
    const periodEnds = step === 48 || (step > 48 && (step - 48) % 5 === 0);
    return {
      state: { ...state, home, away, step, done: periodEnds && (home !== away || step >= 73) },
      incident: step <= 48 && step % 12 === 0,
    };
  },
  clock: (state) => (state.step < 48 ? `Q${Math.floor(state.step / 12) + 1} ${12 - (state.step % 12)}:00` : 'OT'),
  markets: ({ margin, total }) => [
    { type: 'match_winner' },
    { type: 'asian_handicap', line: -halfLine(margin) },
    { type: 'over_under', line: halfLine(total) },
  ],
  facts: scoreFacts,
};

const cricket: SportModel = {
  sport: 'cricket',
  stepMinutes: 4,
  refreshEvery: 2,
  drift: 0.04,
  // Runs an over for each side; a Twenty20 innings is 20 overs or 10 wickets, and the chase stops once ahead.
  strengths: (random) => ({ home: 7 + random() * 2, away: 7 + random() * 2 }),
  next(random, s, state) {
    const batting = state.innings === 1 ? 'home' : 'away';
    const wicket = random() < 0.32 ? 1 : 0;
    const next: MatchState = {
      ...state,
      step: state.step + 1,
      overs: state.overs + 1,
      wickets: state.wickets + wicket,
      [batting]: state[batting] + poisson(random, s[batting]),
    };
    const inningsOver = next.overs >= 20 || next.wickets >= 10;
    if (state.innings === 1 && inningsOver)
      return { state: { ...next, innings: 2, overs: 0, wickets: 0, inningsRuns: next.home }, incident: true };
    if (state.innings === 2 && (inningsOver || next.away > next.home)) return { state: { ...next, done: true }, incident: true };
    return { state: next, incident: wicket > 0 };
  },
  clock: (state) => `${state.innings}: ${state.overs}.0 ov ${state.wickets} wkt`,
  markets: ({ inningsRuns }) => [{ type: 'match_winner' }, { type: 'innings_runs', innings: 1, line: halfLine(inningsRuns) }],
  facts: (spec, state) =>
    spec.type === 'innings_runs'
      ? { score: null, inningsRuns: state.inningsRuns }
      : { score: { home: state.home, away: state.away } },
};

/** Tennis sets and esports maps: best of three, each won with a chance from the sides' strengths. */
const bestOfThree = (sport: Sport, stepMinutes: number, unit: string): SportModel => ({
  sport,
  stepMinutes,
  refreshEvery: 1,
  drift: 0.1,
  strengths: (random) => ({ home: 0.35 + random() * 0.4, away: 0 }),
  next(random, s, state) {
    const homeWins = random() < s.home;
    const home = state.home + (homeWins ? 1 : 0);
    const away = state.away + (homeWins ? 0 : 1);
    return { state: { ...state, home, away, step: state.step + 1, done: home === 2 || away === 2 }, incident: true };
  },
  clock: (state) => `${unit} ${state.step + 1}`,
  markets: () => [{ type: 'match_winner' }, { type: 'asian_handicap', line: -6n }, { type: 'over_under', line: 10n }],
  facts: scoreFacts,
});

export const SPORT_MODELS: Record<Sport, SportModel> = {
  football,
  cricket,
  basketball,
  tennis: bestOfThree('tennis', 40, 'Set'),
  esports: bestOfThree('esports', 35, 'Map'),
};
