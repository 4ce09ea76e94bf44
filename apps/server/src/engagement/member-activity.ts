import { sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';

/**
 * What a member deposited, or wagered, into or from the main wallet since an instant, in minor units, read from the
 * ledger: deposits are the credits of kind deposit; the wager is the bets less the bets rolled back.
 */
export async function memberActivitySince(
  executor: Executor,
  memberId: number,
  currency: string,
  kind: 'deposit' | 'wager',
  since: Date,
): Promise<bigint> {
  const main = ledgerAccounts.memberMain(memberId, currency);
  const kinds = kind === 'deposit' ? ['deposit'] : ['bet', 'rollback'];
  const { rows } = await sql<{ total: bigint | null }>`
    select sum(p.amount)::bigint as total
    from ledger_accounts a
    join ledger_postings p on p.account_id = a.id
    join ledger_transactions t on t.id = p.transaction_id
    where a.code = ${main.code} and a.currency_code = ${currency}
      and t.kind = any(${kinds}::text[]) and p.created_at >= ${since}`.execute(executor);
  const total = BigInt(rows[0]?.total ?? 0n);
  return kind === 'deposit' ? total : -total;
}
