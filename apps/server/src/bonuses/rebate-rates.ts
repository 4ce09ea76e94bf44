import { BonusOperatorCode } from '@casino/contract/calls/bonus-calls.ts';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { requireOfferedCurrency } from '../sites/offered-currency.ts';

const percentOf = (bp: number) => (bp / 100).toString();

/** Replaces the rebate rates of one site and currency (102 when the site does not offer the currency). Audited. */
export async function saveRebateRates(
  db: Db,
  operator: OperatorSession,
  input: { site_id: number; currency: string; rates: { game_type_id: number; vip_level: number; percent: number }[] },
  ip: string,
) {
  await inTransaction(db, async (trx) => {
    await requireOfferedCurrency(trx, input.site_id, input.currency, BonusOperatorCode.currencyNotOffered, { lock: true });
    await trx
      .deleteFrom('rebate_rates')
      .where('site_id', '=', input.site_id)
      .where('currency_code', '=', input.currency)
      .execute();
    const unique = new Map(input.rates.map((r) => [`${r.game_type_id}:${r.vip_level}`, r]));
    if (unique.size > 0) {
      await trx
        .insertInto('rebate_rates')
        .values(
          [...unique.values()].map((r) => ({
            site_id: input.site_id,
            currency_code: input.currency,
            game_type_id: r.game_type_id,
            vip_level: r.vip_level,
            rate_bp: Math.round(r.percent * 100),
          })),
        )
        .execute();
    }
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'rebate.rates_save',
      target: `site:${input.site_id}:${input.currency}`,
      details: { rates: input.rates.length },
      ip,
    });
  });
  const { list } = await listRebateRates(db, input.site_id);
  return {
    site_id: input.site_id,
    currency: input.currency,
    rates: list.filter((r) => r.currency === input.currency).map(({ currency: _c, ...r }) => r),
  };
}

export async function listRebateRates(db: Db, siteId: number) {
  const rows = await db
    .selectFrom('rebate_rates')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('currency_code')
    .orderBy('game_type_id')
    .orderBy('vip_level')
    .execute();
  return {
    list: rows.map((r) => ({
      currency: r.currency_code,
      game_type_id: r.game_type_id,
      vip_level: r.vip_level,
      percent: percentOf(r.rate_bp),
    })),
  };
}
