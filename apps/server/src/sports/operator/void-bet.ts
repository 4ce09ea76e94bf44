import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import { postPayout } from '../betting/bet-legs.ts';

export class BetNotVoidable extends Error {
  constructor(readonly reason: 'unknown' | 'not_open') {
    super(reason);
  }
}

/**
 * An operator's void of one open bet: its stake still at risk goes back to the member's sportsbook wallet as the bet's
 * first payout (the key the settlement would use), so a void and a settlement racing each other pay once; the bet is
 * cancelled, audited with its reason in the same transaction.
 */
export async function voidSportsBet(
  db: Db,
  betId: bigint,
  reason: string,
  by: { operatorId: number; ip?: string },
): Promise<{ refunded: bigint; currency: string }> {
  return inTransaction(db, async (trx) => {
    const bet = await trx
      .selectFrom('sports_bets')
      .select(['id', 'member_id', 'gp_id', 'currency_code', 'stake', 'status'])
      .where('id', '=', betId)
      .forUpdate()
      .executeTakeFirst();
    if (!bet) throw new BetNotVoidable('unknown');
    if (bet.status !== 'open') throw new BetNotVoidable('not_open');
    const transactionId = bet.stake > 0n ? await postPayout(db, trx, bet, 1, bet.stake) : null;
    await trx
      .insertInto('sports_bet_payments')
      .values({ bet_id: bet.id, kind: 'payout', round: 1, amount: bet.stake, ledger_transaction_id: transactionId })
      .execute();
    await trx
      .updateTable('sports_bets')
      .set({ status: 'cancelled', returned: bet.stake, settled_at: new Date() })
      .where('id', '=', bet.id)
      .execute();
    await writeAudit(trx, {
      operatorId: by.operatorId,
      action: 'sports.bet_void',
      target: String(bet.id),
      details: { reason, member_id: bet.member_id, refunded: bet.stake, currency: bet.currency_code },
      ...(by.ip ? { ip: by.ip } : {}),
    });
    return { refunded: bet.stake, currency: bet.currency_code };
  });
}
