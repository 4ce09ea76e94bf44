import type { operatorOrderRiskHintsCall } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { formatAmount } from '../../wallet/main-cash.ts';

type Row = {
  order_number: string;
  member_id: number;
  currency_code: string;
  same_device: string;
  same_address: string;
  bonus_open: boolean;
  first_withdrawal: boolean;
  turnover: string;
  deposits: string;
};

/**
 * The risk hints of a page of orders, in one query: each order's member is looked up once, every part on an index
 * of the member (devices by udid, sessions by address, bonus grants, orders, bets).
 */
export async function readOrderRiskHints(
  db: Db,
  input: z.output<(typeof operatorOrderRiskHintsCall)['request']>,
): Promise<CallResponse<typeof operatorOrderRiskHintsCall>> {
  const orders =
    input.kind === 'deposit'
      ? sql`select id, order_number, member_id, currency_code from deposit_orders where order_number = any(${input.order_numbers}::text[])`
      : sql`select id, order_number, member_id, currency_code from withdrawal_orders where order_number = any(${input.order_numbers}::text[])`;
  const { rows } = await sql<Row>`
    with page as (${orders})
    select page.order_number, page.member_id, page.currency_code,
      (select count(distinct other.member_id) from member_devices mine
         join member_devices other on other.udid = mine.udid and other.member_id <> mine.member_id
       where mine.member_id = page.member_id and mine.udid <> '')::text as same_device,
      (select count(distinct other.member_id)
       from (select distinct ip from member_sessions where member_id = page.member_id and ip <> '') mine
         join member_sessions other on other.ip = mine.ip and other.member_id <> page.member_id)::text as same_address,
      exists (select 1 from bonus_grants g where g.member_id = page.member_id and g.status = 'active') as bonus_open,
      ${input.kind === 'withdrawal' ? sql`not exists (select 1 from withdrawal_orders w where w.member_id = page.member_id and w.status = 'paid' and w.id <> page.id)` : sql`false`} as first_withdrawal,
      (coalesce((select sum(t.amount) from provider_transactions t
                 where t.member_id = page.member_id and t.kind = 'bet' and t.status = 'ok'
                   and t.currency_code = page.currency_code and t.ledger_transaction_id is not null), 0)
       + coalesce((select sum(r.stake) from provider_bet_records r
                   where r.member_id = page.member_id and r.currency_code = page.currency_code), 0))::text as turnover,
      coalesce((select sum(d.amount) from deposit_orders d
                where d.member_id = page.member_id and d.status = 'paid' and d.currency_code = page.currency_code), 0)::text
        as deposits
    from page`.execute(db);
  return {
    list: rows.map((r) => {
      const turnover = BigInt(r.turnover);
      const deposits = BigInt(r.deposits);
      return {
        order_number: r.order_number,
        member_id: r.member_id,
        same_device_members: Number(r.same_device),
        same_address_members: Number(r.same_address),
        bonus_open: r.bonus_open,
        first_withdrawal: r.first_withdrawal,
        turnover: formatAmount(turnover, r.currency_code),
        deposits: formatAmount(deposits, r.currency_code),
        turnover_below_deposits: turnover < deposits,
      };
    }),
  };
}
