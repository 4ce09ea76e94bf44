import '@casino/browser/zod-jitless.ts';
import { connectSocket, type RealtimeSocket } from '@casino/browser/realtime-socket.ts';
import { liveStateCall } from '@casino/contract/house/live-calls.ts';
import { z } from 'zod';
import type { LiveTableState } from './live-calls.ts';
import type { LiveTableCode } from './live-page-data.ts';

/**
 * The table's room over socket.io (apps/server/src/live/table-runner.ts): the page joins with `live:join`, hears the
 * round as every player sees it (`live.state`) and the players and round totals (`live.shared`), and samples the
 * server's clock with `live:time`.
 */

/** The players at a table and what this round's bets add up to on each spot, per currency and kind of money. */
export type LiveSharedState = {
  table: string;
  round_id: string | null;
  players: number;
  totals: { currency: string; demo: boolean; bettors: number; spots: Record<string, string> }[];
};

export type LiveServerEvents = {
  'live.state': (state: unknown) => void;
  'live.shared': (state: unknown) => void;
};
export type LiveClientEvents = {
  'live:join': (message: { table: LiveTableCode }) => void;
  'live:time': (ack: (serverTime: number) => void) => void;
};
export type LiveSocket = RealtimeSocket<LiveServerEvents, LiveClientEvents>;

let tableSchema: z.ZodType<LiveTableState> | null = null;
/** A `live.state` message as the state call's table part, or null when it is not one. */
export function readTableState(message: unknown): LiveTableState | null {
  tableSchema ??= liveStateCall.response.pick({
    table: true,
    server_now: true,
    reveal_step_ms: true,
    result_ms: true,
    round: true,
    history: true,
    roads: true,
    shoe: true,
  }) as z.ZodType<LiveTableState>;
  const parsed = tableSchema.safeParse(message);
  return parsed.success ? parsed.data : null;
}

const sharedSchema = z.object({
  table: z.string(),
  round_id: z.string().nullable(),
  players: z.number(),
  totals: z.array(
    z.object({ currency: z.string(), demo: z.boolean(), bettors: z.number(), spots: z.record(z.string(), z.string()) }),
  ),
});
/** A `live.shared` message, or null when it is not one. */
export function readSharedState(message: unknown): LiveSharedState | null {
  const parsed = sharedSchema.safeParse(message);
  return parsed.success ? parsed.data : null;
}

/** The live tables retry sooner than the site: a round lasts seconds, so the page must be back within 2 s. */
export const LIVE_RECONNECT_DELAY_MAX_MS = 2_000;

/** The page's socket, with the site's realtime options but retrying at most 2 s apart while the server is away. */
export const connectLiveSocket = (): LiveSocket =>
  connectSocket<LiveServerEvents, LiveClientEvents>({ reconnectionDelayMax: LIVE_RECONNECT_DELAY_MAX_MS });
