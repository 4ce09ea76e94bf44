import { sql } from 'kysely';
import { PROMOTIONS_ACCOUNT } from '../../engagement/claim-red-envelope.ts';
import type { Executor } from '../../ledger/executor.ts';
import type { MemberPeriodFigures } from './period-figures.ts';

export type AgentMemberFigures = MemberPeriodFigures & { agentId: number };

type Row = {
  member_id: number;
  agent_id: number;
  valid_bet: string;
  gross_revenue: string;
  bonuses: string;
  rebates: string;
  deposits: string;
  withdrawals: string;
  first_deposit: boolean;
};

/**
 * What every member of a site's agents did in a period, in the plan's currency, read from the records the money moved
 * by (docs/decisions/0051-agent-commission.md):
 * - valid bet and gross revenue from the seamless providers' bets and wins that moved money and were not reversed
 *   (a rolled-back bet counts nothing; a bet's valid part is what carried risk, decision 39);
 * - bonuses and rebates from the promotions account's postings to the member: what it paid out less what came back
 *   (forfeited bonus money), rebates being the transactions of kind `rebate`;
 * - deposits paid and withdrawals paid in the period, and whether the member's first deposit was one of them.
 * A member is an agent's when its `agent_id` names an agent of the site; a sub-agent's own play counts for the agent
 * above it like any member's.
 */
export async function readMemberFigures(
  executor: Executor,
  query: { siteId: number; currency: string; from: Date; to: Date; agentIds?: readonly number[] },
): Promise<AgentMemberFigures[]> {
  const { siteId, currency, from, to } = query;
  // Some agents' members (an agent centre's reports), or those of every agent of the site (a settlement).
  const ofAgent = query.agentIds === undefined ? sql`true` : sql`m.agent_id = any(${[...query.agentIds]}::int[])`;
  const { rows } = await sql<Row>`
    with downline as (
      select m.id as member_id, m.agent_id
      from members m join members a on a.id = m.agent_id
      where a.site_id = ${siteId} and a.is_agent and m.currency_code = ${currency} and ${ofAgent}
    ),
    play as (
      select p.member_id, sum(p.valid_bet) as valid_bet, sum(p.gross_revenue) as gross_revenue
      from (
        select t.member_id,
          sum(case when t.kind = 'bet' then coalesce(t.valid_amount, t.amount) else 0 end) as valid_bet,
          sum(case when t.kind = 'bet' then t.amount else -t.amount end) as gross_revenue
        from provider_transactions t join downline d on d.member_id = t.member_id
        where t.kind in ('bet', 'win') and t.status = 'ok' and t.ledger_transaction_id is not null
          and t.currency_code = ${currency} and t.created_at >= ${from} and t.created_at < ${to}
          and not exists (select 1 from ledger_transactions r where r.reverses_id = t.ledger_transaction_id)
        group by t.member_id
        union all
        -- Transfer-wallet providers' bets, in the period they finished (decision 64).
        select r.member_id, sum(r.valid_amount), sum(r.stake - r.payout)
        from provider_bet_records r join downline d on d.member_id = r.member_id
        where r.currency_code = ${currency} and r.settled_at >= ${from} and r.settled_at < ${to}
        group by r.member_id
      ) p
      group by p.member_id
    ),
    promotions as (
      select owner.member_id,
        sum(case when x.kind = 'rebate' then 0 else -p.amount end) as bonuses,
        sum(case when x.kind = 'rebate' then -p.amount else 0 end) as rebates
      from ledger_postings p
      join ledger_accounts pa on pa.id = p.account_id
      join ledger_transactions x on x.id = p.transaction_id
      join lateral (
        select min(ma.member_id) as member_id
        from ledger_postings mp join ledger_accounts ma on ma.id = mp.account_id
        where mp.transaction_id = p.transaction_id and ma.member_id is not null
      ) owner on true
      join downline d on d.member_id = owner.member_id
      where pa.code = ${PROMOTIONS_ACCOUNT} and pa.currency_code = ${currency}
        and x.created_at >= ${from} and x.created_at < ${to}
      group by owner.member_id
    ),
    deposits as (
      select o.member_id, sum(o.amount) as deposits,
        bool_or(o.paid_at = (select min(f.paid_at) from deposit_orders f where f.member_id = o.member_id and f.status = 'paid')) as first_deposit
      from deposit_orders o join downline d on d.member_id = o.member_id
      where o.status = 'paid' and o.currency_code = ${currency} and o.paid_at >= ${from} and o.paid_at < ${to}
      group by o.member_id
    ),
    withdrawals as (
      select w.member_id, sum(w.amount) as withdrawals
      from withdrawal_orders w join downline d on d.member_id = w.member_id
      where w.status = 'paid' and w.currency_code = ${currency} and w.decided_at >= ${from} and w.decided_at < ${to}
      group by w.member_id
    )
    select d.member_id, d.agent_id,
      coalesce(play.valid_bet, 0)::text as valid_bet, coalesce(play.gross_revenue, 0)::text as gross_revenue,
      coalesce(promotions.bonuses, 0)::text as bonuses, coalesce(promotions.rebates, 0)::text as rebates,
      coalesce(deposits.deposits, 0)::text as deposits, coalesce(withdrawals.withdrawals, 0)::text as withdrawals,
      coalesce(deposits.first_deposit, false) as first_deposit
    from downline d
    left join play on play.member_id = d.member_id
    left join promotions on promotions.member_id = d.member_id
    left join deposits on deposits.member_id = d.member_id
    left join withdrawals on withdrawals.member_id = d.member_id
    order by d.member_id`.execute(executor);
  return rows.map((row) => ({
    memberId: row.member_id,
    agentId: row.agent_id,
    validBet: BigInt(row.valid_bet),
    grossRevenue: BigInt(row.gross_revenue),
    bonuses: BigInt(row.bonuses),
    rebates: BigInt(row.rebates),
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
    firstDeposit: row.first_deposit,
  }));
}
