import type { MemberLayout } from '@casino/contract/calls/member-calls.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberLayoutKeys } from '../../features/auth/api/member-layout.ts';
import { type MyCash, myCashKeys } from '../../features/wallet/api/my-cash.ts';
import { saveSession } from '../../lib/session.ts';
import { ok } from '../../test/fake-api.ts';
import { memberLayoutFixture, memberProfileFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installSiteApi } from '../../test/site-api.ts';
import { memberChannelHandlers } from '../realtime-sync.tsx';
import { resolveUserPage } from './user-page.tsx';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function member() {
  saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
}

function memberApi() {
  return installSiteApi({
    '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
    '/api/member/profile': ok({ member_profile: memberProfileFixture() }),
    '/api/member/bank_account/list': ok({ list: [], max: 5 }),
    '/api/member/transaction/list': ok({ list: [], total_count: 0 }),
    '/api/logout': ok(null),
  });
}

function fakePopup() {
  return { focus: vi.fn(), close: vi.fn(), closed: false } as unknown as Window & { close: ReturnType<typeof vi.fn> };
}

describe('member centre', () => {
  beforeEach(() => {
    setWidth(1280);
    member();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('/user shows the wallet, with the navigation marking it as the current page', async () => {
    memberApi();
    await renderApp('/user');
    const centre = await screen.findByTestId('user-centre');
    expect(centre.getAttribute('data-page')).toBe('MyWallet');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Wallet');
    expect(await screen.findByTestId('my-wallet')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My Wallet - Demo Casino'));

    const nav = screen.getByRole('navigation', { name: 'Member centre' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['My Wallet']);
    expect(within(nav).getByRole('link', { name: 'My Wallet' }).getAttribute('href')).toBe('/user/MyWallet');
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'My Profile',
      'My Wallet',
      'Announcements',
      'Letters',
      'Deposit',
      'Withdrawal',
      'Transactions',
      'Deposits & withdrawals',
      'Bonuses & Rebates',
      'VIP & Points',
      'Tournaments',
      'Bind Account',
      'Responsible gaming',
    ]);
    expect(within(nav).queryByText('Refer a Friend')).toBeNull();
  });

  it('follows the navigation between pages and marks each one', async () => {
    memberApi();
    const { router } = await renderApp('/user/MyWallet');
    const nav = await screen.findByRole('navigation', { name: 'Member centre' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Transactions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/TransactionRecord/Transaction'));
    expect(await screen.findByTestId('transaction-record')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Transactions' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'My Wallet' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Member Centre · Records')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Bind Account' }));
    expect(await screen.findByTestId('bank-accounts')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bind Account');
  });

  it('short addresses show their section page, marked in the navigation', async () => {
    memberApi();
    await renderApp('/user/DWRecord');
    const centre = await screen.findByTestId('user-centre');
    expect(centre.getAttribute('data-page')).toBe('DWRecord');
    const nav = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(nav).getByRole('link', { name: 'Deposits & withdrawals' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deposits & withdrawals');
  });

  it('shows the referral programme in the navigation where the site runs it, with the code, the rules and the friends', async () => {
    memberApi();
    installSiteApi({
      '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
      '/api/bonus_setting/check': ok({ is_friend: 1 }),
      '/api/member/recommend/project': ok({
        recommend_code: 'PLAYER01',
        programme: {
          min_first_deposit: '500.00',
          min_valid_bet: '1000.00',
          inviter_reward: '200.00',
          friend_reward: '0.00',
          qualify_within_days: 14,
        },
        currency: 'INR',
        friends: 2,
        rewarded_friends: 1,
        earned: '200.00',
      }),
      '/api/member/recommend/record': (body: unknown) =>
        ok({
          list: [
            { account: 'friend02', registered_at: '2026-11-20T10:00:00Z', deposited: 0, reward: null, rewarded_at: null },
            ...((body as { keyword?: string }).keyword
              ? []
              : [
                  {
                    account: 'friend01',
                    registered_at: '2026-11-01T10:00:00Z',
                    deposited: 1,
                    reward: '200.00',
                    rewarded_at: '2026-11-02T10:00:00Z',
                  },
                ]),
          ],
          total: (body as { keyword?: string }).keyword ? 1 : 2,
          page: 1,
        }),
    });
    await renderApp('/user/RecommendAward');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Referral programme');
    const project = await screen.findByTestId('recommend-project');
    expect(within(project).getByTestId('invite-code').textContent).toBe('PLAYER01');
    expect(within(project).getByTestId('invite-link').textContent).toBe(`${window.location.origin}/?invite=PLAYER01`);
    expect(within(project).getByTestId('invites-condition').textContent).toBe(
      'A friend who registers with your code qualifies after a first deposit of at least ₹500.00 and bets of at least ₹1,000.00.',
    );
    expect(within(project).getByTestId('invites-window').textContent).toBe(
      'Only the deposit and bets made within 14 days of registering count.',
    );
    expect(within(project).getByTestId('invites-earned').textContent).toBe('₹200.00');
    const nav = screen.getByRole('navigation', { name: 'Member centre' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Referral programme' })).toBeTruthy());

    await renderApp('/user/RecommendAward/RecommendRecord');
    const friends = await screen.findAllByTestId('invited-friend');
    expect(friends.map((f) => within(f).getByTestId('invited-friend-reward').textContent)).toEqual([
      'Not qualified yet',
      '₹200.00',
    ]);
  });

  it('leaves the referral programme out of the navigation where the site does not run it', async () => {
    memberApi();
    installSiteApi({
      '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
      '/api/bonus_setting/check': ok({ is_friend: 0 }),
    });
    await renderApp('/user/Info');
    const nav = await screen.findByRole('navigation', { name: 'Member centre' });
    await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(3));
    expect(within(nav).queryByRole('link', { name: 'Referral programme' })).toBeNull();
  });

  it('on mobile the sections are tabs, with the pages of the current section below', async () => {
    setWidth(390);
    memberApi();
    await renderApp('/user/Fund/Withdrawal');
    const nav = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(nav.classList).toContain('user-nav--tabs');
    const funds = within(nav).getByRole('link', { name: 'Funds' });
    expect(funds.getAttribute('aria-current')).toBe('true');
    expect(funds.getAttribute('href')).toBe('/user/Fund/Deposit');
    expect(within(nav).getByRole('link', { name: 'Withdrawal' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'My Wallet' }).getAttribute('aria-current')).toBeNull();
  });

  it('/user/ResponsibleGaming shows the responsible gaming page, a tab of its own at 360 px', async () => {
    setWidth(360);
    installSiteApi({
      '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
      '/api/member/protection/limits': ok({ currency: 'INR', list: [] }),
    });
    await renderApp('/user/ResponsibleGaming');
    const centre = await screen.findByTestId('user-centre');
    expect(centre.getAttribute('data-page')).toBe('ResponsibleGaming');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Responsible gaming');
    const nav = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(nav).getByRole('link', { name: 'Responsible gaming' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('limit-day')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Take a break' })).toBeTruthy();
  });

  it('resolves pages, sections and short addresses', () => {
    expect(resolveUserPage(undefined, undefined)?.page.id).toBe('MyWallet');
    expect(resolveUserPage('Fund', undefined)?.page.path).toBe('/user/Fund/Deposit');
    expect(resolveUserPage('Deposit', undefined)?.page.path).toBe('/user/Fund/Deposit');
    expect(resolveUserPage('Transaction', undefined)?.section.id).toBe('TransactionRecord');
    expect(resolveUserPage('RecommendAward', 'RecommendRecord')?.page.id).toBe('RecommendRecord');
    expect(resolveUserPage('Deposit', 'More')).toBeNull();
    expect(resolveUserPage('MyWallet', 'More')).toBeNull();
    expect(resolveUserPage('Nope', undefined)).toBeNull();
  });
});

describe('member windows', () => {
  beforeEach(() => member());
  afterEach(() => vi.unstubAllGlobals());

  it('on desktop the header and home links open the member centre in a 1500x800 pop-up; logout closes it', async () => {
    setWidth(1280);
    const fetchMock = memberApi();
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const { router } = await renderApp('/');

    fireEvent.click(await screen.findByTitle('Member Centre'));
    expect(open).toHaveBeenLastCalledWith('/user/Info', 'userWindow', expect.stringContaining('width=1500,height=800'));
    fireEvent.click(await screen.findByTestId('home-wallet-link'));
    expect(open).toHaveBeenLastCalledWith('/user/MyWallet', 'userWindow', expect.stringContaining('width=1500,height=800'));
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByTestId('header-logout'));
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/logout')).toBe(true);
  });

  it('on mobile the same links stay in the tab', async () => {
    setWidth(390);
    memberApi();
    const open = vi.spyOn(window, 'open');
    const { router } = await renderApp('/');
    fireEvent.click(await screen.findByTestId('home-wallet-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/MyWallet'));
    expect(open).not.toHaveBeenCalled();
    // The member centre is drawn from its own module, after the route has loaded it.
    expect(await screen.findByTestId('my-wallet', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('a blocked pop-up falls back to the tab', async () => {
    setWidth(1280);
    memberApi();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = await renderApp('/');
    fireEvent.click(await screen.findByTestId('home-wallet-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/MyWallet'));
  });
});

describe('member channel', () => {
  beforeEach(() => {
    setWidth(1280);
    member();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('member.cash sets the layout cash and the wallets in the cache, with no reload', async () => {
    const fetchMock = memberApi();
    const { queryClient, i18n } = await renderApp('/');
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₹12.50'));
    await waitFor(() => expect(queryClient.getQueryData(memberLayoutKeys.detail(7))).toBeTruthy());
    const requests = fetchMock.mock.calls.length;

    act(() => memberChannelHandlers({ queryClient, t: i18n.t })['member.cash']?.({ cash: '7.25' }));
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₹7.25'));
    expect(queryClient.getQueryData<MemberLayout>(memberLayoutKeys.detail(7))?.member_cash).toBe('7.25');
    expect(queryClient.getQueryData<MyCash>(myCashKeys.detail(7))?.main_cash).toBe('7.25');
    expect(fetchMock.mock.calls.length).toBe(requests);
  });
});
