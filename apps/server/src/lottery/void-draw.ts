import { sql } from 'kysely';
import { writeAudit } from '../operators/audit-log.ts';
import type { LotteryGameCode } from './games.ts';
import type { LotteryContext } from './lottery-context.ts';
import { drawLockExclusive } from './lottery-wallet.ts';
import { drawSeedOf } from './sealed-seeds.ts';

/** Why a draw cannot be voided: it does not exist, or it has been drawn (its result stands) or voided already. */
export class DrawNotVoidable extends Error {
  constructor(readonly reason: 'unknown_draw' | 'already_drawn' | 'already_void') {
    super(reason);
  }
}

export type VoidedDraw = { game: LotteryGameCode; draw_id: string; bets: number };

/**
 * Voids a draw not drawn yet: no more bets, no result, and every bet's stake given back (the bets are marked refunding
 * here, in the transaction that voids the draw, and refundBets sends their rollbacks). The draw's lock is taken first,
 * so a bet being written for it either went in before (and is refunded) or finds the draw void. A drawn draw's
 * result stands: its tickets may be paid already, and a win is never taken back. With an operator the void is written
 * to the audit log in the same transaction, with its reason.
 */
export async function voidDraw(
  ctx: Pick<LotteryContext, 'db' | 'clock' | 'seeds'>,
  draw: { game: LotteryGameCode; drawId: string },
  reason: string,
  by?: { operatorId: number; ip?: string },
): Promise<VoidedDraw> {
  const at = new Date(ctx.clock());
  return ctx.db.transaction().execute(async (trx) => {
    // The draw's lock, exclusively: a bet being written on it is in (and refunded below), a later one finds it void.
    await sql`select ${drawLockExclusive(draw.game, draw.drawId)}`.execute(trx);
    const { rows } = await sql<{
      status: string;
      game: string;
      draw_id: string;
      seed: string | null;
      seed_sealed: string | null;
      seed_hash: string;
    }>`
      select status, game, draw_id, seed, seed_sealed, seed_hash from lottery_draws
      where game = ${draw.game} and draw_id = ${draw.drawId} for update`.execute(trx);
    const status = rows[0]?.status;
    if (status === undefined) throw new DrawNotVoidable('unknown_draw');
    if (status === 'void') throw new DrawNotVoidable('already_void');
    if (status === 'drawn' || status === 'settled') throw new DrawNotVoidable('already_drawn');
    await trx
      .updateTable('lottery_draws')
      // A void draw takes no bet, so its seed is published with the void (the page shows it once the draw has closed).
      .set({
        status: 'void',
        void_reason: reason,
        voided_at: at,
        voided_by: by?.operatorId ?? null,
        seed: drawSeedOf(ctx.seeds, rows[0] as NonNullable<(typeof rows)[0]>),
      })
      .where('game', '=', draw.game)
      .where('draw_id', '=', draw.drawId)
      .execute();
    const bets = await trx
      .updateTable('lottery_bets')
      .set({ status: 'refunding', refund_reason: 'draw_void', claimed_at: null })
      .where('game', '=', draw.game)
      .where('draw_id', '=', draw.drawId)
      .where('status', 'in', ['placing', 'open'])
      .executeTakeFirst();
    await trx
      .updateTable('lottery_tickets')
      .set({ status: 'void', settled_at: at })
      .where('game', '=', draw.game)
      .where('draw_id', '=', draw.drawId)
      .execute();
    const count = Number(bets.numUpdatedRows);
    if (by) {
      await writeAudit(trx, {
        operatorId: by.operatorId,
        action: 'lottery.draw_void',
        target: `${draw.game}:${draw.drawId}`,
        details: { reason, bets: count, status_before: status },
        ...(by.ip ? { ip: by.ip } : {}),
      });
    }
    return { game: draw.game, draw_id: draw.drawId, bets: count };
  });
}
