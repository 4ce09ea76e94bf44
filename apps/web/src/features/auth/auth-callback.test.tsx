import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { ok } from '../../test/fake-api.ts';
import { memberLayoutFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { installSiteApi } from '../../test/site-api.ts';
import { AUTH_STATE_TTL_MS, authCallbackMessage, openAuthWindow, parseAuthCallback, takeStartedState } from './auth-callback.ts';
import { AuthCallbackPage } from './components/auth-callback-page.tsx';
import { AuthWindowListener } from './components/auth-window-listener.tsx';
import { SignInOfferDialog } from './components/sign-in-offer-dialog.tsx';

const RESULT = { member_id: 42, member_account: 'player42', member_login_id: 'L1', member_currency: 'INR', token: 'tok-42' };
const VICTIM = { token: 'tok-7', memberId: 7, account: 'victim07', currency: 'INR' };

/** The server's member layout for the token a call sends: member 42 or the victim, else 401. */
function layoutByToken() {
  return (_body: unknown, init: RequestInit) => {
    const auth = new Headers(init.headers).get('authorization');
    if (auth === 'Bearer tok-42') return ok(memberLayoutFixture({ id: 42, member_account: 'player42', member_currency: 'INR' }));
    if (auth === 'Bearer tok-7') return ok(memberLayoutFixture({ id: 7, member_account: 'victim07', member_currency: 'INR' }));
    return { status: 401, body: { code: 401, message: 'unauthorised', data: null } };
  };
}

/** Starts a third-party sign-in here, as the login dialog would; returns the state the address was sent off with. */
function startSignIn(): string {
  const open = vi.fn((_url: string, _name?: string, _features?: string) => null);
  openAuthWindow('https://id.example.test/authorize?client=casino', { open, location: window.location } as unknown as Window);
  const sentTo = new URL(open.mock.calls[0]?.[0] ?? '');
  const state = sentTo.searchParams.get('state') ?? '';
  expect(state.length).toBeGreaterThanOrEqual(32);
  expect(sentTo.searchParams.get('client')).toBe('casino');
  return state;
}

function storageEvent(value: unknown) {
  act(() => {
    const newValue = JSON.stringify(value);
    window.localStorage.setItem(STORAGE_KEYS.windowMsg, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.windowMsg, newValue }));
  });
}

describe('parseAuthCallback', () => {
  it('reads a login result and its state from the fragment, or else the query', () => {
    const fragment = new URLSearchParams({ ...RESULT, member_id: '42', state: 's1' }).toString();
    expect(parseAuthCallback({ search: '', hash: `#${fragment}` })).toEqual({ state: 's1', kind: 'login', result: RESULT });
    expect(parseAuthCallback({ search: `?${fragment}`, hash: '' })).toEqual({ state: 's1', kind: 'login', result: RESULT });
  });

  it('reads a failure with its code and message, and treats an empty or broken result as a plain close', () => {
    expect(parseAuthCallback({ search: '?code=106&message=account_disabled', hash: '' })).toEqual({
      state: '',
      kind: 'failed',
      code: 106,
      message: 'account_disabled',
    });
    expect(parseAuthCallback({ search: '?token=x&member_id=abc', hash: '' })).toEqual({
      state: '',
      kind: 'failed',
      code: null,
      message: '',
    });
    expect(authCallbackMessage({ state: 's', kind: 'failed', code: null, message: '' })).toEqual({
      type: 'authLoginClose',
      data: { state: 's' },
    });
  });
});

describe('the state a third-party sign-in is sent off with', () => {
  it('is taken once, only with the same value, and not after ten minutes', () => {
    const state = startSignIn();
    expect(takeStartedState('someone-elses')).toBe(false);
    // A wrong value used the stored state up: the right one no longer works either.
    expect(takeStartedState(state)).toBe(false);

    const second = startSignIn();
    expect(takeStartedState(second)).toBe(true);
    expect(takeStartedState(second)).toBe(false);

    const late = startSignIn();
    expect(takeStartedState(late, Date.now() + AUTH_STATE_TTL_MS + 1)).toBe(false);
    expect(takeStartedState('')).toBe(false);
  });
});

describe('/authCallback and its opener', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('hands a result this browser started to the opener through window-msg and closes itself', async () => {
    installSiteApi();
    const state = startSignIn();
    vi.stubGlobal('opener', {});
    window.history.replaceState(null, '', `/authCallback#${new URLSearchParams({ ...RESULT, member_id: '42', state })}`);
    const close = vi.fn();
    await renderWithProviders(<AuthCallbackPage close={close} />);
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    const message = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.windowMsg) ?? '{}');
    expect(message).toMatchObject({ type: 'authLogin', data: { ...RESULT, state } });
    // The token leaves the address at once.
    expect(window.location.hash).toBe('');
    // A window the browser keeps open says what happened.
    expect(await screen.findByText('Sign-in finished. You can close this window.')).toBeTruthy();
  });

  it('refuses a result this browser did not start: nothing is handed on and nobody is signed in', async () => {
    installSiteApi({ '/api/member/profile/common/layout': layoutByToken() });
    saveSession(VICTIM);
    vi.stubGlobal('opener', {});
    window.history.replaceState(
      null,
      '',
      `/authCallback#${new URLSearchParams({ ...RESULT, member_id: '42', state: 'forged' })}`,
    );
    const close = vi.fn();
    await renderWithProviders(<AuthCallbackPage close={close} />);
    expect(await screen.findByTestId('auth-callback-not-started')).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.windowMsg)).toBeNull();
    expect(window.location.hash).toBe('');
    expect(getSession()).toMatchObject({ memberId: 7, token: 'tok-7' });
  });

  it('only the window that started the sign-in takes its result; the others ignore it', async () => {
    installSiteApi({ '/api/member/profile/common/layout': layoutByToken() });
    saveSession(VICTIM);
    await renderWithProviders(<AuthWindowListener />);
    // A window that started nothing (its state is not this one) is not signed in by someone's message.
    storageEvent({ type: 'authLogin', data: { ...RESULT, state: 'forged' } });
    storageEvent({ type: 'authLogin', data: RESULT });
    storageEvent({ type: 'authLoginClose', data: { code: 106, message: 'Account disabled' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSession()).toMatchObject({ memberId: 7, token: 'tok-7' });
    expect(screen.queryByText('Account disabled')).toBeNull();

    const state = startSignIn();
    storageEvent({ type: 'authLoginClose', data: { state, code: 106, message: 'Account disabled' } });
    expect(await screen.findByText('Account disabled')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.windowMsg)).toBeNull();

    const again = startSignIn();
    storageEvent({ type: 'authLogin', data: { ...RESULT, state: again } });
    await waitFor(() => expect(getSession()).toMatchObject({ memberId: 42, account: 'player42', token: 'tok-42' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.windowMsg)).toBeNull();
  });

  it('a callback window without its opener signs a visitor in once the server knows the token', async () => {
    installSiteApi({ '/api/member/profile/common/layout': layoutByToken() });
    const state = startSignIn();
    window.history.replaceState(null, '', `/authCallback#${new URLSearchParams({ ...RESULT, member_id: '42', state })}`);
    await renderWithProviders(
      <>
        <AuthCallbackPage />
        <SignInOfferDialog />
      </>,
    );
    await waitFor(() => expect(getSession()).toMatchObject({ memberId: 42, token: 'tok-42' }));
    expect(screen.queryByTestId('sign-in-offer')).toBeNull();
  });
});
