import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../../lib/cookies.ts';
import { getSession } from '../../../lib/session.ts';
import { type FakeHandler, type FakeReply, installFakeApi, ok } from '../../../test/fake-api.ts';
import { captchaFixture, loginResultFixture, registerSettingFixture, registerSettingsFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { RegisterForm } from './register-form.tsx';

/** INR: phone with SMS, telegram, birthday. RMB: name required, identity id, no telegram. */
const settings = [
  registerSettingFixture('member_currency', 'INR'),
  registerSettingFixture('member_currency', 'RMB'),
  registerSettingFixture('member_phone', 'INR', { is_required: 1, is_unique: 1, is_verification: 1 }),
  registerSettingFixture('member_telegram', 'INR'),
  registerSettingFixture('member_birthday', 'INR'),
  registerSettingFixture('withdraw_password', 'INR', { is_required: 1 }),
  registerSettingFixture('member_name', 'RMB', { is_required: 1 }),
  registerSettingFixture('member_phone', 'RMB', { is_required: 1 }),
  registerSettingFixture('identity_id', 'RMB', { is_required: 1 }),
  registerSettingFixture('member_telegram', 'RMB', { is_display: 0 }),
];

function refuse(code: number, message = 'refused'): FakeReply {
  return { body: { code, message, data: null } };
}

function install(overrides: Record<string, FakeHandler | FakeReply> = {}, list = settings, sms = 300) {
  let captchas = 0;
  return installFakeApi({
    '/api/arks/web/register-settings': ok({ list, sms_countdown_seconds: sms, minimum_age: 18 }),
    '/api/arks/web/check-agent-domain': ok({ is_valid: false, currency: '', agent_id: '' }),
    '/api/captcha': () => ok(captchaFixture(`cap-${++captchas}`)),
    '/api/arks/web/register-settings/service-agreement': ok({ list: [{ id: 1, title: 'Terms', content: 'Be fair.' }] }),
    '/api/register/verification': ok(null),
    '/api/register/valid_message': ok({ is_valid: true }),
    ...overrides,
  });
}

function calls(fetchMock: ReturnType<typeof installFakeApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

const input = (name: string) => screen.getByTestId(`register-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const blur = (name: string) => fireEvent.blur(input(name));

async function renderForm(currency: 'INR' | 'RMB' = 'INR') {
  const view = await renderWithProviders(<RegisterForm variant="page" />, { currency });
  await screen.findByTestId('register-form');
  await waitFor(() => expect(input('member_currency').value).toBe(currency));
  return view;
}

async function fillValidInr() {
  type('member_account', 'player01');
  type('password', 'abc123');
  type('check_password', 'abc123');
  type('member_phone', '9876543210');
  type('phone_verify', '123456');
  type('withdraw_password', '1234');
  await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).toBe('cap-1'));
  type('captcha', 'K7PX');
}

async function submitThroughAgreement() {
  fireEvent.click(screen.getByTestId('register-submit'));
  const agreement = await screen.findByTestId('register-agreement');
  expect(await within(agreement).findByText('Be fair.')).toBeTruthy();
  fireEvent.click(screen.getByTestId('register-agree'));
  fireEvent.click(screen.getByTestId('register-confirm'));
}

describe('RegisterForm', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the fields of the chosen currency and offers the displayed currencies', async () => {
    install();
    await renderForm('INR');
    const options = [...(input('member_currency') as unknown as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['INR', 'RMB']);
    for (const name of [
      'member_account',
      'password',
      'check_password',
      'member_phone',
      'phone_verify',
      'member_telegram',
      'withdraw_password',
    ]) {
      expect(screen.getByTestId(`register-${name}`)).toBeTruthy();
    }
    expect(screen.getByTestId('register-member_birthday')).toBeTruthy();
    expect(screen.queryByTestId('register-member_name')).toBeNull();
    expect(screen.queryByTestId('register-identity_id')).toBeNull();
    expect(screen.getByTestId('register-send-sms')).toBeTruthy();
  });

  it('changing currency recomputes the fields and clears the birthday and hidden values', async () => {
    install();
    await renderForm('INR');
    type('member_telegram', 'my_handle');
    fireEvent.change(screen.getByTestId('register-member_birthday-year'), { target: { value: '1990' } });
    fireEvent.change(input('member_currency'), { target: { value: 'RMB' } });
    expect(screen.queryByTestId('register-member_telegram')).toBeNull();
    expect(screen.queryByTestId('register-member_birthday')).toBeNull();
    expect(screen.queryByTestId('register-phone_verify')).toBeNull();
    expect(screen.getByTestId('register-member_name')).toBeTruthy();
    expect(screen.getByTestId('register-identity_id')).toBeTruthy();
    fireEvent.change(input('member_currency'), { target: { value: 'INR' } });
    expect(input('member_telegram').value).toBe('');
    expect((screen.getByTestId('register-member_birthday-year') as HTMLSelectElement).value).toBe('');
  });

  it('validates on blur with the shared rules and checks unique fields with the server', async () => {
    const fetchMock = install({ '/api/register/verification': refuse(102, 'account_used') });
    await renderForm('INR');
    type('member_account', 'ab');
    blur('member_account');
    expect(await screen.findByText('The account name must be 6 to 12 characters long.')).toBeTruthy();
    expect(calls(fetchMock, 'register/verification')).toHaveLength(0);

    type('member_account', 'player01');
    blur('member_account');
    expect(await screen.findByText('This account name is already taken.')).toBeTruthy();
    expect(calls(fetchMock, 'register/verification')[0]).toEqual({
      member_account: 'player01',
      site_id: 1,
      member_currency: 'INR',
      verification: 1,
    });
    expect(input('member_account').getAttribute('aria-invalid')).toBe('true');

    type('password', 'abcdef');
    blur('password');
    expect(await screen.findByText('The password must contain both letters and digits, and nothing else.')).toBeTruthy();
  });

  it('submit shows every message and focuses the first invalid field', async () => {
    install();
    await renderForm('RMB');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please enter an account name.')).toBeTruthy();
    expect(screen.getByText('Please enter your real name.')).toBeTruthy();
    expect(screen.getByText('Please enter your identity number.')).toBeTruthy();
    expect(screen.getByText('Please enter the verification code.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('member_account')));
    expect(screen.queryByTestId('register-agreement')).toBeNull();
  });

  it('needs the agreement ticked, then registers with the snake_case payload and signs the member in', async () => {
    const fetchMock = install({ '/api/register': ok(loginResultFixture({ member_currency: 'INR' })) });
    await renderForm('INR');
    await fillValidInr();
    fireEvent.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('register-agreement');
    fireEvent.click(screen.getByTestId('register-confirm'));
    expect(await screen.findByText('Please read and accept the service agreement.')).toBeTruthy();
    expect(calls(fetchMock, 'register')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('register-agree'));
    fireEvent.click(screen.getByTestId('register-confirm'));
    await waitFor(() => expect(getSession()?.memberId).toBe(7));
    expect(calls(fetchMock, 'register')).toHaveLength(1);
    expect(calls(fetchMock, 'register')[0]).toMatchObject({
      site_id: 1,
      member_account: 'player01',
      password: 'abc123',
      member_currency: 'INR',
      member_phone: '9876543210',
      phone_verify: '123456',
      withdraw_password: '1234',
      captcha_token: 'cap-1',
      verify_code: 'K7PX',
      agent: '',
      recommend_code: '',
      error_track: [],
    });
    expect(await screen.findByText('Registration successful. Welcome!')).toBeTruthy();
  });

  it("offers birth years from the latest one old enough for the site's minimum age, and refuses a younger birthday", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 15, 12) });
    const fetchMock = install({ '/api/register': ok(loginResultFixture({ member_currency: 'INR' })) });
    await renderForm('INR');
    const thisYear = 2026;
    const year = screen.getByTestId('register-member_birthday-year') as HTMLSelectElement;
    const years = [...year.options].map((option) => option.value).filter(Boolean);
    expect(years[0]).toBe(String(thisYear - 18));
    expect(years).not.toContain(String(thisYear - 17));
    expect(years.at(-1)).toBe(String(thisYear - 100));

    // Born on 16 June eighteen years ago: still seventeen on 15 June.
    await fillValidInr();
    fireEvent.change(year, { target: { value: '2008' } });
    fireEvent.change(screen.getByTestId('register-member_birthday-month'), { target: { value: '6' } });
    fireEvent.change(screen.getByTestId('register-member_birthday-day'), { target: { value: '16' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('You must be at least 18 years old to register.')).toBeTruthy();
    expect(screen.queryByTestId('register-agreement')).toBeNull();
    expect(calls(fetchMock, 'register')).toHaveLength(0);
  });

  it("shows the server's under-age refusal (229) on the birthday", async () => {
    install({ '/api/register': { body: { code: 229, message: 'signup.err_birthday_under_age', data: { minimum_age: 18 } } } });
    await renderForm('INR');
    await fillValidInr();
    fireEvent.change(screen.getByTestId('register-member_birthday-year'), { target: { value: '1990' } });
    fireEvent.change(screen.getByTestId('register-member_birthday-month'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('register-member_birthday-day'), { target: { value: '7' } });
    await submitThroughAgreement();
    const birthday = screen.getByTestId('register-member_birthday');
    expect(await within(birthday).findByText('You must be at least 18 years old to register.')).toBeTruthy();
  });

  it('an introducer code refusal unlocks an agent link so that another can be typed', async () => {
    setCookie('register_type', 'member_agent');
    setCookie('member_agent', '55');
    const fetchMock = install({ '/api/register': refuse(108, 'agent_disabled') });
    await renderForm('INR');
    const introducer = input('introducer');
    expect(introducer.value).toBe('55');
    expect(introducer.readOnly).toBe(true);
    expect(screen.getByText('Agent')).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, 'register/valid_message')).toEqual([{ site_id: 1, agent_id: '55' }]));
    await fillValidInr();
    await submitThroughAgreement();
    expect(await screen.findByText('This agent link is no longer active.')).toBeTruthy();
    expect(calls(fetchMock, 'register')[0]).toMatchObject({ agent: '55', recommend_code: '' });
    expect(getCookie('register_type')).toBeUndefined();
    expect(getCookie('member_agent')).toBeUndefined();
    expect(input('introducer').readOnly).toBe(false);
    expect(input('introducer').value).toBe('');
    expect(screen.getByText('Referral code')).toBeTruthy();
    // The captcha is replaced after a refused registration.
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-token')).toBe('cap-2'));
    expect(input('captcha').value).toBe('');
  });

  it('an invalid invite link is refused at once and unlocked', async () => {
    setCookie('register_type', 'recommend_code');
    setCookie('recommend_code', 'OLD1');
    install({ '/api/register/valid_message': ok({ is_valid: false }) });
    await renderForm('INR');
    expect(await screen.findByText('This invitation link is no longer active.')).toBeTruthy();
    expect(input('introducer').readOnly).toBe(false);
    expect(getCookie('recommend_code')).toBeUndefined();
  });

  it.each([
    [104, 'member_phone', 'This phone number is already registered.'],
    [113, 'phone_verify', 'The SMS verification code is not correct.'],
    [224, 'captcha', 'The verification code is not correct.'],
  ])('code %i is shown on %s', async (code, field, text) => {
    install({ '/api/register': refuse(code) });
    await renderForm('INR');
    await fillValidInr();
    await submitThroughAgreement();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(input(field).getAttribute('aria-invalid')).toBe('true');
  });

  it('an unknown code is a toast, and goes into error_track of the next attempt', async () => {
    let attempt = 0;
    const fetchMock = install({ '/api/register': () => (++attempt === 1 ? refuse(555, 'Odd failure') : refuse(996)) });
    await renderForm('INR');
    await fillValidInr();
    await submitThroughAgreement();
    expect(await screen.findByText('Odd failure')).toBeTruthy();
    type('captcha', 'ABCD');
    await submitThroughAgreement();
    expect(await screen.findByText('You are registering too often. Please try again later.')).toBeTruthy();
    expect(calls(fetchMock, 'register')[1]?.error_track).toEqual(['register:555:Odd failure']);
  });

  it('sends the SMS code and counts down from the setting, one second a tick', async () => {
    const fetchMock = install({ '/api/register/sms': ok({ countdown_seconds: 3 }) }, settings, 3);
    await renderForm('INR');
    const send = screen.getByTestId('register-send-sms') as HTMLButtonElement;
    fireEvent.click(send);
    expect(await screen.findByText('Please enter your phone number.')).toBeTruthy();
    expect(calls(fetchMock, 'register/sms')).toHaveLength(0);

    type('member_phone', '9876543210');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await act(async () => {
      fireEvent.click(send);
    });
    await vi.waitFor(() => expect(send.textContent).toBe('Resend in 00:03'));
    expect(send.disabled).toBe(true);
    expect(calls(fetchMock, 'register/sms')[0]).toEqual({
      member_phone: '9876543210',
      currency: 'INR',
      type: 'register_member',
      site_id: 1,
    });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(send.textContent).toBe('Resend in 00:02');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(send.textContent).toBe('Send code');
    expect(send.disabled).toBe(false);
  });

  it('SMS rate limiting (102) still starts the countdown', async () => {
    install({ '/api/register/sms': refuse(102) });
    await renderForm('INR');
    type('member_phone', '9876543210');
    const send = screen.getByTestId('register-send-sms') as HTMLButtonElement;
    fireEvent.click(send);
    expect(await screen.findByText('A code was sent recently. Please wait five minutes before asking again.')).toBeTruthy();
    await waitFor(() => expect(send.textContent).toBe('Resend in 05:00'));
    expect(send.disabled).toBe(true);
  });

  it('SMS refusals other than 102 leave the button ready', async () => {
    install({ '/api/register/sms': refuse(103) });
    await renderForm('INR');
    type('member_phone', '9876543210');
    const send = screen.getByTestId('register-send-sms') as HTMLButtonElement;
    fireEvent.click(send);
    expect(await screen.findByText('Text messages cannot be sent right now. Please contact customer service.')).toBeTruthy();
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(send.textContent).toBe('Send code');
  });

  it('is refused in demo mode', async () => {
    const fetchMock = install({ '/api/register': ok(loginResultFixture()) });
    await renderWithProviders(<RegisterForm variant="page" />, { config: { DEMO_MODE: true } });
    await screen.findByTestId('register-form');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Registration is not available on the demo site.')).toBeTruthy();
    expect(calls(fetchMock, 'register')).toHaveLength(0);
    expect(screen.queryByTestId('register-captcha')).toBeNull();
  });

  it('uses the demo settings: every currency offered', async () => {
    install({}, registerSettingsFixture());
    await renderForm('INR');
    const options = [...(input('member_currency') as unknown as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['INR', 'USD', 'VND', 'RMB']);
    expect(screen.getByTestId('register-member_email')).toBeTruthy();
  });
});
