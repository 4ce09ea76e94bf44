import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HOUSE_JACKPOT_POOL } from '../house/house-play.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { jackpotAccount } from '../providers/handle-wallet-call.ts';
import { DEMO_JACKPOT_SEED } from './demo-data.ts';

/** The operator's account that pays the jackpots' seed money (a marketing cost, like other promotions). */
const SEED_ACCOUNT = 'promotions';

/**
 * Funds the house's progressive pool of each demo currency with its seed money, once: one ledger transaction from the
 * promotions account to the jackpot account (keyed by currency, so a second run posts nothing) and the same amount
 * added to the pool in the same database transaction. The pool then shows exactly what the jackpot account holds for
 * it. Safe to run again, also on databases seeded before the pools were funded. Returns whether it funded any.
 */
export async function fundDemoJackpots(db: Db, tx: Transaction<Database>): Promise<boolean> {
  let funded = false;
  for (const [currency, amount] of Object.entries(DEMO_JACKPOT_SEED)) {
    const posted = await postTransaction(db, tx, {
      key: `demo:jackpot-seed:${currency}`,
      kind: 'jackpot_seed',
      reference: HOUSE_JACKPOT_POOL,
      postings: [
        { account: ledgerAccounts.system(SEED_ACCOUNT, currency), amount: -amount },
        { account: jackpotAccount(currency), amount },
      ],
    });
    if (posted.replayed) continue;
    await tx
      .insertInto('jackpot_pools')
      .values({ name: HOUSE_JACKPOT_POOL, currency_code: currency, amount })
      .onConflict((oc) => oc.columns(['name', 'currency_code']).doUpdateSet({ amount: sql`jackpot_pools.amount + ${amount}` }))
      .execute();
    funded = true;
  }
  return funded;
}
