import { betTypeOf, pickFits } from './bet-type.ts';
import { isLotteryGameCode, type LotteryGameCode, lotteryGame } from './games.ts';
import type { LotteryGameSettings } from './lottery-settings.ts';
import { drawsAhead, drawTimeOf } from './schedule.ts';

/** A bet as the member sends it: `stake` is the unit stake in minor units (lô costs 27 of them). */
export type LotteryBet = {
  game: string;
  betType: string;
  pick: readonly number[];
  stake: bigint;
  drawId: string;
};

/** Why a bet is refused, each with the message key the site translates. */
export const LOTTERY_REFUSALS = {
  unknown_game: 'lottery.refusal.unknown_game',
  unknown_bet_type: 'lottery.refusal.unknown_bet_type',
  pick_invalid: 'lottery.refusal.pick_invalid',
  stake_invalid: 'lottery.refusal.stake_invalid',
  stake_below_minimum: 'lottery.refusal.stake_below_minimum',
  stake_above_maximum: 'lottery.refusal.stake_above_maximum',
  draw_unknown: 'lottery.refusal.draw_unknown',
  betting_closed: 'lottery.refusal.betting_closed',
  draw_not_open: 'lottery.refusal.draw_not_open',
} as const;
export type LotteryRefusal = keyof typeof LOTTERY_REFUSALS;

/** The site's limits for one game and currency, on what a bet costs (unit stake x the bet type's cost units). */
export type StakeLimits = { minCost: bigint; maxCost: bigint };

export type AcceptedBet = LotteryBet & {
  game: LotteryGameCode;
  /** What the wallet is debited: stake x cost units. */
  cost: bigint;
  drawAt: number;
  closeAt: number;
};

export type BetValidation = { ok: true; bet: AcceptedBet } | { ok: false; refusal: LotteryRefusal; messageKey: string };

const refuse = (refusal: LotteryRefusal): BetValidation => ({ ok: false, refusal, messageKey: LOTTERY_REFUSALS[refusal] });

/**
 * Checks a bet against the game's rules at `now`: a known game and bet type, a pick that fits it, a positive whole
 * stake whose cost is within the limits, and a draw that takes bets now (its close not passed, and among the draws
 * already taking bets). Checks go from the game to the draw, so a bet wrong in several ways gets the first refusal.
 */
export function validateBet(bet: LotteryBet, now: number, settings: LotteryGameSettings, limits: StakeLimits): BetValidation {
  if (!isLotteryGameCode(bet.game)) return refuse('unknown_game');
  const game = lotteryGame(bet.game);
  const betType = betTypeOf(game, bet.betType);
  if (!betType) return refuse('unknown_bet_type');
  if (!Array.isArray(bet.pick) || !pickFits(betType, bet.pick)) return refuse('pick_invalid');
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) return refuse('stake_invalid');
  const cost = bet.stake * betType.costUnits;
  if (cost < limits.minCost) return refuse('stake_below_minimum');
  if (cost > limits.maxCost) return refuse('stake_above_maximum');
  const drawAt = drawTimeOf(game.schedule, bet.drawId);
  if (drawAt === null) return refuse('draw_unknown');
  const closeAt = drawAt - settings.closeSeconds * 1000;
  if (closeAt <= now) return refuse('betting_closed');
  const ahead = drawsAhead(game.schedule, bet.drawId, now, settings.closeSeconds);
  if (ahead === null || ahead >= settings.drawsTakingBets) return refuse('draw_not_open');
  return { ok: true, bet: { ...bet, game: bet.game, cost, drawAt, closeAt } };
}
