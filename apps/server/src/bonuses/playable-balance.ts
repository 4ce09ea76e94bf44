import { sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';

/**
 * What a member holding a bonus can stake: the providers are told the main balance plus the active grant's bonus
 * balance, since a bet takes the bonus for the shortfall of cash (docs/decisions/0033). One statement.
 */
export async function readPlayableBalance(executor: Executor, memberId: number, currency: string): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    select (
      coalesce((select a.balance from ledger_accounts a where a.code = ${`member:${memberId}:main`} and a.currency_code = ${currency}), 0)
      + coalesce((select sum(a.balance) from bonus_grants g
          join ledger_accounts a on a.code = 'member:' || g.member_id::text || ':bonus:' || g.id::text and a.currency_code = g.currency_code
          where g.member_id = ${memberId} and g.currency_code = ${currency} and g.status = 'active'), 0)
    )::text as total`.execute(executor);
  return BigInt(rows[0]?.total ?? '0');
}

/** The active grant's bonus balance of a member in a currency (0 without one). */
export async function readActiveBonusBalance(executor: Executor, memberId: number, currency: string): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    select coalesce(sum(a.balance), 0)::text as total from bonus_grants g
    join ledger_accounts a on a.code = 'member:' || g.member_id::text || ':bonus:' || g.id::text and a.currency_code = g.currency_code
    where g.member_id = ${memberId} and g.currency_code = ${currency} and g.status = 'active'`.execute(executor);
  return BigInt(rows[0]?.total ?? '0');
}
