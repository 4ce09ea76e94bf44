import { describe, expect, it } from 'vitest';
import type { MarketSpec, SelectionOutcome, SelectionResult } from './model.ts';
import { formatOdds, parseLine, parseOdds } from './model.ts';
import { betReturn, parlayProblem, parlayReturn, potentialReturn, resettle, resettleBet, singleReturn } from './settle-bet.ts';
import type { BattingCard } from './settle-selection.ts';
import { settleSelection } from './settle-selection.ts';

const score = (text: string) => {
  const [home, away] = text.split('-').map(Number);
  return { score: { home: home!, away: away! } };
};
const result = (spec: MarketSpec, key: string, text: string): SelectionResult => settleSelection(spec, key, score(text)).result;
const ah = (line: string): MarketSpec => ({ type: 'asian_handicap', line: parseLine(line) });
const ou = (line: string): MarketSpec => ({ type: 'over_under', line: parseLine(line) });
const plain = (result: SelectionResult): SelectionOutcome => ({ result, deadHeat: { num: 1n, den: 1n } });

describe('model parsing', () => {
  it('reads lines in quarters and odds in hundredths, and refuses anything else', () => {
    expect([parseLine('-0.25'), parseLine('2.75'), parseLine('+1'), parseLine('0')]).toEqual([-1n, 11n, 4n, 0n]);
    expect(() => parseLine('0.3')).toThrow();
    expect(parseOdds('1.85')).toBe(185n);
    expect(parseOdds('12')).toBe(1200n);
    expect(() => parseOdds('1.855')).toThrow();
    expect(() => parseOdds('1.00')).toThrow();
    expect(formatOdds(205n)).toBe('2.05');
  });
});

describe('Asian handicap (home line; away takes the opposite)', () => {
  it.each([
    ['-0.25', '1-0', 'win'],
    ['-0.25', '0-0', 'half_lose'],
    ['-0.25', '0-1', 'lose'],
    ['-0.5', '1-0', 'win'],
    ['-0.5', '0-0', 'lose'],
    ['-0.75', '2-0', 'win'],
    ['-0.75', '1-0', 'half_win'],
    ['-0.75', '0-0', 'lose'],
    ['-1', '2-0', 'win'],
    ['-1', '1-0', 'void'],
    ['-1', '0-0', 'lose'],
    ['+0.25', '1-0', 'win'],
    ['+0.25', '0-0', 'half_win'],
    ['+0.25', '0-1', 'lose'],
    ['0', '1-1', 'void'],
    ['-1.25', '2-1', 'half_lose'],
    ['-1.75', '3-1', 'half_win'],
  ] as const)('home %s at %s: %s', (line, at, expected) => {
    expect(result(ah(line), 'home', at)).toBe(expected);
  });

  it.each([
    ['-0.25', '0-0', 'half_win'],
    ['-0.75', '1-0', 'half_lose'],
    ['-1', '1-0', 'void'],
    ['+0.25', '0-0', 'half_lose'],
    ['-0.5', '0-0', 'win'],
  ] as const)('away against home %s at %s: %s', (line, at, expected) => {
    expect(result(ah(line), 'away', at)).toBe(expected);
  });
});

describe('over/under', () => {
  it.each([
    ['2.25', 'over', '2-1', 'win'],
    ['2.25', 'over', '1-1', 'half_lose'],
    ['2.25', 'over', '1-0', 'lose'],
    ['2.25', 'under', '1-1', 'half_win'],
    ['2.75', 'over', '2-2', 'win'],
    ['2.75', 'over', '2-1', 'half_win'],
    ['2.75', 'over', '1-1', 'lose'],
    ['2.75', 'under', '2-1', 'half_lose'],
    ['2.5', 'under', '1-1', 'win'],
    ['3', 'over', '2-1', 'void'],
  ] as const)('%s %s at %s: %s', (line, key, at, expected) => {
    expect(result(ou(line), key, at)).toBe(expected);
  });
});

describe('other market types', () => {
  it.each([
    [{ type: '1x2' }, 'home', '2-1', 'win'],
    [{ type: '1x2' }, 'draw', '1-1', 'win'],
    [{ type: '1x2' }, 'away', '1-1', 'lose'],
    [{ type: 'both_teams_to_score' }, 'yes', '1-1', 'win'],
    [{ type: 'both_teams_to_score' }, 'yes', '2-0', 'lose'],
    [{ type: 'both_teams_to_score' }, 'no', '0-0', 'win'],
    [{ type: 'match_winner' }, 'home', '3-1', 'win'],
    [{ type: 'match_winner' }, 'away', '3-1', 'lose'],
    [{ type: 'match_winner' }, 'home', '100-100', 'void'],
    [{ type: 'correct_score', maxGoals: 3 }, '2-1', '2-1', 'win'],
    [{ type: 'correct_score', maxGoals: 3 }, '1-2', '2-1', 'lose'],
    [{ type: 'correct_score', maxGoals: 3 }, 'other', '4-0', 'win'],
    [{ type: 'correct_score', maxGoals: 3 }, 'other', '3-3', 'lose'],
  ] as const)('%o %s at %s: %s', (spec, key, at, expected) => {
    expect(result(spec, key, at)).toBe(expected);
  });

  it('settles cricket innings runs on the innings, and voids an innings never played', () => {
    const spec: MarketSpec = { type: 'innings_runs', innings: 1, line: parseLine('165.5') };
    expect(settleSelection(spec, 'over', { score: null, inningsRuns: 166 }).result).toBe('win');
    expect(settleSelection(spec, 'under', { score: null, inningsRuns: 165 }).result).toBe('win');
    expect(settleSelection(spec, 'over', { score: null, inningsRuns: null }).result).toBe('void');
  });

  it('voids every selection of an undecided market and refuses unknown keys', () => {
    expect(settleSelection({ type: '1x2' }, 'home', { score: null }).result).toBe('void');
    expect(() => result({ type: '1x2' }, 'x', '1-0')).toThrow();
    expect(() => result(ah('-0.5'), 'over', '1-0')).toThrow();
  });

  it('applies a dead-heat factor to winners only', () => {
    const facts = { ...score('1-0'), deadHeat: { num: 1n, den: 2n } };
    expect(settleSelection({ type: '1x2' }, 'home', facts).deadHeat).toEqual({ num: 1n, den: 2n });
    expect(settleSelection({ type: '1x2' }, 'away', facts).deadHeat).toEqual({ num: 1n, den: 1n });
  });
});

describe('returns in minor units', () => {
  it.each([
    ['win', 190n, 10_000n, 19_000n],
    ['half_win', 190n, 10_000n, 14_500n],
    ['void', 190n, 10_000n, 10_000n],
    ['half_lose', 190n, 10_000n, 5_000n],
    ['lose', 190n, 10_000n, 0n],
    ['win', 185n, 1n, 1n],
    ['half_win', 185n, 3n, 4n],
  ] as const)('%s at %s on %s returns %s', (res, odds, stake, expected) => {
    expect(singleReturn(stake, odds, plain(res))).toBe(expected);
  });

  it('pays a dead heat at the factor times the odds', () => {
    expect(singleReturn(1_000n, 500n, { result: 'win', deadHeat: { num: 1n, den: 2n } })).toBe(2_500n);
    expect(singleReturn(999n, 400n, { result: 'win', deadHeat: { num: 1n, den: 3n } })).toBe(1_332n);
  });

  it('never pays more than the exact amount, and at most one minor unit less', () => {
    for (let stake = 1n; stake < 500n; stake += 7n) {
      for (const odds of [101n, 133n, 185n, 377n, 1_999n]) {
        const exactTimes200 = stake * (odds + 100n);
        const paid = singleReturn(stake, odds, plain('half_win'));
        expect(paid * 200n <= exactTimes200).toBe(true);
        expect((paid + 1n) * 200n > exactTimes200).toBe(true);
      }
    }
  });
});

describe('parlays', () => {
  const leg = (eventId: string, odds: bigint, res: SelectionResult) => ({
    eventId,
    marketId: `${eventId}-m`,
    selectionKey: 'home',
    odds,
    outcome: plain(res),
  });

  it('counts void legs at 1, half-win at (1 + odds) / 2, half-lose at 0.5, and rounds once', () => {
    expect(parlayReturn(1_000n, [leg('a', 200n, 'win'), leg('b', 190n, 'void'), leg('c', 180n, 'half_win')])).toBe(2_800n);
    expect(parlayReturn(1_000n, [leg('a', 200n, 'win'), leg('b', 190n, 'half_lose')])).toBe(1_000n);
    expect(parlayReturn(1_000n, [leg('a', 200n, 'void'), leg('b', 190n, 'void')])).toBe(1_000n);
    expect(parlayReturn(1_000n, [leg('a', 200n, 'win'), leg('b', 190n, 'lose')])).toBe(0n);
    expect(parlayReturn(333n, [leg('a', 185n, 'win'), leg('b', 185n, 'win'), leg('c', 185n, 'win')])).toBe(2_108n); // 2108.43; rounding per leg would give 2107
  });

  it('refuses fewer than 2 legs, more than 10, and two legs of one event', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ eventId: `e${i}` }));
    expect(parlayProblem(ids(1))).toBe('too_few_legs');
    expect(parlayProblem(ids(2))).toBeNull();
    expect(parlayProblem(ids(10))).toBeNull();
    expect(parlayProblem(ids(11))).toBe('too_many_legs');
    expect(parlayProblem([{ eventId: 'a' }, { eventId: 'a' }])).toBe('same_event');
    expect(() => parlayReturn(1n, [leg('a', 200n, 'win'), leg('a', 200n, 'win')])).toThrow();
  });

  it('potential return is every leg winning', () => {
    expect(potentialReturn(1_000n, [200n, 150n])).toBe(3_000n);
    expect(betReturn(1_000n, [leg('a', 250n, 'win')])).toBe(2_500n);
  });
});

describe('resettlement', () => {
  it('reverses the earlier payout and pays the corrected one', () => {
    expect(resettle(1_900n, 0n)).toEqual({ reverse: 1_900n, pay: 0n, net: -1_900n });
    expect(resettle(0n, 1_450n)).toEqual({ reverse: 0n, pay: 1_450n, net: 1_450n });
    expect(resettle(1_000n, 1_000n)).toBeNull();
  });
});

describe('cricket top batsman', () => {
  const spec: MarketSpec = { type: 'top_batsman', innings: 1 };
  const card: BattingCard = {
    playingEleven: ['kohli', 'sharma', 'gill', 'pant', 'jadeja'],
    runs: { kohli: 82, sharma: 82, gill: 40, pant: 0 },
  };
  const settle = (key: string, batting: BattingCard | null = card) => settleSelection(spec, key, { score: null, batting });

  it.each([
    ['kohli', 'win', 2n],
    ['sharma', 'win', 2n],
    ['gill', 'lose', 1n],
    ['jadeja', 'lose', 1n], // played, did not bat: 0 runs
    ['bumrah', 'void', 1n], // not in the eleven
  ] as const)('%s: %s, dead heat 1/%s', (key, expected, den) => {
    const outcome = settle(key);
    expect(outcome.result).toBe(expected);
    expect(outcome.deadHeat).toEqual({ num: 1n, den });
  });

  it('pays a tie for top batsman at half the odds, and voids an innings not played', () => {
    expect(singleReturn(1_000n, 450n, settle('kohli'))).toBe(2_250n);
    expect(singleReturn(1_000n, 450n, settle('gill'))).toBe(0n);
    expect(settle('kohli', null).result).toBe('void');
  });

  it('gives a lone top scorer the full odds', () => {
    const outcome = settle('gill', { ...card, runs: { gill: 101 } });
    expect(outcome).toEqual({ result: 'win', deadHeat: { num: 1n, den: 1n } });
  });
});

describe('resettlement from corrected results', () => {
  const leg = (eventId: string, odds: bigint, res: SelectionResult) => ({
    eventId,
    marketId: `${eventId}-m`,
    selectionKey: 'home',
    odds,
    outcome: plain(res),
  });

  it('reverses a parlay paid on a wrong leg and pays it again on the corrected one', () => {
    const settled = [leg('a', 200n, 'win'), leg('b', 190n, 'win')];
    const corrected = [leg('a', 200n, 'win'), leg('b', 190n, 'void')];
    expect(resettleBet(1_000n, settled, corrected)).toEqual({ reverse: 3_800n, pay: 2_000n, net: -1_800n });
  });

  it('books nothing when the correction does not change the return', () => {
    const settled = [leg('a', 200n, 'lose'), leg('b', 190n, 'win')];
    const corrected = [leg('a', 200n, 'lose'), leg('b', 190n, 'lose')];
    expect(resettleBet(1_000n, settled, corrected)).toBeNull();
  });
});
