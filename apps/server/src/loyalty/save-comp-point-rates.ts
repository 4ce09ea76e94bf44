import { LoyaltyOperatorCode } from '@casino/contract/calls/loyalty-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { requireOfferedCurrency } from '../sites/offered-currency.ts';
import { parseAmount } from '../wallet/main-cash.ts';
import { readCompPointRates } from './loyalty-settings.ts';

export type CompPointRatesInput = {
  site_id: number;
  currency: string;
  rates: { game_type_id: number; points_per_unit: number }[];
  exchange_points: number;
  exchange_cash: string;
};

/**
 * Replaces the comp point rates of one site and currency and sets its exchange rate; audited in the same
 * transaction. Rates hold from the next accrual on (stakes counted before keep their points). Codes 101 the site
 * does not offer the currency, 102 an exchange amount the currency cannot hold.
 */
export async function saveCompPointRates(db: Db, operator: OperatorSession, input: CompPointRatesInput, ip: string) {
  const cash = parseAmount(input.exchange_cash, input.currency);
  if (cash === undefined) throw new Refusal(LoyaltyOperatorCode.invalidAmount, 'operator.invalid_amount');
  return inTransaction(db, async (trx) => {
    await requireOfferedCurrency(trx, input.site_id, input.currency, LoyaltyOperatorCode.currencyNotOffered, { lock: true });
    await trx
      .deleteFrom('comp_point_rates')
      .where('site_id', '=', input.site_id)
      .where('currency_code', '=', input.currency)
      .execute();
    const unique = new Map(input.rates.map((r) => [r.game_type_id, r]));
    if (unique.size > 0) {
      await trx
        .insertInto('comp_point_rates')
        .values(
          [...unique.values()].map((r) => ({
            site_id: input.site_id,
            currency_code: input.currency,
            game_type_id: r.game_type_id,
            milli_points: Math.round(r.points_per_unit * 1000),
          })),
        )
        .execute();
    }
    await trx
      .insertInto('loyalty_settings')
      .values({
        site_id: input.site_id,
        currency_code: input.currency,
        exchange_points: input.exchange_points,
        exchange_cash: cash,
      })
      .onConflict((oc) =>
        oc
          .columns(['site_id', 'currency_code'])
          .doUpdateSet({ exchange_points: input.exchange_points, exchange_cash: cash, updated_at: new Date() }),
      )
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'loyalty.rates_save',
      target: `site:${input.site_id}:${input.currency}`,
      details: { rates: unique.size, exchange_points: input.exchange_points, exchange_cash: input.exchange_cash },
      ip,
    });
    const [saved] = await readCompPointRates(trx, input.site_id, input.currency);
    if (!saved) throw new Error('rates not found after saving');
    return saved;
  });
}
