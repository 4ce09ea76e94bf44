import { describe, expect, it } from 'vitest';
import { type CommissionPlan, planProblems, reachedTier } from './commission-plan.ts';
import { computeStatement } from './compute-statement.ts';
import { correctionPostings } from './correct-settlement.ts';
import { type AgentPeriodTotals, isActiveMember, type MemberPeriodFigures, totalPeriodFigures } from './period-figures.ts';
import { type AgentNode, settlePeriod } from './settle-period.ts';

// Minor units of INR (paise): 100n is one rupee.
const R = (rupees: number) => BigInt(rupees) * 100n;

const plan: CommissionPlan = {
  siteId: 1,
  currency: 'INR',
  tiers: [
    { minActiveMembers: 5, minNetRevenue: 0n, rateBp: 2_700 },
    { minActiveMembers: 5, minNetRevenue: R(5_778), rateBp: 3_700 },
    { minActiveMembers: 10, minNetRevenue: R(87_778), rateBp: 4_500 },
  ],
  active: { minValidBet: R(100), minDeposits: 0n },
  paymentFeeBp: 200,
  platformFeeBp: 0,
  carryNegative: true,
  uplineShareBp: [1_000, 500],
};

const member = (memberId: number, figures: Partial<MemberPeriodFigures> = {}): MemberPeriodFigures => ({
  memberId,
  validBet: R(1_000),
  grossRevenue: 0n,
  bonuses: 0n,
  rebates: 0n,
  deposits: R(500),
  withdrawals: 0n,
  firstDeposit: false,
  ...figures,
});

const totals = (figures: Partial<AgentPeriodTotals>): AgentPeriodTotals => ({
  members: 6,
  activeMembers: 6,
  firstDeposits: 0,
  validBet: R(60_000),
  grossRevenue: 0n,
  bonuses: 0n,
  rebates: 0n,
  deposits: 0n,
  withdrawals: 0n,
  ...figures,
});

describe('a commission plan', () => {
  it('is refused when its tiers do not go up, a rate or fee is out of range, or the upline shares take it all', () => {
    expect(planProblems(plan)).toEqual([]);
    expect(planProblems({ ...plan, tiers: [] })).toEqual(['no_tiers']);
    expect(planProblems({ ...plan, tiers: [plan.tiers[1]!, plan.tiers[0]!] })).toEqual(['tiers_not_ascending']);
    expect(planProblems({ ...plan, tiers: [plan.tiers[0]!, plan.tiers[0]!] })).toEqual(['tiers_not_ascending']);
    expect(planProblems({ ...plan, tiers: [{ ...plan.tiers[0]!, rateBp: 10_001 }] })).toEqual(['rate_out_of_range']);
    expect(planProblems({ ...plan, tiers: [{ ...plan.tiers[0]!, minNetRevenue: -1n }] })).toEqual(['tier_minimum_negative']);
    expect(planProblems({ ...plan, paymentFeeBp: -1 })).toEqual(['fee_out_of_range']);
    expect(planProblems({ ...plan, active: { minValidBet: -1n, minDeposits: 0n } })).toEqual(['active_rule_negative']);
    expect(planProblems({ ...plan, uplineShareBp: [1, 1, 1, 1] })).toEqual(['too_many_upline_levels']);
    expect(planProblems({ ...plan, uplineShareBp: [6_000, 4_000] })).toEqual(['upline_share_out_of_range']);
  });

  it('pays the rate of the last tier whose active members and revenue are both reached', () => {
    expect(reachedTier(plan, 4, R(100_000))).toBeNull();
    expect(reachedTier(plan, 5, R(100))?.rateBp).toBe(2_700);
    expect(reachedTier(plan, 5, R(5_778))?.rateBp).toBe(3_700);
    expect(reachedTier(plan, 9, R(100_000))?.rateBp).toBe(3_700);
    expect(reachedTier(plan, 10, R(100_000))?.rateBp).toBe(4_500);
  });
});

describe('active members', () => {
  it('are those with a bet at or above the valid-bet limit and deposits at or above the deposit limit', () => {
    const rule = { minValidBet: R(100), minDeposits: R(200) };
    expect(isActiveMember(member(1, { validBet: R(100), deposits: R(200) }), rule)).toBe(true);
    expect(isActiveMember(member(1, { validBet: R(99), deposits: R(200) }), rule)).toBe(false);
    expect(isActiveMember(member(1, { validBet: R(100), deposits: R(199) }), rule)).toBe(false);
    expect(isActiveMember(member(1, { validBet: 0n }), { minValidBet: 0n, minDeposits: 0n })).toBe(false);
  });

  it('and every figure are summed over the agent’s own members', () => {
    const sum = totalPeriodFigures(
      [
        member(1, { grossRevenue: R(300), bonuses: R(10), firstDeposit: true, withdrawals: R(3) }),
        member(2, { grossRevenue: -R(120), rebates: R(4), validBet: R(50) }),
      ],
      plan.active,
    );
    expect(sum).toMatchObject({ members: 2, activeMembers: 1, firstDeposits: 1, validBet: R(1_050) });
    expect(sum).toMatchObject({ grossRevenue: R(180), bonuses: R(10), rebates: R(4), withdrawals: R(3), deposits: R(1_000) });
  });
});

describe('a commission statement', () => {
  it('applies the tier rate to gross revenue less bonuses, rebates and the fees charged', () => {
    const statement = computeStatement(
      plan,
      7,
      totals({ grossRevenue: R(27_000), bonuses: R(1_000), rebates: R(200), deposits: R(20_000), withdrawals: R(5_000) }),
      0n,
    );
    // 27,000 - 1,000 - 200 - 2% of the 25,000 deposited and withdrawn = 25,300, at the 37% tier.
    expect(statement).toMatchObject({ feesCharged: R(500), netRevenue: R(25_300), commissionBase: R(25_300), rateBp: 3_700 });
    expect(statement.commission).toBe(R(9_361));
    expect(statement.carriedOut).toBe(0n);
  });

  it('rounds down to the minor unit and charges the platform fee on positive gross revenue only', () => {
    const withFee = { ...plan, platformFeeBp: 300 };
    expect(computeStatement(withFee, 1, totals({ grossRevenue: 1_001n }), 0n)).toMatchObject({
      feesCharged: 30n,
      netRevenue: 971n,
      commission: 262n, // 971 x 27% = 262.17
    });
    expect(computeStatement(withFee, 1, totals({ grossRevenue: -1_000n }), 0n).feesCharged).toBe(0n);
  });

  it('carries a loss into the next period, which pays only on what it earns beyond it', () => {
    const losing = computeStatement(plan, 1, totals({ grossRevenue: -R(15_000), bonuses: R(500), deposits: R(30_000) }), 0n);
    expect(losing).toMatchObject({ netRevenue: -R(16_100), commission: 0n, carriedOut: -R(16_100), rateBp: 0 });
    const partly = computeStatement(plan, 1, totals({ grossRevenue: R(10_000) }), losing.carriedOut);
    expect(partly).toMatchObject({ commissionBase: -R(6_100), commission: 0n, carriedOut: -R(6_100) });
    const earning = computeStatement(plan, 1, totals({ grossRevenue: R(10_000) }), partly.carriedOut);
    expect(earning).toMatchObject({ commissionBase: R(3_900), rateBp: 2_700, commission: R(1_053), carriedOut: 0n });
  });

  it('without negative carry-over forgets a loss', () => {
    const forgetting = { ...plan, carryNegative: false };
    expect(computeStatement(forgetting, 1, totals({ grossRevenue: -R(100) }), 0n).carriedOut).toBe(0n);
    expect(computeStatement(forgetting, 1, totals({ grossRevenue: R(100) }), -R(500))).toMatchObject({
      commissionBase: R(100),
      commission: R(27),
    });
  });

  it('pays nothing below the active-member minimum, and does not carry that revenue on', () => {
    const few = computeStatement(plan, 1, totals({ activeMembers: 4, grossRevenue: R(50_000) }), 0n);
    expect(few).toMatchObject({ commissionBase: R(50_000), rateBp: 0, commission: 0n, carriedOut: 0n });
  });

  it('refuses a positive amount carried in', () => {
    expect(() => computeStatement(plan, 1, totals({}), 1n)).toThrow(RangeError);
  });
});

describe('settling a period', () => {
  // 1 is the top agent, 2 its sub-agent, 3 below 2, 4 below 3; 5 is inactive, below 1.
  const tree: AgentNode[] = [
    { agentId: 4, parentId: 3, active: true },
    { agentId: 1, parentId: null, active: true },
    { agentId: 2, parentId: 1, active: true },
    { agentId: 3, parentId: 2, active: true },
    { agentId: 5, parentId: 1, active: false },
  ];
  const earning = totals({ grossRevenue: R(5_000) }); // 27%: 1,350

  it('pays each active agent its commission and the agents above their shares, up to the plan’s levels', () => {
    const totalsOf = new Map([
      [4, earning],
      [2, earning],
      [5, earning],
    ]);
    const settled = settlePeriod(plan, tree, totalsOf, new Map());
    expect(settled.statements.map((s) => [s.agentId, s.commission])).toEqual([
      [2, R(1_350)],
      [4, R(1_350)],
      [5, R(1_350)],
    ]);
    expect(settled.uplineShares).toEqual([
      { toAgentId: 1, fromAgentId: 2, level: 1, amount: R(135) },
      { toAgentId: 3, fromAgentId: 4, level: 1, amount: R(135) },
      { toAgentId: 2, fromAgentId: 4, level: 2, amount: 6_750n },
    ]);
    // The inactive agent 5 is not paid and passes nothing up; agent 1 is not reached from 4 (two levels only).
    expect(settled.payments).toEqual([
      { agentId: 2, kind: 'commission', amount: R(1_350) },
      { agentId: 4, kind: 'commission', amount: R(1_350) },
      { agentId: 1, kind: 'upline_share', amount: R(135) },
      { agentId: 2, kind: 'upline_share', amount: 6_750n },
      { agentId: 3, kind: 'upline_share', amount: R(135) },
    ]);
  });

  it('skips an inactive agent above without paying it, and the next one above still gets its level’s share', () => {
    const withInactiveParent = tree.map((node) => (node.agentId === 3 ? { ...node, active: false } : node));
    const settled = settlePeriod(plan, withInactiveParent, new Map([[4, earning]]), new Map());
    expect(settled.uplineShares).toEqual([{ toAgentId: 2, fromAgentId: 4, level: 2, amount: 6_750n }]);
  });

  it('stops at a cycle instead of paying an agent its own share', () => {
    const cycle: AgentNode[] = [
      { agentId: 1, parentId: 2, active: true },
      { agentId: 2, parentId: 1, active: true },
    ];
    const settled = settlePeriod({ ...plan, uplineShareBp: [1_000, 1_000, 1_000] }, cycle, new Map([[1, earning]]), new Map());
    expect(settled.uplineShares).toEqual([{ toAgentId: 2, fromAgentId: 1, level: 1, amount: R(135) }]);
  });

  it('lists the same postings on every run', () => {
    const totalsOf = new Map([
      [4, earning],
      [2, earning],
    ]);
    expect(settlePeriod(plan, [...tree].reverse(), totalsOf, new Map())).toEqual(settlePeriod(plan, tree, totalsOf, new Map()));
  });
});

describe('a correction', () => {
  it('reverses every changed payment whole and pays the new one; an unchanged payment posts nothing', () => {
    const before = [
      { agentId: 1, kind: 'commission' as const, amount: 500n },
      { agentId: 2, kind: 'commission' as const, amount: 300n },
      { agentId: 3, kind: 'upline_share' as const, amount: 50n },
    ];
    const after = [
      { agentId: 1, kind: 'commission' as const, amount: 500n },
      { agentId: 2, kind: 'commission' as const, amount: 280n },
      { agentId: 4, kind: 'commission' as const, amount: 10n },
    ];
    expect(correctionPostings(before, after)).toEqual([
      { agentId: 2, kind: 'commission', amount: 300n, action: 'reverse' },
      { agentId: 3, kind: 'upline_share', amount: 50n, action: 'reverse' },
      { agentId: 2, kind: 'commission', amount: 280n, action: 'pay' },
      { agentId: 4, kind: 'commission', amount: 10n, action: 'pay' },
    ]);
    expect(correctionPostings(before, before)).toEqual([]);
  });
});

describe('over many random periods', () => {
  // A small linear congruential generator: the same periods on every run.
  let seed = 20_261_128;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % below;
  };
  const flat: CommissionPlan = { ...plan, tiers: [{ minActiveMembers: 0, minNetRevenue: 0n, rateBp: 3_333 }] };

  it('pay exactly on the revenue less the loss still carried, and never more than the rate of it', () => {
    for (let agent = 0; agent < 200; agent += 1) {
      let carried = 0n;
      let netSum = 0n;
      let paidBases = 0n;
      let paid = 0n;
      for (let period = 0; period < 12; period += 1) {
        const statement = computeStatement(
          flat,
          agent,
          totals({
            grossRevenue: BigInt(next(2_000_001) - 1_000_000),
            bonuses: BigInt(next(50_001)),
            rebates: BigInt(next(20_001)),
            deposits: BigInt(next(500_001)),
          }),
          carried,
        );
        // Each statement recomputed from its own figures.
        expect(statement.commissionBase).toBe(statement.netRevenue + statement.carriedIn);
        expect(statement.netRevenue).toBe(
          statement.totals.grossRevenue - statement.totals.bonuses - statement.totals.rebates - statement.feesCharged,
        );
        expect(statement.carriedOut).toBe(statement.commissionBase < 0n ? statement.commissionBase : 0n);
        netSum += statement.netRevenue;
        if (statement.commissionBase > 0n) paidBases += statement.commissionBase;
        paid += statement.commission;
        carried = statement.carriedOut;
      }
      // Every unit of revenue is either paid on once or still carried as a loss.
      expect(paidBases).toBe(netSum - carried);
      expect(paid * 10_000n).toBeLessThanOrEqual(paidBases * 3_333n);
      expect(paid >= 0n).toBe(true);
    }
  });
});
