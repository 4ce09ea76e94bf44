import type { TestServer } from './test-server.ts';

let counter = 0;
/** A fresh account name and phone per call, so tests never collide. */
export function uniqueMember() {
  counter += 1;
  const n = `${Date.now() % 100_000}${counter}`.padStart(6, '0').slice(-6);
  return { account: `acc${n}`, phone: `98${n}${String(counter % 100).padStart(2, '0')}` };
}

/** Solves a captcha of the given type (1 login, 2 register, 3 recovery) through the database, as a person would by reading it. */
export async function solveCaptcha(server: TestServer, type: 1 | 2 | 3) {
  const { body } = await server.call('/captcha', { type, site_id: 1 }, freshAddress());
  const row = await server.db
    .selectFrom('captchas')
    .select('answer')
    .where('token', '=', body.data.captcha_token)
    .executeTakeFirstOrThrow();
  return { captcha_token: body.data.captcha_token as string, answer: row.answer };
}

let helperAddress = 0;
/**
 * Headers that make a request come from an address of its own (servers started with TRUST_PROXY=1), so that the
 * per-address limits of captcha and SMS stay out of the way of tests about something else.
 */
export function freshAddress() {
  helperAddress += 1;
  return { 'x-forwarded-for': `10.200.${Math.floor(helperAddress / 250)}.${helperAddress % 250}` };
}

export async function smsCode(server: TestServer, phone: string) {
  const headers = freshAddress();
  await server.call('/register/sms', { site_id: 1, member_phone: phone, currency: 'INR', type: 'register_member' }, headers);
  const row = await server.db
    .selectFrom('sms_outbox')
    .select('code')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.code;
}

/** Registers a member of site 1 in INR with valid details; overrides change single fields. */
export async function register(
  server: TestServer,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const { account, phone } = uniqueMember();
  const captcha = await solveCaptcha(server, 2);
  const phoneNumber = (overrides.member_phone as string) ?? phone;
  const code = await smsCode(server, phoneNumber);
  const body = {
    site_id: 1,
    member_currency: 'INR',
    member_account: account,
    password: 'abc12345',
    member_phone: phoneNumber,
    phone_verify: code,
    withdraw_password: '4321',
    member_email: `${account}@example.com`,
    captcha_token: captcha.captcha_token,
    verify_code: captcha.answer,
    ...overrides,
  };
  const reply = await server.call('/register', body, headers);
  return { reply, account: body.member_account as string, phone: phoneNumber, password: body.password as string };
}

export async function loginAs(
  server: TestServer,
  account: string,
  password: string,
  udid = 'device-a',
  headers: Record<string, string> = {},
) {
  const captcha = await solveCaptcha(server, 1);
  return server.call(
    '/login',
    { account, password, site_id: 1, answer: captcha.answer, captcha_token: captcha.captcha_token, udid },
    headers,
  );
}
