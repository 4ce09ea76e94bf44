import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';

/**
 * A deposit the gateway has paid, written straight into the ledger and the deposit orders, as the payment flow leaves
 * it: for tests of what reads deposits (agent reports, commissions, friend rewards) without running a gateway.
 */
export async function writePaidDeposit(
  db: Db,
  deposit: { memberId: number; amount: bigint; currency?: string; siteId?: number; at?: Date },
): Promise<void> {
  const { memberId, amount, currency = 'INR', siteId = 1, at = new Date() } = deposit;
  const key = randomUUID();
  const posted = await postTransaction(db, db, {
    key: `test-deposit:${key}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', currency), amount: -amount },
      { account: ledgerAccounts.memberMain(memberId, currency), amount },
    ],
  });
  const method = await db.selectFrom('deposit_methods').select('id').executeTakeFirstOrThrow();
  await db
    .insertInto('deposit_orders')
    .values({
      order_number: `T${key.replaceAll('-', '').slice(0, 16)}`,
      member_id: memberId,
      site_id: siteId,
      currency_code: currency,
      method_id: method.id,
      gateway: 'test',
      amount,
      status: 'paid',
      ledger_transaction_id: posted.id,
      expires_at: at,
      paid_at: at,
    } as never)
    .execute();
}
