import type { TransactionEntry, TransactionKind } from '@casino/contract/calls/wallet-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount } from './main-cash.ts';
import { playerReference } from './player-reference.ts';

/** Records are filtered by calendar days of the site's time zone (SPEC section 9). */
export const RECORDS_TIME_ZONE = 'America/Caracas';

export type RecordFilter = { start_date: string; end_date: string; page: number; page_size: number };

/** Movements of the member's main wallet, newest first. */
export async function listTransactions(
  db: Db,
  member: MemberSession,
  filter: RecordFilter & { kind?: TransactionKind },
): Promise<{ list: TransactionEntry[]; total_count: number }> {
  const main = `member:${member.memberId}:main`;
  let query = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .where('a.code', '=', main)
    .where('a.currency_code', '=', member.currency)
    .where(
      sql<boolean>`(p.created_at at time zone ${RECORDS_TIME_ZONE})::date between ${filter.start_date}::date and ${filter.end_date}::date`,
    );
  if (filter.kind) query = query.where('t.kind', '=', filter.kind);

  const [rows, count] = await Promise.all([
    query
      .select(['p.transaction_id', 'p.created_at', 't.kind', 'p.amount', 'p.balance_after', 't.reference'])
      .orderBy('p.transaction_id', 'desc')
      .limit(filter.page_size)
      .offset((filter.page - 1) * filter.page_size)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const references = rows.map((r) => playerReference(r.kind, r.reference));
  const gpIds = [...new Set(references.flatMap((r) => (r.gp_id === null ? [] : [r.gp_id])))];
  const providers = gpIds.length
    ? await db.selectFrom('game_providers').select(['id', 'name']).where('id', 'in', gpIds).execute()
    : [];
  const providerName = new Map(providers.map((p) => [p.id, p.name]));
  return {
    list: rows.map((r, i) => {
      const reference = references[i] ?? playerReference(r.kind, r.reference);
      return {
        id: r.transaction_id.toString(),
        created_at: new Date(r.created_at).toISOString(),
        kind: r.kind as TransactionKind,
        amount: formatAmount(r.amount, member.currency),
        balance_after: formatAmount(r.balance_after, member.currency),
        order_number: reference.order_number,
        round_id: reference.round_id,
        gp_name: reference.gp_id === null ? null : (providerName.get(reference.gp_id) ?? null),
      };
    }),
    total_count: Number(count.n),
  };
}
