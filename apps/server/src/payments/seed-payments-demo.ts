import { CURRENCIES, isCurrencyCode } from '@casino/contract/currencies.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_PAYMENT_LIMITS, DEMO_RECEIVING_BANKS, DEMO_SITES } from '../seed/demo-data.ts';
import { SANDBOX_GATEWAY } from './sandbox-protocol.ts';

/**
 * Deposit methods (the sandbox gateway, then a bank transfer) and withdrawal limits for every currency of the demo
 * sites. Runs once: a database that has any deposit method is left alone.
 */
export async function seedPaymentsDemo(tx: Transaction<Database>): Promise<boolean> {
  const any = await tx.selectFrom('deposit_methods').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  for (const site of DEMO_SITES) {
    const known = await tx.selectFrom('sites').select('id').where('id', '=', site.id).executeTakeFirst();
    if (!known) continue;
    for (const currency of site.currencies) {
      const limits = DEMO_PAYMENT_LIMITS[currency];
      const bank = DEMO_RECEIVING_BANKS[currency];
      if (!limits || !bank || !isCurrencyCode(currency)) continue;
      const unit = 10n ** BigInt(CURRENCIES[currency].exponent);
      const [depositMin, depositMax] = limits.deposit;
      await tx
        .insertInto('deposit_methods')
        .values([
          {
            site_id: site.id,
            currency_code: currency,
            name: 'Sandbox Pay',
            kind: 'gateway',
            gateway: SANDBOX_GATEWAY,
            min_amount: depositMin * unit,
            max_amount: depositMax * unit,
            sort: 0,
          },
          {
            site_id: site.id,
            currency_code: currency,
            name: 'Bank transfer',
            kind: 'bank_transfer',
            gateway: 'bank_transfer',
            min_amount: depositMin * unit,
            max_amount: depositMax * unit,
            bank_name: bank.bank_name,
            bank_account_name: bank.account_name,
            bank_account_number: bank.account_number,
            bank_branch: bank.branch,
            sort: 1,
          },
        ])
        .execute();
      const [withdrawalMin, withdrawalMax] = limits.withdrawal;
      await tx
        .insertInto('withdrawal_limits')
        .values({
          site_id: site.id,
          currency_code: currency,
          min_amount: withdrawalMin * unit,
          max_amount: withdrawalMax * unit,
          max_pending: 3,
        })
        .onConflict((oc) => oc.columns(['site_id', 'currency_code']).doNothing())
        .execute();
    }
  }
  return true;
}
