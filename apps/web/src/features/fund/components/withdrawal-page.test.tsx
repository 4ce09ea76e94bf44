import type { BankAccount } from '@casino/contract/calls/bank-account-calls.ts';
import { IDEMPOTENCY_KEY } from '@casino/contract/define-call.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { type FakeHandler, type FakeReply, installFakeApi, ok } from '../../../test/fake-api.ts';
import { bankAccountFixture, withdrawSettingsFixture } from '../../../test/fund-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { vipLimitMessage, WithdrawalPage } from './withdrawal-page.tsx';

function refuse(code: number, message = 'withdraw.refused', data: unknown = null): FakeReply {
  return { body: { code, message, data } };
}

const ACCOUNTS: BankAccount[] = [
  bankAccountFixture({ id: 3, bank_name: 'Union Bank', account_number: '******3456', is_default: 0 }),
  bankAccountFixture({ id: 5, bank_name: 'State Bank', account_number: '********9012', is_default: 1 }),
];

type Setup = {
  create?: FakeHandler | FakeReply;
  settings?: FakeHandler | FakeReply;
  accounts?: BankAccount[];
};

function withdrawalApi({ create, settings, accounts = ACCOUNTS }: Setup = {}) {
  return installFakeApi({
    '/api/member/withdraw/settings': settings ?? ok(withdrawSettingsFixture()),
    '/api/member/bank_account/list': ok({ list: accounts, max: 5 }),
    '/api/member/withdraw/create':
      create ?? ok({ order_number: 'W3003', status: 'pending', amount: '1000.00', main_cash: '500.00' }),
  });
}

function calls(fetchMock: ReturnType<typeof installFakeApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${path}`)
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      key: new Headers(init?.headers).get('idempotency-key'),
    }));
}

function fill(amount: string, password: string) {
  fireEvent.change(screen.getByTestId('withdrawal-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('withdrawal-password'), { target: { value: password } });
}

function submit() {
  fireEvent.click(screen.getByTestId('withdrawal-submit'));
}

describe('WithdrawalPage', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance and limits, preselects the default account and requests a withdrawal once', async () => {
    let settingsReads = 0;
    const fetchMock = withdrawalApi({
      settings: () => ok(withdrawSettingsFixture({ main_cash: ++settingsReads === 1 ? '1500.00' : '500.00' })),
    });
    const { queryClient } = await renderWithProviders(<WithdrawalPage />);
    expect((await screen.findByTestId('withdrawal-balance')).textContent).toBe('₹1,500.00');
    expect(screen.getByTestId('withdrawal-limits').textContent).toBe('₹100.00 – ₹20,000.00');
    const bank = (await screen.findByTestId('withdrawal-bank')) as HTMLSelectElement;
    expect(bank.value).toBe('5');
    expect([...bank.options].map((option) => option.textContent)).toEqual([
      'Union Bank ******3456 – Asha Rao',
      'State Bank ********9012 – Asha Rao (default)',
    ]);
    const cashQuery = vi.fn();
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') cashQuery(event.query.queryKey);
    });

    fill('1000', '1234');
    submit();
    submit();

    expect((await screen.findByTestId('withdrawal-order-number')).textContent).toBe('W3003');
    const sent = calls(fetchMock, 'member/withdraw/create');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ amount: '1000.00', bank_account_id: 5, withdraw_password: '1234' });
    expect(sent[0]?.key).toMatch(IDEMPOTENCY_KEY);
    const result = screen.getByTestId('withdrawal-result');
    expect(within(result).getByText('Pending')).toBeTruthy();
    expect(within(result).getByText('₹1,000.00')).toBeTruthy();
    expect(within(result).getByText('₹500.00')).toBeTruthy();
    // Cash queries under the member root are read again.
    await waitFor(() => expect(cashQuery).toHaveBeenCalledWith(['member', 'fund', 'withdraw-settings', 7]));
    await waitFor(() => expect(screen.getByTestId('withdrawal-balance').textContent).toBe('₹500.00'));
    expect(calls(fetchMock, 'member/withdraw/settings').length).toBeGreaterThanOrEqual(2);

    fireEvent.click(screen.getByTestId('withdrawal-again'));
    expect((screen.getByTestId('withdrawal-amount') as HTMLInputElement).value).toBe('');
  });

  it('sends the chosen account and fills the most that can be withdrawn', async () => {
    const fetchMock = withdrawalApi();
    await renderWithProviders(<WithdrawalPage />);
    fireEvent.change(await screen.findByTestId('withdrawal-bank'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('withdrawal-max'));
    expect((screen.getByTestId('withdrawal-amount') as HTMLInputElement).value).toBe('1500.00');
    fireEvent.change(screen.getByTestId('withdrawal-password'), { target: { value: '4321' } });
    submit();
    await screen.findByTestId('withdrawal-order-number');
    expect(calls(fetchMock, 'member/withdraw/create')[0]?.body).toEqual({
      amount: '1500.00',
      bank_account_id: 3,
      withdraw_password: '4321',
    });
  });

  it('checks amount and password before sending', async () => {
    const fetchMock = withdrawalApi();
    await renderWithProviders(<WithdrawalPage />);
    await screen.findByTestId('withdrawal-bank');
    submit();
    expect(await screen.findByText('Please enter an amount.')).toBeTruthy();
    expect(screen.getByText('Please enter a withdrawal password.')).toBeTruthy();

    fill('1500.01', '12a4');
    submit();
    expect(await screen.findByText('You can withdraw at most your balance of ₹1,500.00.')).toBeTruthy();
    expect(screen.getByText('The withdrawal password must be 4 digits.')).toBeTruthy();

    fill('99', '1234');
    submit();
    expect(await screen.findByText('The smallest amount is ₹100.00.')).toBeTruthy();
    fill('10.999', '1234');
    submit();
    expect(await screen.findByText('Please use at most 2 decimal places.')).toBeTruthy();
    expect(calls(fetchMock, 'member/withdraw/create')).toHaveLength(0);
  });

  it('shows a wrong withdraw password (101) on the password field and clears it', async () => {
    withdrawalApi({ create: refuse(101) });
    await renderWithProviders(<WithdrawalPage />);
    await screen.findByTestId('withdrawal-bank');
    fill('1000', '9999');
    submit();
    expect(await screen.findByText('The withdrawal password is not correct.')).toBeTruthy();
    const password = screen.getByTestId('withdrawal-password') as HTMLInputElement;
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect((screen.getByTestId('withdrawal-amount') as HTMLInputElement).value).toBe('1000');
  });

  it('says so on the amount when the balance is not enough (106) and reads the balance again', async () => {
    let reads = 0;
    const fetchMock = withdrawalApi({
      create: refuse(106),
      settings: () => ok(withdrawSettingsFixture({ main_cash: ++reads === 1 ? '1500.00' : '200.00' })),
    });
    await renderWithProviders(<WithdrawalPage />);
    await screen.findByTestId('withdrawal-bank');
    fill('1000', '1234');
    submit();
    expect(await screen.findByText('Your balance is not enough for this withdrawal.')).toBeTruthy();
    expect(screen.getByTestId('withdrawal-amount').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('withdrawal-balance').textContent).toBe('₹200.00'));
    expect(calls(fetchMock, 'member/withdraw/settings')).toHaveLength(2);
  });

  it.each([
    [102, 'You have not set a withdrawal password yet. Please set one first.'],
    [103, 'This bank account is no longer available. Please choose another one.'],
    [104, 'The smallest amount is ₹100.00.'],
    [105, 'The largest amount is ₹20,000.00.'],
    [107, 'You already have too many withdrawals waiting. Please wait until they are processed.'],
  ])('shows refusal %i', async (code, text) => {
    withdrawalApi({ create: refuse(code) });
    await renderWithProviders(<WithdrawalPage />);
    await screen.findByTestId('withdrawal-bank');
    fill('1000', '1234');
    submit();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-order-number')).toBeNull();
  });

  it('names the VIP level’s daily limit and what is left today on the amount (110)', async () => {
    withdrawalApi({ create: refuse(110, 'withdraw.vip_daily_limit', { limit: '5000.00', used: '4500.00' }) });
    await renderWithProviders(<WithdrawalPage />);
    await screen.findByTestId('withdrawal-bank');
    fill('1000', '1234');
    submit();
    expect(
      await screen.findByText('Your VIP level allows withdrawals of up to ₹5,000.00 a day. ₹500.00 is left for today.'),
    ).toBeTruthy();
    const amount = screen.getByTestId('withdrawal-amount');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    expect(screen.queryByTestId('withdrawal-order-number')).toBeNull();
  });

  it('says how much is left to wager when a bonus is open (109)', async () => {
    withdrawalApi({
      create: refuse(109, 'withdraw.wagering_open', { bonus_id: 4, remaining: '250.00', currency: 'INR' }),
    });
    await renderWithProviders(<WithdrawalPage />);
    await screen.findByTestId('withdrawal-bank');
    fill('1000', '1234');
    submit();
    expect(await screen.findByText('A bonus is active: ₹250.00 is left to wager before you can withdraw.')).toBeTruthy();
  });

  it('keeps the key for a retry after a lost reply', async () => {
    let attempt = 0;
    const fetchMock = withdrawalApi({
      create: () => {
        attempt += 1;
        if (attempt === 1) return { status: 502, body: '<html>bad gateway</html>' };
        return ok({ order_number: 'W3003', status: 'pending', amount: '1000.00', main_cash: '500.00' });
      },
    });
    await renderWithProviders(<WithdrawalPage />);
    await screen.findByTestId('withdrawal-bank');
    fill('1000', '1234');
    submit();
    expect(await screen.findByText(/cannot be made twice/)).toBeTruthy();
    submit();
    await screen.findByTestId('withdrawal-order-number');
    const [first, retry] = calls(fetchMock, 'member/withdraw/create');
    expect(retry?.key).toBe(first?.key);
  });

  it('asks a member without a bank account to bind one', async () => {
    withdrawalApi({ accounts: [] });
    const { router } = await renderWithProviders(<WithdrawalPage />);
    const prompt = await screen.findByTestId('withdrawal-bind-prompt');
    expect(within(prompt).getByText('Please bind a bank account before you withdraw.')).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-submit')).toBeNull();
    fireEvent.click(within(prompt).getByRole('link', { name: 'Bind a bank account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/BindAccount'));
  });

  it('asks a member without a withdraw password to set one', async () => {
    withdrawalApi({ settings: ok(withdrawSettingsFixture({ is_withdraw_password: 0 })) });
    const { router } = await renderWithProviders(<WithdrawalPage />);
    const note = await screen.findByTestId('withdrawal-password-note');
    expect(screen.queryByTestId('withdrawal-password')).toBeNull();
    fireEvent.click(within(note).getByRole('link', { name: 'Set withdrawal password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/Info'));
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let fail = true;
    withdrawalApi({ settings: () => (fail ? refuse(500, 'internal_error') : ok(withdrawSettingsFixture())) });
    await renderWithProviders(<WithdrawalPage />);
    expect(await screen.findByText('The withdrawal details could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdrawal-bank')).toBeTruthy();
  });
});

describe('vipLimitMessage', () => {
  const money = (decimal: string) => `₹${decimal}`;

  it('gives the limit and what is left, never below zero', () => {
    expect(vipLimitMessage({ limit: '1000.00', used: '250.50' }, 2, money)).toEqual({
      key: 'fund.err_withdraw_110',
      values: { limit: '₹1000.00', remaining: '₹749.50' },
    });
    expect(vipLimitMessage({ limit: '1000.00', used: '1200.00' }, 2, money).values?.remaining).toBe('₹0.00');
  });

  it('falls back to the server’s sentence without readable data', () => {
    expect(vipLimitMessage(null, 2, money)).toEqual({ key: 'server_messages.withdraw.vip_daily_limit' });
    expect(vipLimitMessage({ limit: 'lots', used: '0' }, 2, money)).toEqual({
      key: 'server_messages.withdraw.vip_daily_limit',
    });
  });
});
