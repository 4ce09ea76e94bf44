import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

type Sent = { path: string; body: Record<string, unknown> };

const ENVELOPE = {
  id: 8,
  site_id: 1,
  title: { en_US: 'Lunar envelope' },
  starts_at: '2099-01-01T10:00:00.000Z',
  ends_at: '2099-01-08T10:00:00.000Z',
  eligibility: 'deposit',
  eligibility_days: 7,
  status: 'scheduled',
  budgets: [
    {
      currency: 'INR',
      budget: '10000.00',
      remaining: '9000.00',
      min_amount: '1.00',
      max_amount: '50.00',
      eligibility_amount: '100.00',
      claims: 40,
    },
  ],
  created_at: '2026-11-20T10:00:00.000Z',
};
const CALENDAR = {
  id: 2,
  site_id: 1,
  currency: 'INR',
  starts_on: '2099-01-01',
  ends_on: '2099-01-31',
  rewards: ['1.00', '2.00', '5.00'],
  min_turnover: '100.00',
  status: 'running',
  claims: 12,
  paid: '24.00',
  created_at: '2026-11-20T10:00:00.000Z',
};

type Refusals = Partial<Record<string, number>>;

/** A fake operator API holding one site's envelopes and calendars; `refusals` answers a path with a code. */
function fakeApi(sent: Sent[], refusals: Refusals = {}, failList = false) {
  let envelopes: Record<string, unknown>[] = [ENVELOPE];
  let calendars: Record<string, unknown>[] = [CALENDAR];
  return (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body || '{}'));
    sent.push({ path, body });
    const refusal = refusals[path];
    if (refusal) return reply(null, refusal);
    switch (path) {
      case '/operator/red_envelopes/list':
        return failList ? new Response('', { status: 500 }) : reply({ list: envelopes });
      case '/operator/red_envelopes/create': {
        const created = {
          ...ENVELOPE,
          ...body,
          id: 10,
          status: 'scheduled',
          budgets: body.budgets.map((b: Record<string, string>) => ({ ...b, remaining: b.budget, claims: 0 })),
        };
        envelopes = [created, ...envelopes];
        return reply(created);
      }
      case '/operator/red_envelopes/cancel':
        envelopes = envelopes.map((e) => (e.id === body.id ? { ...e, status: 'cancelled' } : e));
        return reply(envelopes.find((e) => e.id === body.id));
      case '/operator/sign_in/list':
        return reply({ list: calendars });
      case '/operator/sign_in/create': {
        const created = { ...CALENDAR, ...body, id: 5, status: 'scheduled', claims: 0, paid: '0.00' };
        calendars = [created, ...calendars];
        return reply(created);
      }
      case '/operator/sign_in/cancel':
        calendars = calendars.map((c) => (c.id === body.id ? { ...c, status: 'cancelled' } : c));
        return reply(calendars.find((c) => c.id === body.id));
    }
    return reply({ list: [] });
  }) as typeof fetch;
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const labelled = (scope: HTMLElement, text: string) => within(scope).getByLabelText(text) as HTMLInputElement;
const menu = () => screen.getByRole('navigation', { name: 'Back office menu' });
const tabs = () => screen.getByRole('navigation', { name: 'Engagement sections' });
const sentTo = (sent: Sent[], path: string) => sent.filter((s) => s.path === path);

beforeEach(() => sessionStorage.clear());

describe('the engagement page: red envelopes', () => {
  it('lists the promotions with eligibility and what is left of each budget', async () => {
    await renderAdminAt('/engagement/red-envelopes', fakeApi([]), 'finance');
    const row = await screen.findByRole('row', { name: /Lunar envelope/ });
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    expect(within(row).getByText('Members who deposited')).toBeTruthy();
    expect(within(row).getByText('in the last 7 days')).toBeTruthy();
    expect(within(row).getByText(/INR: 9000.00 left of 10000.00, 1.00–50.00 each, 40 claims/)).toBeTruthy();
  }, 20_000);

  it('shows a list that could not be read', async () => {
    await renderAdminAt('/engagement/red-envelopes', fakeApi([], {}, true), 'admin');
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Lunar envelope/ })).toBeNull();
  }, 20_000);

  it('checks the create form, shows a refusal and sends every field', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/engagement/red-envelopes', fakeApi(sent, {}), 'finance');
    await screen.findByRole('row', { name: /Lunar envelope/ });
    fireEvent.click(screen.getByRole('button', { name: 'New red envelope' }));
    const form = screen.getByRole('form', { name: 'New red envelope on site 1' });
    const submit = within(form).getByRole('button', { name: 'Schedule red envelope' });
    const alert = () => within(form).getByRole('alert').textContent;

    fireEvent.click(submit);
    expect(alert()).toBe('Give a title in at least one language.');
    type(labelled(form, 'Title'), 'New Year');
    type(labelled(form, 'Starts'), '2099-02-01T10:00');
    type(labelled(form, 'Ends'), '2099-01-31T10:00');
    fireEvent.click(submit);
    expect(alert()).toBe('The end must be after the start.');
    type(labelled(form, 'Ends'), '2099-02-08T10:00');

    type(within(form).getByRole('combobox', { name: 'Eligibility' }), 'wager');
    type(labelled(form, 'Within the last days (0: since the start)'), '3');
    type(labelled(form, 'Budget, budget 1'), '1000');
    type(labelled(form, 'Least per envelope, budget 1'), '5');
    type(labelled(form, 'Most per envelope, budget 1'), '2');
    fireEvent.click(submit);
    expect(alert()).toBe('Budget 1: the most per envelope may not be below the least.');
    type(labelled(form, 'Most per envelope, budget 1'), '20.505');
    fireEvent.click(submit);
    expect(alert()).toMatch(/^Budget 1: amounts are numbers/);
    type(labelled(form, 'Most per envelope, budget 1'), '20.50');
    type(labelled(form, 'Required amount, budget 1'), '200');

    fireEvent.click(within(form).getByRole('button', { name: 'Add a currency' }));
    type(within(form).getByRole('combobox', { name: 'Currency, budget 2' }), 'INR');
    fireEvent.click(submit);
    expect(alert()).toBe('Each currency may have one budget only.');
    type(within(form).getByRole('combobox', { name: 'Currency, budget 2' }), 'USD');
    type(labelled(form, 'Budget, budget 2'), '50');
    type(labelled(form, 'Least per envelope, budget 2'), '60');
    type(labelled(form, 'Most per envelope, budget 2'), '60');
    fireEvent.click(submit);
    expect(alert()).toBe('Budget 2: the budget may not be below the most per envelope.');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove budget 2' }));
    expect(sentTo(sent, '/operator/red_envelopes/create')).toHaveLength(0);

    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe('Red envelope scheduled: New Year.');
    expect(sentTo(sent, '/operator/red_envelopes/create')[0]?.body).toEqual({
      site_id: 1,
      title: { en_US: 'New Year' },
      starts_at: new Date('2099-02-01T10:00').toISOString(),
      ends_at: new Date('2099-02-08T10:00').toISOString(),
      eligibility: 'wager',
      eligibility_days: 3,
      budgets: [{ currency: 'INR', budget: '1000', min_amount: '5', max_amount: '20.50', eligibility_amount: '200' }],
    });
  }, 20_000);

  it('shows a currency the site does not offer as refused', async () => {
    await renderAdminAt('/engagement/red-envelopes', fakeApi([], { '/operator/red_envelopes/create': 103 }), 'admin');
    await screen.findByRole('row', { name: /Lunar envelope/ });
    fireEvent.click(screen.getByRole('button', { name: 'New red envelope' }));
    const form = screen.getByRole('form', { name: 'New red envelope on site 1' });
    type(labelled(form, 'Title'), 'Drop');
    type(labelled(form, 'Starts'), '2099-02-01T10:00');
    type(labelled(form, 'Ends'), '2099-02-08T10:00');
    type(labelled(form, 'Budget, budget 1'), '100');
    type(labelled(form, 'Least per envelope, budget 1'), '1');
    type(labelled(form, 'Most per envelope, budget 1'), '10');
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule red envelope' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('That currency is not offered on this site.');
  }, 20_000);

  it('cancels a promotion after the confirmation and shows a refusal there', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/engagement/red-envelopes', fakeApi(sent, { '/operator/red_envelopes/cancel': 102 }), 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Lunar envelope' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the red envelope Lunar envelope?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel red envelope' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No such item, or it can no longer be cancelled.');
    expect(sentTo(sent, '/operator/red_envelopes/cancel')[0]?.body).toEqual({ id: 8 });
  }, 20_000);
});

describe('the engagement page: sign-in calendars', () => {
  it('lists the calendars and opens a new one, showing an overlap refused', async () => {
    const sent: Sent[] = [];
    let overlap = true;
    const api = fakeApi(sent);
    const fetchImpl = (async (url: string, init: RequestInit) => {
      if (String(url).endsWith('/operator/sign_in/create') && overlap) {
        overlap = false;
        sent.push({ path: '/operator/sign_in/create', body: JSON.parse(String(init.body)) });
        return reply(null, 104);
      }
      return api(url, init);
    }) as typeof fetch;
    await renderAdminAt('/engagement/sign-in', fetchImpl, 'finance');
    const row = await screen.findByRole('row', { name: /INR 2099-01-01 – 2099-01-31/ });
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).getByText('5.00')).toBeTruthy();
    expect(within(row).getByText('24.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New sign-in calendar' }));
    const form = screen.getByRole('form', { name: 'New sign-in calendar on site 1' });
    const submit = within(form).getByRole('button', { name: 'Open sign-in calendar' });
    const alert = () => within(form).getByRole('alert').textContent;
    fireEvent.click(submit);
    expect(alert()).toBe('Give the first and the last day.');
    type(labelled(form, 'First day'), '2099-03-10');
    type(labelled(form, 'Last day'), '2099-03-01');
    fireEvent.click(submit);
    expect(alert()).toBe('The end must be after the start.');
    type(labelled(form, 'Last day'), '2099-03-31');
    fireEvent.click(submit);
    expect(alert()).toMatch(/^Day 1: the reward/);
    type(labelled(form, 'Day 1'), '1');
    fireEvent.click(within(form).getByRole('button', { name: 'Add a day' }));
    expect(labelled(form, 'Day 2').value).toBe('1');
    type(labelled(form, 'Day 2'), '2.5');
    type(labelled(form, 'Turnover needed that day'), '50');

    fireEvent.click(submit);
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'A sign-in calendar of this currency already covers some of these days.',
    );
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe('Sign-in calendar opened: INR 2099-03-10 – 2099-03-31.');
    expect(sentTo(sent, '/operator/sign_in/create').at(-1)?.body).toEqual({
      site_id: 1,
      currency: 'INR',
      starts_on: '2099-03-10',
      ends_on: '2099-03-31',
      rewards: ['1', '2.5'],
      min_turnover: '50',
    });
  }, 20_000);

  it('cancels a calendar after the confirmation', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/engagement/sign-in', fakeApi(sent), 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel INR 2099-01-01 – 2099-01-31' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel calendar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Sign-in calendar cancelled: INR 2099-01-01 – 2099-01-31.');
    expect(sentTo(sent, '/operator/sign_in/cancel')[0]?.body).toEqual({ id: 2 });
  }, 20_000);
});

describe('the engagement page by role', () => {
  it('is not in the menu of support, which may not pay promotions', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/engagement/red-envelopes', fakeApi(sent), 'support');
    expect(within(menu()).queryByRole('link', { name: 'Engagement' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(sent.some((s) => s.path.startsWith('/operator/red_envelopes'))).toBe(false);
  }, 20_000);

  it('opens on red envelopes for finance, from any address under it', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/engagement/letters', fakeApi(sent), 'finance');
    expect(await screen.findByRole('row', { name: /Lunar envelope/ })).toBeTruthy();
    expect(within(tabs()).getByRole('link', { name: 'Sign-in calendars' })).toBeTruthy();
  }, 20_000);
});
