import { Refusal } from '../http/reply.ts';
import type { Executor } from '../ledger/executor.ts';

/**
 * Refuses with `code` (message key operator.currency_not_offered) unless the site offers the currency. With `lock`, the
 * site's currency row is held FOR UPDATE until the transaction ends: two saves that replace one site and currency's
 * settings (delete, then insert) run one after the other.
 */
export async function requireOfferedCurrency(
  executor: Executor,
  siteId: number,
  currency: string,
  code: number,
  options: { lock?: boolean } = {},
): Promise<void> {
  let query = executor
    .selectFrom('site_currencies')
    .select('currency_code')
    .where('site_id', '=', siteId)
    .where('currency_code', '=', currency);
  if (options.lock) query = query.forUpdate();
  if (!(await query.executeTakeFirst())) throw new Refusal(code, 'operator.currency_not_offered');
}
