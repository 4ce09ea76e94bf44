import { type Ratio, ratio } from './ratio.ts';

/**
 * The shape every lottery game shares. Odds and returns are integers in hundredths of the unit stake: decimal odds
 * with the stake included ("1.94" is 194), the way South-East Asian sites print them, so every pay is an exact
 * fraction with denominator 100 and settlement needs no floating point.
 */

/** Uniform integers in [0, n): the draw stream of a verifiable draw, or a simulation RNG in the benchmark. */
export type UniformSource = { int(n: number): number };

/** One number of a pick: its meaning and its allowed range (inclusive). */
export type PickSlot = { name: string; min: number; max: number };

export type BetType<Outcome> = {
  /** The numbers a pick lists, in order (empty for bets like big or small that pick nothing). */
  slots: readonly PickSlot[];
  /** What a pick needs beyond each number's range: distinct numbers, positions in increasing order. */
  pickRule?: (pick: readonly number[]) => boolean;
  /** Unit stakes the bet costs: 27 for lô (one unit per number of the sheet), 1 for every other bet. */
  costUnits: bigint;
  /** The published returns of a win for this pick, in hundredths of a unit stake, stake included. */
  odds(pick: readonly number[]): readonly bigint[];
  /** What one unit stake returns on this outcome, in hundredths (0 when the bet loses). */
  returnOf(pick: readonly number[], outcome: Outcome): bigint;
  /** The picks whose RTP the rules publish: every pick whose RTP can differ from another's (tests prove each). */
  rtpPicks: readonly (readonly number[])[];
};

export type LotteryGame<Outcome> = {
  code: string;
  /** Which schedule the game draws on (see schedule.ts). */
  schedule: { kind: 'every'; minutes: number } | { kind: 'daily'; hour: number; minute: number };
  betTypes: Readonly<Record<string, BetType<Outcome>>>;
  /** The outcome from a stream of uniform integers (derive-result.ts feeds it the verifiable draw stream). */
  drawOutcome(source: UniformSource): Outcome;
  /** Exact return to player of a bet type and pick, as a fraction of what the bet costs. */
  exactRtp(betType: string, pick: readonly number[]): Ratio;
};

/** Whether a pick fits its bet type: the right count of integers, each in range, and the bet type's own rule. */
export function pickFits<Outcome>(betType: BetType<Outcome>, pick: readonly number[]): boolean {
  if (pick.length !== betType.slots.length) return false;
  const inRange = pick.every((n, i) => Number.isSafeInteger(n) && n >= betType.slots[i]!.min && n <= betType.slots[i]!.max);
  return inRange && (betType.pickRule?.(pick) ?? true);
}

/**
 * RTP by enumerating equally likely outcomes: the mean return over all of them, as a fraction of the cost. Each
 * outcome's probability is exactly 1 / count, so the sum is exact.
 */
export function rtpOverEqualOutcomes<Outcome>(
  betType: BetType<Outcome>,
  pick: readonly number[],
  outcomes: Iterable<Outcome>,
): Ratio {
  let total = 0n;
  let count = 0n;
  for (const outcome of outcomes) {
    total += betType.returnOf(pick, outcome);
    count++;
  }
  return ratio(total, count * 100n * betType.costUnits);
}

/** True when the numbers are strictly increasing (positions of a combination, lô numbers of a xiên). */
export const strictlyIncreasing = (pick: readonly number[]): boolean => pick.every((n, i) => i === 0 || n > pick[i - 1]!);

/** Looks a bet type up, refusing a name that is not one of the game's own (no prototype keys). */
export function betTypeOf<Outcome>(game: LotteryGame<Outcome>, name: string): BetType<Outcome> | undefined {
  return Object.hasOwn(game.betTypes, name) ? game.betTypes[name] : undefined;
}
