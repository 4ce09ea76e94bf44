import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { creditMember, type Member, openSignedIn, post, registerMember } from './members.ts';

/**
 * The agent centre (SPEC section 2, decision 51): a member becomes an agent, a player signs up under it and deposits,
 * and the agent sees the player in DownlineInfo and the deposit in OperationTable, then pays the player from Transfer.
 */

const address = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

async function operator(request: APIRequestContext) {
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': address() },
  );
  expect(login.code).toBe(1000);
  return { authorization: `Bearer ${login.data.token as string}` };
}

async function testHook(request: APIRequestContext, path: string) {
  const reply = await (await request.get(`/api/__test/${path}`)).json();
  expect(reply.code, `test hook ${path}`).toBe(1000);
  return reply.data;
}

/** The member applies and the operator approves: an active agent. */
async function makeAgent(request: APIRequestContext, member: Member) {
  const applied = await post(request, '/member/apply_for_agent/check', { apply_agent_flag: 1 }, member.headers);
  expect(applied.code, JSON.stringify(applied)).toBe(1000);
  const headers = await operator(request);
  const waiting = await post(request, '/operator/agents/applications', { site_id: 1, status: 'pending', limit: 200 }, headers);
  const application = (waiting.data.list as { id: number; member_id: number }[]).find((a) => a.member_id === member.id);
  expect(application, 'the application waits').toBeTruthy();
  const decided = await post(
    request,
    '/operator/agents/applications/decide',
    { id: application?.id, decision: 'approve' },
    headers,
  );
  expect(decided.code, JSON.stringify(decided)).toBe(1000);
}

/** A player registered through the agent's link (the register call's agent field), as the site's form sends it. */
async function registerUnder(request: APIRequestContext, agent: Member): Promise<Member> {
  const from = { 'x-forwarded-for': address() };
  const account = `e2p${digits(9)}`;
  const phone = `9${digits(9)}`;
  const captcha = (await post(request, '/captcha', { type: 2, site_id: 1 }, from)).data;
  const { answer } = await testHook(request, `captcha/${encodeURIComponent(captcha.captcha_token)}`);
  await post(request, '/register/sms', { member_phone: phone, currency: 'INR', type: 'register_member', site_id: 1 }, from);
  const { code } = await testHook(request, `sms/${phone}`);
  const registered = await post(
    request,
    '/register',
    {
      site_id: 1,
      member_currency: 'INR',
      member_account: account,
      password: 'e2pPass12',
      member_name: 'Player Tester',
      member_phone: phone,
      phone_verify: code,
      member_email: `${account}@example.com`,
      withdraw_password: '2468',
      agent: String(agent.id),
      captcha_token: captcha.captcha_token,
      verify_code: answer,
    },
    from,
  );
  expect(registered.code, JSON.stringify(registered)).toBe(1000);
  const token = registered.data.token as string;
  return {
    id: registered.data.member_id,
    account,
    currency: 'INR',
    token,
    headers: { authorization: `Bearer ${token}`, ...from },
  };
}

/** A bank-transfer deposit the operator confirms: a paid deposit of the player. */
async function deposit(request: APIRequestContext, player: Member, amount: string) {
  const methods = await post(request, '/member/deposit/methods', {}, player.headers);
  const bank = (methods.data.list as { id: number; kind: string }[]).find((m) => m.kind === 'bank_transfer');
  expect(bank, 'a bank transfer method').toBeTruthy();
  const order = await post(
    request,
    '/member/deposit/create',
    { method_id: bank?.id, amount, payer_name: 'Player Tester' },
    { ...player.headers, 'idempotency-key': `e2e-dep-${player.account}` },
  );
  expect(order.code, JSON.stringify(order)).toBe(1000);
  const confirmed = await post(
    request,
    '/operator/deposits/confirm',
    { order_number: order.data.order_number },
    await operator(request),
  );
  expect(confirmed.code, JSON.stringify(confirmed)).toBe(1000);
}

async function mainCash(request: APIRequestContext, member: Member): Promise<string> {
  return (await post(request, '/member/profile/my_cash', {}, member.headers)).data.main_cash;
}

test('an agent sees its player and the deposit, pays the player, and both balances agree', async ({ page, request }) => {
  test.setTimeout(90_000);
  const agent = await registerMember(request);
  await makeAgent(request, agent);
  await creditMember(request, agent, '1000.00');
  const player = await registerUnder(request, agent);
  await deposit(request, player, '500.00');

  // /proxy takes an active agent to DownlineInfo.
  await openSignedIn(page, agent, '/proxy');
  await expect(page).toHaveURL(/\/proxy\/ProxyCenter\/DownlineInfo$/);
  const row = page.locator(`[data-testid="downline-row"][data-account="${player.account}"]`);
  await expect(row.getByTestId('downline-balance')).toHaveText('₹500.00');

  // The deposit of this month in OperationTable, reached from the tabs by keyboard.
  const nav = page.getByTestId('proxy-nav');
  await nav.getByRole('link', { name: 'Operation report' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/proxy\/ProxyCenter\/OperationTable$/);
  await expect(page.getByTestId('operation-sign_ups').locator('dd')).toHaveText('1');
  await expect(page.getByTestId('operation-first_deposits').locator('dd')).toHaveText('1');
  await expect(page.getByTestId('operation-deposits').locator('dd')).toHaveText('₹500.00');

  // The same deposit on level 1 of the report by level (the agent has no sub-agents: one level).
  await nav.getByRole('link', { name: 'Report by level' }).click();
  await expect(page).toHaveURL(/\/proxy\/ProxyCenter\/StratifiedTable$/);
  await expect(page.getByTestId('stratified-level-1').getByRole('heading')).toHaveText('Level 1 · members: 1 · agents: 1');
  await expect(page.getByTestId('stratified-1-deposits').locator('dd')).toHaveText('₹500.00');
  await expect(page.getByTestId('stratified-level-2')).toHaveCount(0);

  // Transfer 120.50 from DownlineInfo's link for the player.
  await nav.getByRole('link', { name: 'Downline' }).click();
  await row.getByTestId('downline-transfer').click();
  await expect(page).toHaveURL(/\/proxy\/ProxyCenter\/Transfer\?member=/);
  const transfer = page.getByTestId('agent-transfer');
  await expect(transfer.getByTestId('transfer-balance')).toHaveText('₹1,000.00');
  await expect(transfer.getByTestId('transfer-member')).toHaveValue(String(player.id));
  await transfer.getByTestId('transfer-amount').fill('120.50');
  await transfer.getByTestId('transfer-password').fill('0000');
  await transfer.getByTestId('transfer-submit').click();
  await expect(transfer.getByText('The withdrawal password is wrong.')).toBeVisible();
  await transfer.getByTestId('transfer-password').fill('1357');
  await transfer.getByTestId('transfer-submit').click();
  await expect(transfer.getByTestId('transfer-result-balance')).toHaveText('₹879.50');
  await expect(transfer.getByTestId('transfer-result-member')).toHaveText(player.account);
  await expect(page.getByTestId('header-balance')).toContainText('879.50');

  // Balances agree: the agent's wallet, the player's, and what DownlineInfo shows.
  expect(await mainCash(request, agent)).toBe('879.50');
  expect(await mainCash(request, player)).toBe('620.50');
  await nav.getByRole('link', { name: 'Downline' }).click();
  await expect(row.getByTestId('downline-balance')).toHaveText('₹620.50');
});

test('the Promotion page gives the agent link with its QR code and counts who signed up through it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const agent = await registerMember(request);
  await makeAgent(request, agent);
  await registerUnder(request, agent);
  await registerUnder(request, agent);

  await openSignedIn(page, agent, '/proxy/ProxyCenter/Promotion');
  const link = page.getByTestId('promotion-link');
  const url = new URL(`/?id=${agent.id}`, page.url()).toString();
  await expect(link.getByTestId('promotion-link-url')).toHaveText(url);
  await expect(link.getByRole('img', { name: `QR code of ${url}` })).toBeVisible();
  await expect(link.getByTestId('promotion-link-sign-ups')).toHaveText('2');
  await expect(link.getByTestId('promotion-link-sign-ups-30')).toHaveText('2');
  await expect(page.getByText('You have no agent domain yet. Ask the operator for one.')).toBeVisible();

  // The link itself: a visitor who opens it has the agent in the register form's introducer.
  const visitor = await page.context().browser()?.newContext();
  const visitorPage = await visitor?.newPage();
  if (!visitorPage || !visitor) throw new Error('no second context');
  await visitorPage.goto(url);
  await expect.poll(async () => (await visitor.cookies()).find((c) => c.name === 'member_agent')?.value).toBe(String(agent.id));
  await visitor.close();
});
