import { BonusOperatorCode, type OperatorPromotionBonus } from '@casino/contract/calls/bonus-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { formatAmount, parseAmount } from '../wallet/main-cash.ts';

export type PromotionBonusInput = {
  site_id: number;
  promotion_id: number;
  kind: 'deposit_match' | 'fixed';
  amounts: { currency: string; percent: number; cap: string; min_deposit: string; amount: string }[];
  wagering_multiple: number;
  wagering_base: 'bonus' | 'bonus_deposit';
  weights: Record<string, number>;
  valid_days: number;
  active: number;
};

/**
 * Attaches a bonus to a promotion of the content desk, or changes it (grants made keep their own terms). Every
 * currency must be offered on the site (102); the promotion must be the site's (101). Audited in its transaction.
 */
export async function savePromotionBonus(db: Db, operator: OperatorSession, input: PromotionBonusInput, ip: string) {
  const amounts: Record<string, { percent_bp: number; cap: string; min_deposit: string; amount: string }> = {};
  for (const a of input.amounts) {
    const cap = parseAmount(a.cap, a.currency);
    const min = parseAmount(a.min_deposit, a.currency);
    const amount = parseAmount(a.amount, a.currency);
    if (cap === undefined || min === undefined || amount === undefined) throw new FieldError({ amounts: ['amount_format'] });
    if (input.kind === 'fixed' && amount <= 0n) throw new FieldError({ amounts: ['amount_required'] });
    if (input.kind === 'deposit_match' && a.percent <= 0) throw new FieldError({ amounts: ['percent_required'] });
    amounts[a.currency] = {
      percent_bp: Math.round(a.percent * 100),
      cap: cap.toString(),
      min_deposit: min.toString(),
      amount: amount.toString(),
    };
  }
  await inTransaction(db, async (trx) => {
    const promotion = await trx
      .selectFrom('promotions')
      .select('id')
      .where('id', '=', input.promotion_id)
      .where('site_id', '=', input.site_id)
      .executeTakeFirst();
    if (!promotion) throw new Refusal(BonusOperatorCode.notFound, 'operator.not_found');
    const offered = await trx
      .selectFrom('site_currencies')
      .select('currency_code')
      .where('site_id', '=', input.site_id)
      .execute();
    const codes = new Set(offered.map((o) => o.currency_code));
    if (Object.keys(amounts).some((c) => !codes.has(c))) {
      throw new Refusal(BonusOperatorCode.currencyNotOffered, 'operator.currency_not_offered');
    }
    const values = {
      site_id: input.site_id,
      kind: input.kind,
      amounts: JSON.stringify(amounts),
      wagering_multiple: input.wagering_multiple,
      wagering_base: input.wagering_base,
      weights: JSON.stringify(input.weights),
      valid_days: input.valid_days,
      active: input.active === 1,
    };
    await trx
      .insertInto('promotion_bonuses')
      .values({ promotion_id: input.promotion_id, ...values })
      .onConflict((oc) => oc.column('promotion_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'bonus.promotion_save',
      target: `promotion:${input.promotion_id}`,
      details: { kind: input.kind, multiple: input.wagering_multiple, base: input.wagering_base },
      ip,
    });
  });
  const [saved] = (await listPromotionBonuses(db, { siteId: input.site_id, promotionId: input.promotion_id })).list;
  if (!saved) throw new Error('promotion bonus not found after commit');
  return saved;
}

export async function listPromotionBonuses(
  db: Db,
  query: { siteId?: number; promotionId?: number },
): Promise<{ list: OperatorPromotionBonus[] }> {
  let select = db
    .selectFrom('promotion_bonuses as b')
    .selectAll('b')
    .select(sql<string>`(select count(*) from bonus_grants g where g.promotion_id = b.promotion_id)::text`.as('grants'));
  if (query.siteId !== undefined) select = select.where('b.site_id', '=', query.siteId);
  if (query.promotionId !== undefined) select = select.where('b.promotion_id', '=', query.promotionId);
  const rows = await select.orderBy('b.promotion_id', 'desc').execute();
  return {
    list: rows.map((row) => ({
      promotion_id: row.promotion_id,
      site_id: row.site_id,
      kind: row.kind,
      amounts: Object.entries(row.amounts).map(([currency, a]) => ({
        currency,
        percent: ((a.percent_bp ?? 0) / 100).toString(),
        cap: formatAmount(BigInt(a.cap ?? '0'), currency),
        min_deposit: formatAmount(BigInt(a.min_deposit ?? '0'), currency),
        amount: formatAmount(BigInt(a.amount ?? '0'), currency),
      })),
      wagering_multiple: row.wagering_multiple,
      wagering_base: row.wagering_base,
      weights: row.weights,
      valid_days: row.valid_days,
      active: row.active,
      grants: Number(row.grants),
    })),
  };
}
