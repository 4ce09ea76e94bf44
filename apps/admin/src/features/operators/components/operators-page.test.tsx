import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../../../app.tsx';
import { createAdminI18n } from '../../../lib/i18n.ts';
import { operatorSession } from '../../../lib/operator-session.ts';
import { AdminSessionProvider } from '../../sign-in/hooks/admin-session.tsx';

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
    let reply: { code: number; data: unknown } = { code: 1000, data: null };
    if (path === '/operator/operators/list') reply.data = { list: accounts };
    if (path === '/operator/operators/create') {
      if (accounts.some((a) => a.username === body.username)) reply = { code: 102, data: null };
      else {
        const created = account(accounts.length + 1, String(body.username), String(body.role));
        accounts.push(created);
        reply.data = created;
      }
    }
    if (path === '/operator/operators/disable' && named) {
      named.active = false;
      reply.data = { ...named, revoked_sessions: 1 };
    }
    if (path === '/operator/operators/role' && named) {
      named.role = String(body.role);
      reply.data = { ...named, revoked_sessions: 0 };
    }
    if (path === '/operator/operators/password' && named) reply.data = { ...named, revoked_sessions: 0 };
    return new Response(JSON.stringify({ code: reply.code, message: 'ok', data: reply.data }));
  }) as typeof fetch;
  operatorSession.write({
    token: 't',
    role: 'admin',
    username: 'boss',
    expires_at: '2026-11-29T12:00:00.000Z',
    second_factor: 'verified',
  });
  render(
    <I18nextProvider i18n={await createAdminI18n('en_US')}>
      <MemoryRouter initialEntries={['/operators']}>
        <AdminSessionProvider fetchImpl={fetchImpl}>
          <AdminApp />
        </AdminSessionProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
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
