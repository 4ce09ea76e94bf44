import { LoyaltyOperatorCode } from '@casino/contract/calls/loyalty-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { requireOfferedCurrency } from '../sites/offered-currency.ts';
import { parseAmount } from '../wallet/main-cash.ts';
import { readVipLevels } from './loyalty-settings.ts';

export type VipLevelsInput = {
  site_id: number;
  currency: string;
  window_days: number;
  levels: { level: number; min_points: number; daily_withdrawal_limit: string | null; birthday_bonus: string }[];
};

/**
 * Replaces the VIP levels of one site and currency and sets the window their points are earned in; audited in the
 * same transaction. Members move to their new level at the loyalty job's next daily check (or their next accrual).
 * Codes 101 the site does not offer the currency, 102 an amount the currency cannot hold, 103 a higher level
 * needing no more points than a lower one.
 */
export async function saveVipLevels(db: Db, operator: OperatorSession, input: VipLevelsInput, ip: string) {
  const levels = [...new Map(input.levels.map((l) => [l.level, l])).values()].sort((a, b) => a.level - b.level);
  const rows = levels.map((l) => {
    const limit = l.daily_withdrawal_limit === null ? null : parseAmount(l.daily_withdrawal_limit, input.currency);
    const birthday = parseAmount(l.birthday_bonus, input.currency);
    if (limit === undefined || birthday === undefined || limit === 0n) {
      throw new Refusal(LoyaltyOperatorCode.invalidAmount, 'operator.invalid_amount', { level: l.level });
    }
    return {
      site_id: input.site_id,
      currency_code: input.currency,
      level: l.level,
      min_points: BigInt(l.min_points),
      daily_withdrawal_limit: limit,
      birthday_bonus: birthday,
    };
  });
  for (let i = 1; i < rows.length; i += 1) {
    if ((rows[i]?.min_points ?? 0n) <= (rows[i - 1]?.min_points ?? 0n)) {
      throw new Refusal(LoyaltyOperatorCode.levelsOutOfOrder, 'loyalty.levels_out_of_order', { level: rows[i]?.level });
    }
  }
  return inTransaction(db, async (trx) => {
    await requireOfferedCurrency(trx, input.site_id, input.currency, LoyaltyOperatorCode.currencyNotOffered, { lock: true });
    await trx.deleteFrom('vip_levels').where('site_id', '=', input.site_id).where('currency_code', '=', input.currency).execute();
    if (rows.length > 0) await trx.insertInto('vip_levels').values(rows).execute();
    await trx
      .insertInto('loyalty_settings')
      .values({ site_id: input.site_id, currency_code: input.currency, window_days: input.window_days })
      .onConflict((oc) =>
        oc.columns(['site_id', 'currency_code']).doUpdateSet({ window_days: input.window_days, updated_at: new Date() }),
      )
      .execute();
    // Every member of the site and currency is checked again at the job's next round.
    await trx
      .updateTable('member_loyalty')
      .set({ level_checked_on: null })
      .where('member_id', 'in', (eb) =>
        eb.selectFrom('members').select('id').where('site_id', '=', input.site_id).where('currency_code', '=', input.currency),
      )
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'loyalty.levels_save',
      target: `site:${input.site_id}:${input.currency}`,
      details: { levels: rows.length, window_days: input.window_days },
      ip,
    });
    const [saved] = await readVipLevels(trx, input.site_id, input.currency);
    if (!saved) throw new Error('levels not found after saving');
    return saved;
  });
}
