import {
  LOTTERY_DRAW_EVENT,
  LOTTERY_GAMES,
  LOTTERY_JOIN_EVENT,
  type LOTTERY_PUSHED_STATUSES,
} from '@casino/contract/house/lottery-calls.ts';
import type { Server, Socket } from 'socket.io';
import type { LotteryGameCode } from './games.ts';

/** One socket.io room per lottery game: the pages showing the game are in it. */
export const lotteryRoom = (game: string) => `lottery:${game}`;

export type LotteryDrawChange = {
  game: string;
  draw_id: string;
  status: (typeof LOTTERY_PUSHED_STATUSES)[number];
};

/** Sends each change to its game's room (through the Redis adapter, on every node). */
export type LotteryAnnounce = (changes: readonly LotteryDrawChange[]) => void;

const isGame = (value: unknown): value is LotteryGameCode =>
  typeof value === 'string' && (LOTTERY_GAMES as readonly string[]).includes(value);

/**
 * The lottery's realtime (docs/decisions/0065): a page sends `lottery:join` with a game and is put in the game's room
 * (a socket joins each of the four games at most once, and never leaves before it disconnects, so joins cost nothing
 * to repeat); the node that draws, settles or voids a draw sends `lottery.draw` with the game, the draw and its new
 * status to the room. The message carries nothing private: the page reads the results, its bets and balance from the
 * calls when it hears it.
 */
export function attachLotteryRooms(io: Server | undefined): LotteryAnnounce {
  io?.on('connection', (socket: Socket) => {
    const joined = new Set<string>();
    socket.on(LOTTERY_JOIN_EVENT, async (message: { game?: unknown } | undefined) => {
      const game = message?.game;
      if (!isGame(game) || joined.has(game)) return;
      joined.add(game);
      await socket.join(lotteryRoom(game));
    });
  });
  return (changes) => {
    if (!io) return;
    for (const change of changes)
      io.to(lotteryRoom(change.game)).emit(LOTTERY_DRAW_EVENT, {
        game: change.game,
        draw_id: change.draw_id,
        status: change.status,
      });
  };
}
