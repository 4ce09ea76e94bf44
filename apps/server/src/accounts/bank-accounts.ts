import { type BankAccount, MAX_BANK_ACCOUNTS } from '@casino/contract/calls/bank-account-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { recordSecurityEvent } from './security-events.ts';
import { verifyWithdrawPassword, type WithdrawPasswordContext } from './withdraw-password-guard.ts';

const maskNumber = (n: string) => `${'*'.repeat(Math.max(n.length - 4, 0))}${n.slice(-4)}`;
const normaliseNumber = (n: string) => n.replace(/[\s-]/g, '').toUpperCase();
const sameName = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

export async function listBankAccounts(db: Db, member: MemberSession): Promise<BankAccount[]> {
  const rows = await db
    .selectFrom('member_bank_accounts')
    .selectAll()
    .where('member_id', '=', member.memberId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    bank_name: r.bank_name,
    account_name: r.account_name,
    account_number: maskNumber(r.account_number),
    branch: r.branch,
    is_default: r.is_default ? 1 : 0,
    created_at: r.created_at.toISOString(),
  }));
}

/**
 * Binds a bank account after the withdraw password confirms it (108 while it is locked after wrong tries). The holder must be the member (their real name,
 * when they gave one); the first account becomes the default. Members cannot unbind: an operator does that.
 * A number other members have bound is bound all the same (families share accounts), and kept as a
 * bank_account_shared security event for the operator's risk view (decision 42).
 */
export async function bindBankAccount(
  ctx: WithdrawPasswordContext,
  member: MemberSession,
  input: { bank_name: string; account_name: string; account_number: string; branch: string; withdraw_password: string },
): Promise<number> {
  const { db } = ctx;
  const row = await db
    .selectFrom('members')
    .select(['withdraw_password_hash', 'member_name'])
    .where('id', '=', member.memberId)
    .executeTakeFirstOrThrow();
  if (!row.withdraw_password_hash) throw new Refusal(102, 'bank.no_withdraw_password');
  const hash = { id: member.memberId, withdrawPasswordHash: row.withdraw_password_hash };
  if (!(await verifyWithdrawPassword(ctx, hash, input.withdraw_password, 'bank_account.bind')))
    throw new Refusal(101, 'bank.wrong_withdraw_password');
  if (row.member_name && !sameName(row.member_name, input.account_name)) throw new Refusal(105, 'bank.holder_differs');
  const number = normaliseNumber(input.account_number);
  return db.transaction().execute(async (tx) => {
    // Lock the member row so that two binds at once count each other.
    await tx.selectFrom('members').select('id').where('id', '=', member.memberId).forUpdate().execute();
    const existing = await tx
      .selectFrom('member_bank_accounts')
      .select(['account_number'])
      .where('member_id', '=', member.memberId)
      .execute();
    if (existing.some((e) => e.account_number === number)) throw new Refusal(103, 'bank.already_bound');
    if (existing.length >= MAX_BANK_ACCOUNTS) throw new Refusal(104, 'bank.limit_reached');
    // Binds of one number take turns (after the member's row, always in this order), so that of two members binding
    // it at once the second sees the first.
    await sql`select pg_advisory_xact_lock(hashtext('member_bank_accounts.account_number'), hashtext(${number}))`.execute(tx);
    const inserted = await tx
      .insertInto('member_bank_accounts')
      .values({
        member_id: member.memberId,
        bank_name: input.bank_name,
        account_name: input.account_name,
        account_number: number,
        branch: input.branch,
        is_default: existing.length === 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordSharedNumber(tx, member.memberId, inserted.id, input.bank_name, number);
    return inserted.id;
  });
}

/** A bank_account_shared event when other members (of any site) have bound this number. */
async function recordSharedNumber(tx: Db, memberId: number, bankAccountId: number, bankName: string, number: string) {
  const others = await tx
    .selectFrom('member_bank_accounts as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['b.id', 'b.member_id', 'b.bank_name', 'm.account', 'm.site_id'])
    .where('b.account_number', '=', number)
    .where('b.member_id', '<>', memberId)
    .orderBy('b.id')
    .execute();
  if (others.length === 0) return;
  await recordSecurityEvent(tx, {
    memberId,
    kind: 'bank_account_shared',
    detail: {
      bank_account_id: bankAccountId,
      bank_name: bankName,
      account_number: maskNumber(number),
      // Kept as a list of ids too, so that the operator finds the event under either member (security-events.ts).
      shared_with_member_ids: [...new Set(others.map((o) => o.member_id))],
      shared_with: others.map((o) => ({
        member_id: o.member_id,
        member_account: o.account,
        site_id: o.site_id,
        bank_account_id: o.id,
        bank_name: o.bank_name,
      })),
    },
  });
}

export async function setDefaultBankAccount(db: Db, member: MemberSession, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const owned = await tx
      .selectFrom('member_bank_accounts')
      .select('id')
      .where('id', '=', id)
      .where('member_id', '=', member.memberId)
      .executeTakeFirst();
    if (!owned) throw new Refusal(101, 'bank.not_found');
    await tx.updateTable('member_bank_accounts').set({ is_default: false }).where('member_id', '=', member.memberId).execute();
    await tx.updateTable('member_bank_accounts').set({ is_default: true }).where('id', '=', id).execute();
  });
}
