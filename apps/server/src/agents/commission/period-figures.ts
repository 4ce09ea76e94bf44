import type { ActiveMemberRule } from './commission-plan.ts';

/**
 * What one member of an agent did in a period, read from settled bets and ledger postings: all in minor units of the
 * plan's currency. Gross revenue is the house's side: settled stakes minus what they paid back (negative when the
 * member won).
 */
export type MemberPeriodFigures = {
  memberId: number;
  validBet: bigint;
  grossRevenue: bigint;
  bonuses: bigint;
  rebates: bigint;
  deposits: bigint;
  withdrawals: bigint;
  firstDeposit: boolean;
};

/** The sums over an agent's own members (not those of its sub-agents, which earn their own commission). */
export type AgentPeriodTotals = {
  members: number;
  activeMembers: number;
  firstDeposits: number;
  validBet: bigint;
  grossRevenue: bigint;
  bonuses: bigint;
  rebates: bigint;
  deposits: bigint;
  withdrawals: bigint;
};

export function isActiveMember(member: MemberPeriodFigures, rule: ActiveMemberRule): boolean {
  // A member with no bet at all is never active, whatever the limits.
  return member.validBet > 0n && member.validBet >= rule.minValidBet && member.deposits >= rule.minDeposits;
}

export function totalPeriodFigures(members: readonly MemberPeriodFigures[], rule: ActiveMemberRule): AgentPeriodTotals {
  const totals: AgentPeriodTotals = {
    members: members.length,
    activeMembers: 0,
    firstDeposits: 0,
    validBet: 0n,
    grossRevenue: 0n,
    bonuses: 0n,
    rebates: 0n,
    deposits: 0n,
    withdrawals: 0n,
  };
  for (const member of members) {
    if (isActiveMember(member, rule)) totals.activeMembers += 1;
    if (member.firstDeposit) totals.firstDeposits += 1;
    totals.validBet += member.validBet;
    totals.grossRevenue += member.grossRevenue;
    totals.bonuses += member.bonuses;
    totals.rebates += member.rebates;
    totals.deposits += member.deposits;
    totals.withdrawals += member.withdrawals;
  }
  return totals;
}
