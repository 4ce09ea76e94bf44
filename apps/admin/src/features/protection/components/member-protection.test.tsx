import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInAdmin, reply } from '../../../test/render-admin.tsx';
import { MemberProtection } from './member-protection.tsx';

const DAY = 24 * 3_600_000;
const NOW = Date.now();

const LIMITS = {
  currency: 'INR',
  list: [
    {
      kind: 'deposit',
      period: 'day',
      amount: '300.00',
      used: '120.00',
      pending: { amount: '1000.00', at: NOW + DAY },
      source: 'default',
    },
    { kind: 'deposit', period: 'week', amount: '900.00', used: '120.00', pending: null },
  ],
};

const change = (id: number, action: string, before: string | null, asked: string | null) => ({
  id,
  member_id: 42,
  member_account: 'ravi88',
  kind: 'deposit',
  period: 'day',
  action,
  amount_before: before,
  amount_asked: asked,
  currency: 'INR',
  effective_at: action === 'raise' ? NOW + DAY : NOW - id * 1000,
  created_at: NOW - id * 1000,
});

const exclusion = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  member_id: 42,
  member_account: 'ravi88',
  kind: 'self_exclusion',
  choice: 'exclusion_6m',
  started_at: NOW - 200 * DAY,
  ends_at: NOW - DAY,
  lifted_at: null,
  lifted_by: null,
  lift_reason: null,
  in_force: true,
  lift_allowed: true,
  ...overrides,
});

type Sent = { path: string; body: Record<string, unknown> };

/** A fake operator API for the protection section; `liftCode` is what the lift answers. */
function fakeApi(sent: Sent[], state: { exclusion: ReturnType<typeof exclusion> }, liftCode = 1000) {
  return (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body || '{}'));
    sent.push({ path, body });
    if (path === '/operator/protection/member_limits') return reply(LIMITS);
    if (path === '/operator/protection/exclusions') return reply({ list: [state.exclusion], next_before_id: null });
    if (path === '/operator/protection/limit_changes') {
      return body.before_id
        ? reply({ list: [change(1, 'set', null, '500.00')], next_before_id: null })
        : reply({ list: [change(3, 'raise', '300.00', '1000.00'), change(2, 'lower', '500.00', '300.00')], next_before_id: 2 });
    }
    if (path === '/operator/members/exclusion/lift') {
      if (liftCode !== 1000) return reply(null, liftCode);
      state.exclusion = exclusion({
        lifted_at: NOW,
        lifted_by: 'ops',
        lift_reason: body.reason,
        in_force: false,
        lift_allowed: false,
      });
      return reply({ member_id: 42, lifted_at: NOW });
    }
    return reply(null, 404);
  }) as typeof fetch;
}

async function renderSection(fetchImpl: typeof fetch, role: 'admin' | 'finance' | 'support') {
  await renderInAdmin(<MemberProtection memberId={42} />, fetchImpl, role);
  await screen.findByTestId('member-limits');
}

beforeEach(() => sessionStorage.clear());

describe("the member page's protection section", () => {
  it('shows the limits in force with whose they are, what was used and what waits, and the changes page by page', async () => {
    const sent: Sent[] = [];
    await renderSection(fakeApi(sent, { exclusion: exclusion() }), 'support');
    const limits = screen.getByTestId('member-limits');
    const day = within(limits).getByRole('row', { name: /Deposits · per day/ });
    expect(within(day).getByText(/300\.00 INR/)).toBeTruthy();
    expect(within(day).getByText('Site default')).toBeTruthy();
    expect(within(day).getByText('120.00 INR')).toBeTruthy();
    expect(within(day).getByText(/Rises to 1000\.00 INR on/)).toBeTruthy();
    const week = within(limits).getByRole('row', { name: /Deposits · per week/ });
    expect(within(week).getByText("Member's own")).toBeTruthy();

    const history = screen.getByTestId('limit-changes');
    expect(within(history).getByText('Raised')).toBeTruthy();
    expect(within(history).getByText('Lowered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await within(history).findByText('Set');
    expect(sent.filter((s) => s.path === '/operator/protection/limit_changes').at(-1)?.body).toEqual({
      member_id: 42,
      before_id: 2,
    });
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();

    // The self-exclusion is over its period, but support may not lift it.
    expect(within(screen.getByTestId('exclusion-in-force')).getByText('Self-exclusion, 6 months')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lift' })).toBeNull();
  }, 20_000);

  it('lifts a self-exclusion past its period after a confirmation with a reason, then shows it lifted', async () => {
    const sent: Sent[] = [];
    await renderSection(fakeApi(sent, { exclusion: exclusion() }), 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Lift' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Lift this self-exclusion?' });
    expect(within(dialog).getByText(/sign in and play again at once/)).toBeTruthy();

    // Too short a reason: nothing is sent.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift self-exclusion' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give a reason of at least 3 characters.');
    expect(sent.some((s) => s.path === '/operator/members/exclusion/lift')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift self-exclusion' }));
    expect((await screen.findByRole('status')).textContent).toBe('The self-exclusion was lifted.');
    expect(sent.find((s) => s.path === '/operator/members/exclusion/lift')?.body).toEqual({
      member_id: 42,
      reason: 'asked by phone',
    });
    await waitFor(() => expect(screen.getByText('None in force.')).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(screen.getByTestId('exclusion-history')).getByText(/Lifted by ops on .*: asked by phone/)).toBeTruthy();
  }, 20_000);

  it('offers no lift before the period ends', async () => {
    const early = { exclusion: exclusion({ ends_at: NOW + 30 * DAY, lift_allowed: false }) };
    await renderSection(fakeApi([], early), 'admin');
    expect(within(screen.getByTestId('exclusion-in-force')).getByText(/until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lift' })).toBeNull();
  }, 20_000);

  it('shows the refusal of a lift that came too early', async () => {
    await renderSection(fakeApi([], { exclusion: exclusion() }, 103), 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Lift' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift self-exclusion' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot be lifted/);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  }, 20_000);
});
