import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, saveSession } from '../../../lib/session.ts';
import type { FakeHandler, FakeReply } from '../../../test/fake-api.ts';
import { ok } from '../../../test/fake-api.ts';
import { memberLayoutFixture, myCashFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';
import { type MyCash, myCashKeys } from '../api/my-cash.ts';
import { walletEventHandlers } from '../wallet-events.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function member() {
  saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
}

function walletApi(overrides: Record<string, FakeHandler | FakeReply> = {}) {
  return installSiteApi({
    '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
    '/api/logout': ok(null),
    ...overrides,
  });
}

function calls(fetchMock: ReturnType<typeof installSiteApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${path}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
}

function refuse(code: number, message: string, data: unknown = null): FakeReply {
  return { body: { code, message, data } };
}

const RETURNED = { main_cash: '42.50', returned: [{ gp_id: 10, amount: '30.00' }], failed: [] };

async function renderHome() {
  const view = await renderApp('/');
  await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₹12.50'));
  return view;
}

describe('header wallet', () => {
  beforeEach(() => {
    setWidth(1280);
    member();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the balance with the currency symbol, and member.cash updates it without a reload', async () => {
    const fetchMock = walletApi();
    const { queryClient, i18n } = await renderHome();
    expect(screen.getByTestId('home-wallet-balance').textContent).toContain('₹12.50');
    const loads = calls(fetchMock, 'member/profile/my_cash').length;
    expect(loads).toBe(1);

    act(() => walletEventHandlers({ queryClient, t: i18n.t })['member.cash']?.({ cash: '99.00' }));
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₹99.00'));
    expect(screen.getByTestId('home-wallet-balance').textContent).toContain('₹99.00');
    // The total moves with the main wallet; nothing was fetched again.
    expect(queryClient.getQueryData<MyCash>(myCashKeys.detail(7))?.total).toBe('129.00');
    expect(calls(fetchMock, 'member/profile/my_cash')).toHaveLength(loads);
  });

  it('the mobile header shows the balance and the wallet buttons too', async () => {
    setWidth(390);
    walletApi();
    await renderApp('/');
    expect(await screen.findByTestId('layout-mobile')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₹12.50'));
    const header = screen.getByTestId('site-header');
    expect(within(header).getByTestId('wallet-refresh').getAttribute('aria-label')).toBe('Refresh balance');
    expect(within(header).getByTestId('wallet-return-all').getAttribute('aria-label')).toBe('Return all');
  });

  it('refresh shows the placeholder while the balance reloads', async () => {
    let loads = 0;
    let release: () => void = () => {};
    const fetchMock = walletApi({
      '/api/member/profile/my_cash': () => {
        loads += 1;
        if (loads === 1) return ok(myCashFixture());
        return new Promise<FakeReply>((resolve) => {
          release = () => resolve(ok(myCashFixture({ main_cash: '20.00', total: '50.00' })));
        });
      },
    });
    await renderHome();
    const refresh = screen.getByTestId('wallet-refresh') as HTMLButtonElement;
    fireEvent.click(refresh);

    const balance = screen.getByTestId('header-balance');
    await waitFor(() => expect(within(balance).getByTestId('wallet-balance-placeholder')).toBeTruthy());
    expect(balance.textContent).not.toContain('12.50');
    expect(balance.textContent).toContain('Refreshing balance…');
    expect(refresh.disabled).toBe(true);
    expect(within(screen.getByTestId('home-wallet')).getByTestId('wallet-balance-placeholder')).toBeTruthy();

    act(() => release());
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₹20.00'));
    expect(within(balance).queryByTestId('wallet-balance-placeholder')).toBeNull();
    expect(refresh.disabled).toBe(false);
    expect(calls(fetchMock, 'member/profile/my_cash')).toHaveLength(2);
  });

  it('one-key return: success message, refreshed cash, and a 10 s cooldown that disables the button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let returned = false;
    const fetchMock = walletApi({
      '/api/member/profile/balance/all/back': () => {
        returned = true;
        return ok(RETURNED);
      },
      '/api/member/profile/my_cash': () => ok(returned ? myCashFixture({ main_cash: '42.50', total: '42.50' }) : myCashFixture()),
    });
    await renderHome();

    const button = screen.getByTestId('wallet-return-all') as HTMLButtonElement;
    fireEvent.click(button);
    expect(await screen.findByText('Your game balances are back in your main wallet.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₹42.50'));
    expect(calls(fetchMock, 'member/profile/balance/all/back')).toEqual([{}]);

    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('wallet-cooldown').textContent).toMatch(/^(10|9)s$/);
    expect(button.getAttribute('aria-label')).toMatch(/^Return all – available again in (10|9) s$/);
    // The home panel shares the cooldown.
    expect((screen.getByTestId('home-wallet-return-all') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('home-wallet-cooldown')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId('wallet-cooldown').textContent).toMatch(/^(5|4)s$/);
    fireEvent.click(button);
    expect(calls(fetchMock, 'member/profile/balance/all/back')).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByTestId('wallet-cooldown')).toBeNull();
    expect(button.getAttribute('aria-label')).toBe('Return all');
  });

  it('one-key return with nothing to return says so', async () => {
    walletApi({ '/api/member/profile/balance/all/back': ok({ main_cash: '12.50', returned: [], failed: [] }) });
    await renderHome();
    fireEvent.click(screen.getByTestId('wallet-return-all'));
    expect(await screen.findByText('There was nothing to return: your game wallets are empty.')).toBeTruthy();
  });

  it('code 105 (partly returned) shows its message and refreshes the cash', async () => {
    const partial = { main_cash: '30.00', returned: [{ gp_id: 10, amount: '30.00' }], failed: [{ gp_id: 20, code: 102 }] };
    const fetchMock = walletApi({
      '/api/member/profile/balance/all/back': refuse(105, 'one_key_err_code_105', partial),
    });
    await renderHome();
    fireEvent.click(screen.getByTestId('wallet-return-all'));
    expect(await screen.findByText('Some game balances could not be returned. Please try again.')).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, 'member/profile/my_cash')).toHaveLength(2));
    expect((screen.getByTestId('wallet-return-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('code 101 (another return running) shows its message', async () => {
    walletApi({ '/api/member/profile/balance/all/back': refuse(101, 'one_key_err_code_101') });
    await renderHome();
    fireEvent.click(screen.getByTestId('wallet-return-all'));
    expect(await screen.findByText('A balance return is already running. Please wait a moment and try again.')).toBeTruthy();
  });

  it('other refusals show the server message', async () => {
    walletApi({ '/api/member/profile/balance/all/back': refuse(999, 'The wallet is closed today.') });
    await renderHome();
    fireEvent.click(screen.getByTestId('wallet-return-all'));
    expect(await screen.findByText('The wallet is closed today.')).toBeTruthy();
  });

  it('the translated codes follow the language', async () => {
    walletApi({ '/api/member/profile/balance/all/back': refuse(103, 'one_key_err_code_103') });
    await renderApp('/', { language: 'zh_CN' });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₹12.50'));
    fireEvent.click(screen.getByTestId('wallet-return-all'));
    expect(await screen.findByText('游戏平台维护中，请稍后再试。')).toBeTruthy();
  });

  it('member_deposit.success says the amount arrived and reloads the cash; all_transfer_back reloads it', async () => {
    const fetchMock = walletApi();
    const { queryClient, i18n } = await renderHome();
    const handlers = walletEventHandlers({ queryClient, t: i18n.t });
    act(() => handlers['member_deposit.success']?.({ order_number: 'D20250309001', deposit_amount: '500.00', deposit_times: 1 }));
    expect(await screen.findByText('Deposit of ₹500.00 received. Your balance has been updated.')).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, 'member/profile/my_cash')).toHaveLength(2));

    act(() => handlers.all_transfer_back?.(RETURNED));
    await waitFor(() => expect(calls(fetchMock, 'member/profile/my_cash')).toHaveLength(3));
  });

  it('the home panel offers the wallet and says when money waits in game wallets', async () => {
    const fetchMock = walletApi({ '/api/arks/web/cash_surplus/check': ok({ active: 1 }) });
    await renderHome();
    const panel = screen.getByTestId('home-wallet');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('My wallet');
    expect(await within(panel).findByTestId('home-wallet-surplus')).toBeTruthy();
    expect(calls(fetchMock, 'arks/web/cash_surplus/check')[0]).toEqual({ site_id: 1, currency: 'INR' });
    expect(within(panel).getByTestId('home-wallet-link').getAttribute('href')).toBe('/user/MyWallet');
  });

  it('a visitor has no wallet in the header or on the home page', async () => {
    clearStoredSession();
    const fetchMock = walletApi();
    await renderApp('/');
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(screen.queryByTestId('home-wallet')).toBeNull();
    expect(screen.queryByTestId('wallet-refresh')).toBeNull();
    expect(calls(fetchMock, 'member/profile/my_cash')).toHaveLength(0);
  });
});
