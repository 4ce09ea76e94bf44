import type { LotteryGame } from './bet-type.ts';
import { CAR_RACE_GAME, carRaceGame } from './car-race-game.ts';
import { DICE_GAME, diceGame } from './dice-game.ts';
import { FIVE_DIGIT_GAME, fiveDigitGame } from './five-digit-game.ts';
import { NORTHERN_LOTTERY, northernLottery, SHEET_DIGITS } from './northern-lottery.ts';

/**
 * The lottery games by code. Every outcome is a list of integers whose meaning each game defines (three dice, five
 * digits, a finishing order, a 27-number sheet), so one shape travels through draws, storage and settlement.
 */
export type LotteryOutcome = readonly number[];

export const LOTTERY_GAMES = {
  [DICE_GAME]: diceGame,
  [FIVE_DIGIT_GAME]: fiveDigitGame,
  [CAR_RACE_GAME]: carRaceGame,
  [NORTHERN_LOTTERY]: northernLottery,
} as const satisfies Record<string, LotteryGame<LotteryOutcome>>;

export type LotteryGameCode = keyof typeof LOTTERY_GAMES;
export const LOTTERY_GAME_CODES = Object.keys(LOTTERY_GAMES) as LotteryGameCode[];

export const isLotteryGameCode = (code: string): code is LotteryGameCode => Object.hasOwn(LOTTERY_GAMES, code);

export const lotteryGame = (code: LotteryGameCode): LotteryGame<LotteryOutcome> => LOTTERY_GAMES[code];

const integersIn = (o: readonly unknown[], min: number, max: number) =>
  o.every((n) => Number.isSafeInteger(n) && (n as number) >= min && (n as number) <= max);

/** Whether a value is a possible outcome of the game (a stored or published result is checked before it is used). */
export function outcomeFits(code: LotteryGameCode, outcome: unknown): outcome is LotteryOutcome {
  if (!Array.isArray(outcome)) return false;
  switch (code) {
    case DICE_GAME:
      return outcome.length === 3 && integersIn(outcome, 1, 6);
    case FIVE_DIGIT_GAME:
      return outcome.length === 5 && integersIn(outcome, 0, 9);
    case CAR_RACE_GAME:
      return outcome.length === 10 && integersIn(outcome, 1, 10) && new Set(outcome).size === 10;
    case NORTHERN_LOTTERY:
      return (
        outcome.length === SHEET_DIGITS.length &&
        outcome.every((n, i) => Number.isSafeInteger(n) && n >= 0 && n < 10 ** SHEET_DIGITS[i]!)
      );
  }
}
