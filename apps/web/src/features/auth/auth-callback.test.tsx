import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { installSiteApi } from '../../test/site-api.ts';
import { authCallbackMessage, parseAuthCallback } from './auth-callback.ts';
import { AuthCallbackPage } from './components/auth-callback-page.tsx';
import { AuthWindowListener } from './components/auth-window-listener.tsx';

const RESULT = { member_id: 42, member_account: 'player42', member_login_id: 'L1', member_currency: 'INR', token: 'tok-42' };

describe('parseAuthCallback', () => {
  it('reads a login result from the fragment, or else the query', () => {
    const fragment = new URLSearchParams({ ...RESULT, member_id: '42' }).toString();
    expect(parseAuthCallback({ search: '', hash: `#${fragment}` })).toEqual({ kind: 'login', result: RESULT });
    expect(parseAuthCallback({ search: `?${fragment}`, hash: '' })).toEqual({ kind: 'login', result: RESULT });
  });

  it('reads a failure with its code and message, and treats an empty or broken result as a plain close', () => {
    expect(parseAuthCallback({ search: '?code=106&message=account_disabled', hash: '' })).toEqual({
      kind: 'failed',
      code: 106,
      message: 'account_disabled',
    });
    expect(parseAuthCallback({ search: '?token=x&member_id=abc', hash: '' })).toEqual({
      kind: 'failed',
      code: null,
      message: '',
    });
    expect(authCallbackMessage({ kind: 'failed', code: null, message: '' })).toEqual({ type: 'authLoginClose', data: {} });
  });
});

function storageEvent(value: unknown) {
  act(() => {
    const newValue = JSON.stringify(value);
    window.localStorage.setItem(STORAGE_KEYS.windowMsg, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.windowMsg, newValue }));
  });
}

describe('/authCallback and its opener', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('hands the result to the opener through window-msg and closes itself', async () => {
    installSiteApi();
    vi.stubGlobal('opener', {});
    window.history.replaceState(null, '', `/authCallback#${new URLSearchParams({ ...RESULT, member_id: '42' })}`);
    const close = vi.fn();
    await renderWithProviders(<AuthCallbackPage close={close} />);
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    const message = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.windowMsg) ?? '{}');
    expect(message).toMatchObject({ type: 'authLogin', data: RESULT });
    // The token leaves the address at once.
    expect(window.location.hash).toBe('');
    // A window the browser keeps open says what happened.
    expect(await screen.findByText('Sign-in finished. You can close this window.')).toBeTruthy();
  });

  it('the opener completes the login from authLogin, and shows the error of authLoginClose', async () => {
    installSiteApi({ '/api/member/profile/common/layout': { status: 500, body: { code: 500, message: 'x', data: null } } });
    await renderWithProviders(<AuthWindowListener />);
    storageEvent({ type: 'authLoginClose', data: { code: 106, message: 'Account disabled' } });
    expect(await screen.findByText('Account disabled')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.windowMsg)).toBeNull();

    storageEvent({ type: 'authLogin', data: RESULT });
    await waitFor(() => expect(getSession()).toMatchObject({ memberId: 42, account: 'player42', token: 'tok-42' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.windowMsg)).toBeNull();
  });
});
