import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

type Account = {
  id: number;
  username: string;
  role: string;
  active: boolean;
  site_id: number;
  created_at: string;
  last_login_at: string | null;
};
const account = (id: number, username: string, role: string): Account => ({
  id,
  username,
  role,
  active: true,
  site_id: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  last_login_at: null,
});

beforeEach(() => sessionStorage.clear());

async function renderOperators() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const accounts: Account[] = [account(1, 'boss', 'admin'), account(2, 'helper', 'support')];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ path, body });
    const named = accounts.find((a) => a.username === body.username);
    let answer: { code: number; data: unknown } = { code: 1000, data: null };
    if (path === '/operator/operators/list') answer.data = { list: accounts };
    if (path === '/operator/operators/create') {
      if (accounts.some((a) => a.username === body.username)) answer = { code: 102, data: null };
      else {
        const created = account(accounts.length + 1, String(body.username), String(body.role));
        accounts.push(created);
        answer.data = created;
      }
    }
    if (path === '/operator/operators/disable' && named) {
      named.active = false;
      answer.data = { ...named, revoked_sessions: 1 };
    }
    if (path === '/operator/operators/role' && named) {
      named.role = String(body.role);
      answer.data = { ...named, revoked_sessions: 0 };
    }
    if (path === '/operator/operators/password' && named) answer.data = { ...named, revoked_sessions: 0 };
    return reply(answer.data, answer.code);
  }) as typeof fetch;
  // Signed in as boss, an account of the list: the page keeps an operator from changing their own.
  await renderAdminAt('/operators', fetchImpl, 'admin', 'en_US', {
    username: 'boss',
  });
  return sent;
}

// A whole desk walk-through renders many rows; on a busy machine it needs more than the default 5 s.
describe('the operator accounts page', { timeout: 20_000 }, () => {
  it('creates an operator with a role, refuses a taken name, disables, changes a role, sets a password, resets an authenticator', async () => {
    const sent = await renderOperators();
    const own = await screen.findByTestId('operator-boss');
    expect((within(own).getByLabelText('Role of boss') as HTMLSelectElement).disabled).toBe(true);
    expect(within(own).queryByRole('button', { name: 'Disable' })).toBeNull();

    const create = screen.getByRole('form', { name: 'New operator' });
    fireEvent.input(within(create).getByLabelText('User name'), { target: { value: 'cashier1' } });
    fireEvent.change(within(create).getByLabelText('Role'), { target: { value: 'finance' } });
    fireEvent.input(within(create).getByLabelText('Password'), { target: { value: 'Long-enough-pass-1' } });
    fireEvent.submit(create);
    expect((await screen.findByRole('status')).textContent).toBe('Operator cashier1 created.');
    await screen.findByTestId('operator-cashier1');
    fireEvent.input(within(create).getByLabelText('User name'), { target: { value: 'helper' } });
    fireEvent.input(within(create).getByLabelText('Password'), { target: { value: 'Long-enough-pass-1' } });
    fireEvent.submit(create);
    expect((await within(create).findByRole('alert')).textContent).toBe('That user name is taken.');

    const helper = screen.getByTestId('operator-helper');
    fireEvent.click(within(helper).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(within(screen.getByTestId('operator-helper')).getByText('Disabled')).toBeTruthy());
    fireEvent.change(within(screen.getByTestId('operator-helper')).getByLabelText('Role of helper'), {
      target: { value: 'finance' },
    });
    await waitFor(() => expect(screen.getByText('helper is now Finance; their sessions ended.')).toBeTruthy());

    fireEvent.click(within(screen.getByTestId('operator-helper')).getByRole('button', { name: 'Set password' }));
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'Fresh-password-22' } });
    fireEvent.submit(screen.getByLabelText('New password').closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByText('New password set for helper; their sessions ended.')).toBeTruthy());

    fireEvent.click(within(screen.getByTestId('operator-helper')).getByRole('button', { name: 'Reset authenticator' }));
    fireEvent.input(screen.getByLabelText('Reason (kept in the audit log)'), { target: { value: 'lost phone' } });
    fireEvent.submit(screen.getByLabelText('Reason (kept in the audit log)').closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(
        screen.getByText('The authenticator of helper is removed; they set a new one up at their next sign-in.'),
      ).toBeTruthy(),
    );

    expect(sent.filter((s) => s.path !== '/operator/operators/list')).toEqual([
      { path: '/operator/operators/create', body: { username: 'cashier1', role: 'finance', password: 'Long-enough-pass-1' } },
      { path: '/operator/operators/create', body: { username: 'helper', role: 'finance', password: 'Long-enough-pass-1' } },
      { path: '/operator/operators/disable', body: { username: 'helper' } },
      { path: '/operator/operators/role', body: { username: 'helper', role: 'finance' } },
      { path: '/operator/operators/password', body: { username: 'helper', password: 'Fresh-password-22' } },
      { path: '/operator/second-factor/reset', body: { operator_id: 2, reason: 'lost phone' } },
    ]);
  });
});
