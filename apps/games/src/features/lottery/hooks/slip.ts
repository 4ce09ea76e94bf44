/**
 * The bet slip's arithmetic in minor units (the same rules as the server's validate-bet.ts): each line's stake is a
 * whole number of stake steps, its cost (stake x the bet type's cost units) within the limits, and the slip's total
 * (every line on every followed draw) within the balance. The server checks everything again; this tells the player
 * before they send.
 */

export type SlipLine = { id: number; betType: string; pick: number[]; stake: string };

export type SlipLimits = { minCost: string; maxCost: string; step: string };

export type SlipProblem =
  | 'stake_invalid'
  | 'stake_below_minimum'
  | 'stake_above_maximum'
  | 'insufficient_funds'
  | 'too_many_bets';

export type SlipCheck = {
  /** The slip's cost, every line on every draw it follows, as an amount ("12.00"). */
  total: string;
  /** Each line's own problem, or null. */
  lines: (SlipProblem | null)[];
  /** The first problem of the slip, or null when it can be sent. */
  problem: SlipProblem | null;
};

/** The places of decimals amounts are written with: the most of the limits' own. */
export function amountDecimals(limits: SlipLimits): number {
  return Math.max(...[limits.minCost, limits.maxCost, limits.step].map((a) => (a.includes('.') ? a.split('.')[1]!.length : 0)));
}

/** An amount typed or told ("2.5", "10.00") in minor units, or null when it is not one with at most `decimals` places. */
export function parseMinor(amount: string, decimals: number): number | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals && !/^0*$/.test(fraction.slice(decimals))) return null;
  return Number(match[1]) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, '0') || '0');
}

export const formatMinor = (minor: number, decimals: number): string => (minor / 10 ** decimals).toFixed(decimals);

export function checkSlip(
  lines: readonly SlipLine[],
  costUnits: (betType: string) => number,
  limits: SlipLimits,
  options: { draws: number; balance: string | null; maxBets: number },
): SlipCheck {
  const decimals = amountDecimals(limits);
  const min = parseMinor(limits.minCost, decimals) ?? 0;
  const max = parseMinor(limits.maxCost, decimals) ?? Number.MAX_SAFE_INTEGER;
  const step = parseMinor(limits.step, decimals) || 1;
  let total = 0;
  const problems = lines.map((line): SlipProblem | null => {
    const stake = parseMinor(line.stake, decimals);
    if (stake === null || stake <= 0 || stake % step !== 0) return 'stake_invalid';
    const cost = stake * costUnits(line.betType);
    total += cost * options.draws;
    if (cost < min) return 'stake_below_minimum';
    if (cost > max) return 'stake_above_maximum';
    return null;
  });
  const balance = options.balance === null ? null : parseMinor(options.balance, decimals);
  let problem = problems.find((p) => p !== null) ?? null;
  if (!problem && lines.length * options.draws > options.maxBets) problem = 'too_many_bets';
  if (!problem && balance !== null && total > balance) problem = 'insufficient_funds';
  return { total: formatMinor(total, decimals), lines: problems, problem };
}
