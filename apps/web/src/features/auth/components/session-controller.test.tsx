import { memberLayoutCall } from '@casino/contract/calls/member-calls.ts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app-providers.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { setRuntimeConfig } from '../../../lib/runtime-config.ts';
import { getSession, MEMBER_QUERY_ROOT, saveSession } from '../../../lib/session.ts';
import { SESSION_CHANNEL_NAME, STORAGE_FALLBACK_DELAY_MS } from '../../../lib/session-channel.ts';
import { installFakeApi } from '../../../test/fake-api.ts';
import { runtimeConfigFixture } from '../../../test/fixtures.ts';
import { testQueryClient } from '../../../test/render-app.tsx';
import { SessionController } from './session-controller.tsx';

const en = (await import('../../../locales/en_US.json')).default;

async function renderController(path = '/user/Info') {
  setRuntimeConfig(runtimeConfigFixture());
  const i18n = await createI18n('en_US');
  const queryClient = testQueryClient();
  queryClient.setQueryData([MEMBER_QUERY_ROOT, 'layout', 7], { member_cash: '250.00' });
  const router = createMemoryRouter([{ path: '*', element: <SessionController /> }], { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

/** Another window of the site, on the same channel. */
let other: BroadcastChannel;
let heard: unknown[];

function setWindow(name: string, opener: { closed: boolean } | null) {
  Object.defineProperty(window, 'name', { value: name, configurable: true, writable: true });
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
}

beforeEach(() => {
  saveSession({ token: 'mine', memberId: 7, account: 'player01', currency: 'INR' });
  other = new BroadcastChannel(SESSION_CHANNEL_NAME);
  heard = [];
  other.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
});

afterEach(() => {
  other.close();
  setWindow('', null);
});

describe('session controller across windows', () => {
  it('a logout in another window ends the session here: member data dropped, home page, no error toast', async () => {
    const { router, queryClient } = await renderController();
    other.postMessage({ type: 'sessionEnd', reason: 'logout' });
    await vi.waitFor(() => expect(getSession()).toBeNull());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData([MEMBER_QUERY_ROOT, 'layout', 7])).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    // Following another window's ending, this one does not announce it again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
  });

  it('the member centre pop-up closes itself when the session ends in another window', async () => {
    setWindow('userWindow', { closed: false });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    await renderController();
    other.postMessage({ type: 'sessionEnd', reason: 'unauthorised' });
    await vi.waitFor(() => expect(close).toHaveBeenCalledOnce());
    expect(getSession()).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain(en.session.ended);
  });

  it('a pop-up whose opener is gone, or a plain tab, stays open on the home page', async () => {
    setWindow('userWindow', { closed: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { router } = await renderController();
    other.postMessage({ type: 'sessionEnd', reason: 'logout' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(close).not.toHaveBeenCalled();
  });

  it("the token's removal by another window is enough when no message comes", async () => {
    const { router } = await renderController();
    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'mine', newValue: null }));
    await vi.waitFor(() => expect(getSession()).toBeNull(), { timeout: STORAGE_FALLBACK_DELAY_MS + 1000 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a 401 here ends the session here and in every other window', async () => {
    installFakeApi({
      '/api/member/profile/common/layout': { status: 401, body: { code: 401, message: 'unauthorised', data: null } },
    });
    const { router } = await renderController();
    await expect(callApi(memberLayoutCall, {})).rejects.toMatchObject({ kind: 'unauthorised' });
    await vi.waitFor(() => expect(getSession()).toBeNull());
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'sessionEnd', reason: 'unauthorised' }]));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await screen.findByRole('alert')).textContent).toContain(en.errors.unauthorised);
  });

  it('a logout in this window tells the others; a member pop-up then closes', async () => {
    installFakeApi({ '/api/logout': { body: { code: 1000, message: 'ok', data: null } } });
    setWindow('userWindow', { closed: false });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const { queryClient } = await renderController();
    const { endSession } = await import('../session.ts');
    await endSession(queryClient);
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'sessionEnd', reason: 'logout' }]));
    await vi.waitFor(() => expect(close).toHaveBeenCalledOnce());
  });

  it('a logout while member calls are running shows no "session ended" error when they come back refused', async () => {
    // The server ends the session at the logout; a member call already on its way is then refused with 401.
    let loggedOut = false;
    let releaseLayout = () => {};
    const layoutHeld = new Promise<void>((resolve) => {
      releaseLayout = resolve;
    });
    installFakeApi({
      '/api/logout': async (_body, init) => {
        expect(new Headers(init.headers).get('authorization')).toBe('Bearer mine');
        loggedOut = true;
        // The refused call comes back before the logout's own reply.
        releaseLayout();
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { body: { code: 1000, message: 'ok', data: null } };
      },
      '/api/member/profile/common/layout': async () => {
        await layoutHeld;
        return loggedOut
          ? { status: 401, body: { code: 401, message: 'unauthorised', data: null } }
          : { body: { code: 1000, message: 'ok', data: null } };
      },
    });
    const { router, queryClient } = await renderController();
    const running = callApi(memberLayoutCall, {}).catch((error: unknown) => error);
    const { endSession } = await import('../session.ts');
    await endSession(queryClient);
    expect(await running).toMatchObject({ kind: 'unauthorised' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'sessionEnd', reason: 'logout' }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
