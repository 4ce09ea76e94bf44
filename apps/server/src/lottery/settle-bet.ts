import { betTypeOf } from './bet-type.ts';
import { type LotteryGameCode, type LotteryOutcome, lotteryGame, outcomeFits } from './games.ts';

/**
 * What a bet pays for a drawn result. The bet type gives the return of a unit stake in hundredths (decimal odds x 100,
 * stake included; for lô, 97 units per hit); the payout is stake x return / 100, rounded down to the minor unit, so
 * nobody is paid a fraction more than the published odds: the rounding keeps at most 0.99 of a minor unit per bet,
 * and none when the stake is a multiple of 100 minor units or the odds are whole.
 */

export type SettlableBet = { game: LotteryGameCode; betType: string; pick: readonly number[]; stake: bigint };

export type BetSettlement = {
  result: 'won' | 'lost';
  /** Credited to the member, stake included (0 when lost). Integer minor units. */
  payout: bigint;
  /** The unit stake's return in hundredths that the payout came from. */
  returnHundredths: bigint;
};

export function betCost(bet: SettlableBet): bigint {
  const betType = betTypeOf(lotteryGame(bet.game), bet.betType);
  if (!betType) throw new Error(`no ${bet.game} bet type ${bet.betType}`);
  return bet.stake * betType.costUnits;
}

export function settleBet(bet: SettlableBet, outcome: LotteryOutcome): BetSettlement {
  const betType = betTypeOf(lotteryGame(bet.game), bet.betType);
  if (!betType) throw new Error(`no ${bet.game} bet type ${bet.betType}`);
  if (!outcomeFits(bet.game, outcome)) throw new Error(`not a ${bet.game} result`);
  const returnHundredths = betType.returnOf(bet.pick, outcome);
  const payout = (bet.stake * returnHundredths) / 100n;
  return { result: returnHundredths > 0n ? 'won' : 'lost', payout, returnHundredths };
}

/** A bet on a voided draw gets back exactly what it cost. */
export const refundOf = (bet: SettlableBet): bigint => betCost(bet);
