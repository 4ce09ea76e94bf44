import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { ok } from '../../test/fake-api.ts';
import { memberLayoutFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installSiteApi } from '../../test/site-api.ts';
import { resolveProxyPage } from './proxy-page.tsx';

type Status = { is_agent: 0 | 1; agent_active: 0 | 1; status: 'none' | 'pending' | 'approved' | 'refused'; reason?: string };

function proxyApi({ is_agent, agent_active, status, reason = '' }: Status) {
  return installSiteApi({
    '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
    '/api/member/apply_for_agent/check': ok({ is_agent, agent_active, status, applied_at: null, reason }),
    '/api/member/agent/downline': ok({ list: [], total: 0, page: 1 }),
    '/api/arks/web/agent-level-rename': ok({ agent_type: 1, agent_level: 2, name: 'Gold partner' }),
  });
}

const AGENT: Status = { is_agent: 1, agent_active: 1, status: 'approved' };
const MEMBER: Status = { is_agent: 0, agent_active: 0, status: 'none' };

describe('agent centre routing', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    saveSession({ token: 'tok', memberId: 7, account: 'agent01', currency: 'INR' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('/proxy takes an active agent to DownlineInfo, with the centre pages as links', async () => {
    proxyApi(AGENT);
    const { router } = await renderApp('/proxy');
    const centre = await screen.findByTestId('proxy-centre');
    expect(centre.getAttribute('data-page')).toBe('DownlineInfo');
    expect(router.state.location.pathname).toBe('/proxy/ProxyCenter/DownlineInfo');
    const nav = screen.getByRole('navigation', { name: 'Agent centre' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Downline',
      'Promotion',
      'Operation report',
      'Report by level',
      'Transfer',
      'Commission statements',
      'Agent plan',
      'Agent agreement',
    ]);
    expect(links.find((link) => link.getAttribute('aria-current') === 'page')?.textContent).toBe('Downline');
    await waitFor(() => expect(document.title).toBe('Downline - Demo Casino'));
    // The agent's level by the name the operator gave it.
    expect((await screen.findByTestId('agent-level')).textContent).toBe('Agent level: Gold partner');
  });

  it('/proxy takes anyone else to the Register page, and keeps them out of the centre pages', async () => {
    proxyApi(MEMBER);
    const { router } = await renderApp('/proxy');
    expect(await screen.findByTestId('agent-register')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/proxy/Register');
    const nav = screen.getByRole('navigation', { name: 'Agent centre' });
    expect(within(nav).queryByRole('link', { name: 'Transfer' })).toBeNull();

    await router.navigate('/proxy/ProxyCenter/Transfer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/proxy/Register'));
  });

  it('an agent whose agency is not active is sent to Register and told so', async () => {
    proxyApi({ is_agent: 1, agent_active: 0, status: 'approved' });
    await renderApp('/proxy/ProxyCenter/OperationTable');
    expect((await screen.findByTestId('agent-register-state')).textContent).toBe(
      'Your agent account is not active at the moment. Please contact customer service.',
    );
    expect(screen.queryByTestId('agent-apply')).toBeNull();
  });

  it('/proxy?page=Register and the short address /proxy/Transfer are understood', async () => {
    proxyApi(AGENT);
    const { router } = await renderApp('/proxy/Transfer');
    expect((await screen.findByTestId('proxy-centre')).getAttribute('data-page')).toBe('Transfer');
    expect(resolveProxyPage('Register', undefined)?.page.path).toBe('/proxy/Register');
    expect(resolveProxyPage('ProxyCenter', 'Nope')).toBeNull();
    expect(resolveProxyPage(undefined, undefined)).toBeUndefined();
    await router.navigate('/proxy?page=Plan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/proxy/Plan'));
  });
});
