import { sql } from 'kysely';
import { promotionsAccount } from '../bonuses/bonus-accounts.ts';
import type { Db } from '../db/database.ts';
import { siteDay } from '../engagement/site-day.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { excludedNow } from '../protection/excluded-now.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceCash } from '../wallet/main-cash.ts';

const BIRTHDAY_BATCH = 200;

/**
 * Pays the birthday bonus of the members whose birthday is today (site day; 29 February counts on 28 February in
 * other years) at the amount of their VIP level, once a year: the ledger key loyalty-birthday:{member}:{year} and
 * the (member, year) row are written in one transaction, so a second run or node pays nothing. Answers how many were
 * paid in this batch.
 */
export async function payBirthdayBonuses(
  db: Db,
  options: { now?: Date; realtime?: Pick<Realtime, 'broadcast'> } = {},
): Promise<number> {
  const today = siteDay(options.now ?? new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const feb28 = month === 2 && day === 28 && !leap;
  const { rows } = await sql<{ member_id: number; currency_code: string; vip_level: number; amount: string }>`
    select m.id as member_id, m.currency_code, l.vip_level, v.birthday_bonus::text as amount
    from member_loyalty l
    join members m on m.id = l.member_id
    join vip_levels v on v.site_id = m.site_id and v.currency_code = m.currency_code and v.level = l.vip_level
    where l.vip_level > 0 and v.birthday_bonus > 0 and m.member_birthday is not null
      and extract(month from m.member_birthday) = ${month}
      and (extract(day from m.member_birthday) = ${day} or (${feb28} and extract(day from m.member_birthday) = 29))
      and not exists (select 1 from loyalty_birthday_bonuses b where b.member_id = m.id and b.year = ${year})
      and not ${excludedNow(sql`m.id`)}
    order by m.id
    limit ${BIRTHDAY_BATCH}`.execute(db);
  let paid = 0;
  for (const row of rows) {
    const amount = BigInt(row.amount);
    const main = ledgerAccounts.memberMain(row.member_id, row.currency_code);
    const cash = await inTransaction(db, async (trx) => {
      const claimed = await trx
        .insertInto('loyalty_birthday_bonuses')
        .values({ member_id: row.member_id, year, vip_level: row.vip_level, amount, ledger_transaction_id: 0n })
        .onConflict((oc) => oc.columns(['member_id', 'year']).doNothing())
        .returning('member_id')
        .executeTakeFirst();
      if (!claimed) return undefined;
      const posted = await postTransaction(db, trx, {
        key: `loyalty-birthday:${row.member_id}:${year}`,
        kind: 'birthday_bonus',
        reference: `vip:${row.vip_level}`,
        postings: [
          { account: promotionsAccount(row.currency_code), amount: -amount },
          { account: main, amount },
        ],
      });
      await trx
        .updateTable('loyalty_birthday_bonuses')
        .set({ ledger_transaction_id: posted.id })
        .where('member_id', '=', row.member_id)
        .where('year', '=', year)
        .execute();
      return posted.balances.get(accountKey(main));
    });
    if (cash === undefined) continue;
    paid += 1;
    if (options.realtime) announceCash(options.realtime, row.member_id, cash, row.currency_code);
  }
  return paid;
}
