import type { Fraction, LineQuarters, MarketSpec, Score, SelectionKey, SelectionOutcome, SelectionResult } from './model.ts';
import { ONE } from './model.ts';

/**
 * What the book knows when it settles a market: the score of the period the market covers, for innings runs the
 * innings' runs, for top batsman the innings' batting card. `null` means the market could not be decided (match
 * abandoned, innings not played): every selection is void and stakes come back.
 */
export type MarketFacts = {
  score: Score | null;
  inningsRuns?: number | null;
  batting?: BattingCard | null;
  deadHeat?: Fraction;
};

/** The batting side's eleven and the runs each scored in the innings; a player of the eleven who did not bat has none. */
export type BattingCard = { playingEleven: readonly string[]; runs: Readonly<Record<string, number>> };

/**
 * One half of a stake against a whole or half line: `margin` is the result against the line in quarters (positive
 * means the selection covered). A whole line can land exactly on it (a push: the half is void).
 */
const againstLine = (margin: bigint): 'win' | 'lose' | 'void' => (margin > 0n ? 'win' : margin < 0n ? 'lose' : 'void');

/**
 * A line result. A quarter line (x.25, x.75) splits the stake into two halves on the lines either side (-0.25 is half
 * on 0 and half on -0.5), so the result is whole, half or void. The two halves are half a goal apart and the score is
 * whole, so one half cannot win while the other loses.
 */
export function lineResult(marginQuarters: bigint, line: LineQuarters): SelectionResult {
  if (line % 2n === 0n) return againstLine(marginQuarters + line);
  const low = againstLine(marginQuarters + line - 1n);
  const high = againstLine(marginQuarters + line + 1n);
  if (low === high) return low;
  const decided = low === 'void' ? high : low;
  return decided === 'win' ? 'half_win' : 'half_lose';
}

/** The result of one selection of a market, from the facts. Unknown keys are refused rather than read as a loss. */
export function settleSelection(spec: MarketSpec, key: SelectionKey, facts: MarketFacts): SelectionOutcome {
  const outcome = (result: SelectionResult): SelectionOutcome => ({
    result,
    deadHeat: result === 'win' || result === 'half_win' ? (facts.deadHeat ?? ONE) : ONE,
  });
  if (spec.type === 'innings_runs') {
    if (facts.inningsRuns == null) return outcome('void');
    const runs = BigInt(facts.inningsRuns) * 4n;
    if (key === 'over') return outcome(lineResult(runs, -spec.line));
    if (key === 'under') return outcome(lineResult(-runs, spec.line));
    throw new Error(`innings_runs has no selection ${key}`);
  }
  if (spec.type === 'top_batsman') {
    if (facts.batting == null) return outcome('void');
    return topBatsmanResult(key, facts.batting);
  }
  const score = facts.score;
  if (score === null) return outcome('void');
  const home = BigInt(score.home);
  const away = BigInt(score.away);
  switch (spec.type) {
    case '1x2': {
      const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
      if (!['home', 'draw', 'away'].includes(key)) throw new Error(`1x2 has no selection ${key}`);
      return outcome(key === winner ? 'win' : 'lose');
    }
    case 'match_winner': {
      if (key !== 'home' && key !== 'away') throw new Error(`match_winner has no selection ${key}`);
      // A two-way market has no draw to lose to: a tie gives the stakes back.
      if (home === away) return outcome('void');
      return outcome((key === 'home') === home > away ? 'win' : 'lose');
    }
    case 'asian_handicap': {
      if (key === 'home') return outcome(lineResult((home - away) * 4n, spec.line));
      if (key === 'away') return outcome(lineResult((away - home) * 4n, -spec.line));
      throw new Error(`asian_handicap has no selection ${key}`);
    }
    case 'over_under': {
      const total = (home + away) * 4n;
      if (key === 'over') return outcome(lineResult(total, -spec.line));
      if (key === 'under') return outcome(lineResult(-total, spec.line));
      throw new Error(`over_under has no selection ${key}`);
    }
    case 'both_teams_to_score': {
      const both = home > 0n && away > 0n;
      if (key !== 'yes' && key !== 'no') throw new Error(`both_teams_to_score has no selection ${key}`);
      return outcome((key === 'yes') === both ? 'win' : 'lose');
    }
    case 'correct_score': {
      return outcome(correctScoreResult(key, score, spec.maxGoals));
    }
  }
}

/** Correct score keys are "h-a"; `other` wins when either side scored more than the grid offers. */
function correctScoreResult(key: SelectionKey, score: Score, maxGoals: number): 'win' | 'lose' {
  const actual = `${score.home}-${score.away}`;
  if (key === 'other') return score.home > maxGoals || score.away > maxGoals ? 'win' : 'lose';
  if (!/^\d+-\d+$/.test(key)) throw new Error(`correct_score has no selection ${key}`);
  return key === actual ? 'win' : 'lose';
}

/**
 * Top batsman, as cricket books settle it: a player outside the playing eleven is void (the bet never had a chance);
 * one who played but did not bat scored 0 and loses; players tied on the most runs share the win under dead-heat
 * rules, each paid at odds x 1/n.
 */
function topBatsmanResult(key: SelectionKey, card: BattingCard): SelectionOutcome {
  if (!card.playingEleven.includes(key)) return { result: 'void', deadHeat: ONE };
  const runsOf = (player: string) => card.runs[player] ?? 0;
  const most = Math.max(...card.playingEleven.map(runsOf));
  const leaders = card.playingEleven.filter((player) => runsOf(player) === most).length;
  if (runsOf(key) !== most) return { result: 'lose', deadHeat: ONE };
  return { result: 'win', deadHeat: { num: 1n, den: BigInt(leaders) } };
}
