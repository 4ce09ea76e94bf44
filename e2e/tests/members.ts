import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Members made through the API, as the site would make them, for tests about what comes after registration. */

const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
/** A client address of its own (the test server trusts X-Forwarded-For): per-address limits stay on and apart. */
export const address = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export type Member = { id: number; account: string; currency: string; token: string; headers: Record<string, string> };

export async function post(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await request.post(`/api${path}`, { data, headers: { lang: 'en_US', ...headers } });
  expect(response.status(), `${path} HTTP status`).toBe(200);
  return response.json();
}

export async function testHook(request: APIRequestContext, path: string) {
  const reply = await (await request.get(`/api/__test/${path}`)).json();
  expect(reply.code, `test hook ${path}`).toBe(1000);
  return reply.data;
}

/**
 * Registers a member of site 1 (INR unless told) through the API (captcha and SMS through the test hooks) with a bank
 * account; `introducer` adds the register form's agent or recommend_code field.
 */
export async function registerMember(
  request: APIRequestContext,
  currency = 'INR',
  introducer: { agent?: string; recommend_code?: string } = {},
): Promise<Member> {
  const from = { 'x-forwarded-for': address() };
  const account = `e2m${digits(9)}`;
  const phone = `9${digits(9)}`;
  const captcha = (await post(request, '/captcha', { type: 2, site_id: 1 }, from)).data;
  const { answer } = await testHook(request, `captcha/${encodeURIComponent(captcha.captcha_token)}`);
  await post(request, '/register/sms', { member_phone: phone, currency, type: 'register_member', site_id: 1 }, from);
  const { code } = await testHook(request, `sms/${phone}`);
  const registered = await post(
    request,
    '/register',
    {
      site_id: 1,
      member_currency: currency,
      member_account: account,
      password: 'e2mPass12',
      // An RMB member's name is written in Chinese characters (the site's rule for that currency).
      member_name: currency === 'RMB' ? '张伟' : 'Member Tester',
      member_phone: phone,
      phone_verify: code,
      member_email: `${account}@example.com`,
      withdraw_password: '1357',
      captcha_token: captcha.captcha_token,
      verify_code: answer,
      ...introducer,
    },
    from,
  );
  expect(registered.code, JSON.stringify(registered)).toBe(1000);
  const token = registered.data.token as string;
  const headers = { authorization: `Bearer ${token}`, ...from };
  const bound = await post(
    request,
    '/member/bank_account/bind',
    {
      bank_name: 'State Bank',
      account_name: currency === 'RMB' ? '张伟' : 'Member Tester',
      account_number: `5000${digits(8)}`,
      withdraw_password: '1357',
    },
    headers,
  );
  expect(bound.code).toBe(1000);
  return { id: registered.data.member_id, account, currency, token, headers };
}

/** Credits the member's main wallet through the operator API (demo operator of the seed). */
export async function creditMember(request: APIRequestContext, member: Member, amount: string) {
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': address() },
  );
  expect(login.code).toBe(1000);
  const adjusted = await post(
    request,
    '/operator/members/adjust',
    { member_account: member.account, site_id: 1, amount, reason: 'e2e funds' },
    { authorization: `Bearer ${login.data.token}`, 'idempotency-key': `e2e-${member.account}-${amount}` },
  );
  expect(adjusted.code, JSON.stringify(adjusted)).toBe(1000);
}

/** Opens the site signed in as the member through the launch parameters of SPEC section 2, in a language. */
export async function openSignedIn(page: Page, member: Member, path = '/', language = 'en_US') {
  await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: 'http://127.0.0.1' }]);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': member.headers['x-forwarded-for'] as string });
  const query = new URLSearchParams({
    tk: member.token,
    member_account: member.account,
    member_currency: member.currency,
    member_id: String(member.id),
  });
  // A page already signed in as this member keeps its session without asking (decision 44).
  const held = await page.evaluate(() => window.localStorage.getItem('member_id')).catch(() => null);
  await page.goto(`${path}?${query}`);
  if (held === String(member.id)) await expect(page.getByTestId('header-account')).toHaveText(member.account);
  else await acceptSignInOffer(page, member);
}

/**
 * A sign-in handed over in an address is asked about first (decision 44): the dialog names the account the server
 * found for the token, and the member accepts.
 */
export async function acceptSignInOffer(page: Page, member: Pick<Member, 'account'>) {
  const offer = page.getByTestId('sign-in-offer');
  await expect(offer).toContainText(member.account);
  await offer.getByTestId('sign-in-offer-accept').click();
  await expect(page.getByTestId('header-account')).toHaveText(member.account);
}
