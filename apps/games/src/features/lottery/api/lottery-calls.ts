import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { lotteryBetCall, lotteryGamesCall, lotteryMyBetsCall, lotteryResultsCall } from '@casino/contract/house/lottery-calls.ts';
import type { HouseClient } from '../../../lib/house-api.ts';
import type { LotteryGameCode } from './lottery-page-data.ts';

export type LotteryGames = HouseCallResponse<typeof lotteryGamesCall>;
export type LotteryGame = LotteryGames['games'][number];
export type LotteryBetType = LotteryGame['bet_types'][number];
export type LotteryOpenDraw = LotteryGame['draws'][number];
export type LotteryDraw = HouseCallResponse<typeof lotteryResultsCall>['draws'][number];
export type LotteryMyBet = HouseCallResponse<typeof lotteryMyBetsCall>['bets'][number];
export type LotteryPlaced = HouseCallResponse<typeof lotteryBetCall>;

export type SlipRequest = {
  bets: { draw_id: string; bet_type: string; pick: number[]; stake: string }[];
  follow?: { draws: number; stop_after_win: boolean };
};

/** Every game with its rules, draws taking bets and the server's clock, and the balance. */
export const readLotteryGames = (call: HouseClient): Promise<LotteryGames> => call(lotteryGamesCall, { balance: true });

/** A game's latest draws with their revealed seeds. */
export const readLotteryResults = async (call: HouseClient, game: LotteryGameCode, limit = 20): Promise<LotteryDraw[]> =>
  (await call(lotteryResultsCall, { game, limit })).draws;

/** The player's latest bets. */
export const readMyBets = async (call: HouseClient, limit = 30): Promise<LotteryMyBet[]> =>
  (await call(lotteryMyBetsCall, { limit })).bets;

/** Places the slip, all lines or none. */
export const placeSlip = (call: HouseClient, slip: SlipRequest): Promise<LotteryPlaced> => call(lotteryBetCall, slip);
