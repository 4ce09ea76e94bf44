import type { CommissionCorrectionView } from '@casino/contract/calls/agent-calls.ts';
import { type Selectable, sql } from 'kysely';
import type { Database, StatementFigures } from '../../db/schema.ts';
import type { Executor } from '../../ledger/executor.ts';
import { formatAmount } from '../../wallet/main-cash.ts';

/** The figures a statement row holds, as a correction keeps them (minor units as text: JSON has no bigint). */
export function statementFigures(
  row: Omit<
    Selectable<Database['agent_commission_statements']>,
    'site_id' | 'currency_code' | 'period_start' | 'agent_id' | 'version' | 'corrected_at'
  >,
): StatementFigures {
  return {
    members: row.members,
    active_members: row.active_members,
    first_deposits: row.first_deposits,
    valid_bet: row.valid_bet.toString(),
    gross_revenue: row.gross_revenue.toString(),
    bonuses: row.bonuses.toString(),
    rebates: row.rebates.toString(),
    deposits: row.deposits.toString(),
    withdrawals: row.withdrawals.toString(),
    fees_charged: row.fees_charged.toString(),
    net_revenue: row.net_revenue.toString(),
    carried_in: row.carried_in.toString(),
    commission_base: row.commission_base.toString(),
    rate_bp: row.rate_bp,
    commission: row.commission.toString(),
    carried_out: row.carried_out.toString(),
  };
}

/** A statement row's columns from kept figures. */
export function statementColumns(figures: StatementFigures) {
  return {
    members: figures.members,
    active_members: figures.active_members,
    first_deposits: figures.first_deposits,
    valid_bet: BigInt(figures.valid_bet),
    gross_revenue: BigInt(figures.gross_revenue),
    bonuses: BigInt(figures.bonuses),
    rebates: BigInt(figures.rebates),
    deposits: BigInt(figures.deposits),
    withdrawals: BigInt(figures.withdrawals),
    fees_charged: BigInt(figures.fees_charged),
    net_revenue: BigInt(figures.net_revenue),
    carried_in: BigInt(figures.carried_in),
    commission_base: BigInt(figures.commission_base),
    rate_bp: figures.rate_bp,
    commission: BigInt(figures.commission),
    carried_out: BigInt(figures.carried_out),
  };
}

const shown = (figures: StatementFigures, currency: string) => ({
  net_revenue: formatAmount(BigInt(figures.net_revenue), currency),
  commission_base: formatAmount(BigInt(figures.commission_base), currency),
  rate_percent: (figures.rate_bp / 100).toString(),
  commission: formatAmount(BigInt(figures.commission), currency),
  carried_out: formatAmount(BigInt(figures.carried_out), currency),
});

/** Corrections as operators see them, newest first, with the agent's account and the operators' names. */
export async function readCorrections(
  executor: Executor,
  query: { id?: number; siteId?: number; status?: 'pending' | 'approved' | 'rejected'; beforeId?: number; limit: number },
): Promise<CommissionCorrectionView[]> {
  let select = executor
    .selectFrom('agent_commission_corrections as c')
    .innerJoin('members as m', 'm.id', 'c.agent_id')
    .innerJoin('operators as p', 'p.id', 'c.proposed_by')
    .leftJoin('operators as d', 'd.id', 'c.decided_by')
    .selectAll('c')
    .select(['m.account', 'p.username as proposer', 'd.username as decider', sql<string>`c.period_start::text`.as('period')]);
  if (query.id !== undefined) select = select.where('c.id', '=', query.id);
  if (query.siteId !== undefined) select = select.where('c.site_id', '=', query.siteId);
  if (query.status !== undefined) select = select.where('c.status', '=', query.status);
  if (query.beforeId !== undefined) select = select.where('c.id', '<', query.beforeId);
  const rows = await select.orderBy('c.id', 'desc').limit(query.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    site_id: row.site_id,
    currency: row.currency_code,
    period: row.period,
    agent_id: row.agent_id,
    agent_account: row.account,
    from_version: row.from_version,
    version: row.version,
    status: row.status,
    mode: row.mode,
    reason: row.reason,
    before: shown(row.before, row.currency_code),
    after: shown(row.after, row.currency_code),
    proposed_by: row.proposer,
    decided_by: row.decider ?? null,
    decision_reason: row.decision_reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
  }));
}

export async function readCorrection(executor: Executor, id: number): Promise<CommissionCorrectionView | undefined> {
  const [correction] = await readCorrections(executor, { id, limit: 1 });
  return correction;
}
