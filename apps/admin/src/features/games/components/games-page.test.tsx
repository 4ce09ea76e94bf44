import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

const place = {
  place_id: 7,
  site_id: 1,
  provider_id: 3,
  provider_code: 'GPR8',
  provider_name: 'R8 Slots',
  game_type: 2,
  game_type_name: 'Slot',
  currency: 'INR',
  display_name: 'R8',
  sort: 1,
  active: true,
  provider_active: true,
  maintenance: null as { starts_at: string; ends_at: string } | null,
};
const game = {
  game_id: 40,
  provider_id: 3,
  provider_name: 'R8 Slots',
  game_type: 2,
  game_code: 'r8-temple-treasure',
  name: 'Temple Treasure',
  catalogue_active: true,
  active: true,
  tags: ['hot'],
  sort: 0,
  customised: false,
};

beforeEach(() => sessionStorage.clear());

/** The back office at /games against a fake operator API that keeps what is saved. */
async function renderGames(role: 'admin' | 'support' = 'admin') {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const state = { place: { ...place }, game: { ...game } };
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ path, body });
    let data: unknown = null;
    if (path === '/operator/games/providers') data = { list: [state.place, { ...place, place_id: 8, currency: 'USD' }] };
    if (path === '/operator/games/list') data = { list: [state.game], total: 1 };
    if (path === '/operator/games/provider_save') {
      state.place = { ...state.place, active: Boolean(body.active), sort: Number(body.sort) };
      data = state.place;
    }
    if (path === '/operator/games/save') {
      state.game = { ...state.game, active: Boolean(body.active), tags: body.tags as string[], sort: Number(body.sort) };
      data = state.game;
    }
    if (path === '/operator/games/maintenance_set') {
      state.place = { ...state.place, maintenance: { starts_at: String(body.starts_at), ends_at: String(body.ends_at) } };
      data = { site_id: 1, provider_id: 3, maintenance: state.place.maintenance };
    }
    return reply(data);
  }) as typeof fetch;
  await renderAdminAt('/games', fetchImpl, role, 'en_US', { username: 'a1' });
  return sent;
}

// A whole desk walk-through renders many rows; on a busy machine it needs more than the default 5 s.
describe('the game desk page', { timeout: 20_000 }, () => {
  it('turns a provider off with a new order, and a game off with its tags changed, sending what was set', async () => {
    const sent = await renderGames();
    const row = await screen.findByTestId('place-7');
    fireEvent.click(within(row).getByLabelText('Offered: R8 Slots Slot INR'));
    fireEvent.input(within(row).getByLabelText('Order of R8 Slots Slot INR'), { target: { value: '4' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('R8 Slots saved.');

    const gameRow = await screen.findByTestId('game-r8-temple-treasure');
    fireEvent.click(within(gameRow).getByLabelText('Offered: Temple Treasure'));
    fireEvent.click(within(gameRow).getByLabelText('Hot: Temple Treasure'));
    fireEvent.click(within(gameRow).getByLabelText('New: Temple Treasure'));
    fireEvent.click(within(gameRow).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Temple Treasure saved.')).toBeTruthy());

    expect(sent.filter((s) => s.path.endsWith('save'))).toEqual([
      { path: '/operator/games/provider_save', body: { site_id: 1, place_id: 7, active: 0, sort: 4 } },
      { path: '/operator/games/save', body: { site_id: 1, game_id: 40, active: 0, tags: ['new'], sort: 0 } },
    ]);
  });

  it('sets a maintenance window from the times typed and shows it on the provider', async () => {
    const sent = await renderGames();
    const row = await screen.findByTestId('place-7');
    fireEvent.click(within(row).getByRole('button', { name: 'Maintenance…' }));
    fireEvent.input(screen.getByLabelText('Starts'), { target: { value: '2030-01-01T03:00' } });
    fireEvent.input(screen.getByLabelText('Ends'), { target: { value: '2030-01-01T05:00' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Maintenance window' }));
    expect((await screen.findByRole('status')).textContent).toBe('Maintenance window of R8 Slots set.');
    const set = sent.find((s) => s.path === '/operator/games/maintenance_set');
    expect(set?.body).toEqual({
      site_id: 1,
      provider_id: 3,
      starts_at: new Date('2030-01-01T03:00').toISOString(),
      ends_at: new Date('2030-01-01T05:00').toISOString(),
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('place-7')).getByRole('button', { name: 'End maintenance' })).toBeTruthy(),
    );
  });

  it('shows the places of one currency when one is chosen', async () => {
    await renderGames();
    await screen.findByTestId('place-8');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'INR' } });
    await waitFor(() => expect(screen.queryByTestId('place-8')).toBeNull());
    expect(screen.getByTestId('place-7')).toBeTruthy();
  });

  it('is not in the menu of a support operator', async () => {
    await renderGames('support');
    const menu = await screen.findByRole('navigation');
    expect(within(menu).queryByText('Games')).toBeNull();
    expect(within(menu).queryByText('Operators')).toBeNull();
    expect(within(menu).getByText('Risk and security')).toBeTruthy();
  });
});
