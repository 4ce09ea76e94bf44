import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../../../app.tsx';
import { createAdminI18n } from '../../../lib/i18n.ts';
import { operatorSession } from '../../../lib/operator-session.ts';
import { AdminSessionProvider } from '../../sign-in/hooks/admin-session.tsx';

const order = (n: string, status = 'pending') => ({
  order_number: n,
  member_id: 1,
  member_account: 'ravi88',
  site_id: 1,
  currency: 'INR',
  amount: '500.00',
  status,
  bank_account_id: 3,
  bank: { bank_name: 'HDFC', account_name: 'Ravi', account_number: '****1234', branch: '' },
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  remark: '',
});

beforeEach(() => sessionStorage.clear());

describe('the withdrawal queue', () => {
  it('pays one order and rejects another with the reason typed, reading the queue again after each', async () => {
    const decided = new Map<string, string>();
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^\/api/, '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ path, body });
      if (path !== '/operator/withdrawals/list') decided.set(String(body.order_number), path);
      const data =
        path === '/operator/withdrawals/list'
          ? { list: ['W1', 'W2'].filter((n) => !decided.has(n)).map((n) => order(n)) }
          : { order_number: body.order_number, status: 'done' };
      return new Response(JSON.stringify({ code: 1000, message: 'ok', data }));
    }) as typeof fetch;
    operatorSession.write({
      token: 't',
      role: 'finance',
      username: 'f1',
      expires_at: '2026-11-29T12:00:00.000Z',
      second_factor: 'verified',
    });
    render(
      <I18nextProvider i18n={await createAdminI18n('en_US')}>
        <MemoryRouter initialEntries={['/withdrawals']}>
          <AdminSessionProvider fetchImpl={fetchImpl}>
            <AdminApp />
          </AdminSessionProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    const first = await screen.findByTestId('withdrawal-W1');
    fireEvent.click(first.querySelector('button') as HTMLButtonElement);
    expect((await screen.findByRole('status')).textContent).toBe('Withdrawal W1 paid.');
    await waitFor(() => expect(screen.queryByTestId('withdrawal-W1')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.input(screen.getByLabelText('Reason (the member sees it)'), { target: { value: 'name does not match' } });
    fireEvent.submit(screen.getByLabelText('Reason (the member sees it)').closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByText('No withdrawals here.')).toBeTruthy());
    expect(sent.filter((s) => !['/operator/withdrawals/list', '/operator/orders/risk_hints'].includes(s.path))).toEqual([
      { path: '/operator/withdrawals/approve', body: { order_number: 'W1' } },
      { path: '/operator/withdrawals/reject', body: { order_number: 'W2', remark: 'name does not match' } },
    ]);
  });
});
