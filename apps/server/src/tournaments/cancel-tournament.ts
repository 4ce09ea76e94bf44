import { type OperatorTournament, TournamentOperatorCode } from '@casino/contract/calls/tournament-calls.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { announceCash } from '../wallet/main-cash.ts';
import { findOperatorTournaments } from './operator-tournaments.ts';
import { tournamentAccount, tournamentKeys } from './tournament-accounts.ts';
import type { TournamentContext } from './tournament-context.ts';

/**
 * Cancels a tournament whose prizes have not been paid, in one transaction: the row goes from open to cancelled
 * (the prize job takes only open rows, under the same row lock, so it is one or the other), every buy-in goes back to
 * its member's main wallet under the key of the tournament and member, and the audit row. Joins take the row FOR
 * SHARE and check that it is open, so no buy-in is taken after the cancellation commits.
 */
export async function cancelTournament(
  ctx: TournamentContext,
  operator: OperatorSession,
  id: number,
  ip: string,
  reason = '',
): Promise<OperatorTournament> {
  const refunded = await inTransaction(ctx.db, async (trx) => {
    const t = await trx
      .updateTable('tournaments')
      .set({ status: 'cancelled', cancelled_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning(['id', 'currency_code', 'buy_in'])
      .executeTakeFirst();
    if (!t) throw new Refusal(TournamentOperatorCode.notFound, 'operator.not_found');
    const paidIn = await trx
      .selectFrom('tournament_entries')
      .select('member_id')
      .where('tournament_id', '=', id)
      .where('buy_in_transaction_id', 'is not', null)
      .where('refund_transaction_id', 'is', null)
      .orderBy('member_id')
      .execute();
    const cash: { memberId: number; cash: bigint }[] = [];
    for (const { member_id: memberId } of paidIn) {
      const main = ledgerAccounts.memberMain(memberId, t.currency_code);
      const posted = await postTransaction(ctx.db, trx, {
        key: tournamentKeys.refund(id, memberId),
        kind: 'tournament_refund',
        reference: `tournament:${id}`,
        postings: [
          { account: tournamentAccount(t.currency_code), amount: -t.buy_in },
          { account: main, amount: t.buy_in },
        ],
      });
      await trx
        .updateTable('tournament_entries')
        .set({ refund_transaction_id: posted.id })
        .where('tournament_id', '=', id)
        .where('member_id', '=', memberId)
        .execute();
      cash.push({ memberId, cash: posted.balances.get(accountKey(main)) ?? 0n });
    }
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'tournament.cancel',
      target: `tournament:${id}`,
      details: { refunds: paidIn.length, reason },
      ip,
    });
    return { currency: t.currency_code, cash };
  });
  for (const c of refunded.cash) announceCash(ctx.realtime, c.memberId, c.cash, refunded.currency);
  const [cancelled] = await findOperatorTournaments(ctx.db, { id, limit: 1 });
  if (!cancelled) throw new Error(`tournament ${id} vanished`);
  return cancelled;
}
