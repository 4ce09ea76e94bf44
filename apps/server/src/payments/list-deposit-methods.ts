import type { DepositMethod } from '@casino/contract/calls/payment-calls.ts';
import type { LocalisedText } from '../db/schema.ts';
import type { Executor } from '../ledger/executor.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import type { PaymentsContext } from './payments-context.ts';

/** A method's name in the asked language, else its own name. */
export const methodName = (method: { name: string; names: LocalisedText }, lang: string): string =>
  method.names[lang] || method.name;

/** Whether the member must bind a bank account before depositing: flagged, and none bound yet. */
export async function needsBankAccount(executor: Executor, memberId: number): Promise<boolean> {
  const member = await executor
    .selectFrom('members')
    .select('need_bank_account_deposit_verified')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (!member.need_bank_account_deposit_verified) return false;
  const bound = await executor
    .selectFrom('member_bank_accounts')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  return !bound;
}

/** The active methods of the member's site and currency whose gateway runs here, in their order. */
export async function activeDepositMethods(ctx: Pick<PaymentsContext, 'gateways'>, executor: Executor, member: MemberSession) {
  const rows = await executor
    .selectFrom('deposit_methods')
    .selectAll()
    .where('site_id', '=', member.siteId)
    .where('currency_code', '=', member.currency)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.filter((m) => m.kind === 'bank_transfer' || Object.hasOwn(ctx.gateways, m.gateway));
}

export async function listDepositMethods(
  ctx: PaymentsContext,
  member: MemberSession,
  lang: string,
): Promise<{ currency: string; list: DepositMethod[]; need_bank_account: 0 | 1 }> {
  const methods = await activeDepositMethods(ctx, ctx.db, member);
  return {
    currency: member.currency,
    list: methods.map((m) => ({
      id: m.id,
      name: methodName(m, lang),
      kind: m.kind,
      min_amount: formatAmount(m.min_amount, m.currency_code),
      max_amount: formatAmount(m.max_amount, m.currency_code),
      bank:
        m.kind === 'bank_transfer'
          ? {
              bank_name: m.bank_name,
              account_name: m.bank_account_name,
              account_number: m.bank_account_number,
              branch: m.bank_branch,
            }
          : null,
    })),
    need_bank_account: (await needsBankAccount(ctx.db, member.memberId)) ? 1 : 0,
  };
}
