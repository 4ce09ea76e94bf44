import { formatDateTime } from '@casino/browser/date-format.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { getSiteCurrency } from '../../../lib/site-currency.ts';
import { type FakeHandler, installFakeApi, ok } from '../../../test/fake-api.ts';
import { captchaFixture, loginResultFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { authModals } from '../auth-modals.ts';
import { LoginForm } from './login-form.tsx';

const ENDS_AT = Date.parse('2026-12-06T15:45:00Z');
const endsAt = (language: string) => formatDateTime(ENDS_AT, language, { seconds: false });

function refuse(code: number, message = 'refused', data: unknown = null) {
  return { body: { code, message, data } };
}

let captchas = 0;
function setup(login: FakeHandler) {
  captchas = 0;
  return installFakeApi({
    '/api/captcha': () => ok(captchaFixture(`captcha-${++captchas}`)),
    '/api/login': login,
  });
}

async function fillAndSubmit() {
  await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).toBe('captcha-1'));
  fireEvent.change(screen.getByTestId('login-account'), { target: { value: ' player01 ' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'abc123' } });
  fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'K7PX' } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('LoginForm', () => {
  beforeEach(() => authModals.openLogin('login'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for account, password and captcha before calling the server', async () => {
    const fetchMock = setup(() => ok(loginResultFixture()));
    await renderWithProviders(<LoginForm />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your account name', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Please enter your password', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Please enter the verification code', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByTestId('login-account').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('login-account'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/login'))).toBe(false);
  });

  it('sends account, password, captcha and device facts, then starts the session', async () => {
    let sent: Record<string, unknown> = {};
    setup((body) => {
      sent = body as Record<string, unknown>;
      return ok(loginResultFixture({ member_currency: 'USD' }));
    });
    await renderWithProviders(<LoginForm />, { currency: 'INR' });
    await fillAndSubmit();
    await waitFor(() => expect(getSession()?.memberId).toBe(7));
    expect(sent).toMatchObject({
      account: 'player01',
      password: 'abc123',
      site_id: 1,
      answer: 'K7PX',
      captcha_token: 'captcha-1',
      host: window.location.host,
      device: 0,
      login_type: 1,
      udid: window.localStorage.getItem('udid'),
    });
    expect(typeof sent.system).toBe('string');
    expect(window.localStorage.getItem('token')).toBe('token-new');
    expect(window.localStorage.getItem('member_account')).toBe('player01');
    expect(window.localStorage.getItem('currency')).toBe('USD');
    expect(getSiteCurrency()).toBe('USD');
    expect(authModals.get()).toBeNull();
    expect(await screen.findByText('You are logged in.')).toBeTruthy();
  });

  it('107 opens the double validation with the question of the reply', async () => {
    const question = { member_login_id: 'challenge-1', available_questions_count: 3, question: 'member_email' };
    setup(() => refuse(107, 'login.different_device', question));
    await renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    await waitFor(() => expect(authModals.get()).toEqual({ kind: 'doubleValidation', question }));
    expect(getSession()).toBeNull();
  });

  it('802 opens the recovery with the account', async () => {
    setup(() => refuse(802, 'login.recovery'));
    await renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    await waitFor(() => expect(authModals.get()).toEqual({ kind: 'recovery', account: 'player01' }));
  });

  it.each([
    [101, 'The account or password is incorrect.'],
    [102, 'This account has been disabled.'],
    [103, 'This account has been frozen.'],
    [105, 'Verification failed. Please check the code and try again.'],
    [106, 'Logging in from your network (IP) is not allowed.'],
    [202, 'Logging in from your network (IP) is not allowed (202).'],
    [999, 'Server says no'],
  ])('%i shows its message and a new captcha', async (code, text) => {
    setup(() => refuse(code, 'Server says no'));
    await renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).toBe('captcha-2'));
    expect((screen.getByTestId('login-captcha') as HTMLInputElement).value).toBe('');
    expect(authModals.get()).toEqual({ kind: 'login', tab: 'login' });
  });

  it.each([
    [
      'break',
      { kind: 'break', ends_at: ENDS_AT, lift_needed: false },
      `You are taking a break. You can log in again from ${endsAt('en_US')}.`,
    ],
    [
      'self-exclusion',
      { kind: 'self_exclusion', ends_at: ENDS_AT, lift_needed: false },
      `You have excluded yourself until ${endsAt('en_US')}. You cannot log in until then.`,
    ],
    [
      'self-exclusion waiting to be lifted',
      { kind: 'self_exclusion', ends_at: ENDS_AT, lift_needed: true },
      `Your self-exclusion period ended on ${endsAt('en_US')}. Please contact customer service to have it lifted.`,
    ],
    [
      'permanent self-exclusion',
      { kind: 'self_exclusion', ends_at: null, lift_needed: false },
      'You have excluded yourself permanently. This account cannot be used again.',
    ],
    ['exclusion without data', null, 'This account is closed by a break or self-exclusion you chose.'],
  ])('108 (%s) says until when the member excluded themselves', async (_name, data, text) => {
    setup(() => refuse(108, 'login.excluded', data));
    await renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(getSession()).toBeNull();
  });

  it('108 gives the end date in the member’s language', async () => {
    setup(() => refuse(108, 'login.excluded', { kind: 'break', ends_at: ENDS_AT, lift_needed: false }));
    await renderWithProviders(<LoginForm />, { language: 'zh_CN' });
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).toBe('captcha-1'));
    fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'player01' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'abc123' } });
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'K7PX' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(`您正在暂停游戏，${endsAt('zh_CN')} 起可再次登录。`);
  });

  it('108 with a withdraw token offers to withdraw the balance on a page of its own, leaving the site signed out', async () => {
    window.sessionStorage.clear();
    setup(() => refuse(108, 'login.excluded', { kind: 'break', ends_at: ENDS_AT, lift_needed: false, withdraw_token: 'wd-1' }));
    const { router } = await renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      `You are taking a break. You can log in again from ${endsAt('en_US')}.`,
    );
    expect(screen.getByTestId('login-withdraw-offer').textContent).toContain(
      `Your account stays closed to play and deposits until ${endsAt('en_US')}.`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw my balance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/WithdrawOnly'));
    expect(window.sessionStorage.getItem('withdraw_only_token')).toBe('wd-1');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(getSession()).toBeNull();
    expect(authModals.get()).toBeNull();
  });

  it('108 without a withdraw token offers no withdrawal', async () => {
    setup(() => refuse(108, 'login.excluded', { kind: 'break', ends_at: ENDS_AT, lift_needed: false }));
    await renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    await screen.findByRole('alert');
    expect(screen.queryByTestId('login-withdraw-offer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw my balance' })).toBeNull();
  });

  it('109 says the session-time limit of the day is used up, and from when the member may log in again', async () => {
    setup(() => refuse(109, 'login.session_limit', { minutes: 90, ends_at: ENDS_AT }));
    await renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      `You have used your 90 minutes of signed-in time for the day. You can log in again from ${endsAt('en_US')}.`,
    );
    expect(getSession()).toBeNull();
  });

  it('a wrong password says how many tries are left, each time, and offers to reset the password', async () => {
    let left = 3;
    setup(() => refuse(101, 'login.account_error', { tries_left: --left }));
    await renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Wrong account or password. Tries left before this device is locked out of the account: 2.',
      ),
    );
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'K7PX' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('device is locked out of the account: 1.'));
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'K7PX' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('reset your password to sign in'));
    fireEvent.click(screen.getByTestId('login-recovery-offer'));
    expect(authModals.get()).toEqual({ kind: 'recovery', account: 'player01' });
  });

  it('the forgot-password link opens the recovery', async () => {
    setup(() => ok(loginResultFixture()));
    await renderWithProviders(<LoginForm />);
    fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'player02' } });
    fireEvent.click(screen.getByTestId('forgot-password'));
    expect(authModals.get()).toEqual({ kind: 'recovery', account: 'player02' });
  });
});
