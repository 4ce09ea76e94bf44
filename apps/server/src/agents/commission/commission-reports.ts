import type { CommissionStatementView } from '@casino/contract/calls/agent-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { formatAmount } from '../../wallet/main-cash.ts';
import type { CommissionSettlement } from './settle-commission-month.ts';

/** A settled month as operators see it. */
export function settlementView(settlement: CommissionSettlement & { createdAt?: Date }) {
  return {
    site_id: settlement.siteId,
    currency: settlement.currency,
    period: settlement.periodStart,
    agents: settlement.agents,
    paid: formatAmount(settlement.paid, settlement.currency),
    created_at: (settlement.createdAt ?? new Date()).toISOString(),
  };
}

export async function listCommissionSettlements(db: Db, query: { siteId?: number; limit: number }) {
  let select = db
    .selectFrom('agent_commission_settlements')
    .select(['site_id', 'currency_code', sql<string>`period_start::text`.as('period'), 'agents', 'paid', 'created_at']);
  if (query.siteId !== undefined) select = select.where('site_id', '=', query.siteId);
  const rows = await select
    .orderBy('period_start', 'desc')
    .orderBy('site_id')
    .orderBy('currency_code')
    .limit(query.limit)
    .execute();
  return {
    list: rows.map((row) =>
      settlementView({
        siteId: row.site_id,
        currency: row.currency_code,
        periodStart: row.period,
        agents: row.agents,
        paid: row.paid,
        createdAt: row.created_at,
      }),
    ),
  };
}

/**
 * Statements with the upline shares each agent received that month: every agent's of one settled month (operators), or
 * one agent's newest first (its centre).
 */
export async function listCommissionStatements(
  db: Db,
  query: { siteId: number; currency: string; period?: string; agentId?: number; limit?: number },
): Promise<{ list: CommissionStatementView[] }> {
  let select = db
    .selectFrom('agent_commission_statements as s')
    .innerJoin('members as m', 'm.id', 's.agent_id')
    .selectAll('s')
    .select([
      'm.account',
      sql<string>`s.period_start::text`.as('period'),
      sql<string>`coalesce((select sum(p.amount) from agent_commission_payments p
        where p.site_id = s.site_id and p.currency_code = s.currency_code and p.period_start = s.period_start
          and p.agent_id = s.agent_id and p.kind = 'upline_share'), 0)::text`.as('upline_share'),
    ])
    .where('s.site_id', '=', query.siteId)
    .where('s.currency_code', '=', query.currency);
  if (query.period !== undefined) select = select.where('s.period_start', '=', query.period);
  if (query.agentId !== undefined) select = select.where('s.agent_id', '=', query.agentId);
  const rows = await select
    .orderBy('s.period_start', 'desc')
    .orderBy('s.agent_id')
    .limit(query.limit ?? 10_000)
    .execute();
  const money = (minor: bigint) => formatAmount(minor, query.currency);
  return {
    list: rows.map((row) => ({
      agent_id: row.agent_id,
      agent_account: row.account,
      period: row.period,
      currency: row.currency_code,
      members: row.members,
      active_members: row.active_members,
      first_deposits: row.first_deposits,
      valid_bet: money(row.valid_bet),
      gross_revenue: money(row.gross_revenue),
      bonuses: money(row.bonuses),
      rebates: money(row.rebates),
      deposits: money(row.deposits),
      withdrawals: money(row.withdrawals),
      fees_charged: money(row.fees_charged),
      net_revenue: money(row.net_revenue),
      carried_in: money(row.carried_in),
      commission_base: money(row.commission_base),
      rate_percent: (row.rate_bp / 100).toString(),
      commission: money(row.commission),
      carried_out: money(row.carried_out),
      upline_share: money(BigInt(row.upline_share)),
      version: row.version,
      corrected_at: row.corrected_at ? row.corrected_at.toISOString() : null,
    })),
  };
}
