import { sql } from 'kysely';
import { claimJobRun, finishJobRun } from '../jobs/claim-job-run.ts';
import type { LiveContext } from './live-context.ts';

export const LIVE_PURGE_JOB = 'live-purge';
/** Rounds are deleted in batches of this many, each batch in a short transaction of its own. */
const PURGE_BATCH = 1_000;

export type LivePurged = { rounds: number; bets: number; shoes: number };

/**
 * Deletes what the live tables no longer need: rounds settled longer ago than the retention window with their bets,
 * and the shoes that no kept round was dealt from. A round goes only when every bet on it is done (settled, or void
 * with its stake confirmed back): a bet whose money is still on its way keeps its round, whatever its age. Within the
 * window everything stays, which is what the page's history and Verify read (a bet, its round's outcome and the
 * shoe it was dealt from); the platform keeps its own record of every stake and win. The table's newest shoe stays.
 */
export async function purgeLiveRounds(ctx: LiveContext, stopped: () => boolean = () => false): Promise<LivePurged> {
  const cutoff = new Date(ctx.now() - ctx.timing.retentionMs);
  const purged: LivePurged = { rounds: 0, bets: 0, shoes: 0 };
  while (!stopped()) {
    const batch = await ctx.db.transaction().execute(async (trx) => {
      const rounds = await trx
        .selectFrom('live_rounds as r')
        .select('r.id')
        .where('r.phase', '=', 'settled')
        .where('r.settled_at', '<', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('live_bets as b')
                .select('b.id')
                .whereRef('b.round_id', '=', 'r.id')
                .where((eb) =>
                  eb.or([
                    eb('b.status', 'in', ['pending', 'placed']),
                    eb.and([eb('b.status', '=', 'void'), eb('b.rolled_back_at', 'is', null)]),
                  ]),
                ),
            ),
          ),
        )
        .orderBy('r.settled_at')
        .limit(PURGE_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rounds.length === 0) return null;
      const ids = rounds.map((r) => r.id);
      const bets = await trx.deleteFrom('live_bets').where('round_id', 'in', ids).executeTakeFirst();
      await trx.deleteFrom('live_rounds').where('id', 'in', ids).execute();
      return { rounds: ids.length, bets: Number(bets.numDeletedRows) };
    });
    if (!batch) break;
    purged.rounds += batch.rounds;
    purged.bets += batch.bets;
    if (batch.rounds < PURGE_BATCH) break;
  }
  if (stopped()) return purged;
  const shoes = await ctx.db
    .deleteFrom('live_shoes as s')
    .where('s.created_at', '<', cutoff)
    .where('s.shoe_no', '<', sql<number>`(select max(newest.shoe_no) from live_shoes newest where newest.table_id = s.table_id)`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('live_rounds as r')
            .select('r.id')
            .whereRef('r.table_id', '=', 's.table_id')
            .whereRef('r.shoe_no', '=', 's.shoe_no'),
        ),
      ),
    )
    .executeTakeFirst();
  purged.shoes = Number(shoes.numDeletedRows);
  return purged;
}

/**
 * One node's turn at the purge: it runs only where this node claims the job's run (one node in the cluster, at most
 * once every `everyMs`); answers what it deleted, or null when the run was not this node's to do.
 */
export async function runLivePurge(
  ctx: LiveContext,
  everyMs: number,
  stopped: () => boolean = () => false,
): Promise<LivePurged | null> {
  // Held long enough for a large first purge; a node that dies with it lets it lapse.
  if (!(await claimJobRun(ctx.db, LIVE_PURGE_JOB, ctx.nodeId, ctx.now(), 15 * 60_000))) return null;
  const purged = await purgeLiveRounds(ctx, stopped);
  await finishJobRun(ctx.db, LIVE_PURGE_JOB, ctx.nodeId, ctx.now(), stopped() ? 0 : everyMs, purged);
  return purged;
}
