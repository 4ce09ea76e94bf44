import type { Db } from '../db/database.ts';
import { claimJobRun, finishJobRun } from '../jobs/claim-job-run.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { payTournamentPrizes } from './pay-tournament-prizes.ts';
import { pushChangedLeaderboards } from './push-tournament-leaderboards.ts';
import { SCORING_BATCH, scoreTournamentBets } from './score-tournament-bets.ts';

/** The cluster-wide job that pays prizes (job_runs). */
export const TOURNAMENT_PRIZES_JOB = 'tournament-prizes';
/** How often the prize job looks for ended tournaments, and how long one node's claim lasts. */
export const TOURNAMENT_PRIZES_EVERY_MS = 5_000;
export const TOURNAMENT_PRIZES_LEASE_MS = 60_000;

export type TournamentRun = { read: number; pushed: number; paid: number };

/**
 * One round of the tournament job: score every wallet call not yet scored (batch after batch, so a node back from
 * downtime catches up), push the leaderboards that changed, then, on the node that holds the cluster-wide claim of
 * the prize job when it is due, pay the tournaments that ended. Any node may run it at any time: the scoring holds
 * the cursor's lock, the push takes each change once, and each prize is paid once (payNextTournament).
 */
export async function runTournaments(
  db: Db,
  options: { node: string; now?: () => Date; realtime?: Pick<Realtime, 'broadcast'>; stopped?: () => boolean },
): Promise<TournamentRun> {
  const stopped = options.stopped ?? (() => false);
  const now = options.now ?? (() => new Date());
  const run: TournamentRun = { read: 0, pushed: 0, paid: 0 };
  while (!stopped()) {
    const batch = await scoreTournamentBets(db, now());
    run.read += batch.read;
    if (batch.read < SCORING_BATCH) break;
  }
  if (options.realtime && !stopped()) run.pushed = (await pushChangedLeaderboards(db, options.realtime)).length;
  const at = now();
  if (!stopped() && (await claimJobRun(db, TOURNAMENT_PRIZES_JOB, options.node, at.getTime(), TOURNAMENT_PRIZES_LEASE_MS))) {
    const paid = await payTournamentPrizes(db, { now: at, realtime: options.realtime, stopped });
    run.paid = paid.length;
    await finishJobRun(db, TOURNAMENT_PRIZES_JOB, options.node, now().getTime(), TOURNAMENT_PRIZES_EVERY_MS, {
      paid: paid.map((p) => p.id),
    });
  }
  return run;
}
