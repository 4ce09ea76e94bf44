import { readFile } from 'node:fs/promises';
import { codeAt, newAdminWithAuthenticator, signInWithAuthenticator } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';
import { address, post, registerMember } from './members.ts';

/**
 * The back office's reports (docs/decisions/0074): a member's bank deposits are confirmed, an admin signs in with their
 * authenticator, opens the dashboard and the reports, exports the deposits and withdrawals of the day as CSV, and the
 * CSV's totals equal what the operator API lists as paid (the orders the ledger credited) for the same filter.
 */

/** Today's site day (America/Caracas), as the server counts report days. */
const siteToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

type ListedDeposit = { site_id: number; currency: string; amount: string; method: string; status: string; paid_at: string };

const minor = (decimal: string) => BigInt(decimal.replace('.', ''));

test('an admin exports the day’s deposits as CSV, whose totals equal the paid orders of the operator API', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the reports walk-through runs once, desktop first');
  const today = siteToday();

  // Two bank transfers of a new member, confirmed by the seeded admin over the operator API.
  const member = await registerMember(request);
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': address() },
  );
  const operator = { authorization: `Bearer ${login.data.token as string}` };
  const methods = await post(request, '/member/deposit/methods', {}, member.headers);
  const bank = (methods.data.list as { id: number; kind: string }[]).find((m) => m.kind === 'bank_transfer');
  expect(bank).toBeDefined();
  for (const amount of ['150.25', '320']) {
    const created = await post(
      request,
      '/member/deposit/create',
      { method_id: bank?.id, amount, payer_name: 'Member Tester', payer_reference: `UTR${Date.now()}` },
      { ...member.headers, 'idempotency-key': `e2e-report-${member.account}-${amount}` },
    );
    expect(created.code, JSON.stringify(created)).toBe(1000);
    const confirmed = await post(request, '/operator/deposits/confirm', { order_number: created.data.order_number }, operator);
    expect(confirmed.code, JSON.stringify(confirmed)).toBe(1000);
  }

  // What the operator API lists as paid today, site 1 in INR, per method: the expected figures. Reports count a deposit
  // on the day it was paid, which is not the day it was made when a deposit waits past midnight.
  const paidToday = async () => {
    const paid = (await post(request, '/operator/deposits/list', { status: 'paid', limit: 500 }, operator)).data
      .list as ListedDeposit[];
    const figures = new Map<string, { orders: number; amount: bigint }>();
    for (const order of paid) {
      if (order.site_id !== 1 || order.currency !== 'INR' || siteDayOf(order.paid_at) !== today) continue;
      const entry = figures.get(order.method) ?? { orders: 0, amount: 0n };
      figures.set(order.method, { orders: entry.orders + 1, amount: entry.amount + minor(order.amount) });
    }
    return figures;
  };
  const total = (figures: Map<string, { amount: bigint }>) => [...figures.values()].reduce((sum, e) => sum + e.amount, 0n);
  expect(total(await paidToday())).toBeGreaterThanOrEqual(47_025n);

  const admin = await newAdminWithAuthenticator(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithAuthenticator(page, admin);
  // The dashboard is the first page: today's deposits of site 1 in INR include the member's.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('trend-chart')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('back-office-dashboard-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Deposits and withdrawals' }).click();
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To').fill(today);
  await page.getByLabel('Site id').fill('1');
  await page.getByLabel('Currency').fill('INR');
  await page.getByLabel('Direction').selectOption('deposit');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('report-totals')).toContainText('Total Deposits INR');
  await page.screenshot({ path: testInfo.outputPath('back-office-reports-1440.png'), fullPage: true });

  const exportCsv = async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const csv = await readFile((await (await download).path()) as string, 'utf8');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe('currency,direction,method,orders,amount');
    const exported = new Map<string, { orders: number; amount: bigint }>();
    for (const line of lines) {
      const cells = line.split(',');
      expect(cells[0]).toBe('INR');
      expect(cells[1]).toBe('deposit');
      exported.set(cells[2] as string, { orders: Number(cells[3]), amount: minor(cells[4] as string) });
    }
    return exported;
  };
  // Other tests confirm deposits meanwhile, and paid orders only grow: an export between two equal readings of the
  // paid orders was made while nothing changed, and must equal them.
  for (let attempt = 1; ; attempt += 1) {
    const before = await paidToday();
    const exported = await exportCsv();
    const after = await paidToday();
    if (total(before) !== total(after) && attempt < 5) continue;
    expect(exported).toEqual(after);
    expect(total(exported)).toBe(total(after));
    break;
  }
});

/** The site day of an instant (America/Caracas). */
function siteDayOf(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Caracas',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

test('the dashboard and the reports fit a tablet in Chinese', async ({ browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one look at the tablet width, from the desktop project');
  const admin = await newAdminWithAuthenticator(request);
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  await page.goto('/admin');
  await page.getByLabel('用户名').fill(admin.username);
  await page.getByLabel('密码').fill(admin.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByLabel('验证器动态码').fill(await codeAt(admin.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByRole('heading', { name: '仪表盘', level: 1 })).toBeVisible();
  await expect(page.getByTestId('dashboard-figures')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('back-office-dashboard-820-zh.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);
  await page.getByRole('link', { name: '报表' }).click();
  await expect(page.getByTestId('report-table')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('back-office-reports-820-zh.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);
  await context.close();
});
