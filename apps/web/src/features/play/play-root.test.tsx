import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberChannelHandlers } from '../../app/realtime-sync.tsx';
import { playPhase, setPlayFlag } from '../../lib/play-status.ts';
import { memberChannelReady } from '../../lib/realtime-status.ts';
import { clearStoredSession, saveSession } from '../../lib/session.ts';
import { installFakeApi, ok } from '../../test/fake-api.ts';
import { memberLayoutFixture } from '../../test/fixtures.ts';
import { fakeGameWindow, GAME_URL, leaveReply, playReply, refusal } from '../../test/play-fixtures.ts';
import { renderApp, renderWithProviders, testQueryClient } from '../../test/render-app.tsx';
import { installSiteApi } from '../../test/site-api.ts';
import { PlayRoot } from './components/play-root.tsx';
import { CloseScreen, LoadingScreen, PlayScreen } from './components/play-screens.tsx';
import { useDemoGame } from './hooks/use-demo-game.ts';
import { usePlayGame } from './hooks/use-play-game.ts';
import { resetPlayController } from './play-controller.ts';

const GAME = { gpId: 10, gameType: 2, gameCode: 'slot-1' };

function Tiles() {
  const { play, state } = usePlayGame();
  const { startDemo, starting } = useDemoGame();
  return (
    <div>
      <span data-testid="play-state">{state}</span>
      <button type="button" onClick={() => play(GAME)}>
        play
      </button>
      <button type="button" disabled={starting} onClick={() => startDemo(GAME)}>
        demo
      </button>
    </div>
  );
}

function signIn() {
  saveSession({ token: 'tok', memberId: 7, account: 'demo001', currency: 'INR' });
}

function paths(fetchMock: ReturnType<typeof installFakeApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

async function renderTiles(props: { customerServiceLink?: string; reload?: () => void } = {}) {
  const askLogin = vi.fn();
  const view = await renderWithProviders(
    <>
      <Tiles />
      <PlayRoot askLogin={askLogin} customerServiceLink={props.customerServiceLink ?? ''} reload={props.reload} />
    </>,
  );
  return { ...view, askLogin };
}

// The game frames must not load anything from the network: every page they ask for is an empty one.
type HappyDomSettings = { fetch: { interceptor: unknown } };
const happyDom = (window as unknown as { happyDOM?: { settings: HappyDomSettings } }).happyDOM;
const emptyPages = {
  beforeAsyncRequest: async ({ window: frame }: { window: typeof globalThis }) =>
    new frame.Response('<!doctype html><title>game</title>', { headers: { 'content-type': 'text/html' } }),
};

beforeEach(() => {
  if (happyDom) happyDom.settings.fetch.interceptor = emptyPages;
  setWidth(1280);
  memberChannelReady.set(true);
});

afterEach(() => {
  resetPlayController();
  memberChannelReady.set(false);
  vi.unstubAllGlobals();
  if (happyDom) happyDom.settings.fetch.interceptor = null;
  window.name = '';
});

/** A game frame may go fullscreen through allow= alone: with allowfullscreen as well, browsers warn on every frame. */
function expectFullscreenByPermissionOnly(frame: HTMLElement) {
  expect(
    frame
      .getAttribute('allow')
      ?.split(';')
      .map((part) => part.trim()),
  ).toContain('fullscreen');
  expect(frame.hasAttribute('allowfullscreen')).toBe(false);
}

describe('play root', () => {
  it('shows a modal game in the play modal; closing it leaves the game', async () => {
    signIn();
    const fetchMock = installFakeApi({
      '/api/member/game/play1': playReply({ open_type: 'modal' }),
      '/api/member/game/leave1': leaveReply,
    });
    const popup = fakeGameWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderTiles();
    fireEvent.click(screen.getByText('play'));
    const modal = await screen.findByTestId('play-modal');
    expect(within(modal).getByTestId('play-modal-frame').getAttribute('src')).toBe(GAME_URL);
    expectFullscreenByPermissionOnly(within(modal).getByTestId('play-modal-frame'));
    expect(popup.closed).toBe(true);
    expect(screen.getByTestId('play-state').textContent).toBe('playing');

    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('play-modal')).toBeNull());
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/member/game/leave1'));
    expect(screen.getByTestId('play-state').textContent).toBe('quitting');
  });

  it('opens the login-required confirm for a visitor', async () => {
    installFakeApi({});
    const { askLogin } = await renderTiles();
    fireEvent.click(screen.getByText('play'));
    expect(askLogin).toHaveBeenCalled();
  });

  it('shows the maintenance dialog with the interval and the customer service button (203)', async () => {
    signIn();
    installFakeApi({
      '/api/member/game/play1': refusal(203, 'maintenance', {
        start_at: '2026-11-22T14:00:00Z',
        end_at: '2026-11-22T16:30:00Z',
      }),
    });
    const popup = fakeGameWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderTiles({ customerServiceLink: 'https://support.example.com' });
    fireEvent.click(screen.getByText('play'));
    const dialog = await screen.findByTestId('maintenance-dialog');
    expect(popup.closed).toBe(true);
    expect(within(dialog).getByRole('heading').textContent).toBe('Maintenance');
    // America/Caracas is UTC-4.
    expect(within(dialog).getByTestId('maintenance-start').textContent).toContain('10:00:00');
    expect(within(dialog).getByTestId('maintenance-end').textContent).toContain('12:30:00');
    expect(within(dialog).getByTestId('maintenance-customer-service').getAttribute('href')).toBe('https://support.example.com');
    fireEvent.click(within(dialog).getByTestId('maintenance-close'));
    await waitFor(() => expect(screen.queryByTestId('maintenance-dialog')).toBeNull());
  });

  it('hides the customer service button when the site has no link', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': refusal(203, 'maintenance') });
    vi.spyOn(window, 'open').mockReturnValue(fakeGameWindow() as unknown as Window);
    await renderTiles();
    fireEvent.click(screen.getByText('play'));
    const dialog = await screen.findByTestId('maintenance-dialog');
    expect(within(dialog).queryByTestId('maintenance-customer-service')).toBeNull();
    expect(within(dialog).queryByTestId('maintenance-interval')).toBeNull();
  });

  it('shows a demo in the demo game modal on desktop', async () => {
    installFakeApi({ '/api/demo/play': ok({ game_url: GAME_URL }) });
    await renderTiles();
    fireEvent.click(screen.getByText('demo'));
    const modal = await screen.findByTestId('demo-game-modal');
    expect(within(modal).getByTestId('demo-game-modal-frame').getAttribute('src')).toBe(GAME_URL);
  });

  it('shows the server message when a demo cannot start', async () => {
    installFakeApi({ '/api/demo/play': refusal(101, 'Demo unavailable') });
    await renderWithProviders(
      <>
        <Tiles />
        <PlayRoot askLogin={() => {}} customerServiceLink="" />
      </>,
    );
    fireEvent.click(screen.getByText('demo'));
    expect(await screen.findByText('Demo unavailable')).toBeTruthy();
    expect(screen.queryByTestId('demo-game-modal')).toBeNull();
  });

  it('closes the game window and leaves on the quickGame message of its /close page', async () => {
    signIn();
    const fetchMock = installFakeApi({ '/api/member/game/play1': playReply(), '/api/member/game/leave1': leaveReply });
    const popup = fakeGameWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderTiles();
    fireEvent.click(screen.getByText('play'));
    await waitFor(() => expect(screen.getByTestId('play-state').textContent).toBe('playing'));
    const message = JSON.stringify({ type: 'quickGame', at: 1 });
    window.localStorage.setItem('window-msg', message);
    window.dispatchEvent(new StorageEvent('storage', { key: 'window-msg', newValue: message }));
    expect(popup.closed).toBe(true);
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/member/game/leave1'));
    expect(window.localStorage.getItem('window-msg')).toBeNull();
  });

  it('reloads a page restored from the back-forward cache while isPlay is 1', async () => {
    installFakeApi({});
    const reload = vi.fn();
    await renderTiles({ reload });
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: true });
    window.dispatchEvent(event);
    expect(reload).not.toHaveBeenCalled();
    setPlayFlag(true);
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('runs the quit step 300 ms after start-up when isPlay was left at 1', async () => {
    signIn();
    setPlayFlag(true);
    const fetchMock = installFakeApi({ '/api/member/game/leave1': leaveReply });
    await renderTiles();
    expect(paths(fetchMock)).not.toContain('/api/member/game/leave1');
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/member/game/leave1'));
    expect(window.localStorage.getItem('isPlay')).toBe('0');
  });

  it('stays idle inside the game window', async () => {
    signIn();
    setPlayFlag(true);
    window.name = 'gameWindow';
    const fetchMock = installFakeApi({ '/api/member/game/leave1': leaveReply });
    await renderTiles();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(paths(fetchMock)).toEqual([]);
  });
});

describe('secondary windows and the session', () => {
  it('stays idle in a pop-up of the site (member centre), so that its start-up does not quit the game', async () => {
    signIn();
    setPlayFlag(true);
    Object.defineProperty(window, 'opener', { configurable: true, value: {} });
    try {
      const fetchMock = installFakeApi({ '/api/member/game/leave1': leaveReply });
      await renderTiles();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(paths(fetchMock)).toEqual([]);
      expect(window.localStorage.getItem('isPlay')).toBe('1');
    } finally {
      Object.defineProperty(window, 'opener', { configurable: true, value: null });
    }
  });

  it('drops the game when the member logs out elsewhere', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': playReply() });
    const popup = fakeGameWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderTiles();
    fireEvent.click(screen.getByText('play'));
    await waitFor(() => expect(screen.getByTestId('play-state').textContent).toBe('playing'));
    clearStoredSession();
    await waitFor(() => expect(screen.getByTestId('play-state').textContent).toBe('idle'));
    expect(popup.closed).toBe(true);
    expect(window.localStorage.getItem('isPlay')).toBe('0');
  });

  it('listens for game.url and forward_game.status on the member channel', () => {
    const handlers = memberChannelHandlers({ queryClient: testQueryClient(), t: ((key: string) => key) as never });
    expect(handlers['game.url']).toBeTypeOf('function');
    expect(handlers['forward_game.status']).toBeTypeOf('function');
  });
});

describe('play pages', () => {
  it('/close in the game window tells the main window (window-msg quickGame) and closes itself', async () => {
    window.name = 'gameWindow';
    const closeSelf = vi.fn();
    await renderWithProviders(<CloseScreen closeSelf={closeSelf} />);
    expect(JSON.parse(window.localStorage.getItem('window-msg') ?? '{}').type).toBe('quickGame');
    expect(closeSelf).toHaveBeenCalled();
  });

  it('/close as a page of the main window leaves the game and goes home', async () => {
    signIn();
    setPlayFlag(true);
    const fetchMock = installFakeApi({ '/api/member/game/leave1': leaveReply });
    const { router } = await renderWithProviders(<CloseScreen />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(paths(fetchMock)).toEqual(['/api/member/game/leave1']);
    expect(window.localStorage.getItem('isPlay')).toBe('0');
  });

  it('/loading goes to the waiting address when it is already known', async () => {
    window.name = 'gameWindow';
    window.localStorage.setItem('waitingUrl', GAME_URL);
    const go = vi.fn();
    await renderWithProviders(<LoadingScreen go={go} />);
    expect(screen.getByTestId('loading-page').textContent).toContain('Starting your game');
    expect(go).toHaveBeenCalledWith(GAME_URL);
  });

  it('/play shows nothing but the way home for an address that is not a game', async () => {
    installFakeApi({});
    await renderWithProviders(<PlayScreen />);
    expect(screen.getByTestId('play-page').textContent).toContain('There is no game to show.');
    expect(screen.queryByTestId('play-page-frame')).toBeNull();
  });

  it('/play is a page of the app with its title', async () => {
    installSiteApi();
    await renderApp(`/play?url=${encodeURIComponent(GAME_URL)}`);
    expect((await screen.findByTestId('play-page-frame')).getAttribute('src')).toBe(GAME_URL);
    expectFullscreenByPermissionOnly(screen.getByTestId('play-page-frame'));
    await waitFor(() => expect(document.title).toBe('Play - Demo Casino'));
  });

  it('/loading is drawn without the site header', async () => {
    installSiteApi();
    await renderApp('/loading');
    expect(await screen.findByTestId('loading-page')).toBeTruthy();
    expect(screen.queryByTestId('layout-desktop')).toBeNull();
  });
});

describe('logout during play', () => {
  it('asks first, then leaves the game before logging out', async () => {
    signIn();
    const fetchMock = installSiteApi({
      '/api/member/profile/common/layout': ok(memberLayoutFixture()),
      '/api/logout': ok(null),
      '/api/member/game/play1': playReply(),
      '/api/member/game/leave1': leaveReply,
    });
    const popup = fakeGameWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderApp('/');
    // A game plays in its window.
    playPhase.set('playing');
    setPlayFlag(true);
    fireEvent.click(await screen.findByTestId('header-logout'));
    const confirm = await screen.findByTestId('logout-confirm');
    fireEvent.click(within(confirm).getByTestId('logout-confirm-confirm'));
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/logout'));
    const order = paths(fetchMock).filter((p) => p === '/api/member/game/leave1' || p === '/api/logout');
    expect(order).toEqual(['/api/member/game/leave1', '/api/logout']);
  });
});
