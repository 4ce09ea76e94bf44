import type { Fraction, OddsHundredths, SelectionOutcome } from './model.ts';
import { ODDS_SCALE } from './model.ts';
import { returnFactor } from './settle-bet.ts';

/**
 * Cash-out prices an open bet at what the book would pay to buy it back now: the bet's return so far, divided by
 * the current price of each leg still open (the chance the book now gives it), less the operator's cash-out margin
 * in basis points. The current prices already carry the book's margin; the cash-out margin pays for the book giving
 * up a position it priced. Rounded down, and never above the bet's potential return.
 */
export type CashOutLeg =
  | { odds: OddsHundredths; state: 'open'; currentOdds: OddsHundredths; suspended: boolean }
  | { odds: OddsHundredths; state: 'settled'; outcome: SelectionOutcome };

export type CashOutRefusal = 'leg_suspended' | 'leg_lost' | 'all_legs_settled' | 'part_out_of_range' | 'nothing_to_pay';

export type CashOutQuote = { ok: true; value: bigint } | { ok: false; code: CashOutRefusal };

const times = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den });

/** The whole bet's cash-out value now, or why none is offered. */
export function cashOutValue(stake: bigint, legs: readonly CashOutLeg[], marginBp: number): CashOutQuote {
  let value: Fraction = { num: 1n, den: 1n };
  let potential: Fraction = { num: 1n, den: 1n };
  let open = 0;
  for (const leg of legs) {
    if (leg.state === 'settled') {
      const factor = returnFactor(leg.odds, leg.outcome);
      if (factor.num === 0n) return { ok: false, code: 'leg_lost' };
      value = times(value, factor);
      potential = times(potential, factor);
      continue;
    }
    // A suspended price is not a price: buying the bet back on it would let a player cash out on news the book
    // has not priced yet.
    if (leg.suspended) return { ok: false, code: 'leg_suspended' };
    open++;
    value = times(value, { num: leg.odds, den: leg.currentOdds });
    potential = times(potential, { num: leg.odds, den: ODDS_SCALE });
  }
  if (open === 0) return { ok: false, code: 'all_legs_settled' };
  const afterMargin = times(value, { num: BigInt(10_000 - marginBp), den: 10_000n });
  const capped = min((stake * afterMargin.num) / afterMargin.den, (stake * potential.num) / potential.den);
  return capped > 0n ? { ok: true, value: capped } : { ok: false, code: 'nothing_to_pay' };
}

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/**
 * A partial cash-out sells `part` of the stake: the player gets that share of the full value, rounded down, and the
 * rest of the stake stays on at the bet's own odds. Selling the whole stake is a full cash-out.
 */
export type PartialCashOut = { ok: true; paid: bigint; remainingStake: bigint } | { ok: false; code: CashOutRefusal };

export function partialCashOut(stake: bigint, part: bigint, legs: readonly CashOutLeg[], marginBp: number): PartialCashOut {
  if (part <= 0n || part > stake) return { ok: false, code: 'part_out_of_range' };
  const full = cashOutValue(stake, legs, marginBp);
  if (!full.ok) return full;
  const paid = (full.value * part) / stake;
  if (paid === 0n) return { ok: false, code: 'nothing_to_pay' };
  return { ok: true, paid, remainingStake: stake - part };
}
