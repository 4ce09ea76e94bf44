import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import type { FakeHandler, FakeReply } from '../../../test/fake-api.ts';
import { ok } from '../../../test/fake-api.ts';
import { memberLayoutFixture, myCashFixture, providerWalletFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';

function member() {
  saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
}

function walletApi(overrides: Record<string, FakeHandler | FakeReply> = {}) {
  return installSiteApi({
    '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
    ...overrides,
  });
}

function calls(fetchMock: ReturnType<typeof installSiteApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${path}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
}

describe('/user/MyWallet', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    member();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the main wallet, one row per game wallet (highlighted when it holds money) and the total', async () => {
    walletApi();
    await renderApp('/user/MyWallet');
    const page = await screen.findByTestId('my-wallet');
    const rows = await within(page).findAllByTestId('wallet-row');
    expect(rows.map((row) => [row.getAttribute('data-gp-id'), row.getAttribute('data-light')])).toEqual([
      ['10', '1'],
      ['20', '0'],
    ]);
    expect(within(rows[0]!).getByRole('heading', { level: 3 }).textContent).toBe('House Slots');
    expect(within(rows[0]!).getByText('Has balance')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('wallet-row-cash').textContent).toBe('₹30.00');
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('/media/11');
    expect(within(rows[1]!).queryByText('Has balance')).toBeNull();
    // An empty wallet has nothing to return.
    expect((within(rows[1]!).getByTestId('wallet-row-return') as HTMLButtonElement).disabled).toBe(true);
    expect(within(rows[1]!).getByRole('button', { name: 'Return the balance of House Live to the main wallet' })).toBeTruthy();
    expect(within(page).getByTestId('my-wallet-main').textContent).toContain('₹12.50');
    expect(within(page).getByTestId('my-wallet-total').textContent).toBe('₹42.50');
    expect(within(page).getByTestId('my-wallet-return-all')).toBeTruthy();
    expect(within(page).getByTestId('my-wallet-refresh')).toBeTruthy();
  });

  it('returns one game wallet with its gp_id, says how much came back and reloads the wallets', async () => {
    let returned = false;
    const fetchMock = walletApi({
      '/api/member/profile/balance_get_back': () => {
        returned = true;
        return ok({ main_cash: '42.50', returned: [{ gp_id: 10, amount: '30.00' }], failed: [] });
      },
      '/api/member/profile/my_cash': () =>
        ok(
          returned
            ? myCashFixture({
                main_cash: '42.50',
                my_cash_list: [
                  providerWalletFixture({ gp_id: 10, gp_name: 'House Slots', cash: '0.00' }),
                  providerWalletFixture({ gp_id: 20, gp_name: 'House Live', cash: '0.00' }),
                ],
              })
            : myCashFixture(),
        ),
    });
    await renderApp('/user/MyWallet');
    const rows = await screen.findAllByTestId('wallet-row');
    fireEvent.click(within(rows[0]!).getByTestId('wallet-row-return'));

    expect(await screen.findByText('₹30.00 returned from House Slots to your main wallet.')).toBeTruthy();
    expect(calls(fetchMock, 'member/profile/balance_get_back')).toEqual([{ gp_id: 10 }]);
    await waitFor(() => expect(screen.getByTestId('my-wallet-main').textContent).toContain('₹42.50'));
    await waitFor(() => expect(screen.getAllByTestId('wallet-row')[0]!.getAttribute('data-light')).toBe('0'));
    expect(screen.getByTestId('header-balance').textContent).toContain('₹42.50');
  });

  it('a refused return of one wallet shows the message of its code', async () => {
    walletApi({
      '/api/member/profile/balance_get_back': { body: { code: 103, message: 'one_key_err_code_103', data: null } },
    });
    await renderApp('/user/MyWallet');
    const rows = await screen.findAllByTestId('wallet-row');
    fireEvent.click(within(rows[0]!).getByTestId('wallet-row-return'));
    expect(await screen.findByText('The game provider is under maintenance. Please try again later.')).toBeTruthy();
  });

  it('says when there are no game wallets', async () => {
    walletApi({ '/api/member/profile/my_cash': ok(myCashFixture({ my_cash_list: [], total: '12.50' })) });
    await renderApp('/user/MyWallet');
    expect(await screen.findByTestId('my-wallet-empty')).toBeTruthy();
    expect(screen.getByText('You have no game wallets yet.')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let attempts = 0;
    walletApi({
      '/api/member/profile/my_cash': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: 'down' } : ok(myCashFixture());
      },
    });
    await renderApp('/user/MyWallet');
    const page = await screen.findByTestId('my-wallet');
    const alert = await within(page).findByRole('alert');
    expect(alert.textContent).toContain('Your wallet could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(page).findAllByTestId('wallet-row')).toHaveLength(2);
  });
});
