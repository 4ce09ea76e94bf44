import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

const event = (id: number, kind: string, detail: Record<string, unknown>) => ({
  id,
  member_id: 100 + id,
  member_account: `member${id}`,
  site_id: 1,
  kind,
  detail,
  created_at: '2026-11-28T10:00:00.000Z',
});
const lockedUntil = () => new Date(Date.now() + 600_000).toISOString();

beforeEach(() => sessionStorage.clear());

async function renderRisk(role: 'admin' | 'support') {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const lifted = new Set<string>();
  let minutes = 30;
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ path, body });
    let data: unknown = null;
    if (path === '/operator/security_events/list') {
      const all = [
        event(2, 'withdraw_password_locked', { failures: 5, locked_until: lockedUntil() }),
        event(1, 'bank_account_shared', { shared_with_member_ids: [7] }),
      ].filter((e) => !body.kind || e.kind === body.kind);
      data = {
        list: all.map((e) =>
          lifted.has(e.member_account) ? { ...e, detail: { ...e.detail, locked_until: '2020-01-01T00:00:00Z' } } : e,
        ),
      };
    }
    if (path === '/operator/risk/settings') data = { site_id: 1, withdraw_password_lock_minutes: minutes };
    if (path === '/operator/risk/withdraw_lock_period') {
      data = { site_id: 1, withdraw_password_lock_minutes: body.minutes, previous: minutes };
      minutes = Number(body.minutes);
    }
    if (path === '/operator/risk/withdraw_lock_lift') {
      lifted.add(String(body.member_account));
      data = { member_id: 102, member_account: body.member_account, locked_until: lockedUntil() };
    }
    return reply(data);
  }) as typeof fetch;
  await renderAdminAt('/risk', fetchImpl, role, 'en_US', { username: 'r1' });
  return sent;
}

// A whole desk walk-through renders many rows; on a busy machine it needs more than the default 5 s.
describe('the risk and security page', { timeout: 20_000 }, () => {
  it('lists events by kind, lifts a running withdraw-password lock with a reason, and sets the lock period', async () => {
    const sent = await renderRisk('admin');
    const locked = await screen.findByTestId('event-2');
    expect(within(locked).getByText('Withdraw password locked')).toBeTruthy();
    expect(within(screen.getByTestId('event-1')).queryByRole('button', { name: 'Lift lock' })).toBeNull();

    fireEvent.click(within(locked).getByRole('button', { name: 'Lift lock' }));
    fireEvent.input(screen.getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'called from the bound phone' },
    });
    fireEvent.submit(screen.getByLabelText('Reason (kept in the audit log)').closest('form') as HTMLFormElement);
    expect((await screen.findByRole('status')).textContent).toBe('The withdraw-password lock of member2 is lifted.');
    await waitFor(() => expect(within(screen.getByTestId('event-2')).queryByRole('button', { name: 'Lift lock' })).toBeNull());

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'bank_account_shared' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Filter' }).closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.queryByTestId('event-2')).toBeNull());
    expect(within(screen.getByTestId('event-1')).getByText('Bank account bound by two members')).toBeTruthy();

    const period = screen.getByLabelText('Minutes locked after 5 wrong tries');
    await waitFor(() => expect((period as HTMLInputElement).value).toBe('30'));
    fireEvent.input(period, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save period' }));
    await waitFor(() => expect(screen.getByText('Lock period changed from 30 to 90 minutes.')).toBeTruthy());

    expect(sent.filter((s) => !s.path.endsWith('/list') && s.path !== '/operator/risk/settings')).toEqual([
      {
        path: '/operator/risk/withdraw_lock_lift',
        body: { site_id: 1, member_account: 'member2', reason: 'called from the bound phone' },
      },
      { path: '/operator/risk/withdraw_lock_period', body: { site_id: 1, minutes: 90 } },
    ]);
    expect(sent.filter((s) => s.path === '/operator/security_events/list').at(-1)?.body).toEqual({
      limit: 50,
      kind: 'bank_account_shared',
    });
  });

  it('shows support the events and the period, without the actions that change them', async () => {
    await renderRisk('support');
    const locked = await screen.findByTestId('event-2');
    expect(within(locked).queryByRole('button', { name: 'Lift lock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save period' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByText('A locked withdraw password stays locked for 30 minutes on this site.')).toBeTruthy(),
    );
  });
});
