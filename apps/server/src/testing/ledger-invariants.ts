import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The invariants of the ledger: per currency the accounts sum to zero, caches equal postings, nobody negative. */
export async function ledgerInvariants(db: Db) {
  const sums = await sql<{ currency_code: string; total: string }>`
    select currency_code, sum(balance)::text as total from ledger_accounts group by currency_code`.execute(db);
  const drift = await sql<{ n: string }>`
    select count(*)::text as n from ledger_accounts a
    where a.balance <> coalesce((select sum(amount) from ledger_postings p where p.account_id = a.id), 0)`.execute(db);
  const unbalanced = await sql<{ n: string }>`
    select count(*)::text as n from (
      select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0) t`.execute(db);
  const negative = await sql<{ n: string }>`
    select count(*)::text as n from ledger_accounts where not allow_negative and balance < 0`.execute(db);
  return {
    totals: Object.fromEntries(sums.rows.map((r) => [r.currency_code, r.total])),
    /** Currencies whose accounts do not sum to zero: empty when every currency balances. */
    nonZeroCurrencies: sums.rows.filter((r) => r.total !== '0').map((r) => r.currency_code),
    drift: Number(drift.rows[0]?.n),
    unbalanced: Number(unbalanced.rows[0]?.n),
    negative: Number(negative.rows[0]?.n),
  };
}
