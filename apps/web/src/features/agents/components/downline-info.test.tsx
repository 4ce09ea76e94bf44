import type { DownlineMember } from '@casino/contract/calls/agent-calls.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { DownlineInfo } from './downline-info.tsx';

function member(overrides: Partial<DownlineMember>): DownlineMember {
  return {
    id: 21,
    account: 'player21',
    is_agent: 0,
    agent_active: 0,
    status: 1,
    currency: 'INR',
    balance: '10.00',
    created_at: '2026-11-02T10:00:00.000Z',
    last_login_at: null,
    downline: 0,
    ...overrides,
  };
}

const OWN = [
  member({}),
  member({ id: 30, account: 'subagent30', is_agent: 1, agent_active: 1, balance: '1500.00', downline: 1 }),
];
const UNDER_30 = [member({ id: 31, account: 'deep31', balance: '3.25', status: 3 })];

function downlineApi() {
  return installFakeApi({
    '/api/member/agent/downline': (body) => {
      const { parent_id, keyword } = body as { parent_id?: number; keyword: string };
      const list = parent_id === 30 ? UNDER_30 : OWN.filter((m) => m.account.includes(keyword));
      return ok({ list, total: list.length, page: 1 });
    },
  });
}

function requests(fetchMock: ReturnType<typeof installFakeApi>) {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

function accounts() {
  return screen.getAllByTestId('downline-row').map((row) => row.getAttribute('data-account'));
}

describe('DownlineInfo', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    saveSession({ token: 'tok', memberId: 7, account: 'agent01', currency: 'INR' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the agent's downline with balances, opens a sub-agent's and comes back", async () => {
    const fetchMock = downlineApi();
    await renderWithProviders(<DownlineInfo />);
    await waitFor(() => expect(accounts()).toEqual(['player21', 'subagent30']));
    const sub = screen.getAllByTestId('downline-row')[1] as HTMLElement;
    expect(within(sub).getByTestId('downline-balance').textContent).toBe('₹1,500.00');
    expect(within(sub).getByText('Never')).toBeTruthy();
    // Only a sub-agent opens; only a member of one's own downline gets a Transfer link.
    expect(screen.getAllByTestId('downline-open')).toHaveLength(1);
    expect(screen.getAllByTestId('downline-transfer').map((link) => link.getAttribute('href'))).toEqual([
      '/proxy/ProxyCenter/Transfer?member=21',
      '/proxy/ProxyCenter/Transfer?member=30',
    ]);

    fireEvent.click(within(sub).getByRole('button', { name: 'Open the downline of subagent30' }));
    await waitFor(() => expect(accounts()).toEqual(['deep31']));
    expect(screen.getByTestId('downline-trail-current').textContent).toBe('Downline of subagent30');
    expect(within(screen.getByTestId('downline-row')).getByText('Frozen')).toBeTruthy();
    expect(screen.queryByTestId('downline-transfer')).toBeNull();
    expect(requests(fetchMock).at(-1)).toMatchObject({ parent_id: 30, page: 1 });

    fireEvent.click(screen.getByTestId('downline-back'));
    await waitFor(() => expect(accounts()).toEqual(['player21', 'subagent30']));
    expect(screen.queryByTestId('downline-trail')).toBeNull();
    expect(requests(fetchMock).at(-1)).not.toHaveProperty('parent_id');
  });

  it('searches by account and filters by kind and status', async () => {
    const fetchMock = downlineApi();
    await renderWithProviders(<DownlineInfo />);
    await waitFor(() => expect(accounts()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('downline-keyword'), { target: { value: ' sub ' } });
    fireEvent.change(screen.getByTestId('downline-kind'), { target: { value: 'agent' } });
    fireEvent.change(screen.getByTestId('downline-status'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('downline-search'));
    await waitFor(() => expect(accounts()).toEqual(['subagent30']));
    expect(requests(fetchMock).at(-1)).toEqual({ keyword: 'sub', kind: 'agent', status: 1, page: 1, count: 20 });
  });
});
