import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, saveSession } from '../../lib/session.ts';
import type { FakeHandler, FakeReply } from '../../test/fake-api.ts';
import { ok } from '../../test/fake-api.ts';
import { gameTypeFixture, memberLayoutFixture, providerFixture } from '../../test/fixtures.ts';
import { gameApiHandlers, gameEntryFixture, slotGamesFixture } from '../../test/game-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installSiteApi } from '../../test/site-api.ts';

const demo = vi.hoisted(() => ({ startDemo: vi.fn(), starting: false, play: vi.fn() }));
vi.mock('../../features/play/hooks/use-play-game.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePlayGame: () => ({ play: demo.play, state: 'idle' }),
}));
vi.mock('../../features/play/hooks/use-demo-game.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useDemoGame: () => ({ startDemo: demo.startDemo, starting: demo.starting }),
}));

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
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

function codesIn(section: HTMLElement): string[] {
  return within(section)
    .queryAllByTestId('game-tile')
    .map((tile) => tile.getAttribute('data-game-code') ?? '');
}

const DEMO_TYPES = {
  list: [
    gameTypeFixture({
      gp_list: [
        providerFixture({ id: 1, gp_id: 10, gp_name: 'House Slots' }),
        providerFixture({ id: 5, gp_id: 50, gp_name: 'No Demo Slots', demo: false }),
      ],
    }),
    gameTypeFixture({
      gt_id: 6,
      gt_key: 'card_game',
      gt_name: 'CARD GAME',
      gp_list: [providerFixture({ id: 6, gp_id: 70, gp_name: 'JDB Cards', game_type: 6, house: 'jdb' })],
    }),
  ],
};

describe('home game rows', () => {
  beforeEach(() => {
    setWidth(1280);
    demo.startDemo.mockReset();
    demo.play.mockReset();
    demo.starting = false;
  });
  afterEach(() => {
    clearStoredSession();
    vi.unstubAllGlobals();
  });

  it('visitor: hot and new slot lists from get_tag_game_list, no member rows', async () => {
    const fetchMock = api();
    await renderApp('/');
    const hot = await screen.findByTestId('home-hot-games');
    await waitFor(() => expect(codesIn(hot)).toEqual(['LUCKY7']));
    expect(within(hot).getByRole('heading', { level: 2 }).textContent).toBe('Hot slots');
    const fresh = await screen.findByTestId('home-new-games');
    await waitFor(() => expect(codesIn(fresh)).toEqual(['DRAGON']));
    expect(bodies(fetchMock, '/v2/get_tag_game_list')).toEqual(
      expect.arrayContaining([
        { site_id: 1, currency: 'INR', support_device: 1, tag: 'hot', gt_id: 2 },
        { site_id: 1, currency: 'INR', support_device: 1, tag: 'new', gt_id: 2 },
      ]),
    );
    expect(screen.queryByTestId('home-favorite-games')).toBeNull();
    expect(screen.queryByTestId('home-last-played')).toBeNull();
    expect(bodies(fetchMock, '/arks/web/member-games/favorite/list')).toEqual([]);

    fireEvent.click(within(hot).getByTestId('game-play'));
    expect(demo.play).toHaveBeenCalledWith({ gpId: 10, gameType: 2, gameCode: 'LUCKY7', house: 'house' });
    fireEvent.click(within(hot).getByTestId('game-favorite'));
    expect(await screen.findByTestId('login-required-confirm')).toBeTruthy();
  });

  it('leaves out a row whose list is empty', async () => {
    api({ '/api/v2/get_tag_game_list': ok({ info: [] }) });
    await renderApp('/');
    await screen.findAllByTestId('game-type-item');
    await waitFor(() => expect(screen.queryByTestId('home-hot-games')).toBeNull());
    expect(screen.queryByTestId('home-new-games')).toBeNull();
  });

  it('member: favourites and last played rows, the stars following the favourites list', async () => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    const fruits = slotGamesFixture()[2];
    const fetchMock = api({
      '/api/arks/web/member-games/favorite/list': ok({ list: [{ ...fruits, member_favorite: 1 }] }),
      '/api/arks/web/member-games/last-playing-game': ok({ list: [102, 999, 101] }),
    });
    await renderApp('/');
    const favorites = await screen.findByTestId('home-favorite-games');
    await waitFor(() => expect(codesIn(favorites)).toEqual(['FRUITS']));
    const recent = await screen.findByTestId('home-last-played');
    // Ids are looked up in the lists the page has; an unknown id is left out.
    await waitFor(() => expect(codesIn(recent)).toEqual(['DRAGON', 'LUCKY7']));
    expect(bodies(fetchMock, '/arks/web/member-games/favorite/list')[0]).toEqual({
      site_id: 1,
      currency: 'INR',
      support_device: 1,
    });

    // Starring the hot game adds it to the favourites row at once.
    const hot = await screen.findByTestId('home-hot-games');
    await waitFor(() => expect(codesIn(hot)).toEqual(['LUCKY7']));
    const star = within(hot).getByTestId('game-favorite');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(codesIn(screen.getByTestId('home-favorite-games'))).toEqual(['LUCKY7', 'FRUITS']));
    expect(within(screen.getByTestId('home-hot-games')).getByTestId('game-favorite').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(bodies(fetchMock, '/arks/web/member-games/favorite/store')).toEqual([{ data: [{ game_id: 101, status: 1 }] }]),
    );
  });

  it('member: empty favourites and last played rows are hidden', async () => {
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
    const fetchMock = api();
    await renderApp('/');
    await screen.findByTestId('home-hot-games');
    await waitFor(() => expect(bodies(fetchMock, '/arks/web/member-games/last-playing-game')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('home-favorite-games')).toBeNull());
    expect(screen.queryByTestId('home-last-played')).toBeNull();
    // Nothing to look up: the per-type lists are not asked for.
    expect(bodies(fetchMock, '/v2/get_template_game_list')).toEqual([]);
  });
});

describe('home demo games', () => {
  beforeEach(() => {
    setWidth(1280);
    demo.startDemo.mockReset();
    demo.starting = false;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the demo providers; the modal lists only that provider’s demo games and starts one at a time', async () => {
    const fetchMock = api({
      '/api/demo/gt_games': ok(DEMO_TYPES),
      '/api/demo/gp_games': (body) => {
        const gpId = (body as { gp_id: number }).gp_id;
        return ok({
          list:
            gpId === 70
              ? [
                  gameEntryFixture({
                    game_id: 701,
                    gp_id: 70,
                    game_type: 6,
                    game_code: 'BACCARAT',
                    game_name: 'Baccarat',
                    house: 'jdb',
                  }),
                  gameEntryFixture({ game_id: 702, gp_id: 70, game_type: 6, game_code: 'NODEMO', demo: false }),
                  gameEntryFixture({ game_id: 703, gp_id: 99, game_type: 6, game_code: 'OTHER' }),
                ]
              : [],
        });
      },
    });
    let finish: () => void = () => {};
    demo.startDemo.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await renderApp('/');
    const section = await screen.findByTestId('home-demo-games');
    const providers = within(section).getAllByTestId('demo-provider');
    expect(providers.map((p) => p.getAttribute('data-gp-id'))).toEqual(['10', '70']);

    fireEvent.click(providers[1] as HTMLElement);
    const modal = await screen.findByTestId('demo-game-list-modal');
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toBe('JDB Cards demo games');
    await waitFor(() =>
      expect(
        within(modal)
          .getAllByTestId('demo-game')
          .map((g) => g.getAttribute('data-game-code')),
      ).toEqual(['BACCARAT']),
    );
    expect(bodies(fetchMock, '/demo/gp_games')).toEqual([
      { site_id: 1, currency: 'INR', device: 0, gp_id: 70, game_type_id: 6, house: 'jdb' },
    ]);

    const start = within(modal).getByRole('button', { name: 'Try Baccarat in demo' }) as HTMLButtonElement;
    fireEvent.click(start);
    fireEvent.click(start);
    expect(demo.startDemo).toHaveBeenCalledTimes(1);
    expect(demo.startDemo).toHaveBeenCalledWith({ gpId: 70, gameType: 6, gameCode: 'BACCARAT', house: 'jdb' });
    await waitFor(() => expect(start.disabled).toBe(true));
    expect(start.textContent).toBe('Starting…');

    await act(async () => finish());
    await waitFor(() => expect(start.disabled).toBe(false));
    fireEvent.click(start);
    expect(demo.startDemo).toHaveBeenCalledTimes(2);
  });

  it('demo buttons wait while the start flow says a demo is starting', async () => {
    demo.starting = true;
    api({
      '/api/demo/gt_games': ok(DEMO_TYPES),
      '/api/demo/gp_games': ok({ list: [gameEntryFixture({ game_id: 101, game_code: 'LUCKY7', game_name: 'Lucky Sevens' })] }),
    });
    await renderApp('/');
    const section = await screen.findByTestId('home-demo-games');
    fireEvent.click(within(section).getAllByTestId('demo-provider')[0] as HTMLElement);
    const modal = await screen.findByTestId('demo-game-list-modal');
    const start = (await within(modal).findByRole('button', { name: 'Try Lucky Sevens in demo' })) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.click(start);
    expect(demo.startDemo).not.toHaveBeenCalled();
  });

  it('leaves the section out when there are no demo providers', async () => {
    api();
    await renderApp('/');
    await screen.findAllByTestId('game-type-item');
    await waitFor(() => expect(screen.queryByTestId('home-demo-games')).toBeNull());
  });
});
