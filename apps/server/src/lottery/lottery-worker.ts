import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../jobs/background-worker.ts';
import { claimJobRun, finishJobRun } from '../jobs/claim-job-run.ts';
import type { LotteryContext } from './lottery-context.ts';
import { refundBets } from './refund-bets.ts';
import { closeDueDraws, commitDraws, drawDueDraws } from './run-draws.ts';
import { settleDrawnDraws } from './settle-draw.ts';

/** The scheduler's job in job_runs: one node at a time moves the draws on. */
export const LOTTERY_JOB = 'lottery-draws';
/** How long a node's claim holds; a node that dies mid-run lets it lapse and another carries on. */
export const LOTTERY_LEASE_MS = 30_000;
/** How often the scheduler looks (a draw closes and is drawn within this of its time). */
export const LOTTERY_TICK_MS = 1_000;
/** Real time one run may spend settling, well inside the lease; what is left is settled in the next runs. */
const SETTLE_BUDGET_MS = 10_000;

export type LotteryRun = {
  committed: number;
  closed: number;
  drawn: number;
  voided: number;
  settledTickets: number;
  settledDraws: number;
  refunded: number;
};

/**
 * Every step once, in order: commit draws ahead, close, draw (catching up), settle, refund. Safe to repeat. Draws
 * drawn, voided and settled are announced to the pages showing their game (lottery-rooms.ts).
 */
export async function runLotterySteps(ctx: LotteryContext, settleBudgetMs = SETTLE_BUDGET_MS): Promise<LotteryRun> {
  const committed = await commitDraws(ctx);
  const closed = await closeDueDraws(ctx);
  const { drawn, voided, voidedDraws } = await drawDueDraws(ctx);
  // The pages hear of a result as soon as it is published, before its tickets are paid.
  ctx.announce?.([
    ...drawn.map((d) => ({ game: d.game, draw_id: d.draw_id, status: 'drawn' as const })),
    ...voidedDraws.map((d) => ({ ...d, status: 'void' as const })),
  ]);
  const settled = await settleDrawnDraws(ctx, settleBudgetMs);
  ctx.announce?.(settled.settled.map((d) => ({ ...d, status: 'settled' as const })));
  const refunded = await refundBets(ctx);
  return {
    committed,
    closed,
    drawn: drawn.length,
    voided,
    settledTickets: settled.tickets,
    settledDraws: settled.draws,
    refunded,
  };
}

/**
 * One run of the scheduler on this node, when it wins the run's claim (job_runs, jobs/claim-job-run.ts): of nodes
 * looking at once the database lets one through, and the next run is due LOTTERY_TICK_MS after this one ends.
 * Answers what the run did, or null when another node holds the claim or the run is not due.
 */
export async function runLotteryScheduler(
  ctx: LotteryContext,
  options: { leaseMs?: number; everyMs?: number; settleBudgetMs?: number } = {},
): Promise<LotteryRun | null> {
  if (!(await claimJobRun(ctx.db, LOTTERY_JOB, ctx.nodeId, ctx.clock(), options.leaseMs ?? LOTTERY_LEASE_MS))) return null;
  const run = await runLotterySteps(ctx, options.settleBudgetMs);
  await finishJobRun(ctx.db, LOTTERY_JOB, ctx.nodeId, ctx.clock(), options.everyMs ?? LOTTERY_TICK_MS, run);
  return run;
}

/**
 * Runs the scheduler on every node (docs/decisions/0052): each looks every second and the claim lets one of them
 * through at a time. A run that did something is logged.
 */
export function startLotteryWorker(ctx: LotteryContext & { db: Db }, log: FastifyBaseLogger): BackgroundWorker {
  return startBackgroundWorker({
    name: 'lottery scheduler',
    intervalMs: LOTTERY_TICK_MS,
    log,
    async round(stopped) {
      if (stopped()) return;
      const run = await runLotteryScheduler(ctx);
      if (run && (run.drawn || run.voided || run.settledDraws || run.refunded))
        log.debug({ lottery: run }, 'lottery: draws moved on');
    },
  });
}
