/**
 * A multi-draw ("follow") bet: the same bet on N consecutive draws, optionally stopping after the first win. The
 * whole plan is paid when it is placed (so it cannot fail half-way for want of funds, as the operators of these games
 * do it); the draws a stop cancels are refunded. Each draw's bet is an ordinary bet: it is validated, settled and
 * voided like any other.
 */

export type FollowPlan = { drawIds: readonly string[]; stopAfterWin: boolean };

/** How a draw of the plan ended for the member's bet. */
export type FollowDrawResult = 'won' | 'lost' | 'void';

export type FollowProgress = {
  /** Draws still to be drawn for this plan, in order: their bets stay live. */
  remaining: string[];
  /** Draws whose bets are cancelled (after a win, with stop-after-win) and are refunded. */
  cancelled: string[];
  /** The draw whose win stopped the plan. */
  stoppedBy: string | null;
  /** Nothing remains to draw. */
  finished: boolean;
};

/**
 * Where a plan stands given the draws settled so far. Walks the plan in draw order: with stop-after-win, the first
 * won draw cancels every later draw not settled yet (a later draw already settled, which only a late catch-up can
 * cause, stays as it was). A voided draw is no win: the plan goes on.
 */
export function followProgress(plan: FollowPlan, settled: Readonly<Record<string, FollowDrawResult>>): FollowProgress {
  const remaining: string[] = [];
  const cancelled: string[] = [];
  let stoppedBy: string | null = null;
  for (const drawId of plan.drawIds) {
    const result = Object.hasOwn(settled, drawId) ? settled[drawId] : undefined;
    if (result !== undefined) {
      if (result === 'won' && plan.stopAfterWin && stoppedBy === null) stoppedBy = drawId;
      continue;
    }
    (stoppedBy === null ? remaining : cancelled).push(drawId);
  }
  return { remaining, cancelled, stoppedBy, finished: remaining.length === 0 };
}
