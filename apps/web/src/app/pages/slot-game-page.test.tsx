import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, saveSession } from '../../lib/session.ts';
import type { FakeHandler, FakeReply } from '../../test/fake-api.ts';
import { ok } from '../../test/fake-api.ts';
import { memberLayoutFixture } from '../../test/fixtures.ts';
import { gameApiHandlers, gameEntryFixture, slotGamesFixture } from '../../test/game-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installSiteApi } from '../../test/site-api.ts';
import { clearToasts } from '../../ui/toast.tsx';

const { play, startDemo } = vi.hoisted(() => ({ play: vi.fn(), startDemo: vi.fn() }));
vi.mock('../../features/play/hooks/use-play-game.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePlayGame: () => ({ play, state: 'idle' }),
}));
vi.mock('../../features/play/hooks/use-demo-game.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useDemoGame: () => ({ startDemo, starting: false }),
}));

const SLOT_PATH = '/slotgame?gt_id=2&gp_id=10&house=house';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function member() {
  saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
}

function api(overrides: Record<string, FakeHandler | FakeReply> = {}) {
  return installSiteApi({
    ...gameApiHandlers(),
    '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
    ...overrides,
  });
}

function bodies(fetchMock: ReturnType<typeof installSiteApi>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
}

function tileCodes(): string[] {
  return screen.queryAllByTestId('game-tile').map((tile) => tile.getAttribute('data-game-code') ?? '');
}

function tile(code: string): HTMLElement {
  const found = screen.getAllByTestId('game-tile').find((element) => element.getAttribute('data-game-code') === code);
  if (!found) throw new Error(`no tile ${code}`);
  return found;
}

describe('slot game page', () => {
  beforeEach(() => {
    setWidth(1280);
    play.mockClear();
    startDemo.mockClear();
  });
  afterEach(() => {
    clearStoredSession();
    act(() => clearToasts());
    vi.unstubAllGlobals();
  });

  it('visitor: the provider header and every game from /v2/game_label, with hot/new badges', async () => {
    const fetchMock = api();
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toEqual(['LUCKY7', 'DRAGON', 'FRUITS']));
    const header = screen.getByTestId('slot-provider-header');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('House Slots');
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/media/12');
    await waitFor(() => expect(document.title).toBe('House Slots · Slot Games - Demo Casino'));

    expect(bodies(fetchMock, '/v2/game_label')).toEqual([
      { site_id: 1, currency: 'INR', device: 0, gp_id: 10, game_type_id: 2, house: 'house' },
    ]);
    expect(bodies(fetchMock, '/arks/web/member-games/provider-games')).toEqual([]);

    expect(within(tile('LUCKY7')).getByTestId('game-badge').textContent).toBe('Hot');
    expect(within(tile('DRAGON')).getByTestId('game-badge').textContent).toBe('New');
    expect(within(tile('FRUITS')).queryByTestId('game-badge')).toBeNull();
    expect(within(tile('LUCKY7')).getByRole('heading').textContent).toBe('Lucky Sevens');
    expect(tile('LUCKY7').querySelector('img')?.getAttribute('src')).toBe('/media/g101');
    // Demo only for games that have it.
    expect(within(tile('LUCKY7')).getByTestId('game-demo')).toBeTruthy();
    expect(within(tile('DRAGON')).queryByTestId('game-demo')).toBeNull();
  });

  it('tabs are keyboard operable and a visitor is asked to log in for favourites and last played', async () => {
    const fetchMock = api();
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('data-testid'))).toEqual([
      'slot-tab-all_game',
      'slot-tab-my_favorite',
      'slot-tab-last_play',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('data-list'))).toEqual(['entire_games', 'my_favorites', 'last_play_games']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id);

    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('slot-tab-my_favorite').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByTestId('slot-tab-my_favorite'));
    expect(tileCodes()).toEqual([]);
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-required-confirm')).toBeTruthy();
    expect(bodies(fetchMock, '/arks/web/member-games/provider-games')).toEqual([]);
  });

  it('member: the tabs show entire_games, my_favorites and last_play_games of provider-games', async () => {
    member();
    const games = slotGamesFixture();
    const fetchMock = api({
      '/api/arks/web/member-games/provider-games': ok({
        entire_games: games.map((game) => (game.game_id === 103 ? { ...game, member_favorite: 1 } : game)),
        my_favorites: [{ ...games[2], member_favorite: 1 }],
        last_play_games: [games[1], games[0]],
      }),
    });
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toEqual(['LUCKY7', 'DRAGON', 'FRUITS']));
    expect(bodies(fetchMock, '/arks/web/member-games/provider-games')).toEqual([
      { site_id: 1, currency: 'INR', device: 0, gp_id: 10, game_type_id: 2, house: 'house' },
    ]);
    expect(within(tile('FRUITS')).getByTestId('game-favorite').getAttribute('aria-pressed')).toBe('true');
    expect(within(tile('LUCKY7')).getByTestId('game-favorite').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByTestId('slot-tab-my_favorite'));
    await waitFor(() => expect(tileCodes()).toEqual(['FRUITS']));
    fireEvent.click(screen.getByTestId('slot-tab-last_play'));
    await waitFor(() => expect(tileCodes()).toEqual(['DRAGON', 'LUCKY7']));
    // One call serves the three tabs.
    expect(bodies(fetchMock, '/arks/web/member-games/provider-games')).toHaveLength(1);
  });

  it('an empty favourites tab says how to add one', async () => {
    member();
    api();
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('slot-tab-my_favorite'));
    expect((await screen.findByTestId('slot-empty')).textContent).toContain('no favourite games from this provider');
  });

  it('label chips from /v2/game_label filter the list', async () => {
    api();
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
    const hot = screen.getByTestId('slot-label-hot');
    expect(hot.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(hot);
    await waitFor(() => expect(tileCodes()).toEqual(['LUCKY7']));
    expect(hot.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('slot-label-new'));
    await waitFor(() => expect(tileCodes()).toEqual(['DRAGON']));
    fireEvent.click(screen.getByTestId('slot-label-all'));
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
  });

  it('the search box filters by game name after a pause in typing', async () => {
    api({
      '/api/v2/game_label': ok({
        list: [],
        main: [...slotGamesFixture(), gameEntryFixture({ game_id: 104, game_code: 'LUCKYCAT', game_name: 'Lucky Cat' })],
      }),
    });
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toHaveLength(4));
    const search = screen.getByTestId('slot-search');
    expect(screen.getByLabelText('Search games')).toBe(search);
    fireEvent.change(search, { target: { value: '  lucky ' } });
    // Not at once: the filter waits for typing to stop.
    expect(tileCodes()).toHaveLength(4);
    await waitFor(() => expect(tileCodes()).toEqual(['LUCKY7', 'LUCKYCAT']));
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect((await screen.findByTestId('slot-empty')).textContent).toBe('No games match your search.');
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(tileCodes()).toHaveLength(4));
  });

  it('play and demo buttons hand the game to the start flow', async () => {
    api();
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
    fireEvent.click(within(tile('LUCKY7')).getByRole('button', { name: 'Play Lucky Sevens' }));
    expect(play).toHaveBeenCalledWith({ gpId: 10, gameType: 2, gameCode: 'LUCKY7', house: 'house' });
    fireEvent.click(within(tile('LUCKY7')).getByRole('button', { name: 'Try Lucky Sevens in demo' }));
    expect(startDemo).toHaveBeenCalledWith({ gpId: 10, gameType: 2, gameCode: 'LUCKY7', house: 'house' });
  });

  it('member: the star flips at once, sends favorite/store and adds the game to the favourites tab', async () => {
    member();
    let release: () => void = () => {};
    const fetchMock = api({
      '/api/arks/web/member-games/favorite/store': () =>
        new Promise<FakeReply>((resolve) => {
          release = () => resolve(ok({ list: [101] }));
        }),
    });
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
    const star = within(tile('LUCKY7')).getByTestId('game-favorite') as HTMLButtonElement;
    expect(star.getAttribute('aria-label')).toBe('Add Lucky Sevens to favourites');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(star.getAttribute('aria-label')).toBe('Remove Lucky Sevens from favourites');
    // The star waits for its call before it can be pressed again.
    expect(star.disabled).toBe(true);
    fireEvent.click(star);
    expect(bodies(fetchMock, '/arks/web/member-games/favorite/store')).toEqual([{ data: [{ game_id: 101, status: 1 }] }]);

    act(() => release());
    await waitFor(() => expect(star.disabled).toBe(false));
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('slot-tab-my_favorite'));
    await waitFor(() => expect(tileCodes()).toEqual(['LUCKY7']));
  });

  it('member: a failed favorite/store puts the star back and says why', async () => {
    member();
    let fail: () => void = () => {};
    const fetchMock = api({
      '/api/arks/web/member-games/provider-games': ok({
        entire_games: slotGamesFixture().map((game) => ({ ...game, member_favorite: game.game_id === 101 ? 1 : 0 })),
        my_favorites: [{ ...slotGamesFixture()[0], member_favorite: 1 }],
        last_play_games: [],
      }),
      '/api/arks/web/member-games/favorite/store': () =>
        new Promise<FakeReply>((resolve) => {
          fail = () => resolve({ body: { code: 500, message: 'favourites_down', data: null } });
        }),
    });
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
    const star = within(tile('LUCKY7')).getByTestId('game-favorite');
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    // Optimistic: off at once, while the call is under way.
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(bodies(fetchMock, '/arks/web/member-games/favorite/store')).toHaveLength(1));
    act(() => fail());
    expect(bodies(fetchMock, '/arks/web/member-games/favorite/store')[0]).toEqual({ data: [{ game_id: 101, status: 0 }] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your favourites could not be saved');
    await waitFor(() => expect(within(tile('LUCKY7')).getByTestId('game-favorite').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByTestId('slot-tab-my_favorite'));
    await waitFor(() => expect(tileCodes()).toEqual(['LUCKY7']));
  });

  it('visitor: the star opens the login-required confirm and sends nothing', async () => {
    const fetchMock = api();
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
    const star = within(tile('FRUITS')).getByTestId('game-favorite');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    const confirm = await screen.findByTestId('login-required-confirm');
    expect(confirm.getAttribute('role')).toBe('alertdialog');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(bodies(fetchMock, '/arks/web/member-games/favorite/store')).toEqual([]);
  });

  it('shows an error with a retry when the list fails', async () => {
    let attempts = 0;
    api({
      '/api/v2/game_label': () => {
        attempts += 1;
        return attempts === 1 ? { body: { code: 500, message: 'down', data: null } } : ok({ list: [], main: slotGamesFixture() });
      },
    });
    await renderApp(SLOT_PATH);
    const panel = await screen.findByTestId('slot-panel');
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('The games could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
  });

  it('asks the mobile device code and draws the mobile grid below 992 px', async () => {
    setWidth(390);
    const fetchMock = api();
    await renderApp(SLOT_PATH);
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
    expect(bodies(fetchMock, '/v2/game_label')[0]).toMatchObject({ device: 1 });
    expect(screen.getByRole('list', { name: 'Games: All games' }).className).toContain('game-grid--grid');
  });

  it('a slot list without a provider goes to the hall of its game type', async () => {
    api();
    const { router } = await renderApp('/slotgame?gt_id=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gameHall/2'));
  });
});

describe('game room', () => {
  beforeEach(() => {
    play.mockClear();
  });
  afterEach(() => {
    clearStoredSession();
    vi.unstubAllGlobals();
  });

  it('on desktop shows the provider as a room with larger tiles', async () => {
    setWidth(1280);
    api();
    const { router } = await renderApp('/gameRoom?gt_id=2&gp_id=10&house=house');
    const page = await screen.findByTestId('game-room-page');
    await waitFor(() => expect(tileCodes()).toHaveLength(3));
    expect(router.state.location.pathname).toBe('/gameRoom');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('House Slots');
    expect(within(page).getByTestId('slot-provider-header').textContent).toContain('Slots game room');
    expect(within(page).getByRole('list', { name: 'Games: All games' }).className).toContain('game-grid--room');
    fireEvent.click(within(tile('FRUITS')).getByTestId('game-play'));
    expect(play).toHaveBeenCalledWith({ gpId: 10, gameType: 2, gameCode: 'FRUITS', house: 'house' });
  });

  it('on mobile redirects to the slot list with the same query', async () => {
    setWidth(390);
    api();
    const { router } = await renderApp('/gameRoom?gt_id=2&gp_id=10&house=house');
    await waitFor(() => expect(router.state.location.pathname).toBe('/slotgame'));
    expect(router.state.location.search).toBe('?gt_id=2&gp_id=10&house=house');
    expect(await screen.findByTestId('slot-game-page')).toBeTruthy();
    expect(screen.queryByTestId('game-room-page')).toBeNull();
  });

  it('without a game type goes home, and a game type other than slots goes to its hall', async () => {
    setWidth(1280);
    api();
    const first = await renderApp('/gameRoom');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();
    const second = await renderApp('/gameRoom?gt_id=3&gp_id=20');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/gameHall/3'));
  });
});
