import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { expireBonuses } from './expire-bonuses.ts';
import { runDueRebates } from './run-rebates.ts';

export type BonusWorker = { wake(): void; stop(): Promise<void> };

/**
 * The background work of bonuses on every node, scheduled as the engagement worker is: expired grants are closed and
 * every ended site day's rebate is paid (catching up days missed while no node ran). It looks every intervalMs and at
 * once when woken. The database decides who does what (SKIP LOCKED for grants, the claim row of each rebate day), so
 * any number of nodes may run it and each day pays once.
 */
export function startBonusWorker(options: {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BonusWorker {
  const intervalMs = options.intervalMs ?? 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const round = async () => {
    try {
      while (!stopped && (await expireBonuses(options.db)) > 0) {}
      if (!stopped) await runDueRebates(options.db, { realtime: options.realtime });
    } catch (error) {
      if (!stopped) options.log.warn({ err: error }, 'bonus worker round failed');
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        run();
        return;
      }
      timer = setTimeout(run, intervalMs);
      timer.unref();
    });
  };

  timer = setTimeout(run, 0);
  timer.unref();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
