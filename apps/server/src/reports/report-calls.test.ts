import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import { siteDay, siteDayStart } from '../engagement/site-day.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { auditRows, operatorsOf, type SignedInOperator } from '../operators/operator-test-helpers.ts';
import { callProviderWallet, createFakeSeamlessProvider, tokenOfLaunchUrl } from '../providers/fake-provider.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { csvCell } from './report-csv.ts';

/**
 * The back office's dashboard and reports (decision 74): roles, validation, paging and sorting, CSV, and figures that
 * equal the ledger's after real bets, wins, a rollback, deposits and a withdrawal, concurrent bets included.
 */
const CODE = 'GPR8';
const SECRET = 'fake-seamless-secret-reports-0123456789';

let server: TestServer;
let ops: Record<'admin' | 'finance' | 'support', SignedInOperator>;
let gpId: number;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

beforeAll(async () => {
  const provider = createFakeSeamlessProvider(CODE, SECRET);
  server = await startTestServer({ env: { TRUST_PROXY: '1' }, app: { providers: [provider] } });
  ops = await operatorsOf(server, 'admin', 'finance', 'support');
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', CODE).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(() => server?.close());

/** A member of site 1 in INR whose first deposit (a bank transfer) finance confirmed, playing a GPR8 game. */
async function playingMember(deposit: string) {
  const account = `rep${unique()}`;
  const m = await createSignedInMember(server.db, account, 1, 'INR');
  const call = (path: string, payload: unknown = {}) =>
    server.call(path, payload, { authorization: `Bearer ${m.token}`, 'idempotency-key': `rep-${unique()}` });
  const methods = await call('/member/deposit/methods');
  const method = (methods.body.data.list as { id: number; kind: string }[]).find((x) => x.kind === 'bank_transfer');
  const created = await call('/member/deposit/create', {
    method_id: method?.id,
    amount: deposit,
    payer_name: 'Report Member',
    payer_reference: 'UTR1',
  });
  expect(created.body.code).toBe(1000);
  const confirmed = await ops.finance.call('/operator/deposits/confirm', { order_number: created.body.data.order_number });
  expect(confirmed.body.code).toBe(1000);
  const play = await server.call(
    '/member/game/play1',
    { gpId, game_type: 2, game_code: 'r8-temple-treasure' },
    { authorization: `Bearer ${m.token}` },
  );
  expect(play.body.code).toBe(1000);
  const gameToken = tokenOfLaunchUrl(play.body.data.game_url);
  const wallet = async (action: string, body: Record<string, unknown>) => {
    const answer = await callProviderWallet(server.url, CODE, SECRET, action, { session_token: gameToken, ...body });
    expect(answer.answer.status).toBe('ok');
    return answer;
  };
  return { ...m, account, call, wallet };
}

/** Today's figures of site 1 in INR, read from the ledger and the orders the money moved by (not from the reports). */
async function ledgerFiguresToday() {
  const from = siteDayStart(siteDay());
  const memberPostings = (kinds: string[]) => sql<{ total: string }>`
    select coalesce(sum(p.amount), 0)::text as total
    from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    join members m on m.id = a.member_id
    join ledger_transactions t on t.id = p.transaction_id
    where t.idempotency_key like 'provider:%' and t.kind = any(${kinds}::text[]) and t.created_at >= ${from}
      and m.site_id = 1 and a.currency_code = 'INR'`;
  const one = async (query: ReturnType<typeof memberPostings>) => BigInt((await query.execute(server.db)).rows[0]?.total ?? 0);
  const stakes = -(await one(memberPostings(['bet'])));
  const refunds = await one(memberPostings(['reversal']));
  const payout = await one(memberPostings(['win', 'jackpot']));
  const deposits = await one(sql<{ total: string }>`
    select coalesce(sum(p.amount), 0)::text as total
    from deposit_orders o join ledger_postings p on p.transaction_id = o.ledger_transaction_id
    join ledger_accounts a on a.id = p.account_id and a.member_id = o.member_id
    where o.site_id = 1 and o.currency_code = 'INR' and o.paid_at >= ${from}`);
  const withdrawals = -(await one(sql<{ total: string }>`
    select coalesce(sum(p.amount), 0)::text as total
    from withdrawal_orders w join ledger_postings p on p.transaction_id = w.settle_transaction_id
    join ledger_accounts a on a.id = p.account_id and a.member_id = w.member_id
    where w.site_id = 1 and w.currency_code = 'INR' and w.decided_at >= ${from}`));
  const counts = (
    await sql<{ sign_ups: string; active: string; first_deposits: string; bets: string }>`
      select
        (select count(*) from members where site_id = 1 and currency_code = 'INR' and created_at >= ${from})::text as sign_ups,
        (select count(distinct t.member_id) from provider_transactions t join members m on m.id = t.member_id
          where t.kind = 'bet' and t.status = 'ok' and t.ledger_transaction_id is not null and t.created_at >= ${from}
            and m.site_id = 1 and t.currency_code = 'INR')::text as active,
        (select count(*) from (select o.member_id, min(o.paid_at) as first_paid from deposit_orders o
          join members m on m.id = o.member_id
          where o.status = 'paid' and m.site_id = 1 and m.currency_code = 'INR' group by o.member_id) f
          where f.first_paid >= ${from})::text as first_deposits,
        (select count(*) filter (where t.kind = 'bet') - count(*) filter (where t.kind = 'rollback')
          from provider_transactions t join members m on m.id = t.member_id
          where t.status = 'ok' and t.ledger_transaction_id is not null and t.created_at >= ${from}
            and m.site_id = 1 and t.currency_code = 'INR')::text as bets`.execute(server.db)
  ).rows[0];
  return {
    bets: Number(counts?.bets),
    turnover: stakes - refunds,
    payout,
    ggr: stakes - refunds - payout,
    deposits,
    withdrawals,
    signUps: Number(counts?.sign_ups),
    active: Number(counts?.active),
    firstDeposits: Number(counts?.first_deposits),
  };
}

const minor = (decimal: string) => BigInt(decimal.replace('.', ''));

async function todaysGameTotals() {
  const today = siteDay();
  const { body } = await ops.finance.call('/operator/reports/games', {
    start_date: today,
    end_date: today,
    site_id: 1,
    currency: 'INR',
    group_by: 'day',
  });
  expect(body.code).toBe(1000);
  return body.data.totals.find((t: { currency: string }) => t.currency === 'INR');
}

describe('report permissions and validation', () => {
  const today = siteDay();
  const calls: [string, Record<string, unknown>][] = [
    ['/operator/reports/dashboard', {}],
    ['/operator/reports/games', { start_date: today, end_date: today }],
    ['/operator/reports/payments', { start_date: today, end_date: today }],
    ['/operator/reports/games/csv', { start_date: today, end_date: today }],
    ['/operator/reports/payments/csv', { start_date: today, end_date: today }],
  ];

  it('refuses support (403) and answers admin and finance', async () => {
    for (const [path, body] of calls) {
      expect((await ops.support.call(path, body)).status).toBe(403);
      for (const who of [ops.admin, ops.finance]) {
        const reply = await who.call(path, body);
        expect(reply.status).toBe(200);
        expect(reply.body.code).toBe(1000);
      }
    }
  });

  it('refuses a backwards or too long period, and malformed filters, changing nothing', async () => {
    const backwards = await ops.admin.call('/operator/reports/games', { start_date: '2026-03-02', end_date: '2026-03-01' });
    expect(backwards.body).toMatchObject({ code: 101, message: 'report.bad_period' });
    const long = await ops.admin.call('/operator/reports/payments', { start_date: '2020-01-01', end_date: '2026-01-01' });
    expect(long.body.code).toBe(101);
    const exportsBefore = (await auditRows(server.db, 'report.export')).length;
    const csv = await ops.admin.call('/operator/reports/games/csv', { start_date: '2026-03-02', end_date: '2026-03-01' });
    expect(csv.body.code).toBe(101);
    expect(await auditRows(server.db, 'report.export')).toHaveLength(exportsBefore);
    for (const body of [
      { start_date: '2026-02-30', end_date: '2026-03-01' },
      { start_date: today, end_date: today, group_by: 'member' },
      { start_date: today, end_date: today, sort_by: 'secret' },
      { start_date: today, end_date: today, page_size: 0 },
      { start_date: today, end_date: today, page_size: 201 },
      { start_date: today, end_date: today, page: 0 },
    ]) {
      const reply = await ops.admin.call('/operator/reports/games', body);
      expect(reply.status).toBe(400);
    }
  });
});

describe('figures', () => {
  it('equal the ledger after bets, wins, a rollback, deposits and a paid withdrawal', async () => {
    const before = await ledgerFiguresToday();
    const reportBefore = await todaysGameTotals();

    const a = await playingMember('500');
    const b = await playingMember('800.50');
    await a.wallet('bet', { transaction_id: `b-${unique()}`, round_id: 'r1', amount: '25.50' });
    await a.wallet('win', { transaction_id: `w-${unique()}`, round_id: 'r1', amount: '40' });
    const refunded = `b-${unique()}`;
    await a.wallet('bet', { transaction_id: refunded, round_id: 'r2', amount: '10' });
    await a.wallet('rollback', { transaction_id: `rb-${unique()}`, round_id: 'r2', rolled_back_transaction_id: refunded });
    await b.wallet('bet', { transaction_id: `b-${unique()}`, round_id: 'r3', amount: '100' });
    await b.wallet('bet', { transaction_id: `b-${unique()}`, round_id: 'r4', amount: '0.25' });

    // A withdrawal of member b, paid by finance.
    await server.db
      .updateTable('members')
      .set({ withdraw_password_hash: await hashPassword('4321') })
      .where('id', '=', b.memberId)
      .execute();
    const bank = await server.db
      .insertInto('member_bank_accounts')
      .values({
        member_id: b.memberId,
        bank_name: 'HDFC Bank',
        account_name: 'B',
        account_number: '4444333322',
        is_default: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asked = await b.call('/member/withdraw/create', { amount: '250', bank_account_id: bank.id, withdraw_password: '4321' });
    expect(asked.body.code).toBe(1000);
    const paid = await ops.finance.call('/operator/withdrawals/approve', { order_number: asked.body.data.order_number });
    expect(paid.body.code).toBe(1000);

    const after = await ledgerFiguresToday();
    // What this test did, as the ledger has it: the test moved money, so the comparison below cannot pass vacuously.
    expect(after.turnover - before.turnover).toBe(12_575n);
    expect(after.payout - before.payout).toBe(4_000n);
    expect(after.deposits - before.deposits).toBe(130_050n);
    expect(after.withdrawals - before.withdrawals).toBe(25_000n);

    const totals = await todaysGameTotals();
    expect(totals).toBeDefined();
    expect(minor(totals.turnover)).toBe(after.turnover);
    expect(minor(totals.payout)).toBe(after.payout);
    expect(minor(totals.ggr)).toBe(after.ggr);
    expect(totals.bets).toBe(after.bets);
    expect(totals.bets - (reportBefore?.bets ?? 0)).toBe(3);

    const dashboard = await ops.admin.call('/operator/reports/dashboard', { site_id: 1, currency: 'INR' });
    expect(dashboard.body.code).toBe(1000);
    const summary = dashboard.body.data.summaries.find(
      (s: { site_id: number; currency: string }) => s.site_id === 1 && s.currency === 'INR',
    );
    expect(summary.today).toMatchObject({
      bets: after.bets,
      sign_ups: after.signUps,
      first_deposits: after.firstDeposits,
      active_members: after.active,
    });
    expect(minor(summary.today.deposits)).toBe(after.deposits);
    expect(minor(summary.today.withdrawals)).toBe(after.withdrawals);
    expect(minor(summary.today.ggr)).toBe(after.ggr);
    expect(minor(summary.today.turnover)).toBe(after.turnover);
    expect(summary.last_30_days.active_members).toBeGreaterThanOrEqual(summary.today.active_members);
    expect(dashboard.body.data.days.some((d: { day: string }) => d.day === siteDay())).toBe(true);

    const payments = await ops.admin.call('/operator/reports/payments', {
      start_date: siteDay(),
      end_date: siteDay(),
      site_id: 1,
      currency: 'INR',
    });
    const total = (direction: string) =>
      payments.body.data.totals.find((t: { direction: string }) => t.direction === direction)?.amount ?? '0';
    expect(minor(total('deposit'))).toBe(after.deposits);
    expect(minor(total('withdrawal'))).toBe(after.withdrawals);
    expect(payments.body.data.rows.find((r: { direction: string }) => r.direction === 'withdrawal')?.method).toBe('HDFC Bank');
    await ledgerInvariants(server.db);
  });

  it('take bonuses and rebates the promotions account paid (less what came back) off NGR', async () => {
    const todayFigures = async () => {
      const { body } = await ops.admin.call('/operator/reports/games', {
        start_date: siteDay(),
        end_date: siteDay(),
        site_id: 1,
        currency: 'INR',
      });
      const total = body.data.totals.find((t: { currency: string }) => t.currency === 'INR');
      return { bonuses: minor(total?.bonuses ?? '0'), rebates: minor(total?.rebates ?? '0'), ngr: minor(total?.ngr ?? '0') };
    };
    const before = await todayFigures();
    const m = await createSignedInMember(server.db, `promo${unique()}`, 1, 'INR');
    const promotions = ledgerAccounts.system('promotions', 'INR');
    const main = ledgerAccounts.memberMain(m.memberId, 'INR');
    const pay = (key: string, kind: string, amount: bigint) =>
      postTransaction(server.db, server.db, {
        key: `${key}-${unique()}`,
        kind,
        postings: [
          { account: promotions, amount: -amount },
          { account: main, amount },
        ],
      });
    await pay('bonus', 'bonus', 5_000n);
    await pay('rebate', 'rebate', 1_250n);
    await pay('forfeit', 'bonus_forfeit', -2_000n);
    const after = await todayFigures();
    expect(after.bonuses - before.bonuses).toBe(3_000n);
    expect(after.rebates - before.rebates).toBe(1_250n);
    expect(after.ngr - before.ngr).toBe(-4_250n);
  });

  it('counts a pending withdrawal and a manual deposit waiting on the dashboard', async () => {
    const read = async () => (await ops.finance.call('/operator/reports/dashboard', { site_id: 1 })).body.data.waiting;
    const before = await read();
    const m = await createSignedInMember(server.db, `wait${unique()}`, 1, 'INR');
    const call = (path: string, payload: unknown) =>
      server.call(path, payload, { authorization: `Bearer ${m.token}`, 'idempotency-key': `rep-${unique()}` });
    const methods = await call('/member/deposit/methods', {});
    const method = (methods.body.data.list as { id: number; kind: string }[]).find((x) => x.kind === 'bank_transfer');
    const created = await call('/member/deposit/create', {
      method_id: method?.id,
      amount: '200',
      payer_name: 'W',
      payer_reference: 'U',
    });
    expect(created.body.code).toBe(1000);
    expect((await read()).manual_deposits).toBe(before.manual_deposits + 1);
  });

  it('stay equal to the ledger under concurrent bets and wins', async () => {
    const players = await Promise.all([
      playingMember('1000'),
      playingMember('1000'),
      playingMember('1000'),
      playingMember('1000'),
    ]);
    const before = await ledgerFiguresToday();
    await Promise.all(
      players.flatMap((p) =>
        Array.from({ length: 8 }, async (_, i) => {
          const round = `c${unique()}`;
          await p.wallet('bet', { transaction_id: `b-${round}`, round_id: round, amount: '3.10' });
          if (i % 2 === 0) await p.wallet('win', { transaction_id: `w-${round}`, round_id: round, amount: '5' });
        }),
      ),
    );
    const after = await ledgerFiguresToday();
    expect(after.turnover - before.turnover).toBe(4n * 8n * 310n);
    const totals = await todaysGameTotals();
    expect(minor(totals.turnover)).toBe(after.turnover);
    expect(minor(totals.payout)).toBe(after.payout);
    expect(totals.bets).toBe(after.bets);
    // The aggregate rows are the sum of what each connection wrote; none was lost or counted twice.
    const rows = await sql<{ bets: string }>`select sum(bets)::text as bets from report_daily_play
      where day = ${siteDay()}::date and site_id = 1 and currency_code = 'INR'`.execute(server.db);
    expect(Number(rows.rows[0]?.bets)).toBe(after.bets);
    await ledgerInvariants(server.db);
  }, 60_000);
});

describe('paging, sorting and CSV', () => {
  // Figures of days long past, written straight into the aggregates: what the read side makes of them.
  const days = ['2019-03-01', '2019-03-02', '2019-03-03', '2019-03-04', '2019-03-05'];
  beforeAll(async () => {
    for (const [i, day] of days.entries()) {
      await sql`insert into report_daily_play (day, site_id, currency_code, provider_id, game_type_id, game_code, stripe,
          bets, turnover, payout)
        values (${day}::date, 1, 'INR', ${gpId}, 2, 'r8-temple-treasure', 1, ${i + 1}, ${(i + 1) * 1000}, ${[500, 4000, 0, 1000, 2500][i]})`.execute(
        server.db,
      );
    }
    await sql`insert into report_daily_totals (day, site_id, currency_code, stripe, bets, turnover, payout, bonuses, rebates)
      select day, site_id, currency_code, stripe, bets, turnover, payout, case when day = '2019-03-02' then 150 else 0 end,
        case when day = '2019-03-02' then 50 else 0 end
      from report_daily_play where day between '2019-03-01' and '2019-03-05'`.execute(server.db);
    await sql`insert into report_daily_payments (day, site_id, currency_code, direction, method_id, method_name, stripe, orders, amount)
      values ('2019-03-01'::date, 1, 'INR', 'withdrawal', 0, '=HYPERLINK("http://x")', 1, 2, 12345),
        ('2019-03-01'::date, 1, 'INR', 'deposit', 7, 'Bank, "main"', 1, 1, 500)`.execute(server.db);
  });
  const period = { start_date: '2019-03-01', end_date: '2019-03-05', site_id: 1, currency: 'INR' };

  it('pages by day newest first, with totals of every row and NGR less bonuses and rebates', async () => {
    const first = await ops.admin.call('/operator/reports/games', { ...period, page_size: 2 });
    expect(first.body.data.total_rows).toBe(5);
    expect(first.body.data.rows.map((r: { day: string }) => r.day)).toEqual(['2019-03-05', '2019-03-04']);
    const third = await ops.admin.call('/operator/reports/games', { ...period, page_size: 2, page: 3 });
    expect(third.body.data.rows.map((r: { day: string }) => r.day)).toEqual(['2019-03-01']);
    expect(third.body.data.totals).toEqual([
      {
        currency: 'INR',
        bets: 15,
        turnover: '150.00',
        payout: '80.00',
        ggr: '70.00',
        bonuses: '1.50',
        rebates: '0.50',
        ngr: '68.00',
      },
    ]);
    const second = await ops.admin.call('/operator/reports/games', { ...period, page_size: 2, page: 2 });
    expect(second.body.data.rows.map((r: { day: string }) => r.day)).toEqual(['2019-03-03', '2019-03-02']);
    expect(second.body.data.rows.find((r: { day: string }) => r.day === '2019-03-02')).toMatchObject({
      ggr: '-20.00',
      bonuses: '1.50',
      ngr: '-22.00',
    });
  });

  it('sorts by GGR either way and groups by game without NGR', async () => {
    const ascending = await ops.admin.call('/operator/reports/games', { ...period, sort_by: 'ggr', sort_dir: 'asc' });
    expect(ascending.body.data.rows.map((r: { ggr: string }) => r.ggr)).toEqual(['-20.00', '5.00', '25.00', '30.00', '30.00']);
    const descending = await ops.admin.call('/operator/reports/games', { ...period, sort_by: 'ggr', sort_dir: 'desc' });
    expect(descending.body.data.rows.map((r: { ggr: string }) => r.ggr)).toEqual(['30.00', '30.00', '25.00', '5.00', '-20.00']);
    const byGame = await ops.admin.call('/operator/reports/games', { ...period, group_by: 'game' });
    expect(byGame.body.data.rows).toHaveLength(1);
    expect(byGame.body.data.rows[0]).toMatchObject({ game_code: 'r8-temple-treasure', provider_id: gpId, bets: 15, ngr: null });
  });

  it('exports the same rows as CSV with a header line, text cells guarded against formulas, audited', async () => {
    const games = await ops.admin.call('/operator/reports/games/csv', { ...period, sort_by: 'key', sort_dir: 'asc' });
    expect(games.body.code).toBe(1000);
    const lines = games.body.data.csv.trim().split('\r\n');
    expect(lines[0]).toBe('day,currency,bets,turnover,payout,ggr,bonuses,rebates,ngr');
    expect(lines.slice(1)).toEqual([
      '2019-03-01,INR,1,10.00,5.00,5.00,0.00,0.00,5.00',
      '2019-03-02,INR,2,20.00,40.00,-20.00,1.50,0.50,-22.00',
      '2019-03-03,INR,3,30.00,0.00,30.00,0.00,0.00,30.00',
      '2019-03-04,INR,4,40.00,10.00,30.00,0.00,0.00,30.00',
      '2019-03-05,INR,5,50.00,25.00,25.00,0.00,0.00,25.00',
    ]);
    const payments = await ops.finance.call('/operator/reports/payments/csv', { ...period, sort_by: 'amount' });
    expect(payments.body.data.csv).toBe(
      'currency,direction,method,orders,amount\r\nINR,withdrawal,"\'=HYPERLINK(""http://x"")",2,123.45\r\nINR,deposit,"Bank, ""main""",1,5.00\r\n',
    );
    const audit = (await auditRows(server.db, 'report.export')).filter((r) => r.target === 'payments');
    expect(audit.length).toBeGreaterThan(0);
  });

  it('guards every text cell that a spreadsheet would run', () => {
    expect(csvCell('=1+2', true)).toBe("'=1+2");
    expect(csvCell('+1', true)).toBe("'+1");
    expect(csvCell('@SUM(A1)', true)).toBe("'@SUM(A1)");
    expect(csvCell('-2', true)).toBe("'-2");
    expect(csvCell('-2.00', false)).toBe('-2.00');
    expect(csvCell('plain', true)).toBe('plain');
    expect(csvCell(null, true)).toBe('');
  });
});
