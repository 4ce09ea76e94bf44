import type { Server } from 'socket.io';
import { SOCKET_LIMITS, tokenBucket } from '../realtime/socket-limits.ts';
import type { LiveContext } from './live-context.ts';
import { isLiveTable, LIVE_TABLE_CODES, type LiveTableCode } from './live-games.ts';
import { ensureTables, finishLooseBets, holdTables, type LiveRound, latestRound, releaseTables, stepTable } from './run-table.ts';
import { recordSeats, releaseSeats, roundTotals, SEAT_RENEW_MS, type SpotTotals, sharedTableState } from './table-shared.ts';
import { publicTableState } from './table-state.ts';

/** The socket.io room of a table's players; the page joins it with `live:join`. */
export const tableRoom = (table: LiveTableCode) => `live:${table}`;
export const LIVE_STATE_EVENT = 'live.state';
/** The table's players and the round's totals per spot (table-shared.ts), sent when they change, at most once a tick. */
export const LIVE_SHARED_EVENT = 'live.shared';
/** A page's clock sample: answered (acknowledged) with the server's time, which the page sets against its round trip. */
export const LIVE_TIME_EVENT = 'live:time';

/**
 * One node's part in the live tables: every tick it takes or renews its hold on the tables nobody else holds and moves
 * those on (run-table.ts), and, for every table, tells its own sockets the table's state whenever the round or its
 * phase changed. Announcing from the database on every node means players on any node see the same round whichever
 * node deals it, with or without the Redis adapter. Likewise each node writes how many pages it holds at each table and
 * tells its sockets the table's players and the round's totals per spot whenever they change (at most once a tick).
 */
export function startTableRunner(ctx: LiveContext, io: Server | undefined, options: { run: boolean }) {
  const seen = new Map<LiveTableCode, string>();
  const sharedSent = new Map<LiveTableCode, string>();
  const seats = new Map<LiveTableCode, { players: number; at: number }>();
  // The totals of a round past betting no longer change (its late stakes were made void at the deal): read once.
  const finalTotals = new Map<LiveTableCode, { roundId: string; totals: SpotTotals[] }>();
  let running = false;
  let stopped = false;

  async function announce(table: LiveTableCode) {
    if (!io) return;
    const room = tableRoom(table);
    const here = io.sockets.adapter.rooms.get(room)?.size ?? 0;
    await countSeats(table, here);
    // Nobody here at this table: nothing to tell (a socket that joins is sent the state at once).
    if (!here) {
      seen.delete(table);
      sharedSent.delete(table);
      return;
    }
    const round = await latestRound(ctx, table);
    const mark = `${round?.id}:${round?.phase}`;
    if (seen.get(table) !== mark) {
      seen.set(table, mark);
      io.local.to(room).emit(LIVE_STATE_EVENT, await publicTableState(ctx, table));
    }
    const shared = await sharedTableState(ctx, table, round ?? null, await totalsOf(table, round));
    const sharedMark = JSON.stringify(shared);
    if (sharedSent.get(table) === sharedMark) return;
    sharedSent.set(table, sharedMark);
    io.local.to(room).emit(LIVE_SHARED_EVENT, shared);
  }

  /** This node's pages at the table, written when the count changes and renewed while it stands. */
  async function countSeats(table: LiveTableCode, here: number) {
    const written = seats.get(table);
    const now = ctx.now();
    if (written ? written.players === here && now - written.at < SEAT_RENEW_MS : here === 0) return;
    await recordSeats(ctx, table, here);
    if (here) seats.set(table, { players: here, at: now });
    else seats.delete(table);
  }

  /** The round's totals: read every tick while bets come in, once after. */
  async function totalsOf(table: LiveTableCode, round: LiveRound | undefined): Promise<SpotTotals[] | undefined> {
    if (!round) return [];
    if (round.phase === 'betting') return undefined;
    const known = finalTotals.get(table);
    if (known?.roundId === round.id) return known.totals;
    const totals = await roundTotals(ctx, round.id);
    finalTotals.set(table, { roundId: round.id, totals });
    return totals;
  }

  async function tick() {
    if (running || stopped) return;
    running = true;
    try {
      if (options.run) {
        const held = await holdTables(ctx);
        for (const table of held) await stepTable(ctx, table);
        if (held.length > 0) await finishLooseBets(ctx);
      }
      for (const table of LIVE_TABLE_CODES) await announce(table);
    } catch (error) {
      if (!stopped) ctx.log?.warn({ err: error }, 'live: table tick failed');
    } finally {
      running = false;
    }
  }

  io?.on('connection', (socket) => {
    // Each socket's own budget (decision 41): a join reads the database, a clock sample is cheap but unbounded.
    const joinAllowed = tokenBucket(SOCKET_LIMITS.liveJoinBurst, SOCKET_LIMITS.liveJoinsPerSecond);
    const clockAllowed = tokenBucket(SOCKET_LIMITS.clockSampleBurst, SOCKET_LIMITS.clockSamplesPerSecond);
    socket.on('live:join', async (message: { table?: unknown } | undefined) => {
      if (!joinAllowed()) return;
      const table = message?.table;
      if (typeof table !== 'string' || !isLiveTable(table)) return;
      await socket.join(tableRoom(table));
      try {
        socket.emit(LIVE_STATE_EVENT, await publicTableState(ctx, table));
        socket.emit(LIVE_SHARED_EVENT, await sharedTableState(ctx, table));
      } catch (error) {
        ctx.log?.warn({ err: error }, 'live: state for a joining socket failed');
      }
    });
    socket.on(LIVE_TIME_EVENT, (ack: unknown) => {
      // Refused samples get no answer: the page's sample times out and it keeps the samples it has.
      if (typeof ack === 'function' && clockAllowed()) ack(ctx.now());
    });
  });

  const ready = ensureTables(ctx).catch((error) => ctx.log?.error({ err: error }, 'live: tables not created'));
  const timer = setInterval(() => void ready.then(tick), ctx.timing.tickMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      // Waits for a tick under way, then lets the tables go so that another node carries on at once.
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
      if (options.run) await releaseTables(ctx).catch(() => undefined);
      if (io) await releaseSeats(ctx).catch(() => undefined);
    },
  };
}
