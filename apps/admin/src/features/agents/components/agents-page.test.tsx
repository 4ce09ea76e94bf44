import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../../../app.tsx';
import { createAdminI18n } from '../../../lib/i18n.ts';
import { operatorSession } from '../../../lib/operator-session.ts';
import { AdminSessionProvider } from '../../sign-in/hooks/admin-session.tsx';

const application = (id: number, account: string, status = 'pending') => ({
  id,
  member_id: id * 10,
  member_account: account,
  site_id: 1,
  status,
  reason: '',
  created_at: '2026-11-28T10:00:00.000Z',
  decided_at: null,
});

const settlement = {
  site_id: 1,
  currency: 'INR',
  period: '2026-10-01',
  agents: 2,
  paid: '1250.00',
  created_at: '2026-11-01T00:05:00.000Z',
};

const statement = (agentId: number, account: string, commission: string) => ({
  agent_id: agentId,
  agent_account: account,
  period: '2026-10-01',
  currency: 'INR',
  members: 12,
  active_members: 5,
  first_deposits: 3,
  valid_bet: '90000.00',
  gross_revenue: '5000.00',
  bonuses: '0.00',
  rebates: '0.00',
  deposits: '20000.00',
  withdrawals: '8000.00',
  fees_charged: '0.00',
  net_revenue: '5000.00',
  carried_in: '0.00',
  commission_base: '5000.00',
  rate_percent: '25.00',
  commission,
  carried_out: '0.00',
  upline_share: '0.00',
  version: agentId === 2 ? 2 : 1,
  corrected_at: null,
});

beforeEach(() => sessionStorage.clear());

describe('the agents page', () => {
  it('approves one application and refuses another with its reason, and opens a settled month’s statements', async () => {
    const decided = new Map<number, string>();
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^\/api/, '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ path, body });
      let data: unknown;
      if (path === '/operator/agents/applications') {
        data = { list: [application(1, 'asha'), application(2, 'binh')].filter((a) => !decided.has(a.id)) };
      } else if (path === '/operator/agents/applications/decide') {
        decided.set(Number(body.id), String(body.decision));
        data = application(Number(body.id), 'x', body.decision === 'approve' ? 'approved' : 'refused');
      } else if (path === '/operator/agents/commission/settlements') {
        data = { list: [settlement] };
      } else {
        data = { list: [statement(1, 'asha', '1000.00'), statement(2, 'binh', '250.00')] };
      }
      return new Response(JSON.stringify({ code: 1000, message: 'ok', data }));
    }) as typeof fetch;
    operatorSession.write({
      token: 't',
      role: 'finance',
      username: 'f',
      expires_at: '2026-11-29T12:00:00.000Z',
      second_factor: 'verified',
    });
    render(
      <I18nextProvider i18n={await createAdminI18n('en_US')}>
        <MemoryRouter initialEntries={['/agents']}>
          <AdminSessionProvider fetchImpl={fetchImpl}>
            <AdminApp />
          </AdminSessionProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );

    const asha = await screen.findByTestId('application-1');
    fireEvent.click(asha.querySelector('button') as HTMLButtonElement);
    expect((await screen.findByRole('status')).textContent).toBe('asha is an agent now.');
    await waitFor(() => expect(screen.queryByTestId('application-1')).toBeNull());

    const binh = screen.getByTestId('application-2');
    fireEvent.input(binh.querySelector('input') as HTMLInputElement, { target: { value: 'no marketing plan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.getByText('No applications here.')).toBeTruthy());
    expect(sent.filter((s) => s.path === '/operator/agents/applications/decide').map((s) => s.body)).toEqual([
      { id: 1, decision: 'approve', reason: '' },
      { id: 2, decision: 'refuse', reason: 'no marketing plan' },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Show' }));
    const statements = await screen.findByTestId('commission-statements');
    expect(statements.textContent).toContain('Statements of 2026-10');
    expect(statements.textContent).toContain('1000.00');
    expect(statements.textContent).toContain('corrected (version 2)');
    expect(sent.find((s) => s.path === '/operator/agents/commission/statements')?.body).toEqual({
      site_id: 1,
      currency: 'INR',
      period: '2026-10-01',
    });
  });
});
