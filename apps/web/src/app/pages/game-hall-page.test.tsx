import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { providerFixture } from '../../test/fixtures.ts';
import { gameApiHandlers } from '../../test/game-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installSiteApi } from '../../test/site-api.ts';
import { hallLink } from './game-hall-page.tsx';

const play = vi.hoisted(() => vi.fn());
vi.mock('../../features/play/hooks/use-play-game.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePlayGame: () => ({ play, state: 'idle' }),
}));

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('game hall', () => {
  beforeEach(() => {
    setWidth(1280);
    play.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the slot providers as cards: a slot provider leads to its slot list, a customized hall starts its lobby', async () => {
    installSiteApi(gameApiHandlers());
    await renderApp('/gameHall/2');
    const cards = await screen.findAllByTestId('hall-provider');
    expect(cards.map((card) => card.getAttribute('data-gp-id'))).toEqual(['10', '30']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots');
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/12');

    const slotLink = within(cards[0] as HTMLElement).getByRole('link', { name: 'View the games of House Slots' });
    expect(slotLink.getAttribute('href')).toBe('/slotgame?gt_id=2&gp_id=10&house=house');

    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Enter the Jackpot Hall lobby' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledWith({ gpId: 30, gameType: 2, gameCode: 'JHLOBBY', house: 'jh', customized: true });
  });

  it.each([
    [3, 'Live Casino', '20'],
    [4, 'Sports Betting', '40'],
  ])('/gameHall/%s has its own title and starts a provider lobby through play', async (id, title, gpId) => {
    installSiteApi(gameApiHandlers());
    await renderApp(`/gameHall/${id}`);
    const page = await screen.findByTestId('game-hall-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(`${title} - Demo Casino`));
    const [card] = await screen.findAllByTestId('hall-provider');
    expect(card?.getAttribute('data-gp-id')).toBe(gpId);
    expect(within(card as HTMLElement).queryByRole('link')).toBeNull();
    fireEvent.click(within(card as HTMLElement).getByRole('button'));
    expect(play).toHaveBeenCalledWith(expect.objectContaining({ gpId: Number(gpId), gameType: id, customized: false }));
  });

  it('shows the games of a card provider as tiles that play and demo, not a lobby card without a game', async () => {
    installSiteApi(gameApiHandlers());
    await renderApp('/gameHall/6');
    const section = await screen.findByTestId('hall-games');
    expect(section.getAttribute('data-gp-id')).toBe('60');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('House Cards');
    const tiles = await within(section).findAllByTestId('game-tile');
    expect(tiles.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('hall-provider')).toBeNull();
    fireEvent.click(within(tiles[0] as HTMLElement).getByTestId('game-play'));
    expect(play).toHaveBeenCalledWith(expect.objectContaining({ gpId: 10, gameCode: tiles[0]?.getAttribute('data-game-code') }));
  });

  it.each([
    [9, 'Esports betting arrives with the sportsbook'],
    [7, 'The games of this hall are on their way'],
    [8, 'The games of this hall are on their way'],
  ])('/gameHall/%s without providers says what comes instead of failing', async (id, text) => {
    installSiteApi(gameApiHandlers());
    await renderApp(`/gameHall/${id}`);
    expect((await screen.findByTestId('game-hall-empty')).textContent).toContain(text);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('live casino lobby starts with the provider entry of the catalogue', async () => {
    installSiteApi(gameApiHandlers());
    await renderApp('/gameHall/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Enter the House Live lobby' }));
    expect(play).toHaveBeenCalledWith({ gpId: 20, gameType: 3, gameCode: 'LOBBY', house: 'live', customized: false });
  });

  it('says so when a hall has no providers (lottery has its own title)', async () => {
    installSiteApi(gameApiHandlers());
    await renderApp('/gameHall/5');
    expect(await screen.findByTestId('game-hall-empty')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lottery');
    expect(screen.queryByTestId('hall-provider')).toBeNull();
  });

  it.each(['99', '1', 'abc'])('/gameHall/%s is no game type: the site says the page is not found', async (id) => {
    installSiteApi(gameApiHandlers());
    await renderApp(`/gameHall/${id}`);
    expect(await screen.findByTestId('error-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.queryByTestId('game-hall-empty')).toBeNull();
  });

  it('shows a loading state, then an error with a retry that loads again', async () => {
    let attempts = 0;
    installSiteApi({
      ...gameApiHandlers(),
      '/api/v3/game_list': () => {
        attempts += 1;
        return attempts === 1 ? { body: { code: 500, message: 'catalogue down', data: null } } : ok({ list: [] });
      },
    });
    await renderApp('/gameHall/3');
    const page = await screen.findByTestId('game-hall-page');
    expect(
      within(page)
        .getAllByRole('status')
        .some((region) => region.getAttribute('aria-busy') === 'true'),
    ).toBe(true);
    const alert = await within(page).findByRole('alert');
    expect(alert.textContent).toContain('The games could not be loaded.');
    expect(within(page).getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('game-hall-empty')).toBeTruthy();
  });

  it('uses the mobile catalogue and a two-column card grid on mobile', async () => {
    setWidth(390);
    const fetchMock = installSiteApi(gameApiHandlers());
    await renderApp('/gameHall/2');
    expect(await screen.findAllByTestId('hall-provider')).toHaveLength(2);
    const body = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v3/game_list')?.[1]?.body;
    expect(JSON.parse(String(body))).toMatchObject({ support_device: 2, template: 'H5_1' });
  });

  it('leads a slot provider with the room flag to its game room on desktop, and to its slot list on mobile', () => {
    const room = providerFixture({ room: true });
    expect(hallLink(room, 2, 'desktop')).toBe('/gameRoom?gt_id=2&gp_id=10&house=house');
    expect(hallLink(room, 2, 'mobile')).toBe('/slotgame?gt_id=2&gp_id=10&house=house');
    expect(hallLink(providerFixture(), 2, 'desktop')).toBe('/slotgame?gt_id=2&gp_id=10&house=house');
    expect(hallLink(providerFixture({ customized: true, room: true }), 2, 'desktop')).toBeNull();
  });
});
