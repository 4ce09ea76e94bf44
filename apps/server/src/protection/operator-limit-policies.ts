import {
  type LimitPolicy,
  LimitPolicyCode,
  type operatorLimitPoliciesCall,
  type operatorLimitPolicySetCall,
} from '@casino/contract/calls/operator-protection-calls.ts';
import { LIMIT_KINDS, LIMIT_PERIODS, PLAY_LIMIT_KINDS } from '@casino/contract/calls/protection-calls.ts';
import { isCurrencyCode } from '@casino/contract/currencies.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import type { Executor } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { parseLimitAmount } from './after-limit-change.ts';
import { formatLimit } from './limit-usage.ts';
import { countSitePlayLimits } from './play-limits.ts';

type Input<C extends { request: z.ZodType }> = z.output<C['request']>;

const KINDS: readonly string[] = LIMIT_KINDS;
const PERIODS: readonly string[] = LIMIT_PERIODS;

async function readPolicies(db: Executor, filter: { siteId?: number; key?: Pick<LimitPolicy, 'currency' | 'kind' | 'period'> }) {
  let query = db
    .selectFrom('limit_policies as p')
    .leftJoin('operators as o', 'o.id', 'p.updated_by')
    .select(['p.site_id', 'p.currency_code', 'p.kind', 'p.period', 'p.default_amount', 'p.maximum_amount', 'p.updated_at'])
    .select('o.username')
    .orderBy('p.site_id')
    .orderBy('p.currency_code')
    .orderBy('p.kind')
    .orderBy('p.period');
  if (filter.siteId !== undefined) query = query.where('p.site_id', '=', filter.siteId);
  if (filter.key) {
    query = query
      .where('p.currency_code', '=', filter.key.currency)
      .where('p.kind', '=', filter.key.kind)
      .where('p.period', '=', filter.key.period);
  }
  const rows = await query.execute();
  // A kind or period the contract no longer lists is kept in the table but not shown.
  return rows
    .filter((row) => KINDS.includes(row.kind) && PERIODS.includes(row.period))
    .map(
      (row): LimitPolicy => ({
        site_id: row.site_id,
        currency: row.currency_code,
        kind: row.kind,
        period: row.period,
        default_amount: row.default_amount === null ? null : formatLimit(row.kind, BigInt(row.default_amount), row.currency_code),
        maximum_amount: row.maximum_amount === null ? null : formatLimit(row.kind, BigInt(row.maximum_amount), row.currency_code),
        updated_by: row.username,
        updated_at: new Date(row.updated_at).toISOString(),
      }),
    );
}

/** The sites' defaults and maximums of members' limits (docs/decisions/0084), of one site or all. */
export async function readLimitPolicies(
  db: Db,
  input: Input<typeof operatorLimitPoliciesCall>,
): Promise<CallResponse<typeof operatorLimitPoliciesCall>> {
  return { list: await readPolicies(db, { siteId: input.site_id }) };
}

/**
 * An amount of the policy as the member's limits hold it (minor units; a session limit's minutes), or the refusal
 * (code 101): zero, more decimals than the currency has, or what a member could not set for that kind and period.
 */
function policyAmount(input: Input<typeof operatorLimitPolicySetCall>, value: string | null, currency: string): bigint | null {
  if (value === null) return null;
  const amount = parseLimitAmount({ kind: input.kind, period: input.period, amount: value }, currency);
  if (amount === undefined || amount === null || amount <= 0n)
    throw new Refusal(LimitPolicyCode.invalidAmount, 'operator.limit_policy_amount');
  return amount;
}

/**
 * Sets a site's default and maximum of one limit in one currency; both null removes the policy. Audited in the same
 * transaction with the amounts before and after.
 */
export async function setLimitPolicy(
  db: Db,
  operator: OperatorSession,
  input: Input<typeof operatorLimitPolicySetCall>,
  ip: string,
): Promise<CallResponse<typeof operatorLimitPolicySetCall>> {
  const currency = input.currency.toUpperCase();
  const site = await db.selectFrom('sites').select('id').where('id', '=', input.site_id).executeTakeFirst();
  if (!site || !isCurrencyCode(currency)) {
    throw new Refusal(LimitPolicyCode.unknownSiteOrCurrency, 'operator.limit_policy_unknown_site_or_currency');
  }
  const defaultAmount = policyAmount(input, input.default_amount, currency);
  const maximumAmount = policyAmount(input, input.maximum_amount, currency);
  if (defaultAmount !== null && maximumAmount !== null && defaultAmount > maximumAmount) {
    throw new Refusal(LimitPolicyCode.defaultAboveMaximum, 'operator.limit_policy_default_above_maximum');
  }
  const key = { currency, kind: input.kind, period: input.period };
  return db.transaction().execute(async (trx) => {
    const before = (await readPolicies(trx, { siteId: input.site_id, key }))[0] ?? null;
    const where = { site_id: input.site_id, currency_code: currency, kind: input.kind, period: input.period };
    if (defaultAmount === null && maximumAmount === null) {
      await trx
        .deleteFrom('limit_policies')
        .where('site_id', '=', where.site_id)
        .where('currency_code', '=', where.currency_code)
        .where('kind', '=', where.kind)
        .where('period', '=', where.period)
        .execute();
    } else {
      const values = {
        default_amount: defaultAmount,
        maximum_amount: maximumAmount,
        updated_by: operator.operatorId,
        updated_at: new Date(),
      };
      await trx
        .insertInto('limit_policies')
        .values({ ...where, ...values })
        .onConflict((oc) => oc.columns(['site_id', 'currency_code', 'kind', 'period']).doUpdateSet(values))
        .execute();
    }
    // A wager or loss policy checks the stakes of the site's members in that currency from this commit on.
    if ((PLAY_LIMIT_KINDS as readonly string[]).includes(input.kind)) await countSitePlayLimits(trx, input.site_id, currency);
    const after = (await readPolicies(trx, { siteId: input.site_id, key }))[0] ?? null;
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'protection.policy_set',
      target: `site:${input.site_id}:${currency}:${input.kind}:${input.period}`,
      details: {
        before: before && { default_amount: before.default_amount, maximum_amount: before.maximum_amount },
        after: after && { default_amount: after.default_amount, maximum_amount: after.maximum_amount },
      },
      ip,
    });
    return (
      after ?? {
        site_id: input.site_id,
        currency,
        kind: input.kind,
        period: input.period,
        default_amount: null,
        maximum_amount: null,
        updated_by: operator.username,
        updated_at: new Date().toISOString(),
      }
    );
  });
}
