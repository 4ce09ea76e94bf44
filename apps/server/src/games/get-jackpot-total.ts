import { formatMinorUnits } from '@casino/contract/money.ts';
import type { Db } from '../db/database.ts';
import { FieldError } from '../http/reply.ts';

/**
 * Sum of the progressive jackpot pools of one currency, as a decimal string in major units. The pools are the ones
 * the games pay from (today the house's progressive pool, which its slot pages show), read at the moment of the call.
 */
export async function getJackpotTotal(db: Db, currency: string): Promise<string> {
  const currencyRow = await db.selectFrom('currencies').select('exponent').where('code', '=', currency).executeTakeFirst();
  if (!currencyRow) throw new FieldError({ currency: ['unknown_currency'] });
  const total = await db
    .selectFrom('jackpot_pools')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('currency_code', '=', currency)
    .executeTakeFirstOrThrow();
  return formatMinorUnits(BigInt(total.total), currencyRow.exponent);
}
