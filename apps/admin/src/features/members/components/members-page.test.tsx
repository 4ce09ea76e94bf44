import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

const MEMBER = {
  id: 42,
  site_id: 1,
  account: 'ravi88',
  currency: 'INR',
  phone: '9876543210',
  email: 'ravi@example.com',
  status: 1,
  is_agent: false,
  agent_account: 'agent7',
  created_at: '2026-11-01T10:00:00.000Z',
  main_cash: '100.00',
};

beforeEach(() => sessionStorage.clear());

describe('the members page', () => {
  it('finds a member and adjusts the balance, sending the same key again when the first answer was lost', async () => {
    const keys: (string | null)[] = [];
    let adjustTries = 0;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^\/api/, '');
      if (path === '/operator/members/search') return reply({ list: [MEMBER] });
      if (path === '/operator/members/adjust') {
        keys.push(new Headers(init.headers).get('idempotency-key'));
        adjustTries += 1;
        if (adjustTries === 1) throw new TypeError('network down');
        return reply({
          transaction_id: '9',
          member_id: 42,
          member_account: 'ravi88',
          site_id: 1,
          currency: 'INR',
          amount: '25.50',
          main_cash: '125.50',
        });
      }
      return reply(null, 404);
    }) as typeof fetch;
    await renderAdminAt('/members', fetchImpl, 'admin', 'en_US');
    fireEvent.input(screen.getByLabelText('Find'), { target: { value: 'ravi88' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('member-balance')).textContent).toBe('Main balance: 100.00 INR');
    fireEvent.input(screen.getByLabelText('Amount (negative to debit)'), { target: { value: '25.50' } });
    fireEvent.input(screen.getByLabelText('Reason (kept in the audit log)'), { target: { value: 'goodwill credit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toBe('Main balance: 125.50 INR'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows no adjustment to a support operator', async () => {
    const fetchImpl = (async () => reply({ list: [MEMBER] })) as unknown as typeof fetch;
    await renderAdminAt('/members', fetchImpl, 'support', 'en_US');
    fireEvent.input(screen.getByLabelText('Find'), { target: { value: 'ravi88' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByTestId('member-card');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
