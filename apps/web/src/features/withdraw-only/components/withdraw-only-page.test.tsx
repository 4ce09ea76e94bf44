import type { BankAccount } from '@casino/contract/calls/bank-account-calls.ts';
import { IDEMPOTENCY_KEY } from '@casino/contract/define-call.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { type FakeHandler, type FakeReply, installFakeApi, ok } from '../../../test/fake-api.ts';
import { bankAccountFixture, withdrawSettingsFixture } from '../../../test/fund-fixtures.ts';
import { renderApp, renderWithProviders } from '../../../test/render-app.tsx';
import {
  forgetWithdrawOnlyToken,
  keepWithdrawOnlyToken,
  readWithdrawOnlyToken,
  WITHDRAW_ONLY_PATH,
} from '../withdraw-only-token.ts';
import { WithdrawOnlyPage } from './withdraw-only-page.tsx';

const TOKEN = 'withdraw-token-1';

/** The calls a withdraw-only session may make (protection/withdraw-only-calls.ts on the server). */
const ALLOWED = new Set([
  '/api/member/profile/my_cash',
  '/api/member/profile/balance/all/back',
  '/api/member/profile/balance_get_back',
  '/api/member/bank_account/list',
  '/api/member/bank_account/bind',
  '/api/member/withdraw/settings',
  '/api/member/withdraw/create',
  '/api/member/dw_record/list',
  '/api/member/profile',
  '/api/logout',
]);

const ACCOUNT: BankAccount = bankAccountFixture({ id: 5, bank_name: 'State Bank', account_number: '******9012', is_default: 1 });

type Setup = { accounts?: BankAccount[]; cash?: FakeHandler | FakeReply; create?: FakeHandler | FakeReply; bind?: FakeHandler };

function withdrawOnlyApi({ accounts = [ACCOUNT], cash, create, bind }: Setup = {}) {
  return installFakeApi({
    '/api/member/profile/my_cash': cash ?? ok({ main_cash: '1500.00', my_cash_list: [], total: '1500.00' }),
    '/api/member/withdraw/settings': ok(withdrawSettingsFixture()),
    '/api/member/bank_account/list': ok({ list: accounts, max: 5 }),
    '/api/member/dw_record/list': ok({
      list: [
        {
          order_number: 'W1001',
          type: 'withdrawal',
          method: 'bank',
          amount: '200.00',
          status: 'pending',
          remark: '',
          created_at: '2026-11-29 10:00:00',
          updated_at: '2026-11-29 10:00:00',
        },
      ],
      total_count: 1,
    }),
    '/api/member/withdraw/create':
      create ?? ok({ order_number: 'W3003', status: 'pending', amount: '1000.00', main_cash: '500.00' }),
    '/api/member/bank_account/bind': bind ?? (() => ok({ id: 9 })),
    '/api/logout': ok(null),
  });
}

function sent(fetchMock: ReturnType<typeof installFakeApi>) {
  return fetchMock.mock.calls.map(([url, init]) => ({
    path: new URL(String(url), 'http://localhost').pathname,
    headers: new Headers(init?.headers),
    body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
  }));
}

describe('WithdrawOnlyPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    keepWithdrawOnlyToken(TOKEN);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes only the allowed calls with the token, and never signs the site in', async () => {
    const fetchMock = withdrawOnlyApi();
    await renderApp(WITHDRAW_ONLY_PATH);
    expect(await screen.findByTestId('withdraw-only-total')).toBeTruthy();
    expect(screen.getByTestId('withdraw-only-total').textContent).toContain('1,500');
    expect(await screen.findByTestId('withdraw-only-record')).toBeTruthy();
    const withToken = sent(fetchMock).filter((call) => call.headers.get('authorization') !== null);
    expect(withToken.length).toBeGreaterThanOrEqual(4);
    for (const call of withToken) {
      expect(call.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(ALLOWED.has(call.path)).toBe(true);
    }
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(Object.values(window.localStorage).includes(TOKEN)).toBe(false);
    expect(getSession()).toBeNull();
    expect(screen.getByTestId('header-login')).toBeTruthy();
  });

  it('sends the withdrawal with the token, an idempotency key and the form’s body', async () => {
    const fetchMock = withdrawOnlyApi();
    await renderWithProviders(<WithdrawOnlyPage />, { path: WITHDRAW_ONLY_PATH });
    fireEvent.change(await screen.findByTestId('withdrawal-amount'), { target: { value: '1000' } });
    fireEvent.change(screen.getByTestId('withdrawal-password'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('withdrawal-submit'));
    expect(await screen.findByTestId('withdrawal-result')).toBeTruthy();
    const creates = sent(fetchMock).filter((call) => call.path === '/api/member/withdraw/create');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toEqual({ amount: '1000.00', bank_account_id: 5, withdraw_password: '1234' });
    expect(creates[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(IDEMPOTENCY_KEY.test(creates[0]?.headers.get('idempotency-key') ?? '')).toBe(true);
    // The balance and records are read again after the withdrawal.
    await waitFor(() =>
      expect(sent(fetchMock).filter((call) => call.path === '/api/member/profile/my_cash').length).toBeGreaterThan(1),
    );
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the refusal of a withdrawal as the member centre does', async () => {
    withdrawOnlyApi({ create: { body: { code: 101, message: 'withdraw.wrong_password', data: null } } });
    await renderWithProviders(<WithdrawOnlyPage />, { path: WITHDRAW_ONLY_PATH });
    fireEvent.change(await screen.findByTestId('withdrawal-amount'), { target: { value: '1000' } });
    fireEvent.change(screen.getByTestId('withdrawal-password'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('withdrawal-submit'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByTestId('withdraw-only-closed')).toBeNull();
  });

  it('offers the bind form with the token when no account is bound', async () => {
    let bound: { body: unknown; auth: string | null } | null = null;
    const fetchMock = withdrawOnlyApi({
      accounts: [],
      bind: (body, init) => {
        bound = { body, auth: new Headers(init.headers).get('authorization') };
        return ok({ id: 9 });
      },
    });
    await renderWithProviders(<WithdrawOnlyPage />, { path: WITHDRAW_ONLY_PATH });
    expect(await screen.findByRole('form', { name: 'Bind a bank account' })).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-form')).toBeNull();
    fireEvent.change(screen.getByTestId('bank-bank_name'), { target: { value: 'State Bank' } });
    fireEvent.change(screen.getByTestId('bank-account_name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByTestId('bank-account_number'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByTestId('bank-withdraw_password'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('bank-bind-submit'));
    await waitFor(() => expect(bound).not.toBeNull());
    expect(bound).toEqual({
      body: {
        bank_name: 'State Bank',
        account_name: 'Asha Rao',
        account_number: '12345678',
        branch: '',
        withdraw_password: '1234',
      },
      auth: `Bearer ${TOKEN}`,
    });
    await waitFor(() =>
      expect(sent(fetchMock).filter((call) => call.path === '/api/member/bank_account/list').length).toBeGreaterThan(1),
    );
  });

  it.each([
    ['an expired token (401)', { status: 401, body: { code: 401, message: 'unauthorised', data: null } }],
    ['a call out of reach (403 withdraw_only)', { status: 403, body: { code: 403, message: 'withdraw_only', data: null } }],
  ])('says the withdrawal window closed after %s and offers to sign in again', async (_name, reply) => {
    withdrawOnlyApi({ cash: reply });
    await renderWithProviders(<WithdrawOnlyPage />, { path: WITHDRAW_ONLY_PATH });
    expect((await screen.findByTestId('withdraw-only-closed')).textContent).toContain('The withdrawal window has closed');
    expect(screen.getByTestId('withdraw-only-sign-in')).toBeTruthy();
    expect(readWithdrawOnlyToken()).toBeNull();
  });

  it('takes up the token of a new login from the closed window', async () => {
    const fetchMock = withdrawOnlyApi({ cash: { status: 401, body: { code: 401, message: 'unauthorised', data: null } } });
    await renderWithProviders(<WithdrawOnlyPage />, { path: WITHDRAW_ONLY_PATH });
    await screen.findByTestId('withdraw-only-closed');
    withdrawOnlyApi();
    act(() => keepWithdrawOnlyToken('withdraw-token-2'));
    expect(await screen.findByTestId('withdraw-only-total')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says the window closed when a withdrawal is refused for the session', async () => {
    withdrawOnlyApi({ create: { status: 401, body: { code: 401, message: 'unauthorised', data: null } } });
    await renderWithProviders(<WithdrawOnlyPage />, { path: WITHDRAW_ONLY_PATH });
    fireEvent.change(await screen.findByTestId('withdrawal-amount'), { target: { value: '1000' } });
    fireEvent.change(screen.getByTestId('withdrawal-password'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('withdrawal-submit'));
    expect(await screen.findByTestId('withdraw-only-closed')).toBeTruthy();
  });

  it('shows the closed window without a token, and makes no call', async () => {
    forgetWithdrawOnlyToken();
    const fetchMock = withdrawOnlyApi();
    await renderWithProviders(<WithdrawOnlyPage />, { path: WITHDRAW_ONLY_PATH });
    expect(await screen.findByTestId('withdraw-only-closed')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Done" ends the session with the token and goes home', async () => {
    const fetchMock = withdrawOnlyApi();
    const { router } = await renderWithProviders(<WithdrawOnlyPage />, { path: WITHDRAW_ONLY_PATH });
    fireEvent.click(await screen.findByTestId('withdraw-only-done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = sent(fetchMock).find((call) => call.path === '/api/logout');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(readWithdrawOnlyToken()).toBeNull();
  });
});
