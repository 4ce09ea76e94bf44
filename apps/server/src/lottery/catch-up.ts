/**
 * What happens to a draw whose time passed while no node was running (docs/decisions/0050-lottery-model.md):
 *
 * - Its commitment was never published: it never took a bet (bets need a committed draw), so it is not held.
 * - Its seed is kept and hashes to the commitment: it is drawn late, with the very result it would have had on time,
 *   because the result depends only on the seed (fixed before betting opened) and the public value (fixed by the
 *   scheduled close time, not by when the draw runs). Bets were only taken before close, so lateness gives nobody an
 *   edge. The result is published marked late.
 * - Its seed is lost or does not match the commitment: no honest result can be shown, so it is voided and every bet
 *   refunded at once.
 * - Its result needs a beacon value that cannot be had yet: it waits, and is voided and refunded once
 *   `VOID_AFTER_MS` has passed since its draw time, so that no member's stake stays held for long.
 */

export const VOID_AFTER_MS = 24 * 3_600_000;

export type MissedDraw = {
  drawAt: number;
  /** The commitment was published (the draw took bets or could have). */
  committed: boolean;
  /** The seed is kept and SHA-256 of it equals the commitment. */
  seedMatches: boolean;
  /** Every part of the public value can be had now (always true without a beacon). */
  publicValueReady: boolean;
};

export type CatchUpAction = 'not_held' | 'draw_late' | 'wait' | 'void_and_refund';

export function catchUpAction(draw: MissedDraw, now: number): CatchUpAction {
  if (!draw.committed) return 'not_held';
  if (!draw.seedMatches) return 'void_and_refund';
  if (draw.publicValueReady) return 'draw_late';
  return now - draw.drawAt >= VOID_AFTER_MS ? 'void_and_refund' : 'wait';
}
