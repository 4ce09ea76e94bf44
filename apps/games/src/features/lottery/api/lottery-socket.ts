import '@casino/browser/zod-jitless.ts';
import { connectSocket, type RealtimeSocket } from '@casino/browser/realtime-socket.ts';
import { LOTTERY_DRAW_EVENT, LOTTERY_JOIN_EVENT, lotteryDrawEvent } from '@casino/contract/house/lottery-calls.ts';
import type { z } from 'zod';
import type { LotteryGameCode } from './lottery-page-data.ts';

/** A draw of a game drawn, settled or voided (apps/server/src/lottery/lottery-rooms.ts). */
export type LotteryDrawNews = z.infer<typeof lotteryDrawEvent>;

export type LotteryServerEvents = { [LOTTERY_DRAW_EVENT]: (message: unknown) => void };
export type LotteryClientEvents = { [LOTTERY_JOIN_EVENT]: (message: { game: LotteryGameCode }) => void };

/** What the page needs of its socket (socket.io-client's Socket; a fake one in the tests). */
export type LotterySocketLike = {
  readonly connected: boolean;
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  on(event: typeof LOTTERY_DRAW_EVENT, listener: (message: unknown) => void): unknown;
  emit(event: typeof LOTTERY_JOIN_EVENT, message: { game: LotteryGameCode }): unknown;
  connect(): unknown;
  disconnect(): unknown;
};

/** A `lottery.draw` message as the contract's, or null when it is not one. */
export function readLotteryDrawNews(message: unknown): LotteryDrawNews | null {
  const parsed = lotteryDrawEvent.safeParse(message);
  return parsed.success ? parsed.data : null;
}

/** The page's socket on its own origin, with the site's realtime options. */
export const connectLotterySocket = (): LotterySocketLike =>
  connectSocket<LotteryServerEvents, LotteryClientEvents>() as RealtimeSocket<LotteryServerEvents, LotteryClientEvents> &
    LotterySocketLike;
