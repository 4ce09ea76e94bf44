import { CAR_RACE_GAME } from './car-race-game.ts';
import { DICE_GAME } from './dice-game.ts';
import { FIVE_DIGIT_GAME } from './five-digit-game.ts';
import type { LotteryGameCode } from './games.ts';
import { NORTHERN_LOTTERY } from './northern-lottery.ts';

/** What an operator may change per game; the defaults are what the draw cycles leave room for. */
export type LotteryGameSettings = {
  /** Betting closes this many seconds before the draw (shorter than the cycle). */
  closeSeconds: number;
  /** How many draws take bets at once: the one taking bets and the next ones, which a follow plan may book. */
  drawsTakingBets: number;
};

export const DEFAULT_LOTTERY_SETTINGS: Readonly<Record<LotteryGameCode, LotteryGameSettings>> = {
  // A minute's cycle: 50 s to bet, 10 s for the draw to close and be shown.
  [DICE_GAME]: { closeSeconds: 10, drawsTakingBets: 120 },
  [FIVE_DIGIT_GAME]: { closeSeconds: 30, drawsTakingBets: 120 },
  [CAR_RACE_GAME]: { closeSeconds: 30, drawsTakingBets: 120 },
  // Street dealers of the northern lottery stop taking numbers shortly before the 18:15 draw; 18:00 here.
  [NORTHERN_LOTTERY]: { closeSeconds: 15 * 60, drawsTakingBets: 30 },
};
