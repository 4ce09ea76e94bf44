import { type DatabaseHandle, openDatabase } from '@casino/server/src/db/database.ts';
import { migrate } from '@casino/server/src/db/migrate.ts';
import { addDays, siteDay } from '@casino/server/src/engagement/site-day.ts';
import { readDashboard } from '@casino/server/src/reports/dashboard.ts';
import { allGameReportRows, gameReport } from '@casino/server/src/reports/game-report.ts';
import { paymentReport } from '@casino/server/src/reports/payment-report.ts';
import { seedDemo } from '@casino/server/src/seed/seed-demo.ts';
import { sql } from 'kysely';
import { createTemporaryDatabase } from './temporary-database.ts';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * npm run bench -- reports (PostgreSQL, DATABASE_URL): the report aggregates of a month of BENCH_REPORT_BETS
 * (10,000,000) bets, as the triggers of migration 0056 leave them (docs/decisions/0074): BENCH_REPORT_GAMES (500) games
 * over two sites, each game's day on BENCH_REPORT_STRIPES (16) connections' rows, BENCH_REPORT_MEMBERS (100,000) members
 * of whom a third bet each day, with their deposits, withdrawals and sign-ups. Then the p50 and p95 of the dashboard, the
 * game report by day and by game (30 days, sorted by GGR), the deposits report and the CSV of every game; target 1 s.
 */
export async function runReportsBench(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('reports bench: set DATABASE_URL to a PostgreSQL server (a temporary database is made there)');
    process.exitCode = 2;
    return;
  }
  const bets = Number(process.env.BENCH_REPORT_BETS ?? 10_000_000);
  const games = Number(process.env.BENCH_REPORT_GAMES ?? 500);
  const stripes = Number(process.env.BENCH_REPORT_STRIPES ?? 16);
  const members = Number(process.env.BENCH_REPORT_MEMBERS ?? 100_000);
  const runs = Number(process.env.BENCH_RUNS ?? 20);
  const database = await createTemporaryDatabase(adminUrl, 'bench_reports');
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: database.url });
    await migrate(handle);
    await seedDemo(handle.db, { accounts: false });
    const db = handle.db;
    const today = siteDay();
    const start = addDays(today, -29);
    const providers = (await db.selectFrom('game_providers').select('id').orderBy('id').limit(10).execute()).map((p) => p.id);

    const loading = performance.now();
    // Each (day, site, game, stripe) row holds its share of the month's bets: 10 million bets spread evenly.
    const rowsPerDay = games * stripes;
    const betsPerRow = Math.max(1, Math.round(bets / (30 * rowsPerDay)));
    await sql`insert into report_daily_play (day, site_id, currency_code, provider_id, game_type_id, game_code, stripe,
        bets, turnover, payout)
      select ${start}::date + d, 1 + (g % 2), case when g % 2 = 0 then 'INR' else 'VND' end,
        (${providers}::int[])[1 + (g % ${providers.length})], 1 + (g % 8), 'game-' || g, s,
        ${betsPerRow}, ${betsPerRow} * (1000 + (g * 37 + d * 11 + s) % 900), ${betsPerRow} * (950 + (g * 53 + d * 7 + s) % 900)
      from generate_series(0, 29) d, generate_series(1, ${games}) g, generate_series(1, ${stripes}) s`.execute(db);
    // A third of the members bet on any day.
    await sql`insert into report_member_days (site_id, currency_code, day, member_id)
      select 1 + (m % 2), case when m % 2 = 0 then 'INR' else 'VND' end, ${start}::date + d, m
      from generate_series(0, 29) d, generate_series(1, ${members}) m where (m + d) % 3 = 0`.execute(db);
    // The sites' daily totals are the play rows added up (as the triggers add both), with their members' figures.
    await sql`insert into report_daily_totals (day, site_id, currency_code, stripe, bets, turnover, payout, sign_ups,
        first_deposits, active_members, bonuses, rebates)
      select day, site_id, currency_code, stripe, sum(bets), sum(turnover), sum(payout), 20, 10,
        ${Math.round(members / 3 / 2 / stripes)}, 50000 + stripe, 20000
      from report_daily_play group by day, site_id, currency_code, stripe`.execute(db);
    await sql`insert into report_member_activity (site_id, currency_code, member_id, last_day)
      select site_id, currency_code, member_id, max(day) from report_member_days group by 1, 2, 3`.execute(db);
    await sql`insert into report_daily_payments (day, site_id, currency_code, direction, method_id, method_name, stripe,
        orders, amount)
      select ${start}::date + d, 1 + c, case when c = 0 then 'INR' else 'VND' end,
        case when k < 8 then 'deposit' else 'withdrawal' end, case when k < 8 then k + 1 else 0 end,
        'method ' || k, s, 40, 40 * 250000
      from generate_series(0, 29) d, generate_series(0, 1) c, generate_series(0, 11) k, generate_series(1, ${stripes}) s`.execute(
      db,
    );
    await sql`analyze`.execute(db);
    const played = await sql<{ bets: string; rows: string }>`select sum(bets)::text as bets, count(*)::text as rows
      from report_daily_play`.execute(db);
    console.log(`reports.bets_aggregated: ${played.rows[0]?.bets} bets`);
    console.log(`reports.play_rows: ${played.rows[0]?.rows} rows`);
    console.log(`reports.load_seconds: ${((performance.now() - loading) / 1000).toFixed(1)} s`);

    const month = { start_date: start, end_date: today };
    const paging = { page: 1, page_size: 50 };
    const measures: [string, () => Promise<unknown>][] = [
      ['reports.dashboard', () => readDashboard(db, {})],
      [
        'reports.games_by_day',
        () => gameReport(db, { ...month, group_by: 'day', sort_by: 'key', sort_dir: 'desc', ...paging }, 'en_US'),
      ],
      [
        'reports.games_by_game',
        () => gameReport(db, { ...month, group_by: 'game', sort_by: 'ggr', sort_dir: 'desc', ...paging }, 'en_US'),
      ],
      [
        'reports.games_by_game_page_10',
        () =>
          gameReport(db, { ...month, group_by: 'game', sort_by: 'turnover', sort_dir: 'asc', page: 10, page_size: 50 }, 'en_US'),
      ],
      [
        'reports.payments_by_day',
        () => paymentReport(db, { ...month, group_by: 'day', sort_by: 'amount', sort_dir: 'desc', ...paging }),
      ],
      [
        'reports.games_csv_every_game',
        () => allGameReportRows(db, { ...month, group_by: 'game', sort_by: 'key', sort_dir: 'asc' }, 'en_US', 100_001),
      ],
    ];
    for (const [name, work] of measures) {
      const { p50, p95 } = await timed(runs, work);
      console.log(`${name}_p50: ${p50.toFixed(1)} ms`);
      console.log(`${name}_p95: ${p95.toFixed(1)} ms`);
    }
  } finally {
    await handle?.close();
    await database.drop();
  }
}
