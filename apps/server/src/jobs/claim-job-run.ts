import type { Db } from '../db/database.ts';

/**
 * Claims the run of a cluster-wide job for this node: answers true when the run is due (`next_run_at` passed) and no
 * other node's claim is current, having moved the claim to this node until `now + leaseMs`. Of nodes claiming at once
 * the database lets one through (the row is updated under its lock, and the condition read again). A node that dies
 * mid-run leaves a claim that lapses, and the next node to look runs the job again, so a job must be safe to repeat.
 */
export async function claimJobRun(db: Db, job: string, node: string, now: number, leaseMs: number): Promise<boolean> {
  const at = new Date(now);
  const until = new Date(now + leaseMs);
  const claimed = await db
    .insertInto('job_runs')
    .values({ job, claimed_by: node, claimed_until: until, next_run_at: at })
    .onConflict((oc) =>
      oc
        .column('job')
        .doUpdateSet({ claimed_by: node, claimed_until: until })
        .where('job_runs.next_run_at', '<=', at)
        .where((eb) => eb.or([eb('job_runs.claimed_until', 'is', null), eb('job_runs.claimed_until', '<', at)])),
    )
    .returning('job')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Ends this node's run of a job: the next is due `everyMs` later; what it did is kept with it. */
export async function finishJobRun(
  db: Db,
  job: string,
  node: string,
  now: number,
  everyMs: number,
  result: unknown,
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({
      claimed_by: null,
      claimed_until: null,
      next_run_at: new Date(now + everyMs),
      last_done_at: new Date(now),
      last_result: JSON.stringify(result),
    })
    .where('job', '=', job)
    .where('claimed_by', '=', node)
    .execute();
}
