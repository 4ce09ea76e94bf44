import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

type Sent = { path: string; body: Record<string, unknown> };

const POLICY = {
  site_id: 1,
  currency: 'INR',
  kind: 'deposit',
  period: 'day',
  default_amount: '300.00',
  maximum_amount: null,
  updated_by: 'boss',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** A fake operator API holding the policies; a default above the maximum is refused as the server does (102). */
function fakeApi(sent: Sent[]) {
  const stored = [POLICY];
  return (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body || '{}'));
    sent.push({ path, body });
    if (path === '/operator/protection/policies') return reply({ list: stored });
    if (path === '/operator/protection/policy_set') {
      if (body.default_amount && body.maximum_amount && Number(body.default_amount) > Number(body.maximum_amount)) {
        return reply(null, 102);
      }
      const saved = { ...POLICY, ...body, updated_by: 'ops' };
      stored.splice(0, stored.length, ...stored.filter((p) => p.kind !== body.kind || p.period !== body.period), saved);
      return reply(saved);
    }
    return reply({ list: [] });
  }) as typeof fetch;
}

beforeEach(() => sessionStorage.clear());

describe('the limit policies page', () => {
  it('is in the menu of roles that may set policies, shows them and saves one row, refusing a default above the maximum', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/limit-policies', fakeApi(sent), 'admin');
    const menu = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: 'Limit policies' })).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Limit policies' });
    const dayDefault = (await screen.findByRole('textbox', { name: 'Default, Deposits · per day' })) as HTMLInputElement;
    expect(dayDefault.value).toBe('300.00');
    const dayRow = screen.getByRole('row', { name: /Deposits · per day/ });
    expect(within(dayRow).getByText('boss')).toBeTruthy();

    // A maximum for the week: sent with the site and currency, and shown as saved.
    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum, Deposits · per week' }), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Deposits · per week' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved: Deposits · per week.');
    expect(sent.find((s) => s.path === '/operator/protection/policy_set')?.body).toEqual({
      site_id: 1,
      currency: 'INR',
      kind: 'deposit',
      period: 'week',
      default_amount: null,
      maximum_amount: '5000',
    });
    expect(within(screen.getByRole('row', { name: /Deposits · per week/ })).getByText('ops')).toBeTruthy();

    // A default above the maximum: refused, said why.
    fireEvent.change(dayDefault, { target: { value: '900' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum, Deposits · per day' }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Deposits · per day' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The default cannot be above the maximum.');

    // Stakes, losses and time signed in have rows too; time per day only, in minutes.
    expect(screen.getByRole('textbox', { name: 'Default, Losses · per month' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Maximum, Time signed in · per day (minutes)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Time signed in · per week/ })).toBeNull();

    // Another currency: its own rows, empty here.
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'USD' } });
    expect((screen.getByRole('textbox', { name: 'Default, Deposits · per day' }) as HTMLInputElement).value).toBe('');
  }, 20_000);

  it('is not in the menu of roles without the permission', async () => {
    await renderAdminAt('/audit', fakeApi([]), 'support');
    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).queryByRole('link', { name: 'Limit policies' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Risk and security' })).toBeTruthy();
  }, 20_000);
});
