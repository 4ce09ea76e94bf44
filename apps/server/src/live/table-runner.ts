import type { Server } from 'socket.io';
import type { LiveContext } from './live-context.ts';
import { isLiveTable, LIVE_TABLE_CODES, type LiveTableCode } from './live-games.ts';
import { ensureTables, finishLooseBets, holdTables, latestRound, releaseTables, stepTable } from './run-table.ts';
import { publicTableState } from './table-state.ts';

/** The socket.io room of a table's players; the page joins it with `live:join`. */
export const tableRoom = (table: LiveTableCode) => `live:${table}`;
export const LIVE_STATE_EVENT = 'live.state';

/**
 * One node's part in the live tables: every tick it takes or renews its hold on the tables nobody else holds and moves
 * those on (run-table.ts), and, for every table, tells its own sockets the table's state whenever the round or its
 * phase changed. Announcing from the database on every node means players on any node see the same round whichever
 * node deals it, with or without the Redis adapter.
 */
export function startTableRunner(ctx: LiveContext, io: Server | undefined, options: { run: boolean }) {
  const seen = new Map<LiveTableCode, string>();
  let running = false;
  let stopped = false;

  async function announce(table: LiveTableCode) {
    if (!io) return;
    const room = tableRoom(table);
    // Nobody here at this table: nothing to tell (a socket that joins is sent the state at once).
    if (!io.sockets.adapter.rooms.get(room)?.size) {
      seen.delete(table);
      return;
    }
    const round = await latestRound(ctx, table);
    const mark = `${round?.id}:${round?.phase}`;
    if (seen.get(table) === mark) return;
    seen.set(table, mark);
    io.local.to(room).emit(LIVE_STATE_EVENT, await publicTableState(ctx, table));
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
    socket.on('live:join', async (message: { table?: unknown } | undefined) => {
      const table = message?.table;
      if (typeof table !== 'string' || !isLiveTable(table)) return;
      await socket.join(tableRoom(table));
      try {
        socket.emit(LIVE_STATE_EVENT, await publicTableState(ctx, table));
      } catch (error) {
        ctx.log?.warn({ err: error }, 'live: state for a joining socket failed');
      }
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
    },
  };
}
