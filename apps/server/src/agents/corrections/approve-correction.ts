import { AgentOperatorCode, type CommissionCorrectionView } from '@casino/contract/calls/agent-calls.ts';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../../ledger/ledger-accounts.ts';
import { InsufficientFunds, postTransaction, reverseTransaction } from '../../ledger/post-transaction.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';
import type { Realtime } from '../../realtime/echo-server.ts';
import { announceCash } from '../../wallet/main-cash.ts';
import { AGENT_COMMISSIONS_ACCOUNT } from '../commission/settle-commission-month.ts';
import { readCorrection, statementColumns } from './correction-view.ts';

/**
 * Approves a waiting correction (docs/decisions/0069-commission-corrections.md), by an operator other than the one who
 * proposed it (124). In one transaction: the correction is claimed (its row's lock orders concurrent approvals, and a
 * second finds it approved and answers it without paying), the new version's commission is paid and the paid
 * version's payment reversed whole (paying first, so an agent who spent the old commission is short only by what the
 * new version takes back: 126 when the wallet does not cover it), each under a key naming its version, and the
 * statement moves to the new version. A statement corrected since the proposal is refused (125): the figures it
 * started from are gone.
 */
export async function approveCorrection(
  ctx: { db: Db; realtime?: Pick<Realtime, 'broadcast'> },
  operator: OperatorSession,
  id: number,
  ip: string,
): Promise<CommissionCorrectionView> {
  const { db } = ctx;
  let cash: { memberId: number; cash: bigint; currency: string } | undefined;
  const approved = await inTransaction(db, async (trx) => {
    cash = undefined;
    const claimed = await trx
      .updateTable('agent_commission_corrections')
      .set({ status: 'approved', decided_by: operator.operatorId, decided_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('proposed_by', '<>', operator.operatorId)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) {
      const row = await trx
        .selectFrom('agent_commission_corrections')
        .select(['status', 'proposed_by'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row?.status === 'approved') return { replay: true as const };
      if (row?.status === 'pending' && row.proposed_by === operator.operatorId) {
        throw new Refusal(AgentOperatorCode.ownProposal, 'operator.own_proposal');
      }
      throw new Refusal(AgentOperatorCode.correctionNotPending, 'operator.correction_not_pending');
    }
    const { site_id: siteId, currency_code: currency, period_start: periodStart, agent_id: agentId } = claimed;
    const statement = await trx
      .selectFrom('agent_commission_statements')
      .select('version')
      .where('site_id', '=', siteId)
      .where('currency_code', '=', currency)
      .where('period_start', '=', periodStart)
      .where('agent_id', '=', agentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (statement.version !== claimed.from_version) {
      throw new Refusal(AgentOperatorCode.statementChanged, 'operator.statement_changed');
    }
    const paid = await trx
      .selectFrom('agent_commission_payments')
      .select(['amount', 'ledger_transaction_id'])
      .where('site_id', '=', siteId)
      .where('currency_code', '=', currency)
      .where('period_start', '=', periodStart)
      .where('agent_id', '=', agentId)
      .where('kind', '=', 'commission')
      .executeTakeFirst();
    const amount = BigInt(claimed.after.commission);
    const main = ledgerAccounts.memberMain(agentId, currency);
    const keyOf = (what: string, version: number) =>
      `agent-commission-${what}:${siteId}:${currency}:${periodStart}:${agentId}:commission:v${version}`;
    let paymentId: bigint | null = null;
    let reversalId: bigint | null = null;
    try {
      if (amount > 0n) {
        const posted = await postTransaction(db, trx, {
          key: keyOf('correction', claimed.version),
          kind: 'agent_commission',
          reference: `agent-commission:${siteId}:${currency}:${periodStart}`,
          postings: [
            { account: ledgerAccounts.system(AGENT_COMMISSIONS_ACCOUNT, currency), amount: -amount },
            { account: main, amount },
          ],
        });
        paymentId = posted.id;
        const balance = posted.balances.get(accountKey(main));
        if (balance !== undefined) cash = { memberId: agentId, cash: balance, currency };
      }
      if (paid) {
        const reversed = await reverseTransaction(db, trx, paid.ledger_transaction_id, keyOf('reversal', claimed.from_version));
        reversalId = reversed.id;
        const balance = reversed.balances.get(accountKey(main));
        if (balance !== undefined) cash = { memberId: agentId, cash: balance, currency };
      }
    } catch (error) {
      if (error instanceof InsufficientFunds) {
        throw new Refusal(AgentOperatorCode.agentWalletShort, 'operator.agent_wallet_short');
      }
      throw error;
    }
    const payment = { site_id: siteId, currency_code: currency, period_start: periodStart, agent_id: agentId };
    if (paymentId !== null) {
      await trx
        .insertInto('agent_commission_payments')
        .values({ ...payment, kind: 'commission', amount, ledger_transaction_id: paymentId, version: claimed.version })
        .onConflict((oc) =>
          oc
            .columns(['site_id', 'currency_code', 'period_start', 'agent_id', 'kind'])
            .doUpdateSet({ amount, ledger_transaction_id: paymentId, version: claimed.version }),
        )
        .execute();
    } else if (paid) {
      await trx
        .deleteFrom('agent_commission_payments')
        .where('site_id', '=', siteId)
        .where('currency_code', '=', currency)
        .where('period_start', '=', periodStart)
        .where('agent_id', '=', agentId)
        .where('kind', '=', 'commission')
        .execute();
    }
    await trx
      .updateTable('agent_commission_statements')
      .set({ ...statementColumns(claimed.after), version: claimed.version, corrected_at: new Date() })
      .where('site_id', '=', siteId)
      .where('currency_code', '=', currency)
      .where('period_start', '=', periodStart)
      .where('agent_id', '=', agentId)
      .execute();
    const difference = amount - (paid?.amount ?? 0n);
    await trx
      .updateTable('agent_commission_settlements')
      .set((eb) => ({ paid: eb('paid', '+', difference) }))
      .where('site_id', '=', siteId)
      .where('currency_code', '=', currency)
      .where('period_start', '=', periodStart)
      .execute();
    await trx
      .updateTable('agent_commission_corrections')
      .set({ payment_transaction_id: paymentId, reversal_transaction_id: reversalId })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'agent.correction_approve',
      target: `member:${agentId}`,
      details: {
        correction: id,
        period: periodStart,
        currency,
        version: claimed.version,
        paid: amount,
        reversed: paid?.amount ?? 0n,
      },
      ip,
    });
    return { replay: false as const };
  });
  if (!approved.replay && cash && ctx.realtime) announceCash(ctx.realtime, cash.memberId, cash.cash, cash.currency);
  return (await readCorrection(db, id)) as CommissionCorrectionView;
}
