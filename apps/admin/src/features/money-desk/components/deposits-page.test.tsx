import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

const ORDER = {
  id: 11,
  order_number: 'D0011',
  member_id: 42,
  member_account: 'ravi88',
  site_id: 1,
  currency: 'INR',
  amount: '500.00',
  status: 'pending',
  method: 'Bank transfer',
  method_kind: 'bank_transfer',
  payer_name: 'Ravi',
  payer_reference: 'UTR123',
  gateway_reference: '',
  needs_review: false,
  confirmed_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  remark: '',
};

const HINTS = {
  order_number: 'D0011',
  member_id: 42,
  same_device_members: 2,
  same_address_members: 0,
  bonus_open: true,
  first_withdrawal: false,
  turnover: '10.00',
  deposits: '900.00',
  turnover_below_deposits: true,
};

type Sent = { path: string; body: Record<string, unknown> };

async function renderDeposits(sent: Sent[], role: 'admin' | 'support') {
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body || '{}'));
    sent.push({ path, body });
    if (path === '/operator/deposits/queue') return reply({ list: [ORDER], next_before_id: null });
    if (path === '/operator/orders/risk_hints') return reply({ list: [HINTS] });
    if (path === '/operator/deposits/confirm') return reply({ order_number: body.order_number, status: 'paid' });
    if (path === '/operator/deposits/reject') return reply({ order_number: body.order_number, status: 'failed' });
    return reply(null, 404);
  }) as typeof fetch;
  await renderAdminAt('/deposits', fetchImpl, role, 'en_US');
  await screen.findByTestId('deposits-table');
}

beforeEach(() => sessionStorage.clear());

describe('the deposits queue', () => {
  it('sends the filters to the server and shows the risk hints of the page, read in one call', async () => {
    const sent: Sent[] = [];
    await renderDeposits(sent, 'admin');
    const hints = await screen.findByTestId('risk-hints');
    expect(within(hints).getByText('Device shared with 2 members')).toBeTruthy();
    expect(within(hints).getByText('Bonus open')).toBeTruthy();
    expect(within(hints).getByText('Turnover 10.00 below deposits 900.00')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/operator/orders/risk_hints')).toEqual([
      { path: '/operator/orders/risk_hints', body: { kind: 'deposit', order_numbers: ['D0011'] } },
    ]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Method' }), { target: { value: 'bank_transfer' } });
    fireEvent.input(screen.getByLabelText('Member account'), { target: { value: 'ravi88' } });
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/operator/deposits/queue').at(-1)?.body).toEqual({
        status: 'pending',
        method_kind: 'bank_transfer',
        member_account: 'ravi88',
        from: '2026-11-01',
      }),
    );
  }, 20_000);

  it('confirms and rejects a pending deposit, each with a reason', async () => {
    const sent: Sent[] = [];
    await renderDeposits(sent, 'admin');
    const row = screen.getByTestId('deposit-D0011');
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    fireEvent.input(within(row).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'UTR matched' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe('Deposit D0011 confirmed: UTR matched.');
    expect(sent.find((s) => s.path === '/operator/deposits/confirm')?.body).toEqual({
      order_number: 'D0011',
      remark: 'UTR matched',
    });

    fireEvent.click(within(screen.getByTestId('deposit-D0011')).getByRole('button', { name: 'Reject' }));
    fireEvent.input(within(screen.getByTestId('deposit-D0011')).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'never arrived' },
    });
    fireEvent.click(within(screen.getByTestId('deposit-D0011')).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === '/operator/deposits/reject')?.body).toEqual({
        order_number: 'D0011',
        remark: 'never arrived',
      }),
    );
  }, 20_000);

  it('shows support the queue without the decisions', async () => {
    await renderDeposits([], 'support');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  }, 20_000);
});
