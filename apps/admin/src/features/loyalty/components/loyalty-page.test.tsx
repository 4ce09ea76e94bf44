import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

type Sent = { path: string; body: Record<string, unknown> };

const RATES = {
  site_id: 1,
  currency: 'INR',
  rates: [{ game_type_id: 2, points_per_unit: '1.5' }],
  exchange_points: 1000,
  exchange_cash: '10.00',
};
const LEVELS = {
  site_id: 1,
  currency: 'INR',
  window_days: 30,
  levels: [
    { level: 1, min_points: 100, daily_withdrawal_limit: null, birthday_bonus: '0.00' },
    { level: 2, min_points: 1000, daily_withdrawal_limit: '50000.00', birthday_bonus: '100.00' },
  ],
};

/** A fake operator API holding one site's INR settings; an amount finer than the currency's cents is refused (102). */
function fakeApi(sent: Sent[]) {
  let rates = RATES;
  let levels = LEVELS;
  return (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body || '{}'));
    sent.push({ path, body });
    if (path === '/operator/loyalty/settings') return reply({ rates: [rates], levels: [levels] });
    if (path === '/operator/loyalty/rates/save') {
      rates = {
        ...body,
        rates: body.rates.map((r: { game_type_id: number; points_per_unit: number }) => ({
          ...r,
          points_per_unit: String(r.points_per_unit),
        })),
      };
      return reply(rates);
    }
    if (path === '/operator/loyalty/levels/save') {
      if (body.levels.some((l: { birthday_bonus: string }) => /\.\d{3,}$/.test(l.birthday_bonus))) return reply(null, 102);
      levels = body;
      return reply(levels);
    }
    return reply({ list: [] });
  }) as typeof fetch;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => sessionStorage.clear());

describe('the VIP and points page', () => {
  it('shows the stored rates and saves them with the site and currency', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/loyalty', fakeApi(sent), 'finance');
    const menu = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: 'VIP and points' })).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'VIP and points' });
    expect(((await screen.findByRole('textbox', { name: 'Points per unit, Slots' })) as HTMLInputElement).value).toBe('1.5');
    expect(textbox('Points per unit, Live casino').value).toBe('');
    expect(textbox('Exchange: points').value).toBe('1000');
    expect(textbox('buy cash (INR)').value).toBe('10.00');

    const ratesForm = screen.getByRole('form', { name: 'Comp point rates' });
    // A rate above the contract's bound is caught before sending.
    fireEvent.change(textbox('Points per unit, Live casino'), { target: { value: '2000' } });
    fireEvent.click(within(ratesForm).getByRole('button', { name: 'Save rates' }));
    expect(within(ratesForm).getByRole('alert').textContent).toBe(
      'Points per unit: a number from 0 to 1000 with at most three decimals.',
    );
    expect(sent.some((s) => s.path === '/operator/loyalty/rates/save')).toBe(false);

    fireEvent.change(textbox('Points per unit, Live casino'), { target: { value: '0.25' } });
    fireEvent.change(textbox('buy cash (INR)'), { target: { value: '12.50' } });
    fireEvent.click(within(ratesForm).getByRole('button', { name: 'Save rates' }));
    expect((await within(ratesForm).findByRole('status')).textContent).toBe('Rates saved for INR.');
    expect(sent.find((s) => s.path === '/operator/loyalty/rates/save')?.body).toEqual({
      site_id: 1,
      currency: 'INR',
      rates: [
        { game_type_id: 2, points_per_unit: 1.5 },
        { game_type_id: 3, points_per_unit: 0.25 },
      ],
      exchange_points: 1000,
      exchange_cash: '12.50',
    });
  }, 20_000);

  it('checks the levels, shows a refusal of the server and saves them', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/loyalty', fakeApi(sent), 'admin');
    const levelsForm = await screen.findByRole('form', { name: 'VIP levels' });
    expect(((await screen.findByRole('textbox', { name: 'Points needed, row 2' })) as HTMLInputElement).value).toBe('1000');
    expect(textbox('Daily withdrawal limit, row 1').value).toBe('');
    expect(textbox('Daily withdrawal limit, row 2').value).toBe('50000.00');
    const save = within(levelsForm).getByRole('button', { name: 'Save levels' });

    // Points not rising with the level: said why, nothing sent.
    fireEvent.change(textbox('Points needed, row 2'), { target: { value: '50' } });
    fireEvent.click(save);
    expect(within(levelsForm).getByRole('alert').textContent).toBe('Each level must need more points than the level below it.');
    expect(sent.some((s) => s.path === '/operator/loyalty/levels/save')).toBe(false);

    // A third level with a bonus finer than the currency holds: refused by the server (102), shown translated.
    fireEvent.change(textbox('Points needed, row 2'), { target: { value: '1000' } });
    fireEvent.click(within(levelsForm).getByRole('button', { name: 'Add level' }));
    expect(textbox('Level, row 3').value).toBe('3');
    fireEvent.change(textbox('Points needed, row 3'), { target: { value: '5000' } });
    fireEvent.change(textbox('Birthday bonus, row 3'), { target: { value: '10.123' } });
    fireEvent.click(save);
    expect((await within(levelsForm).findByRole('alert')).textContent).toBe(
      'An amount has more decimals than the currency holds.',
    );

    fireEvent.change(textbox('Birthday bonus, row 3'), { target: { value: '' } });
    fireEvent.change(textbox('Window (days)'), { target: { value: '60' } });
    fireEvent.click(save);
    expect((await within(levelsForm).findByRole('status')).textContent).toBe('VIP levels saved for INR.');
    expect(sent.filter((s) => s.path === '/operator/loyalty/levels/save').at(-1)?.body).toEqual({
      site_id: 1,
      currency: 'INR',
      window_days: 60,
      levels: [
        { level: 1, min_points: 100, daily_withdrawal_limit: null, birthday_bonus: '0.00' },
        { level: 2, min_points: 1000, daily_withdrawal_limit: '50000.00', birthday_bonus: '100.00' },
        { level: 3, min_points: 5000, daily_withdrawal_limit: null, birthday_bonus: '0' },
      ],
    });

    // Another currency has nothing stored: empty levels, the server's defaults.
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'USD' } });
    expect(within(levelsForm).getByText('No levels: every member is at level 0.')).toBeTruthy();
    expect(textbox('Window (days)').value).toBe('30');
  }, 20_000);

  it('says when the role may not read the settings', async () => {
    const forbidden = (async () =>
      new Response(JSON.stringify({ code: 403, message: 'forbidden' }), { status: 403 })) as typeof fetch;
    await renderAdminAt('/loyalty', forbidden, 'admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Your role does not allow this.');
  }, 20_000);

  it('is not in the menu of roles without promotions.manage', async () => {
    await renderAdminAt('/loyalty', fakeApi([]), 'support');
    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).queryByRole('link', { name: 'VIP and points' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Tournaments' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
  }, 20_000);
});
