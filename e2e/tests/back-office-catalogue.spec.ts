import type { Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { newAdmin, signInToBackOffice } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';
import { address, creditMember, post, registerMember } from './members.ts';

/**
 * The back office's game desk and risk desk (docs/decisions/0077): an admin turns a game off for the second site
 * (lotus.localhost, which no other browser test plays slots on) and a visitor's game room there no longer offers it,
 * then offers it again once it is back on; an admin lifts a member's locked withdraw password and the member can
 * withdraw again. The pages are looked at on a desktop in English and on a tablet-sized window in Chinese.
 */

type GameTypes = { list: { gt_id: number; gp_list: { gp_id: number; gp_name: string; house: string }[] }[] };

/** A new visitor's slot room of the house provider on the second site, in a window of its own. */
async function visitorSlotRoom(page: Page, baseURL: string) {
  const types = await apiCall<GameTypes>(page.request, '/v3/game_list', {
    site_id: 2,
    currency: 'VND',
    support_device: 1,
    template: 'site02',
  });
  const house = types.list.find((type) => type.gt_id === 2)?.gp_list.find((provider) => provider.gp_name === 'House Games');
  expect(house, "the house slots are in the second site's catalogue").toBeTruthy();
  const context = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 1280, height: 800 } });
  if (!context) throw new Error('no browser');
  const visitor = await context.newPage();
  const room = `http://lotus.localhost:${new URL(baseURL).port}/gameRoom?gt_id=2&gp_id=${house?.gp_id}&house=${house?.house}`;
  const open = async () => {
    await visitor.goto(room, { waitUntil: 'domcontentloaded' });
    // Lucky Sevens stays on throughout: the list has loaded once it shows.
    await expect(visitor.locator('[data-testid="game-tile"][data-game-code="house-lucky-sevens"]').first()).toBeVisible({
      timeout: 20_000,
    });
  };
  return { visitor, open, close: () => context.close() };
}

test('an admin turns a game off and on for a site, and a visitor’s game list follows', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk-through of the game desk, desktop first');
  test.setTimeout(150_000);
  const admin = await newAdmin(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToBackOffice(page, admin);
  await page.getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await page.getByLabel('Site id').fill('2');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('provider-places')).toContainText('VND');

  const { visitor, open, close } = await visitorSlotRoom(page, baseURL ?? '');
  const fiestaTile = visitor.locator('[data-testid="game-tile"][data-game-code="house-fruit-fiesta"]');
  try {
    await open();
    await expect(fiestaTile.first()).toBeVisible();

    await page.getByLabel('Name or code').fill('house-fruit-fiesta');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('game-house-fruit-fiesta');
    await row.getByLabel('Offered: Fruit Fiesta').uncheck();
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Fruit Fiesta saved.');
    await page.screenshot({ path: testInfo.outputPath('games-1440-en.png'), fullPage: true });
    expect(await page.evaluate(findLayoutFaults)).toEqual([]);

    // A new page of the visitor: the server's cached list was dropped by the change.
    await open();
    await expect(fiestaTile).toHaveCount(0);

    await page.getByTestId('game-house-fruit-fiesta').getByLabel('Offered: Fruit Fiesta').check();
    await page.getByTestId('game-house-fruit-fiesta').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Fruit Fiesta saved.');
    await open();
    await expect(fiestaTile.first()).toBeVisible();
  } finally {
    // Whatever happened, the game is offered again.
    const login = await post(
      request,
      '/operator/login',
      { username: admin.username, password: admin.password },
      { 'x-forwarded-for': address() },
    );
    const bearer = { authorization: `Bearer ${login.data.token as string}` };
    const games = await post(request, '/operator/games/list', { site_id: 2, q: 'house-fruit-fiesta' }, bearer);
    const fiesta = games.data.list[0];
    if (fiesta && !fiesta.active) {
      await post(
        request,
        '/operator/games/save',
        { site_id: 2, game_id: fiesta.game_id, active: 1, tags: fiesta.tags, sort: fiesta.sort },
        bearer,
      );
    }
    await close();
  }
});

test('an admin lifts a member’s locked withdraw password, and the member can withdraw again', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk-through of the risk desk, desktop first');
  test.setTimeout(150_000);
  const member = await registerMember(request);
  await creditMember(request, member, '500.00');
  const banks = await post(request, '/member/bank_account/list', {}, member.headers);
  const bankId = banks.data.list[0].id as number;
  const withdraw = (password: string) =>
    post(
      request,
      '/member/withdraw/create',
      { amount: '200', bank_account_id: bankId, withdraw_password: password },
      {
        ...member.headers,
        'idempotency-key': `e2e-lift-${member.account}-${password}-${Math.random()}`,
      },
    );
  for (let i = 0; i < 5; i++) expect((await withdraw('0000')).code).toBe(101);
  expect((await withdraw('1357')).code).toBe(108);

  const admin = await newAdmin(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToBackOffice(page, admin);
  await page.getByRole('link', { name: 'Risk and security' }).click();
  await expect(page.getByRole('heading', { name: 'Risk and security', level: 1 })).toBeVisible();
  await page.getByLabel('Kind').selectOption('withdraw_password_locked');
  await page.getByLabel('Member account').fill(member.account);
  await page.getByRole('button', { name: 'Filter' }).click();
  const table = page.getByTestId('security-events');
  await expect(table).toContainText(member.account);
  await expect(table).toContainText('Withdraw password locked');
  await page.screenshot({ path: testInfo.outputPath('risk-1440-en.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  await table.getByRole('button', { name: 'Lift lock' }).first().click();
  await page.getByLabel('Reason (kept in the audit log)').fill('identity checked on the phone');
  await page.getByRole('button', { name: 'Lift lock' }).click();
  await expect(page.getByRole('status')).toHaveText(`The withdraw-password lock of ${member.account} is lifted.`);

  const paidOut = await withdraw('1357');
  expect(paidOut.code, JSON.stringify(paidOut)).toBe(1000);
  expect(paidOut.data.status).toBe('pending');

  // The audit log names the lift.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('risk.withdraw_lock_lift');
  await expect(page.getByTestId('audit-table')).toContainText('identity checked on the phone');
});

test('the game, risk and operator pages in Chinese on a tablet', async ({ browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'screens of the back office, looked at once');
  test.setTimeout(120_000);
  const admin = await newAdmin(request);
  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 }, locale: 'zh-CN' });
  try {
    const page = await tablet.newPage();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
    await page.goto('/admin');
    await page.getByLabel('用户名').fill(admin.username);
    await page.getByLabel('密码').fill(admin.password);
    await page.getByRole('button', { name: '登录' }).click();
    for (const [link, heading, shot] of [
      ['游戏', '游戏', 'games-820-zh.png'],
      ['风控与安全', '风控与安全', 'risk-820-zh.png'],
      ['操作员', '操作员', 'operators-820-zh.png'],
    ] as const) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('table').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
      expect(await page.evaluate(findLayoutFaults), shot).toEqual([]);
    }
  } finally {
    await tablet.close();
  }
});
