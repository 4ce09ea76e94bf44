import type { Fraction, OddsHundredths, SelectionOutcome } from './model.ts';
import { ODDS_SCALE } from './model.ts';

export const MIN_PARLAY_LEGS = 2;
export const MAX_PARLAY_LEGS = 10;

export type Leg = { eventId: string; marketId: string; selectionKey: string; odds: OddsHundredths };

/**
 * What one leg multiplies the stake by once settled, exactly: win pays odds (times the dead-heat factor, the rest of
 * that stake is lost), void gives the stake back, half-win pays half at odds and returns half, half-lose returns half.
 * The dead-heat factor touches only the half that won.
 */
export function returnFactor(odds: OddsHundredths, outcome: SelectionOutcome): Fraction {
  const dh = outcome.deadHeat;
  switch (outcome.result) {
    case 'win':
      return { num: odds * dh.num, den: ODDS_SCALE * dh.den };
    case 'half_win':
      return { num: odds * dh.num + ODDS_SCALE * dh.den, den: 2n * ODDS_SCALE * dh.den };
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_lose':
      return { num: 1n, den: 2n };
    case 'lose':
      return { num: 0n, den: 1n };
  }
}

/** Stake times an exact multiplier, rounded down: the house keeps under one minor unit, never the player. */
export const applyFactor = (stake: bigint, factor: Fraction): bigint => (stake * factor.num) / factor.den;

const multiply = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den });

/** A single's return (stake included) in minor units. */
export const singleReturn = (stake: bigint, odds: OddsHundredths, outcome: SelectionOutcome): bigint =>
  applyFactor(stake, returnFactor(odds, outcome));

/** Why a set of legs cannot make a parlay, or null. Two legs of one event are correlated, so they are refused. */
export function parlayProblem(legs: readonly Pick<Leg, 'eventId'>[]): 'too_few_legs' | 'too_many_legs' | 'same_event' | null {
  if (legs.length < MIN_PARLAY_LEGS) return 'too_few_legs';
  if (legs.length > MAX_PARLAY_LEGS) return 'too_many_legs';
  return new Set(legs.map((l) => l.eventId)).size === legs.length ? null : 'same_event';
}

/**
 * A parlay's return: the product of its legs' factors applied to the stake, rounded once at the end (rounding each
 * leg would compound). A void leg counts at odds 1, half-win at (1 + odds) / 2, half-lose at 0.5; all legs void
 * returns the stake.
 */
export function parlayReturn(stake: bigint, legs: readonly (Leg & { outcome: SelectionOutcome })[]): bigint {
  const problem = parlayProblem(legs);
  if (problem) throw new Error(`not a parlay: ${problem}`);
  const factor = legs.reduce<Fraction>((acc, leg) => multiply(acc, returnFactor(leg.odds, leg.outcome)), { num: 1n, den: 1n });
  return applyFactor(stake, factor);
}

/** The most a bet can return: every leg wins in full. Limits and cash-out are measured against it. */
export function potentialReturn(stake: bigint, odds: readonly OddsHundredths[]): bigint {
  const factor = odds.reduce<Fraction>((acc, o) => multiply(acc, { num: o, den: ODDS_SCALE }), { num: 1n, den: 1n });
  return applyFactor(stake, factor);
}

/** A bet's return from its legs' outcomes, single or parlay. */
export function betReturn(stake: bigint, legs: readonly (Leg & { outcome: SelectionOutcome })[]): bigint {
  if (legs.length === 1) return singleReturn(stake, legs[0]!.odds, legs[0]!.outcome);
  return parlayReturn(stake, legs);
}

/**
 * What a corrected result needs in the ledger. The earlier payout is reversed in full and the new one paid, each its
 * own entry with its own key, rather than booking only the difference: the history shows both settlements, and a
 * reversal and a payout are each idempotent by their keys. An unchanged return needs nothing.
 */
export type Resettlement = { reverse: bigint; pay: bigint; net: bigint } | null;

export function resettle(previouslyPaid: bigint, correctedReturn: bigint): Resettlement {
  if (previouslyPaid === correctedReturn) return null;
  return { reverse: previouslyPaid, pay: correctedReturn, net: correctedReturn - previouslyPaid };
}

export type SettledLeg = Leg & { outcome: SelectionOutcome };

/**
 * Resettlement from results: the bet's legs as first settled and as corrected. The return is recomputed from each,
 * so a leg's correction ripples through a parlay exactly as a first settlement would; the caller posts the reversal
 * and the payout with their own idempotency keys.
 */
export const resettleBet = (stake: bigint, settled: readonly SettledLeg[], corrected: readonly SettledLeg[]): Resettlement =>
  resettle(betReturn(stake, settled), betReturn(stake, corrected));
