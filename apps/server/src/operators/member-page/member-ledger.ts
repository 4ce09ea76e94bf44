import type { operatorMemberLedgerCall } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { FieldError } from '../../http/reply.ts';
import { formatAmount } from '../../wallet/main-cash.ts';
import { findMemberOrRefuse } from './find-member.ts';

const PAGE_TRANSACTIONS = 50;

/**
 * A member's ledger postings on every wallet of theirs, a page of whole transactions (newest first, by id), so a
 * transaction that moved two of their wallets is never split across pages. Each wallet's postings are read on the
 * (account_id, transaction_id) index.
 */
export async function readMemberLedger(
  db: Db,
  input: z.output<(typeof operatorMemberLedgerCall)['request']>,
): Promise<CallResponse<typeof operatorMemberLedgerCall>> {
  if (input.before !== undefined && !/^\d{1,19}$/.test(input.before)) throw new FieldError({ before: ['not_an_id'] });
  const member = await findMemberOrRefuse(db, input.member_id);
  const before = input.before === undefined ? null : BigInt(input.before);
  const { rows } = await sql<{
    transaction_id: string;
    kind: string;
    code: string;
    currency_code: string;
    amount: string;
    balance_after: string;
    created_at: Date;
  }>`
    with accounts as (select id, code, currency_code from ledger_accounts where member_id = ${member.id}),
    page as (
      select distinct p.transaction_id
      from ledger_postings p join accounts a on a.id = p.account_id
      where ${before === null ? sql`true` : sql`p.transaction_id < ${before}`}
      order by p.transaction_id desc
      limit ${PAGE_TRANSACTIONS}
    )
    select p.transaction_id::text as transaction_id, x.kind, a.code, a.currency_code, p.amount::text as amount,
      p.balance_after::text as balance_after, p.created_at
    from page
    join ledger_postings p on p.transaction_id = page.transaction_id
    join accounts a on a.id = p.account_id
    join ledger_transactions x on x.id = p.transaction_id
    order by p.transaction_id desc, a.id`.execute(db);
  const ids = [...new Set(rows.map((r) => r.transaction_id))];
  return {
    list: rows.map((r) => ({
      transaction_id: r.transaction_id,
      kind: r.kind,
      wallet: r.code,
      amount: formatAmount(BigInt(r.amount), r.currency_code),
      balance_after: formatAmount(BigInt(r.balance_after), r.currency_code),
      created_at: new Date(r.created_at).toISOString(),
    })),
    next_before: ids.length === PAGE_TRANSACTIONS ? (ids[ids.length - 1] ?? null) : null,
  };
}
