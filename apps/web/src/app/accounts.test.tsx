import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoginRequired } from '../features/auth/hooks/use-login-required.ts';
import { getSession, saveSession } from '../lib/session.ts';
import type { FakeHandler, FakeReply } from '../test/fake-api.ts';
import { ok } from '../test/fake-api.ts';
import { captchaFixture, loginResultFixture, memberLayoutFixture, memberProfileFixture } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { installSiteApi } from '../test/site-api.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function refuse(code: number, message = 'refused', data: unknown = null): FakeReply {
  return { body: { code, message, data } };
}

function calls(fetchMock: ReturnType<typeof installSiteApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${path}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
}

function member() {
  saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'USD' });
}

function memberApi(overrides: Record<string, FakeHandler | FakeReply> = {}) {
  return installSiteApi({
    '/api/member/profile/common/layout': ok(memberLayoutFixture()),
    '/api/logout': ok(null),
    ...overrides,
  });
}

async function fillLogin() {
  const modal = await screen.findByTestId('login-modal');
  await waitFor(() => expect(within(modal).getByTestId('captcha-image').getAttribute('data-captcha-token')).toBeTruthy());
  fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'player01' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'abc123' } });
  fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'K7PX' } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('accounts in the app', () => {
  beforeEach(() => setWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('a visitor sees log in and register, which open the login dialog on the matching tab', async () => {
    installSiteApi();
    await renderApp('/');
    fireEvent.click(await screen.findByTestId('header-register'));
    const modal = await screen.findByTestId('login-modal');
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(within(modal).getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(modal).findByTestId('register-form')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('tab', { name: 'Log in' }));
    expect(within(modal).getByTestId('login-account')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());

    fireEvent.click(screen.getByTestId('header-login'));
    expect(
      within(await screen.findByTestId('login-modal'))
        .getByRole('tab', { name: 'Log in' })
        .getAttribute('aria-selected'),
    ).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('login-account')));
  });

  it('the mobile header has the same buttons', async () => {
    setWidth(390);
    installSiteApi();
    await renderApp('/');
    expect(await screen.findByTestId('layout-mobile')).toBeTruthy();
    expect(screen.getByTestId('header-login')).toBeTruthy();
    expect(screen.getByTestId('header-register')).toBeTruthy();
  });

  it('a login from a new device passes the double validation, shows the member and logs out', async () => {
    const question = { member_login_id: 'ch-1', available_questions_count: 3, question: 'member_email' };
    const fetchMock = memberApi({
      '/api/login': refuse(107, 'login.different_device', question),
      '/api/login/double_validation/skip': ok({ ...question, available_questions_count: 2, question: 'withdraw_password' }),
      '/api/login/double_validation': (body) =>
        (body as { answer: string }).answer === '4321' ? ok(loginResultFixture()) : refuse(103, 'wrong_answer'),
    });
    await renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    await fillLogin();

    const dialog = await screen.findByTestId('double-validation-modal');
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(within(dialog).getAllByText('What is the email address on your account?').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('double-validation-skip'));
    await waitFor(() =>
      expect(screen.getByTestId('double-validation-answer').getAttribute('data-question')).toBe('withdraw_password'),
    );
    expect(within(dialog).getAllByText('What is your withdrawal password?').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('double-validation-submit'));
    expect(await within(dialog).findByText('Please enter your withdrawal password.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('double-validation-answer'), { target: { value: '1111' } });
    fireEvent.change(screen.getByTestId('double-validation-captcha'), { target: { value: 'K7PX' } });
    fireEvent.click(screen.getByTestId('double-validation-submit'));
    expect(await within(dialog).findByText('The answer is not correct.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('double-validation-answer'), { target: { value: '4321' } });
    fireEvent.change(screen.getByTestId('double-validation-captcha'), { target: { value: 'K7PX' } });
    fireEvent.click(screen.getByTestId('double-validation-submit'));

    expect((await screen.findByTestId('header-account')).textContent).toBe('player01');
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('$12.50'));
    expect(screen.queryByTestId('double-validation-modal')).toBeNull();
    expect(calls(fetchMock, 'login/double_validation').at(-1)).toMatchObject({
      member_login_id: 'ch-1',
      answer: '4321',
      captcha_answer: 'K7PX',
      device: 0,
    });

    fireEvent.click(screen.getByTestId('header-logout'));
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(calls(fetchMock, 'logout')).toHaveLength(1);
    expect(getSession()).toBeNull();
  });

  it('a login refused with 802 opens the recovery dialog', async () => {
    memberApi({ '/api/login': refuse(802, 'login.recovery') });
    await renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    await fillLogin();
    const recovery = await screen.findByTestId('recovery-modal');
    expect((within(recovery).getByTestId('recovery-account') as HTMLInputElement).value).toBe('player01');
  });

  it('any 401 logs the member out and goes home', async () => {
    member();
    const fetchMock = memberApi({
      '/api/member/profile/common/layout': { status: 401, body: { code: 401, message: 'unauthorised', data: null } },
    });
    const { router } = await renderApp('/user/BindAccount');
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
    // The token was already dead: no logout call.
    expect(calls(fetchMock, 'logout')).toHaveLength(0);
  });

  it('a first login must change the password before going on', async () => {
    member();
    let changed = false;
    const fetchMock = memberApi({
      '/api/member/profile/common/layout': () => ok(memberLayoutFixture({ first_login_to_change_password: changed ? 0 : 1 })),
      '/api/member/profile/edit_password': () => {
        changed = true;
        return ok(null);
      },
    });
    await renderApp('/');
    const dialog = await screen.findByTestId('change-password-modal');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('change-password-modal')).toBeTruthy();

    fireEvent.change(within(dialog).getByTestId('forced-password-old'), { target: { value: 'abc123' } });
    fireEvent.change(within(dialog).getByTestId('forced-password-new'), { target: { value: 'xyz789' } });
    fireEvent.change(within(dialog).getByTestId('forced-password-confirm'), { target: { value: 'xyz780' } });
    fireEvent.click(within(dialog).getByTestId('forced-password-submit'));
    expect(await within(dialog).findByText('The passwords do not match.')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('forced-password-confirm'), { target: { value: 'xyz789' } });
    fireEvent.click(within(dialog).getByTestId('forced-password-submit'));
    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
    expect(calls(fetchMock, 'member/profile/edit_password')[0]).toEqual({
      type: 1,
      old_password: 'abc123',
      password: 'xyz789',
      check_password: 'xyz789',
    });
  });

  it('/user/Info asks a visitor to log in', async () => {
    installSiteApi();
    await renderApp('/user/Info');
    expect(await screen.findByTestId('member-only')).toBeTruthy();
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  });

  it('/user/Info shows the profile and sets the withdraw password of a member who has none', async () => {
    member();
    const fetchMock = memberApi({
      '/api/member/profile': ok({ member_profile: memberProfileFixture({ is_withdraw_password: 0 }) }),
      '/api/member/profile/edit_password': ok(null),
    });
    await renderApp('/user/Info');
    const profile = await screen.findByTestId('member-profile');
    expect(within(profile).getByText('Asha Rao')).toBeTruthy();
    expect(within(profile).getByText('a***@example.com')).toBeTruthy();
    expect(within(profile).getByText('Not set yet')).toBeTruthy();
    expect(screen.getByTestId('change-password-old')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-password-old')).toBeNull();

    fireEvent.change(screen.getByTestId('withdraw-password-new'), { target: { value: '12a4' } });
    fireEvent.change(screen.getByTestId('withdraw-password-confirm'), { target: { value: '12a4' } });
    fireEvent.click(screen.getByTestId('withdraw-password-submit'));
    expect(await screen.findByText('The withdrawal password must be 4 digits.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('withdraw-password-new'), { target: { value: '1234' } });
    fireEvent.change(screen.getByTestId('withdraw-password-confirm'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('withdraw-password-submit'));
    await waitFor(() =>
      expect(calls(fetchMock, 'member/profile/edit_password')[0]).toEqual({
        type: 2,
        old_password: '',
        password: '1234',
        check_password: '1234',
      }),
    );
    expect(await screen.findByText('Your withdrawal password has been saved.')).toBeTruthy();
  });

  it('/user/BindAccount asks a visitor to log in', async () => {
    installSiteApi();
    await renderApp('/user/BindAccount');
    expect(await screen.findByTestId('member-only')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bind Account');
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  });

  it('the login-required confirm offers the login dialog', async () => {
    installSiteApi();
    function PlayButton() {
      const { requireLogin } = useLoginRequired();
      return (
        <button type="button" onClick={() => requireLogin()}>
          Play
        </button>
      );
    }
    await renderApp('/play-test', { extraPages: [{ path: '/play-test', element: <PlayButton /> }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const confirm = await screen.findByTestId('login-required-confirm');
    expect(confirm.getAttribute('role')).toBe('alertdialog');
    fireEvent.click(within(confirm).getByTestId('login-required-confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('login-required-confirm')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.click(within(await screen.findByTestId('login-required-confirm')).getByTestId('login-required-confirm-confirm'));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  });

  it('a referral link on the home page is remembered and opens the register dialog', async () => {
    installSiteApi({ '/api/register/valid_message': ok({ is_valid: true }) });
    await renderApp('/?id=88&currency=USD');
    const modal = await screen.findByTestId('login-modal');
    const introducer = (await within(modal).findByTestId('register-introducer')) as HTMLInputElement;
    expect(introducer.value).toBe('88');
    expect(introducer.readOnly).toBe(true);
    await waitFor(() => expect((within(modal).getByTestId('register-member_currency') as HTMLSelectElement).value).toBe('USD'));
  });
});

describe('recovery dialog', () => {
  beforeEach(() => setWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  async function openRecovery() {
    await renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    fireEvent.click(await screen.findByTestId('forgot-password'));
    return screen.findByTestId('recovery-modal');
  }

  /** The token of the recovery captcha on screen: the page knows its token, never its answer. */
  // Looked up afresh each time: the picture may be drawn again (a new element) before its code arrives.
  async function captchaToken(dialog: HTMLElement) {
    await waitFor(() => expect(within(dialog).getByTestId('captcha-image').getAttribute('data-captcha-token')).toBeTruthy());
    return within(dialog).getByTestId('captcha-image').getAttribute('data-captcha-token');
  }

  it('proves the account with a server captcha (whose answer the server checks), then sets a new password', async () => {
    let captchas = 0;
    let verifies = 0;
    const fetchMock = installSiteApi({
      '/api/captcha': (body) =>
        ok(captchaFixture((body as { type: number }).type === 3 ? `recovery-${++captchas}` : 'login-captcha')),
      '/api/arks/web/vx/verify': () => (++verifies === 1 ? refuse(105, 'recovery.verify_failed') : ok({ token: 'reset-token' })),
      '/api/arks/web/vx/reset': ok(null),
    });
    const dialog = await openRecovery();
    expect(await captchaToken(dialog)).toBe('recovery-1');
    expect(calls(fetchMock, 'captcha')).toContainEqual({ type: 3, site_id: 1 });
    fireEvent.click(within(dialog).getByTestId('recovery-verify'));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBe(4);

    fireEvent.change(within(dialog).getByTestId('recovery-account'), { target: { value: 'player01' } });
    fireEvent.change(within(dialog).getByTestId('recovery-email'), { target: { value: 'a@example.com' } });
    fireEvent.change(within(dialog).getByTestId('recovery-withdraw-password'), { target: { value: '1234' } });
    fireEvent.change(within(dialog).getByTestId('recovery-captcha'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByTestId('recovery-verify'));
    // The server says the code was wrong: the field says so, and a new code is shown.
    expect(await within(dialog).findByText('The verification code is not correct.')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByTestId('captcha-image').getAttribute('data-captcha-token')).toBe('recovery-2'),
    );
    expect((within(dialog).getByTestId('recovery-captcha') as HTMLInputElement).value).toBe('');

    fireEvent.change(within(dialog).getByTestId('recovery-captcha'), { target: { value: 'k7px' } });
    fireEvent.click(within(dialog).getByTestId('recovery-verify'));
    expect(await within(dialog).findByTestId('recovery-step-2')).toBeTruthy();
    expect(calls(fetchMock, 'arks/web/vx/verify')[1]).toEqual({
      account: 'player01',
      withdraw_password: '1234',
      member_email: 'a@example.com',
      member_phone: '',
      site_id: 1,
      captcha_token: 'recovery-2',
      answer: 'k7px',
    });

    fireEvent.change(within(dialog).getByTestId('recovery-password'), { target: { value: 'abc' } });
    fireEvent.change(within(dialog).getByTestId('recovery-check-password'), { target: { value: 'abd' } });
    fireEvent.click(within(dialog).getByTestId('recovery-submit'));
    expect(await within(dialog).findByText('The password must be 6 to 12 characters long.')).toBeTruthy();
    expect(within(dialog).getByText('The passwords do not match.')).toBeTruthy();

    fireEvent.change(within(dialog).getByTestId('recovery-password'), { target: { value: 'newpass1' } });
    fireEvent.change(within(dialog).getByTestId('recovery-check-password'), { target: { value: 'newpass1' } });
    fireEvent.click(within(dialog).getByTestId('recovery-submit'));
    expect(await screen.findByText('Your password has been reset. Please log in.')).toBeTruthy();
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    expect(calls(fetchMock, 'arks/web/vx/reset')[0]).toEqual({ account: 'player01', password: 'newpass1', token: 'reset-token' });
  });

  it('by phone it shows the 300 s timer, and a refused verification asks to verify again', async () => {
    let attempt = 0;
    installSiteApi({
      '/api/arks/web/vx/verify': () => (++attempt === 1 ? refuse(102, 'recovery.mismatch') : ok({ token: 't' })),
    });
    const dialog = await openRecovery();
    fireEvent.click(within(dialog).getByTestId('recovery-channel-phone'));
    expect(within(dialog).queryByTestId('recovery-email')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('recovery-account'), { target: { value: 'player01' } });
    fireEvent.change(within(dialog).getByTestId('recovery-phone'), { target: { value: '9876543210' } });
    fireEvent.change(within(dialog).getByTestId('recovery-withdraw-password'), { target: { value: '1234' } });
    expect(await captchaToken(dialog)).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('recovery-captcha'), { target: { value: 'K7PX' } });
    fireEvent.click(within(dialog).getByTestId('recovery-verify'));
    expect(
      await within(dialog).findByText('We could not verify your account. Please check your details and verify again.'),
    ).toBeTruthy();
    // A new code to type after a refusal.
    expect((within(dialog).getByTestId('recovery-captcha') as HTMLInputElement).value).toBe('');

    fireEvent.change(within(dialog).getByTestId('recovery-captcha'), { target: { value: 'K7PX' } });
    fireEvent.click(within(dialog).getByTestId('recovery-verify'));
    expect((await within(dialog).findByTestId('recovery-timer')).textContent).toContain('05:00');
  });
});
