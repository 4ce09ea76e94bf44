import { CaptchaType } from '@casino/contract/calls/auth-calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, solveCaptcha, uniqueMember } from '../testing/accounts-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { captchaSvg } from './captcha.ts';
import { GLYPH_CHARACTERS } from './captcha-glyphs.ts';

/**
 * No captcha answer reaches the client in any form: not in the /captcha reply, not in its picture (which is drawn
 * from lines, with no text, title, description or label), and not in the replies of the calls that check it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

/** The ways an answer could be written into a reply: as is, in lower case, spaced, or split by punctuation. */
function spellings(answer: string): string[] {
  const chars = [...answer];
  const forms = [answer, chars.join(' '), chars.join(','), chars.join('-'), chars.join('.'), chars.join('","')];
  return [...forms, ...forms.map((form) => form.toLowerCase())];
}

function expectNoAnswer(text: string, answer: string) {
  for (const form of spellings(answer)) expect(text.includes(form), `"${form}" found in ${text.slice(0, 200)}`).toBe(false);
}

/** What a program that reads the reply gets: the JSON text, the decoded picture and the picture's text content. */
async function issue(type: number) {
  const response = await fetch(`${server.url}/api/captcha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...freshAddress() },
    body: JSON.stringify({ type, site_id: 1 }),
  });
  const raw = await response.text();
  const body = JSON.parse(raw);
  const row = await server.db
    .selectFrom('captchas')
    .select('answer')
    .where('token', '=', body.data.captcha_token)
    .executeTakeFirstOrThrow();
  const image = String(body.data.image);
  const prefix = 'data:image/svg+xml;base64,';
  expect(image.startsWith(prefix)).toBe(true);
  const svg = Buffer.from(image.slice(prefix.length), 'base64').toString('utf8');
  return { raw, body, svg, answer: row.answer };
}

describe('captcha replies', () => {
  it.each([
    CaptchaType.login,
    CaptchaType.register,
    CaptchaType.recovery,
  ])('of type %s carry a token, a picture and a lifetime, and never the answer', async (type) => {
    for (let i = 0; i < 15; i++) {
      const { raw, body, svg, answer } = await issue(type);
      expect(Object.keys(body.data).sort()).toEqual(['captcha_token', 'expires_in', 'image']);
      expectNoAnswer(raw, answer);
      expectNoAnswer(svg, answer);
      // Read as a document, the picture says nothing: no text content once the markup is taken away.
      expect(svg.replace(/<[^>]*>/g, '').trim()).toBe('');
      // Only shapes: no text, title, description, label, font or script.
      expect(new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]))).toEqual(new Set(['svg', 'rect', 'path']));
      expect(svg).not.toMatch(/aria-|<title|<desc|font|<text|<script|href/i);
    }
  });

  it('draw every character of the alphabet as lines, differently each time', () => {
    for (const char of GLYPH_CHARACTERS) {
      const first = captchaSvg(char.repeat(4));
      expect(first).toContain('<path');
      expect(first).not.toBe(captchaSvg(char.repeat(4)));
    }
  });

  it('are not echoed by the calls that check them, right or wrong', async () => {
    const login = await issue(CaptchaType.login);
    const wrongLogin = await server.call(
      '/login',
      { account: 'demo001', password: 'demo1234', site_id: 1, answer: 'ZZZZ', captcha_token: login.body.data.captcha_token },
      freshAddress(),
    );
    expect(wrongLogin.body.code).toBe(105);
    expectNoAnswer(JSON.stringify(wrongLogin.body), login.answer);

    const register = await issue(CaptchaType.register);
    const { account, phone } = uniqueMember();
    const wrongRegister = await server.call(
      '/register',
      {
        site_id: 1,
        member_currency: 'INR',
        member_account: account,
        password: 'abc12345',
        member_phone: phone,
        withdraw_password: '4321',
        captcha_token: register.body.data.captcha_token,
        verify_code: 'ZZZZ',
      },
      freshAddress(),
    );
    expect(wrongRegister.body.code).toBe(224);
    expectNoAnswer(JSON.stringify(wrongRegister.body), register.answer);

    const recovery = await issue(CaptchaType.recovery);
    const wrongRecovery = await server.call(
      '/arks/web/vx/verify',
      {
        account: 'demo001',
        withdraw_password: '1234',
        member_email: 'x@example.com',
        site_id: 1,
        captcha_token: recovery.body.data.captcha_token,
        answer: 'ZZZZ',
      },
      freshAddress(),
    );
    expect(wrongRecovery.body.code).toBe(105);
    expectNoAnswer(JSON.stringify(wrongRecovery.body), recovery.answer);
  });
});

describe('recovery step 1', () => {
  const details = { account: 'demo001', withdraw_password: '0000', member_email: 'nobody@example.com', site_id: 1 };

  it('is checked with a recovery captcha on the server: none, a login captcha or a used one is refused (105)', async () => {
    const none = await server.call('/arks/web/vx/verify', details, freshAddress());
    expect(none.body.code).toBe(105);
    const loginCaptcha = await solveCaptcha(server, CaptchaType.login);
    expect((await server.call('/arks/web/vx/verify', { ...details, ...loginCaptcha }, freshAddress())).body.code).toBe(105);

    const captcha = await solveCaptcha(server, CaptchaType.recovery);
    // The right answer, in any case, lets the details be checked (here they are wrong: 102) ...
    const answered = { ...details, ...captcha, answer: captcha.answer.toLowerCase() };
    expect((await server.call('/arks/web/vx/verify', answered, freshAddress())).body.code).toBe(102);
    // ... once.
    expect((await server.call('/arks/web/vx/verify', answered, freshAddress())).body.code).toBe(105);
  });
});
