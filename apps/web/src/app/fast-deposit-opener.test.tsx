import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { saveSession } from '../lib/session.ts';
import { ok } from '../test/fake-api.ts';
import { memberLayoutFixture } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { installSiteApi } from '../test/site-api.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('the isFastDeposit flag', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setWidth(1024);
  });

  it('opens the fast deposit window once for a member on mobile, in the same tab, and spends the flag', async () => {
    setWidth(400);
    installSiteApi({ '/api/member/profile/common/layout': ok(memberLayoutFixture()) });
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    setCookie('isFastDeposit', 'true', { path: '/' });
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fastPayment'));
    expect(getCookie('isFastDeposit')).toBeUndefined();
  });

  it('opens it as a 1500x800 pop-up on desktop', async () => {
    setWidth(1280);
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus() {} } as Window);
    installSiteApi({ '/api/member/profile/common/layout': ok(memberLayoutFixture()) });
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    setCookie('isFastDeposit', 'true', { path: '/' });
    const { router } = await renderApp('/');
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[0]).toBe('/fastPayment');
    expect(String(open.mock.calls[0]?.[2])).toMatch(/width=1500.*height=800/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('waits for a visitor to sign in', async () => {
    installSiteApi({});
    setCookie('isFastDeposit', 'true', { path: '/' });
    const { router } = await renderApp('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/');
    expect(getCookie('isFastDeposit')).toBe('true');
  });
});
