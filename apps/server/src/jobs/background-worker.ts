import type { FastifyBaseLogger } from 'fastify';

export type BackgroundWorker = { wake(): void; stop(): Promise<void> };

/**
 * Runs `round` at once, then intervalMs after each round ends, and again as soon as it is woken (a wake during a
 * round runs another right after it, never two at once). A failed round is logged and the next comes as usual.
 * `stopped` lets a round leave early; stop() waits for the round in progress.
 */
export function startBackgroundWorker(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  round: (stopped: () => boolean) => Promise<void>;
}): BackgroundWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const isStopped = () => stopped;

  const round = async () => {
    try {
      await options.round(isStopped);
    } catch (error) {
      if (!stopped) options.log.warn({ err: error }, `${options.name} round failed`);
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
      timer = setTimeout(run, options.intervalMs);
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
