import { type CommissionPlan, MAX_UPLINE_LEVELS } from './commission-plan.ts';
import { type CommissionStatement, computeStatement, shareOf } from './compute-statement.ts';
import type { AgentPeriodTotals } from './period-figures.ts';

/** An agent of the tree: its parent agent (null at the top) and whether it may be paid. */
export type AgentNode = { agentId: number; parentId: number | null; active: boolean };

/** A share of a downline agent's commission paid to an agent above it (level 1 is the parent). */
export type UplineShare = { toAgentId: number; fromAgentId: number; level: number; amount: bigint };

/** One payment into an agent's wallet: what the ledger posts, once per period, agent and kind. */
export type CommissionPayment = { agentId: number; kind: 'commission' | 'upline_share'; amount: bigint };

export type PeriodSettlement = {
  statements: CommissionStatement[];
  uplineShares: UplineShare[];
  payments: CommissionPayment[];
};

/**
 * The statements of every agent of a plan for one period, the upline shares of their commissions, and the payments
 * they make. An inactive agent still gets its statement (its loss is still carried) but is paid nothing, and passes no
 * share up for a commission it was not paid. A share goes to an active agent above, which need not have members of its
 * own. Agents are paid in their id order, shares after commissions, so that two runs list the same postings.
 */
export function settlePeriod(
  plan: CommissionPlan,
  agents: readonly AgentNode[],
  totalsOf: ReadonlyMap<number, AgentPeriodTotals>,
  carriedInOf: ReadonlyMap<number, bigint>,
): PeriodSettlement {
  const byId = new Map(agents.map((agent) => [agent.agentId, agent]));
  const ordered = [...agents].sort((a, b) => a.agentId - b.agentId);
  const statements: CommissionStatement[] = [];
  const uplineShares: UplineShare[] = [];
  const commissions: CommissionPayment[] = [];
  const shareTotals = new Map<number, bigint>();

  for (const agent of ordered) {
    const totals = totalsOf.get(agent.agentId);
    if (!totals) continue;
    const statement = computeStatement(plan, agent.agentId, totals, carriedInOf.get(agent.agentId) ?? 0n);
    statements.push(statement);
    if (!agent.active || statement.commission <= 0n) continue;
    commissions.push({ agentId: agent.agentId, kind: 'commission', amount: statement.commission });

    const seen = new Set([agent.agentId]);
    let above = agent.parentId === null ? undefined : byId.get(agent.parentId);
    for (let level = 1; level <= Math.min(plan.uplineShareBp.length, MAX_UPLINE_LEVELS) && above; level += 1) {
      // A tree read from the database is trusted to have no cycle, but a cycle must not pay an agent its own share.
      if (seen.has(above.agentId)) break;
      seen.add(above.agentId);
      const amount = shareOf(statement.commission, plan.uplineShareBp[level - 1] ?? 0);
      if (above.active && amount > 0n) {
        uplineShares.push({ toAgentId: above.agentId, fromAgentId: agent.agentId, level, amount });
        shareTotals.set(above.agentId, (shareTotals.get(above.agentId) ?? 0n) + amount);
      }
      above = above.parentId === null ? undefined : byId.get(above.parentId);
    }
  }

  const shares = [...shareTotals]
    .sort(([a], [b]) => a - b)
    .map(([agentId, amount]): CommissionPayment => ({ agentId, kind: 'upline_share', amount }));
  return { statements, uplineShares, payments: [...commissions, ...shares] };
}
