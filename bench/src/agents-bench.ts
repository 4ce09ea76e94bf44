import { listDownline } from '@casino/server/src/agents/centre/list-downline.ts';
import { operationReport } from '@casino/server/src/agents/centre/operation-report.ts';
import { periodBounds, periodOf, shiftPeriod } from '@casino/server/src/agents/commission/commission-period.ts';
import { settleCommissionMonth } from '@casino/server/src/agents/commission/settle-commission-month.ts';
import { storedPlan } from '@casino/server/src/agents/commission/stored-plan.ts';
import { type DatabaseHandle, openDatabase } from '@casino/server/src/db/database.ts';
import { migrate } from '@casino/server/src/db/migrate.ts';
import { addDays, siteDay } from '@casino/server/src/engagement/site-day.ts';
import { ledgerAccounts } from '@casino/server/src/ledger/ledger-accounts.ts';
import { postTransaction } from '@casino/server/src/ledger/post-transaction.ts';
import { seedDemo } from '@casino/server/src/seed/seed-demo.ts';
import { ledgerInvariants } from '@casino/server/src/testing/ledger-invariants.ts';
import { sql } from 'kysely';
import { createTemporaryDatabase } from './temporary-database.ts';

/** The tables the bench fills in bulk, their triggers off meanwhile. */
const LOADED_TABLES = ['members', 'deposit_orders', 'provider_transactions'] as const;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * npm run bench -- agents (PostgreSQL, DATABASE_URL): a month of BENCH_AGENT_MEMBERS (100,000) members under
 * BENCH_AGENTS (1,000) agents with BENCH_AGENT_BETS (10,000,000) bets and wins, then the time to settle that month's
 * commission (every statement and payment, docs/decisions/0051), and how long an agent's centre takes to answer its
 * operation report for the month and a page of its downline (p50 and p95 over 50 agents). Checks the ledger after.
 */
export async function runAgentsBench(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('agents bench: set DATABASE_URL to a PostgreSQL server (a temporary database is made there)');
    process.exitCode = 2;
    return;
  }
  const memberCount = Number(process.env.BENCH_AGENT_MEMBERS ?? 100_000);
  const agentCount = Number(process.env.BENCH_AGENTS ?? 1_000);
  const betCount = Number(process.env.BENCH_AGENT_BETS ?? 10_000_000);
  const database = await createTemporaryDatabase(adminUrl, 'bench_agents');
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: database.url });
    await migrate(handle);
    await seedDemo(handle.db, { accounts: false });
    const db = handle.db;
    const period = shiftPeriod(periodOf(siteDay()), -1);
    const { from, to } = periodBounds(period);
    const spanMs = to.getTime() - from.getTime();

    // The reports' per-row triggers (migration 0056) would add each row of one big insert to the same few aggregate rows,
    // each update walking the row versions the statement left before it (live play books a few rows per transaction).
    // Settlement and the agent centre read the members, deposits and bets themselves, not those aggregates.
    for (const table of LOADED_TABLES) await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
    // Agents first, then their members, each agent with memberCount / agentCount of them.
    await sql`insert into members (site_id, account, currency_code, is_agent, agent_active, member_type)
      select 1, 'benchagent' || g, 'INR', true, true, 2 from generate_series(1, ${agentCount}) g`.execute(db);
    const agents = await db.selectFrom('members').select('id').where('is_agent', '=', true).orderBy('id').execute();
    const firstAgent = agents[0]!.id;
    await sql`insert into members (site_id, account, currency_code, agent_id)
      select 1, 'benchmember' || g, 'INR', ${firstAgent} + (g % ${agentCount})
      from generate_series(1, ${memberCount}) g`.execute(db);
    const firstMember = Number(
      (await sql<{ id: number }>`select min(id) as id from members where account like 'benchmember%'`.execute(db)).rows[0]!.id,
    );
    const provider = await db.selectFrom('game_providers').select('id').orderBy('id').executeTakeFirstOrThrow();
    // Every bet row names one real ledger movement: the figures read the bets, not their postings.
    const anchor = await postTransaction(db, db, {
      key: 'bench-agents-anchor',
      kind: 'bench',
      postings: [
        { account: ledgerAccounts.system('bench:a', 'INR'), amount: -1n },
        { account: ledgerAccounts.system('bench:b', 'INR'), amount: 1n },
      ],
    });
    const method = await db.selectFrom('deposit_methods').select('id').executeTakeFirstOrThrow();
    await sql`insert into deposit_orders (order_number, member_id, site_id, currency_code, method_id, gateway, amount, status,
        expires_at, paid_at)
      select 'BENCH' || g, ${firstMember} + g - 1, 1, 'INR', ${method.id}, 'bench', 100000, 'paid',
        ${from}::timestamptz + (g % 28) * interval '1 day', ${from}::timestamptz + (g % 28) * interval '1 day'
      from generate_series(1, ${memberCount}) g`.execute(db);

    const started = performance.now();
    const chunk = 1_000_000;
    for (let done = 0; done < betCount; done += chunk) {
      const n = Math.min(chunk, betCount - done);
      // Three bets in five, two wins in five; amounts and times spread over the month.
      await sql`insert into provider_transactions (provider_id, transaction_id, kind, member_id, currency_code, round_id,
          amount, valid_amount, request_hash, status, ledger_transaction_id, answer, created_at)
        select ${provider.id}, 'bench' || (${done} + g), case when g % 5 < 3 then 'bet' else 'win' end,
          ${firstMember} + ((${done} + g) % ${memberCount}), 'INR', 'r' || (${done} + g),
          100 + (g::bigint * 7919) % 5000, null, 'x', 'ok', ${anchor.id}, '{}'::jsonb,
          ${from}::timestamptz + ((g::bigint * 104729) % ${Math.floor(spanMs / 1000)}) * interval '1 second'
        from generate_series(1, ${n}) g`.execute(db);
    }
    for (const table of LOADED_TABLES) await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
    await sql`analyze`.execute(db);
    console.log(
      `# ${memberCount} members, ${agentCount} agents, ${betCount} bets and wins written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    await db
      .insertInto('agent_commission_plans')
      .values({
        site_id: 1,
        currency_code: 'INR',
        plan: JSON.stringify(
          storedPlan({
            siteId: 1,
            currency: 'INR',
            tiers: [
              { minActiveMembers: 5, minNetRevenue: 0n, rateBp: 2_500 },
              { minActiveMembers: 50, minNetRevenue: 1_000_000n, rateBp: 3_500 },
            ],
            active: { minValidBet: 10_000n, minDeposits: 0n },
            paymentFeeBp: 150,
            platformFeeBp: 0,
            carryNegative: true,
            uplineShareBp: [],
          }),
        ),
        created_at: from,
      })
      .execute();

    const settleStart = performance.now();
    const settled = await settleCommissionMonth(db, { siteId: 1, currency: 'INR', periodStart: period });
    const settleSeconds = (performance.now() - settleStart) / 1000;
    console.log(`agents.settle_month: ${settleSeconds.toFixed(2)} s`);
    console.log(`agents.statements: ${settled?.agents ?? 0} count`);

    const reportTimes: number[] = [];
    const downlineTimes: number[] = [];
    for (const agent of agents.slice(0, 50)) {
      const t0 = performance.now();
      await operationReport(
        db,
        { id: agent.id, siteId: 1, currency: 'INR' },
        { start_date: period, end_date: addDays(shiftPeriod(period, 1), -1) },
      );
      reportTimes.push(performance.now() - t0);
      const t1 = performance.now();
      await listDownline(db, { id: agent.id }, { keyword: '', kind: 'all', status: 0, page: 1, count: 20 });
      downlineTimes.push(performance.now() - t1);
    }
    console.log(`agents.operation_report_p50: ${percentile(reportTimes, 50).toFixed(1)} ms`);
    console.log(`agents.operation_report_p95: ${percentile(reportTimes, 95).toFixed(1)} ms`);
    console.log(`agents.downline_page_p50: ${percentile(downlineTimes, 50).toFixed(1)} ms`);
    console.log(`agents.downline_page_p95: ${percentile(downlineTimes, 95).toFixed(1)} ms`);
    const invariants = await ledgerInvariants(db);
    const balanced = invariants.nonZeroCurrencies.length === 0 && invariants.unbalanced === 0 && invariants.negative === 0;
    console.log(`agents.ledger_balanced: ${balanced ? 1 : 0} bool`);
    if (!balanced) process.exitCode = 1;
  } finally {
    await handle?.close();
    await database.drop();
  }
}
