import type { MemberLayout } from '@casino/contract/calls/member-calls.ts';
import { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../lib/cookies.ts';
import { setRuntimeConfig } from '../../lib/runtime-config.ts';
import { getSession, saveSession } from '../../lib/session.ts';
import { SESSION_CHANNEL_NAME } from '../../lib/session-channel.ts';
import { sessionFingerprint } from '../../lib/session-fingerprint.ts';
import { getSiteCurrency, setSiteCurrency } from '../../lib/site-currency.ts';
import { installFakeApi, ok } from '../../test/fake-api.ts';
import { loginResultFixture, memberLayoutFixture, runtimeConfigFixture } from '../../test/fixtures.ts';
import { showToast } from '../../ui/toast.tsx';
import { memberLayoutKeys } from './api/member-layout.ts';
import { endSession, memberEventHandlers, startSession } from './session.ts';

vi.mock('../../ui/toast.tsx', () => ({ showToast: vi.fn() }));

const t = ((key: string) => key) as unknown as TFunction;

function member() {
  saveSession({ token: 'mine', memberId: 7, account: 'player01', currency: 'USD' });
  setSiteCurrency('USD');
}

describe('member session', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    setRuntimeConfig(runtimeConfigFixture({ CURRENCIES: ['INR', 'USD', 'VND', 'RMB'], VISITOR_COUNTRY: 'VN' }));
    queryClient = new QueryClient();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts: stores the member, switches to the member currency and forgets the previous member data', () => {
    queryClient.setQueryData(memberLayoutKeys.detail(3), memberLayoutFixture({ id: 3 }));
    setSiteCurrency('INR');
    startSession(loginResultFixture({ member_currency: 'RMB' }), queryClient);
    expect(getSession()).toEqual({ token: 'token-new', memberId: 7, account: 'player01', currency: 'RMB' });
    expect(getSiteCurrency()).toBe('RMB');
    expect(getCookie('ccy')).toBe('RMB');
    expect(queryClient.getQueryData(memberLayoutKeys.detail(3))).toBeUndefined();
  });

  it('logout tells the server, clears the member and goes back to the visitor currency', async () => {
    const fetchMock = installFakeApi({ '/api/logout': ok(null) });
    member();
    queryClient.setQueryData(memberLayoutKeys.detail(7), memberLayoutFixture());
    await endSession(queryClient);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/logout');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer mine');
    expect(getSession()).toBeNull();
    for (const key of ['token', 'member_id', 'member_account', 'currency']) expect(window.localStorage.getItem(key)).toBeNull();
    expect(queryClient.getQueryData(memberLayoutKeys.detail(7))).toBeUndefined();
    // The visitor's country is VN, whose language defaults to VND.
    expect(getSiteCurrency()).toBe('VND');
  });

  it('logout completes even when the server cannot be reached', async () => {
    installFakeApi({ '/api/logout': { status: 503, body: 'down' } });
    member();
    await endSession(queryClient);
    expect(getSession()).toBeNull();
  });

  describe("the site's other windows", () => {
    let other: BroadcastChannel;
    let heard: unknown[];
    beforeEach(() => {
      other = new BroadcastChannel(SESSION_CHANNEL_NAME);
      heard = [];
      other.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
    });
    afterEach(() => other.close());

    it('a logout tells them, so that they end the session too', async () => {
      installFakeApi({ '/api/logout': ok(null) });
      member();
      await endSession(queryClient);
      await vi.waitFor(() => expect(heard).toEqual([{ type: 'sessionEnd', reason: 'logout' }]));
    });

    it('a session ended elsewhere or refused with 401 tells them why', async () => {
      installFakeApi({});
      member();
      memberEventHandlers({ queryClient, t }).login?.({ session: '' });
      await vi.waitFor(() => expect(heard).toEqual([{ type: 'sessionEnd', reason: 'ended' }]));
      member();
      await endSession(queryClient, { callServer: false, reason: 'unauthorised' });
      await vi.waitFor(() => expect(heard).toContainEqual({ type: 'sessionEnd', reason: 'unauthorised' }));
    });

    it('a window following an ending announced by another, or with no member, tells no one', async () => {
      installFakeApi({});
      member();
      await endSession(queryClient, { callServer: false, announce: false });
      await endSession(queryClient);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    });
  });

  describe('realtime events of the private channel', () => {
    it('a login naming another session means the account signed in elsewhere: log out without calling the server', async () => {
      const fetchMock = installFakeApi({});
      member();
      memberEventHandlers({ queryClient, t }).login?.({ session: await sessionFingerprint('someone-else') });
      await vi.waitFor(() => expect(getSession()).toBeNull());
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(getSiteCurrency()).toBe('VND');
    });

    it('the login of this very session changes nothing, and a bearer token in the event is not read', async () => {
      member();
      const own = await sessionFingerprint('mine');
      expect(own).toMatch(/^[0-9a-f]{16}$/);
      memberEventHandlers({ queryClient, t }).login?.({ session: own });
      memberEventHandlers({ queryClient, t }).login?.({ token: 'mine' });
      memberEventHandlers({ queryClient, t }).login?.({ nonsense: true });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(getSession()?.token).toBe('mine');
    });

    it('a login naming no session means this session was ended: log out', async () => {
      installFakeApi({});
      member();
      memberEventHandlers({ queryClient, t }).login?.({ session: '' });
      await vi.waitFor(() => expect(getSession()).toBeNull());
    });

    it("a session ended by the member's session-time limit logs out and says so", async () => {
      installFakeApi({});
      member();
      vi.mocked(showToast).mockClear();
      memberEventHandlers({ queryClient, t }).login?.({ session: '', reason: 'session_limit' });
      await vi.waitFor(() => expect(getSession()).toBeNull());
      expect(showToast).toHaveBeenCalledWith('session.time_limit_reached', expect.objectContaining({ tone: 'error' }));
    });

    it('withdraw_password.locked tells the member, and a malformed notice says nothing', () => {
      member();
      vi.mocked(showToast).mockClear();
      memberEventHandlers({ queryClient, t })['withdraw_password.locked']?.({ nonsense: true });
      expect(showToast).not.toHaveBeenCalled();
      memberEventHandlers({ queryClient, t })['withdraw_password.locked']?.({
        locked_until: '2026-11-25T20:00:00Z',
        minutes: 30,
      });
      expect(showToast).toHaveBeenCalledWith('server_messages.withdraw_password.locked', { tone: 'error' });
      expect(getSession()?.token).toBe('mine');
    });

    it('app_clean_cache logs out, clears the cache and reloads', async () => {
      const fetchMock = installFakeApi({ '/api/logout': ok(null) });
      member();
      queryClient.setQueryData(['site-detail', 1], { site: 1 });
      const reload = vi.fn();
      memberEventHandlers({ queryClient, t, reload }).app_clean_cache?.({});
      await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
      expect(getSession()).toBeNull();
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/logout');
      expect(queryClient.getQueryData(['site-detail', 1])).toBeUndefined();
    });

    it('member.cash updates the balance of the layout', () => {
      member();
      queryClient.setQueryData(memberLayoutKeys.detail(7), memberLayoutFixture({ member_cash: '1.00' }));
      memberEventHandlers({ queryClient, t })['member.cash']?.({ cash: '99.50' });
      expect(queryClient.getQueryData<MemberLayout>(memberLayoutKeys.detail(7))?.member_cash).toBe('99.50');
    });
  });
});
