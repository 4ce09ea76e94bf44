import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

type Sent = { path: string; body: Record<string, unknown> };

const SCHEDULED = {
  id: 7,
  site_id: 1,
  currency: 'INR',
  title: { en_US: 'Slot Sprint', zh_CN: '老虎机冲刺' },
  starts_at: '2099-01-01T10:00:00.000Z',
  ends_at: '2099-01-08T10:00:00.000Z',
  ranking: 'total_stake',
  participation: 'buy_in',
  buy_in: '50.00',
  status: 'scheduled',
  games: [{ gp_id: 3, game_code: null, game_type: 2 }],
  prizes: [
    { rank_from: 1, rank_to: 1, amount: '1000.00' },
    { rank_from: 2, rank_to: 5, amount: '100.00' },
  ],
  participants: 12,
  paid: '0.00',
  created_at: '2026-11-20T10:00:00.000Z',
};
const PAID = {
  ...SCHEDULED,
  id: 5,
  title: { en_US: 'Autumn Cup' },
  ranking: 'biggest_multiplier',
  participation: 'automatic',
  buy_in: '0.00',
  status: 'paid',
  prizes: [{ rank_from: 1, rank_to: 1, amount: '500.00' }],
  participants: 40,
  paid: '500.00',
};

/** A fake operator API holding the tournaments; a game code it does not know is refused as the server does (103). */
function fakeApi(sent: Sent[], cancelRefusal?: number) {
  let list: Record<string, unknown>[] = [SCHEDULED, PAID];
  return (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body || '{}'));
    sent.push({ path, body });
    if (path === '/operator/tournaments/list') return reply({ list });
    if (path === '/operator/tournaments/create') {
      if (body.games.some((g: { game_code?: string }) => g.game_code === 'nope')) return reply(null, 103);
      if (body.games.some((g: { game_code?: string }) => g.game_code === 'x'.repeat(80))) {
        const fields = { 'games.0.game_code': ['too_big'] };
        return new Response(JSON.stringify({ code: 400, message: 'validation_failed', data: { fields } }), { status: 400 });
      }
      const created = {
        ...SCHEDULED,
        ...body,
        id: 9,
        status: 'scheduled',
        games: body.games.map((g: Record<string, unknown>) => ({ game_code: null, game_type: null, ...g })),
        participants: 0,
      };
      list = [created, ...list];
      return reply(created);
    }
    if (path === '/operator/tournaments/cancel') {
      if (cancelRefusal) return reply(null, cancelRefusal);
      list = list.map((t) => (t.id === body.id ? { ...t, status: 'cancelled' } : t));
      return reply(list.find((t) => t.id === body.id));
    }
    return reply({ list: [] });
  }) as typeof fetch;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const labelled = (form: HTMLElement, text: string) => within(form).getByLabelText(text) as HTMLInputElement;

beforeEach(() => sessionStorage.clear());

describe('the tournaments page', () => {
  it('lists the tournaments with their status, period, ranking, participation and prizes', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/tournaments', fakeApi(sent), 'finance');
    const menu = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: 'Tournaments' })).toBeTruthy();
    const sprint = await screen.findByRole('row', { name: /Slot Sprint/ });
    expect(within(sprint).getByText('Scheduled')).toBeTruthy();
    expect(within(sprint).getByText('Total stake')).toBeTruthy();
    expect(within(sprint).getByText('Members who pay a buy-in')).toBeTruthy();
    expect(within(sprint).getByText('Buy-in 50.00')).toBeTruthy();
    expect(within(sprint).getByText('#1: 1000.00')).toBeTruthy();
    expect(within(sprint).getByText('#2–5: 100.00 each')).toBeTruthy();
    expect(within(sprint).getByText('12')).toBeTruthy();
    expect(within(sprint).getByText(/2099/)).toBeTruthy();
    const cup = screen.getByRole('row', { name: /Autumn Cup/ });
    expect(within(cup).getByText('Paid')).toBeTruthy();
    expect(within(cup).getByText('Biggest win multiplier')).toBeTruthy();
    // A paid tournament cannot be cancelled any more.
    expect(within(cup).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(sent.find((s) => s.path === '/operator/tournaments/list')?.body).toEqual({ site_id: 1, limit: 200 });
  }, 20_000);

  it('checks the create form, shows a refusal of the server and sends the tournament', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/tournaments', fakeApi(sent), 'admin');
    await screen.findByRole('row', { name: /Slot Sprint/ });
    fireEvent.click(screen.getByRole('button', { name: 'New tournament' }));
    const form = screen.getByRole('form', { name: 'New tournament on site 1' });
    const submit = within(form).getByRole('button', { name: 'Schedule tournament' });
    const created = () => sent.filter((s) => s.path === '/operator/tournaments/create');

    fireEvent.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe('Give the tournament a name in at least one language.');

    type(field('Name 1'), 'Winter Rush');
    type(labelled(form, 'Starts'), '2099-02-01T10:00');
    type(labelled(form, 'Ends'), '2099-01-31T10:00');
    fireEvent.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe('The end must be after the start.');

    type(labelled(form, 'Ends'), '2099-02-08T10:00');
    type(within(form).getByRole('combobox', { name: 'Ranking' }), 'rounds');
    type(within(form).getByRole('combobox', { name: 'Participation' }), 'buy_in');
    fireEvent.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe(
      'A buy-in tournament needs a buy-in above zero, such as 10 or 10.50.',
    );
    type(field('Buy-in (INR)'), '25');

    // A game row with both a code and a type is neither.
    type(field('Provider id, game 1'), '3');
    type(field('Game code, game 1'), 'nope');
    type(within(form).getByRole('combobox', { name: 'Game type, game 1' }), '2');
    fireEvent.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe(
      'Game 1: give a provider id and either a game code or a game type, not both.',
    );
    type(within(form).getByRole('combobox', { name: 'Game type, game 1' }), '');

    type(field('Prize per rank, prize 1'), '1000');
    fireEvent.click(within(form).getByRole('button', { name: 'Add a prize' }));
    expect(field('From rank, prize 2').value).toBe('2');
    type(field('From rank, prize 2'), '1');
    type(field('To rank, prize 2'), '5');
    type(field('Prize per rank, prize 2'), '100');
    fireEvent.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe("The prizes' ranks overlap.");
    type(field('From rank, prize 2'), '2');
    expect(created()).toHaveLength(0);

    // The server does not know the game: its refusal is shown, the form stays.
    fireEvent.click(submit);
    expect((await within(form).findByRole('alert')).textContent).toBe("A game named is not in that provider's catalogue.");
    expect(created()).toHaveLength(1);

    // A field the server refuses is named.
    type(field('Game code, game 1'), 'x'.repeat(80));
    fireEvent.click(submit);
    expect((await within(form).findByRole('alert')).textContent).toContain('Refused: games.0.game_code');

    type(field('Game code, game 1'), 'sweet-bonanza');
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe('Tournament scheduled: Winter Rush.');
    expect(created().at(-1)?.body).toEqual({
      site_id: 1,
      currency: 'INR',
      title: { en_US: 'Winter Rush' },
      starts_at: new Date('2099-02-01T10:00').toISOString(),
      ends_at: new Date('2099-02-08T10:00').toISOString(),
      ranking: 'rounds',
      participation: 'buy_in',
      buy_in: '25',
      games: [{ gp_id: 3, game_code: 'sweet-bonanza' }],
      prizes: [
        { rank_from: 1, rank_to: 1, amount: '1000' },
        { rank_from: 2, rank_to: 5, amount: '100' },
      ],
    });
    expect(screen.queryByRole('form', { name: 'New tournament on site 1' })).toBeNull();
    expect(await screen.findByRole('row', { name: /Winter Rush/ })).toBeTruthy();
  }, 20_000);

  it('cancels a tournament only after the confirmation', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/tournaments', fakeApi(sent), 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Slot Sprint' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Slot Sprint?' });
    expect(dialog.textContent).toContain('every buy-in goes back to its member');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.some((s) => s.path === '/operator/tournaments/cancel')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Slot Sprint' }));
    fireEvent.change(within(screen.getByRole('alertdialog')).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), {
      target: { value: ' Provider outage ' },
    });
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel tournament' }));
    expect((await screen.findByRole('status')).textContent).toBe('Tournament cancelled: Slot Sprint.');
    expect(sent.find((s) => s.path === '/operator/tournaments/cancel')?.body).toEqual({ id: 7, reason: 'Provider outage' });
    const sprint = await screen.findByRole('row', { name: /Slot Sprint/ });
    expect(await within(sprint).findByText('Cancelled')).toBeTruthy();
  }, 20_000);

  it('shows a refused cancellation in the confirmation', async () => {
    await renderAdminAt('/tournaments', fakeApi([], 101), 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Slot Sprint' }));
    const dialog = screen.getByRole('alertdialog');
    // No reason, no call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel tournament' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), {
      target: { value: 'Wrong games' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel tournament' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No such tournament, or it can no longer be cancelled.');
  }, 20_000);

  it('is not in the menu of roles without promotions.manage', async () => {
    await renderAdminAt('/tournaments', fakeApi([]), 'support');
    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).queryByRole('link', { name: 'Tournaments' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
  }, 20_000);
});
