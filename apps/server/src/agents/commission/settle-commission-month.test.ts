import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { PROMOTIONS_ACCOUNT } from '../../engagement/claim-red-envelope.ts';
import { siteDayStart } from '../../engagement/site-day.ts';
import { ledgerAccounts, readBalance } from '../../ledger/ledger-accounts.ts';
import { postTransaction, reverseTransaction } from '../../ledger/post-transaction.ts';
import { ledgerInvariants } from '../../testing/ledger-invariants.ts';
import { writePaidDeposit } from '../../testing/paid-deposit.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { periodOf, shiftPeriod } from './commission-period.ts';
import type { CommissionPlan } from './commission-plan.ts';
import { AGENT_COMMISSIONS_ACCOUNT, runDueCommissions } from './settle-commission-month.ts';
import { storedPlan } from './stored-plan.ts';

/**
 * Monthly agent commission on a real database (docs/decisions/0051-agent-commission.md): the statements equal a direct
 * computation from the money each member moved, over random months with losses carried; a month settles once when
 * several runs race; the ledger balances after.
 */
let database: TestDatabase;
let db: Db;
let providerId: number;
let seq = 0;
const CURRENCY = 'INR';
const SITE = 1;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
  providerId = (await db.selectFrom('game_providers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => database?.drop());

async function newMember(agentId: number | null, agent?: { active: boolean }): Promise<number> {
  seq += 1;
  const row = await db
    .insertInto('members')
    .values({
      site_id: SITE,
      account: `commission${seq}${randomUUID().slice(0, 6)}`,
      currency_code: CURRENCY,
      agent_id: agentId,
      is_agent: agent !== undefined,
      agent_active: agent?.active ?? false,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves the record of one movement into a month (its first site day plus an hour). */
const inMonth = (periodStart: string) => new Date(siteDayStart(periodStart).getTime() + 3_600_000 + seq * 1_000);

async function moveLedger(id: bigint, at: Date) {
  await db.updateTable('ledger_transactions').set({ created_at: at }).where('id', '=', id).execute();
}

async function providerMove(memberId: number, kind: 'bet' | 'win', amount: bigint, at: Date, valid?: bigint) {
  seq += 1;
  const main = ledgerAccounts.memberMain(memberId, CURRENCY);
  const provider = ledgerAccounts.system('provider:test', CURRENCY);
  const posted = await postTransaction(db, db, {
    key: `test-${kind}:${seq}`,
    kind: `provider_${kind}`,
    postings:
      kind === 'bet'
        ? [
            { account: main, amount: -amount },
            { account: provider, amount },
          ]
        : [
            { account: provider, amount: -amount },
            { account: main, amount },
          ],
  });
  await moveLedger(posted.id, at);
  await db
    .insertInto('provider_transactions')
    .values({
      provider_id: providerId,
      transaction_id: `t${seq}`,
      kind,
      member_id: memberId,
      currency_code: CURRENCY,
      round_id: `r${seq}`,
      amount,
      request_hash: 'x',
      status: 'ok',
      ledger_transaction_id: posted.id,
      answer: '{}',
      created_at: at,
      ...(valid !== undefined ? { valid_amount: valid } : {}),
    } as never)
    .execute();
  return posted.id;
}

async function promotion(memberId: number, kind: 'bonus' | 'rebate', amount: bigint, at: Date) {
  seq += 1;
  const posted = await postTransaction(db, db, {
    key: `test-${kind}:${seq}`,
    kind,
    postings: [
      { account: ledgerAccounts.system(PROMOTIONS_ACCOUNT, CURRENCY), amount: -amount },
      { account: ledgerAccounts.memberMain(memberId, CURRENCY), amount },
    ],
  });
  await moveLedger(posted.id, at);
}

async function setPlan(plan: CommissionPlan, createdAt: Date) {
  await db
    .insertInto('agent_commission_plans')
    .values({
      site_id: SITE,
      currency_code: CURRENCY,
      plan: JSON.stringify(storedPlan(plan)),
      created_at: createdAt,
    })
    .onConflict((oc) => oc.columns(['site_id', 'currency_code']).doUpdateSet({ plan: JSON.stringify(storedPlan(plan)) }))
    .execute();
}

const flatPlan: CommissionPlan = {
  siteId: SITE,
  currency: CURRENCY,
  tiers: [{ minActiveMembers: 1, minNetRevenue: 0n, rateBp: 3_000 }],
  active: { minValidBet: 1_000n, minDeposits: 0n },
  paymentFeeBp: 100,
  platformFeeBp: 0,
  carryNegative: true,
  uplineShareBp: [1_000],
};

describe('monthly agent commission', () => {
  it('equals a direct computation from what each member moved, carries losses, pays once and balances', async () => {
    const months = 3;
    const first = shiftPeriod(periodOf(new Date().toISOString().slice(0, 10)), -(months + 1));
    await setPlan(flatPlan, inMonth(first));

    const top = await newMember(null, { active: true });
    const agents = [top, await newMember(top, { active: true }), await newMember(top, { active: false })];
    // What the test moved, per agent and month: the figures the statements must show.
    type Expected = { gross: bigint; bonuses: bigint; rebates: bigint; moved: bigint; valid: bigint; active: number };
    const expected = new Map<string, Expected>();
    const keyOf = (agent: number, month: number) => `${agent}:${month}`;
    let random = 7;
    const next = (below: number) => {
      random = (random * 48_271) % 2_147_483_647;
      return random % below;
    };

    for (const agentId of agents) {
      for (let m = 0; m < 4; m += 1) {
        const memberId = await newMember(agentId);
        for (let month = 0; month < months; month += 1) {
          const period = shiftPeriod(first, month);
          const at = inMonth(period);
          const figures = expected.get(keyOf(agentId, month)) ?? {
            gross: 0n,
            bonuses: 0n,
            rebates: 0n,
            moved: 0n,
            valid: 0n,
            active: 0,
          };
          const paidIn = BigInt(50_000 + next(50_000));
          await writePaidDeposit(db, { memberId, amount: paidIn, currency: CURRENCY, siteId: SITE, at });
          figures.moved += paidIn;
          // The members win in the first month (a loss to carry) and lose in the next ones.
          const stake = BigInt(month === 0 ? 1_000 + next(20_000) : 20_000 + next(20_000));
          const valid = stake - BigInt(next(500));
          await providerMove(memberId, 'bet', stake, at, valid);
          const win = month === 0 ? stake * 2n + BigInt(next(1_000)) : BigInt(next(Math.floor(Number(stake) / 4)));
          if (win > 0n) await providerMove(memberId, 'win', win, at);
          // A bet rolled back counts nothing.
          const rolledBack = await providerMove(memberId, 'bet', 777n, at);
          await reverseTransaction(db, db, rolledBack, `test-rollback:${rolledBack}`);
          const bonus = BigInt(next(3_000));
          if (bonus > 0n) await promotion(memberId, 'bonus', bonus, at);
          const rebate = BigInt(next(200));
          if (rebate > 0n) await promotion(memberId, 'rebate', rebate, at);
          figures.gross += stake - win;
          figures.valid += valid;
          figures.bonuses += bonus;
          figures.rebates += rebate;
          if (valid >= flatPlan.active.minValidBet) figures.active += 1;
          expected.set(keyOf(agentId, month), figures);
        }
      }
    }

    // Four runs at once, on the first day after the last month: each month settles once, in order.
    const now = new Date(siteDayStart(shiftPeriod(first, months)).getTime() + 2 * 3_600_000);
    const mainsBefore = await Promise.all(agents.map((id) => readBalance(db, ledgerAccounts.memberMain(id, CURRENCY))));
    const runs = await Promise.all([1, 2, 3, 4].map(() => runDueCommissions(db, { now })));
    const settled = runs.flat().filter((s) => s.siteId === SITE && s.currency === CURRENCY);
    expect(settled.map((s) => s.periodStart).sort()).toEqual([0, 1, 2].map((m) => shiftPeriod(first, m)));
    expect(await runDueCommissions(db, { now })).toEqual([]);

    const statements = await db
      .selectFrom('agent_commission_statements')
      .selectAll()
      .select(sql<string>`period_start::text`.as('period'))
      .where('agent_id', 'in', agents)
      .orderBy('period_start')
      .execute();
    let carried = new Map<number, bigint>();
    const paidTo = new Map<number, bigint>();
    for (let month = 0; month < months; month += 1) {
      const period = shiftPeriod(first, month);
      const nextCarried = new Map<number, bigint>();
      for (const agentId of agents) {
        const want = expected.get(keyOf(agentId, month))!;
        const row = statements.find((s) => s.agent_id === agentId && s.period === period);
        const fees = (want.moved * 100n) / 10_000n;
        const net = want.gross - want.bonuses - want.rebates - fees;
        const carriedIn = carried.get(agentId) ?? 0n;
        const base = net + carriedIn;
        const commission = base > 0n ? (base * 3_000n) / 10_000n : 0n;
        expect(row, `${agentId} ${period}`).toMatchObject({
          members: agentId === top ? 6 : 4,
          active_members: want.active,
          valid_bet: want.valid,
          gross_revenue: want.gross,
          bonuses: want.bonuses,
          rebates: want.rebates,
          deposits: want.moved,
          fees_charged: fees,
          net_revenue: net,
          carried_in: carriedIn,
          commission,
          carried_out: base < 0n ? base : 0n,
        });
        nextCarried.set(agentId, base < 0n ? base : 0n);
        const active = agentId !== agents[2];
        if (active && commission > 0n) {
          paidTo.set(agentId, (paidTo.get(agentId) ?? 0n) + commission);
          // The sub-agent's commission sends 10% up to the top agent.
          if (agentId === agents[1]) paidTo.set(top, (paidTo.get(top) ?? 0n) + commission / 10n);
        }
      }
      carried = nextCarried;
    }

    // The random months hold both a carried loss and a paid commission, so both paths ran.
    expect(statements.some((s) => s.carried_in < 0n)).toBe(true);
    expect(statements.some((s) => s.commission > 0n && s.agent_id === agents[1])).toBe(true);

    // Every agent's wallet grew by exactly what its statements paid; the inactive agent got nothing.
    for (const [at, agentId] of agents.entries()) {
      const after = await readBalance(db, ledgerAccounts.memberMain(agentId, CURRENCY));
      expect(after - mainsBefore[at]!, `agent ${agentId}`).toBe(paidTo.get(agentId) ?? 0n);
    }
    const payments = await db.selectFrom('agent_commission_payments').selectAll().where('agent_id', 'in', agents).execute();
    const paidTotal = payments.reduce((sum, p) => sum + p.amount, 0n);
    expect(paidTotal).toBe([...paidTo.values()].reduce((a, b) => a + b, 0n));
    expect(await readBalance(db, ledgerAccounts.system(AGENT_COMMISSIONS_ACCOUNT, CURRENCY))).toBe(-paidTotal);
    const invariants = await ledgerInvariants(db);
    expect(invariants).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  }, 120_000);
});
