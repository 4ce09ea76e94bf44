import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const DETAIL = {
  member: MEMBER,
  name: 'Ravi Kumar',
  registered_ip: '203.0.113.9',
  must_change_password: false,
  open_sessions: 1,
  wallets: [
    { kind: 'main', code: 'member:42:main', provider: '', currency: 'INR', balance: '100.00' },
    { kind: 'provider', code: 'member:42:provider:3', provider: 'Evo', currency: 'INR', balance: '20.00' },
  ],
  bets: [{ provider_id: 3, provider: 'Evo', bets: 12, turnover: '300.00', payout: '250.00' }],
  bonuses: [
    {
      id: '5',
      source: 'deposit',
      status: 'active',
      amount: '50.00',
      requirement: '500.00',
      wagered: '125.00',
      created_at: '2026-11-02T10:00:00.000Z',
      expires_at: '2026-12-02T10:00:00.000Z',
    },
  ],
  sign_ins: [{ at: '2026-11-20T10:00:00.000Z', ip: '203.0.113.10', device: 'udid-1', open: true }],
  devices: [
    { udid: 'udid-1', first_seen_at: '2026-11-01T10:00:00.000Z', last_seen_at: '2026-11-20T10:00:00.000Z', other_members: 2 },
  ],
  notes: [{ id: 1, author: 'sue', body: 'Asked about a bonus', created_at: '2026-11-21T10:00:00.000Z' }],
};

const PROPOSAL = {
  id: 7,
  member_id: 42,
  member_account: 'ravi88',
  site_id: 1,
  currency: 'INR',
  amount: '9000.00',
  reason: 'tournament prize',
  proposed_by: 'fin2',
  status: 'pending',
  decided_by: null,
  decision_reason: '',
  transaction_id: null,
  created_at: '2026-11-22T10:00:00.000Z',
  decided_at: null,
};

type Sent = { path: string; body: Record<string, unknown> };

/** A fake operator API that answers the member page's calls and records what was sent. */
function fakeApi(sent: Sent[], status = { value: 1 }, pending: (typeof PROPOSAL)[] = []) {
  return (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body || '{}'));
    sent.push({ path, body });
    if (path === '/operator/members/detail') return reply({ ...DETAIL, member: { ...MEMBER, status: status.value } });
    if (path === '/operator/members/ledger') {
      return body.before
        ? reply({
            list: [
              {
                transaction_id: '7',
                kind: 'deposit',
                wallet: 'member:42:main',
                amount: '10.00',
                balance_after: '10.00',
                created_at: '2026-11-01T10:00:00.000Z',
              },
            ],
            next_before: null,
          })
        : reply({
            list: [
              {
                transaction_id: '9',
                kind: 'adjustment',
                wallet: 'member:42:main',
                amount: '90.00',
                balance_after: '100.00',
                created_at: '2026-11-03T10:00:00.000Z',
              },
            ],
            next_before: '9',
          });
    }
    if (path === '/operator/members/orders') {
      return reply({
        list: [
          {
            id: 3,
            order_number: body.kind === 'deposit' ? 'D0003' : 'W0003',
            amount: '10.00',
            currency: 'INR',
            status: 'paid',
            method: 'Bank',
            created_at: '2026-11-01T10:00:00.000Z',
            remark: '',
          },
        ],
        next_before_id: null,
      });
    }
    if (path === '/operator/members/lock') {
      status.value = body.action === 'lock' ? 3 : 1;
      return reply({ member_id: 42, status: status.value, ended_sessions: 1 });
    }
    if (path === '/operator/members/adjust') return reply(null, 104);
    if (path === '/operator/members/adjust/pending') return reply({ list: pending });
    if (path === '/operator/members/adjust/propose') {
      pending.unshift({ ...PROPOSAL, id: 8, amount: body.amount, reason: body.reason, proposed_by: 'ops' });
      return reply(pending[0]);
    }
    if (path === '/operator/members/adjust/decide') {
      const decided = { ...pending.find((p) => p.id === body.id), status: body.decision === 'approve' ? 'approved' : 'rejected' };
      pending.splice(0, pending.length, ...pending.filter((p) => p.id !== body.id));
      return reply(decided);
    }
    // The page's protection section (features/protection): nothing to show here.
    if (path === '/operator/protection/member_limits') return reply({ currency: 'INR', list: [] });
    if (path === '/operator/protection/limit_changes' || path === '/operator/protection/exclusions')
      return reply({ list: [], next_before_id: null });
    if (path === '/operator/members/reset_password') return reply({ temporary_password: 'Tmp7kq2mZx9p', ended_sessions: 1 });
    if (path === '/operator/members/notes/add')
      return reply({ id: 2, author: 'ops', body: body.body, created_at: '2026-11-22T10:00:00.000Z' });
    return reply(null, 404);
  }) as typeof fetch;
}

async function renderMemberPage(fetchImpl: typeof fetch, role: 'admin' | 'finance' | 'support') {
  await renderAdminAt('/members/42', fetchImpl, role, 'en_US');
  await screen.findByRole('heading', { level: 1, name: /ravi88/ });
}

beforeEach(() => sessionStorage.clear());

describe('the member page', () => {
  it("keeps the chosen tab's orders when the answer for the tab left arrives late", async () => {
    const sent: Sent[] = [];
    const api = fakeApi(sent);
    let releaseDeposits = () => {};
    const depositsHeld = new Promise<void>((resolve) => {
      releaseDeposits = resolve;
    });
    const slowDeposits = (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body || '{}'));
      if (String(url).endsWith('/operator/members/orders') && body.kind === 'deposit') {
        const answer = await api(url, init);
        await depositsHeld;
        return answer;
      }
      return api(url, init);
    }) as typeof fetch;
    await renderMemberPage(slowDeposits, 'finance');

    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    expect(await screen.findByText('W0003')).toBeTruthy();
    releaseDeposits();
    // Let the late answer reach the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('W0003')).toBeTruthy();
    expect(screen.queryByText('D0003')).toBeNull();
    expect(screen.queryByText('No orders.')).toBeNull();
  });

  it('shows profile, wallets, bets, bonuses with wagering, sign-ins, shared devices, notes, orders and postings', async () => {
    const sent: Sent[] = [];
    await renderMemberPage(fakeApi(sent), 'finance');
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    const wallets = screen.getByTestId('member-wallets');
    expect(within(wallets).getByText('Provider transfer wallet · Evo')).toBeTruthy();
    expect(within(screen.getByTestId('member-bets')).getByText('300.00')).toBeTruthy();
    expect(within(screen.getByTestId('member-bonuses')).getByText('125.00 of 500.00')).toBeTruthy();
    expect(within(screen.getByTestId('member-devices')).getByText('2 other members')).toBeTruthy();
    expect(within(screen.getByTestId('member-notes')).getByText('Asked about a bonus')).toBeTruthy();
    expect(await screen.findByText('D0003')).toBeTruthy();
    expect(await within(await screen.findByTestId('member-ledger')).findByText('adjustment')).toBeTruthy();
    // Finance adjusts balances but does not lock, reset or end sessions.
    expect(screen.getByRole('heading', { name: 'Adjust balance' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await within(screen.getByTestId('member-ledger')).findByText('deposit');
    expect(sent.filter((s) => s.path === '/operator/members/ledger').at(-1)?.body).toEqual({ member_id: 42, before: '9' });

    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    expect(await screen.findByText('W0003')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '7' } });
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/operator/members/detail').at(-1)?.body).toEqual({ member_id: 42, days: 7 }),
    );
  }, 20_000);

  it('lets support lock with a reason, then unlock, and shows a reset password once', async () => {
    const sent: Sent[] = [];
    await renderMemberPage(fakeApi(sent), 'support');
    expect(screen.queryByRole('heading', { name: 'Adjust balance' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give a reason of at least 3 characters.');
    expect(sent.some((s) => s.path === '/operator/members/lock')).toBe(false);

    fireEvent.input(screen.getByLabelText('Reason (kept in the audit log)'), { target: { value: 'chargeback' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect((await screen.findByRole('status')).textContent).toBe('Member locked. Sessions ended: 1.');
    expect(sent.find((s) => s.path === '/operator/members/lock')?.body).toEqual({
      member_id: 42,
      action: 'lock',
      reason: 'chargeback',
    });
    await waitFor(() => expect(screen.getByTestId('member-status').textContent).toBe('Locked'));

    fireEvent.input(screen.getByLabelText('Reason (kept in the audit log)'), { target: { value: 'cleared' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.getByTestId('member-status').textContent).toBe('Active'));

    fireEvent.input(screen.getByLabelText('Reason (kept in the audit log)'), { target: { value: 'member asked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByTestId('temporary-password')).textContent).toBe('Tmp7kq2mZx9p');
  }, 20_000);

  it('adds a note at the top of the list', async () => {
    const sent: Sent[] = [];
    await renderMemberPage(fakeApi(sent), 'support');
    fireEvent.input(screen.getByLabelText('New note'), { target: { value: 'Promised a callback' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = await screen.findByTestId('member-notes');
    await waitFor(() => expect(within(notes).getAllByRole('listitem')[0]?.textContent).toContain('Promised a callback'));
    expect(sent.find((s) => s.path === '/operator/members/notes/add')?.body).toEqual({
      member_id: 42,
      body: 'Promised a callback',
    });
  }, 20_000);

  it('sends an adjustment above the threshold for approval, and lets another operator approve, never their own', async () => {
    const sent: Sent[] = [];
    await renderMemberPage(fakeApi(sent, { value: 1 }, [{ ...PROPOSAL }]), 'admin');
    const table = await screen.findByTestId('pending-adjustments');
    expect(within(table).getByText('tournament prize')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Amount (negative to debit)'), { target: { value: '5000' } });
    fireEvent.input(screen.getAllByLabelText('Reason (kept in the audit log)')[0] as HTMLElement, {
      target: { value: 'vip goodwill' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send for approval' }));
    await screen.findByText('5000 INR sent for approval; nothing moves until a second operator approves it.');
    const adjusted = sent.find((s) => s.path === '/operator/members/adjust');
    const proposal = sent.find((s) => s.path === '/operator/members/adjust/propose');
    expect(adjusted).toBeTruthy();
    expect(proposal?.body).toEqual({ member_id: 42, amount: '5000', reason: 'vip goodwill' });
    // Their own proposal has no buttons; the other one can be approved with a reason.
    await waitFor(() =>
      expect(within(screen.getByTestId('pending-adjustments')).getByText('Your proposal: another operator decides')).toBeTruthy(),
    );
    expect(within(screen.getByTestId('pending-adjustments')).getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    fireEvent.input(screen.getByLabelText('Reason for your decision'), { target: { value: 'prize confirmed' } });
    fireEvent.click(within(screen.getByTestId('pending-adjustments')).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === '/operator/members/adjust/decide')?.body).toEqual({
        id: 7,
        decision: 'approve',
        reason: 'prize confirmed',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('pending-adjustments').textContent).not.toContain('tournament prize'));
  }, 20_000);
});
