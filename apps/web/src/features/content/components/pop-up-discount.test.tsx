import type { BulletinItem } from '@casino/contract/calls/content-calls.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSignInOffer, offerSignIn, saveSession } from '../../../lib/session.ts';
import { ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';
import { authModals } from '../../auth/auth-modals.ts';
import { contentKeys } from '../api/content-keys.ts';
import { POP_UP_CLOSE_TIME_KEY } from '../pop-up-rules.ts';
import { bulletinLocationFor, PopUpDiscount } from './pop-up-discount.tsx';

function notice(overrides: Partial<BulletinItem> = {}): BulletinItem {
  return {
    id: 1,
    title: 'Weekend reload bonus',
    display_device: 0,
    display_content: 1,
    content: '<p>Get <strong>20%</strong> more on every deposit this weekend.</p>',
    image: '',
    link_url: '',
    language: 'en_US',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function bulletinReply(list: BulletinItem[], frequency = 1) {
  return ok({ list, setting: { display_frequency: frequency } });
}

describe('bulletinLocationFor', () => {
  it('names the home page of visitors and members and the member deposit page', () => {
    expect(bulletinLocationFor('/', false)).toBe(1);
    expect(bulletinLocationFor('/', true)).toBe(2);
    expect(bulletinLocationFor('/user/Deposit', true)).toBe(3);
    expect(bulletinLocationFor('/user/Fund/Deposit/', true)).toBe(3);
    expect(bulletinLocationFor('/user/Deposit', false)).toBeNull();
    expect(bulletinLocationFor('/discount', false)).toBeNull();
  });
});

describe('PopUpDiscount', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('shows a visitor the notices for the screen one at a time, and a close keeps them away this session', async () => {
    const fetchMock = installSiteApi({
      '/api/arks/web/bulletin': bulletinReply([
        notice(),
        notice({ id: 2, title: 'Phones only', display_device: 2 }),
        notice({ id: 3, title: 'Cashback Monday', display_device: 1 }),
      ]),
    });
    await renderWithProviders(<PopUpDiscount mode="desktop" />);
    const dialog = await screen.findByTestId('pop-up-discount');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(screen.getByRole('heading', { name: 'Weekend reload bonus' })).toBeTruthy();
    expect(dialog.querySelector('strong')?.textContent).toBe('20%');
    // Desktop asks with device 1 at location 1, and the phone-only notice is left out.
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/arks/web/bulletin'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ site_id: 1, display_device: 1, display_location: 1 });
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next notice' }));
    expect(screen.getByRole('heading', { name: 'Cashback Monday' })).toBeTruthy();

    const before = Date.now();
    fireEvent.click(screen.getByTestId('pop-up-discount-close'));
    expect(screen.queryByTestId('pop-up-discount')).toBeNull();
    expect(Number(window.sessionStorage.getItem(POP_UP_CLOSE_TIME_KEY))).toBeGreaterThanOrEqual(before);
  });

  it('does not show a visitor notices older than the close time of this session, but shows one changed since', async () => {
    window.sessionStorage.setItem(POP_UP_CLOSE_TIME_KEY, String(Date.parse('2026-11-21T00:00:00.000Z')));
    let list = [notice()];
    installSiteApi({ '/api/arks/web/bulletin': () => bulletinReply(list) });
    const { queryClient } = await renderWithProviders(<PopUpDiscount mode="mobile" />);
    await waitFor(() => expect(queryClient.getQueryState(contentKeys.visitorBulletins(1, 'en_US', 2))?.status).toBe('success'));
    expect(screen.queryByTestId('pop-up-discount')).toBeNull();

    // The operator edits the notice; the realtime event makes the list stale and the open page shows it.
    list = [notice({ title: 'Bigger weekend bonus', updated_at: '2026-11-22T00:00:00.000Z' })];
    await act(() => queryClient.invalidateQueries({ queryKey: contentKeys.all }));
    expect(await screen.findByRole('heading', { name: 'Bigger weekend bonus' })).toBeTruthy();
  });

  it('waits while the login dialog is open', async () => {
    installSiteApi({ '/api/arks/web/bulletin': bulletinReply([notice()]) });
    authModals.openLogin();
    await renderWithProviders(<PopUpDiscount mode="desktop" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('pop-up-discount')).toBeNull();
    act(() => authModals.close());
    expect(await screen.findByTestId('pop-up-discount')).toBeTruthy();
  });

  it('waits while a sign-in handed over in the address is asked about', async () => {
    installSiteApi({ '/api/arks/web/bulletin': bulletinReply([notice()]) });
    offerSignIn({ session: { token: 't', memberId: 9, account: 'p9', currency: 'INR' }, startedHere: false });
    await renderWithProviders(<PopUpDiscount mode="desktop" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('pop-up-discount')).toBeNull();
    act(() => dropSignInOffer());
    expect(await screen.findByTestId('pop-up-discount')).toBeTruthy();
  });

  it('with display_frequency 0 a member close calls hide and loads the list again', async () => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    let hidden = false;
    const hide = vi.fn((_body: unknown) => {
      hidden = true;
      return ok({ hidden: 1 });
    });
    const list = vi.fn((_body: unknown) => bulletinReply(hidden ? [] : [notice()], 0));
    installSiteApi({ '/api/arks/web/bulletin/member': list, '/api/arks/web/bulletin/member/hide': hide });
    await renderWithProviders(<PopUpDiscount mode="desktop" />);
    await screen.findByTestId('pop-up-discount');
    expect(list.mock.calls[0]?.[0]).toMatchObject({ display_location: 2, display_device: 1 });
    fireEvent.click(screen.getByTestId('pop-up-discount-close'));
    await waitFor(() => expect(hide).toHaveBeenCalledTimes(1));
    expect(hide.mock.calls[0]?.[0]).toMatchObject({ site_id: 1, display_device: 1, display_location: 2 });
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('pop-up-discount')).toBeNull();
  });

  it('with display_frequency 1 a member close makes no hide call, and the notices stay away on the home page', async () => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    const hide = vi.fn(() => ok({ hidden: 0 }));
    installSiteApi({ '/api/arks/web/bulletin/member': bulletinReply([notice()], 1), '/api/arks/web/bulletin/member/hide': hide });
    const { queryClient } = await renderWithProviders(<PopUpDiscount mode="desktop" />);
    await screen.findByTestId('pop-up-discount');
    fireEvent.click(screen.getByTestId('pop-up-discount-close'));
    expect(screen.queryByTestId('pop-up-discount')).toBeNull();
    // Even a changed notice does not bring it back for a member this session.
    await act(() => queryClient.invalidateQueries({ queryKey: contentKeys.member }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('pop-up-discount')).toBeNull();
    expect(hide).not.toHaveBeenCalled();
  });

  it('always shows a member the deposit page notices, even after a close this session', async () => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    window.sessionStorage.setItem(POP_UP_CLOSE_TIME_KEY, String(Date.now()));
    const list = vi.fn((_body: unknown) => bulletinReply([notice({ title: 'Deposit bonus' })]));
    installSiteApi({ '/api/arks/web/bulletin/member': list });
    const { router } = await renderWithProviders(<PopUpDiscount mode="mobile" />);
    await act(() => router.navigate('/user/Deposit'));
    expect(await screen.findByRole('heading', { name: 'Deposit bonus' })).toBeTruthy();
    expect(list.mock.calls.at(-1)?.[0]).toMatchObject({ display_location: 3, display_device: 2 });
  });

  it('shows nothing on other pages', async () => {
    const list = vi.fn(() => bulletinReply([notice()]));
    installSiteApi({ '/api/arks/web/bulletin': list });
    const { router } = await renderWithProviders(<PopUpDiscount mode="desktop" />);
    await act(() => router.navigate('/discount'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('pop-up-discount')).toBeNull();
  });
});
