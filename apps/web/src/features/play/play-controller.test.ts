import { formatDateTime } from '@casino/browser/date-format.ts';
import { QUIT_STATUS_CLEAR_MS } from '@casino/contract/constants.ts';
import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceReturnRunning } from '../../lib/balance-return-status.ts';
import { isGameInProgress, playPhase, setPlayFlag } from '../../lib/play-status.ts';
import { memberChannelReady } from '../../lib/realtime-status.ts';
import { saveSession } from '../../lib/session.ts';
import { setSiteCurrency } from '../../lib/site-currency.ts';
import { changeSiteLanguage } from '../../lib/site-language.ts';
import { installFakeApi, ok } from '../../test/fake-api.ts';
import { runtimeConfigFixture } from '../../test/fixtures.ts';
import { FACEBOOK_UA, fakeWindowHost, GAME_URL, leaveReply, MOBILE_UA, playReply, refusal } from '../../test/play-fixtures.ts';
import { clearToasts } from '../../ui/toast.tsx';
import type { WindowHost } from './game-window.ts';
import { chooseOpenType, isInAppBrowser } from './open-type.ts';
import {
  currentGame,
  EVENT_URL_GRACE_MS,
  handleForwardGameStatus,
  handleGameUrl,
  type PlayEnv,
  resetPlayController,
  startDemo,
  startPlay,
  startupQuitCheck,
} from './play-controller.ts';
import { playEventHandlers } from './play-events.ts';
import { playView } from './play-store.ts';

const t = ((key: string, options?: Record<string, unknown>) =>
  options?.message ? `${key}:${String(options.message)}` : key) as unknown as TFunction;

const toasts = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock('../../ui/toast.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../ui/toast.tsx')>();
  return {
    ...original,
    showToast: (message: string) => {
      toasts.shown.push(message);
      return 1;
    },
  };
});

const GAME = { gpId: 10, gameType: 2, gameCode: 'slot-1', house: 'house-a' };

function env(overrides: Partial<PlayEnv> & { host?: ReturnType<typeof fakeWindowHost>['host'] } = {}) {
  const { host, ...rest } = overrides;
  return {
    t,
    mode: 'desktop',
    navigate: vi.fn(),
    config: runtimeConfigFixture(),
    askLogin: vi.fn(),
    win: host as unknown as WindowHost | undefined,
    ...rest,
  } satisfies PlayEnv;
}

function signIn() {
  saveSession({ token: 'tok', memberId: 7, account: 'demo001', currency: 'INR' });
}

function paths(fetchMock: ReturnType<typeof installFakeApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
}

function bodyOf(fetchMock: ReturnType<typeof installFakeApi>, path: string): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return JSON.parse(String(call?.[1]?.body ?? '{}'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  memberChannelReady.set(true);
  toasts.shown = [];
  setSiteCurrency('INR');
});

afterEach(() => {
  resetPlayController();
  memberChannelReady.set(false);
  balanceReturnRunning.set(false);
  clearToasts();
  vi.useRealTimers();
});

describe('open type', () => {
  it('is a window by default, the reply on desktop, forced window on mobile and redirect in in-app browsers', () => {
    expect(chooseOpenType({ mode: 'desktop', userAgent: '' })).toBe('window');
    expect(chooseOpenType({ mode: 'desktop', userAgent: '', replyType: 'page' })).toBe('page');
    expect(chooseOpenType({ mode: 'mobile', userAgent: MOBILE_UA, replyType: 'page' })).toBe('window');
    expect(chooseOpenType({ mode: 'mobile', userAgent: MOBILE_UA, replyType: 'modal' })).toBe('modal');
    expect(chooseOpenType({ mode: 'mobile', userAgent: FACEBOOK_UA, replyType: 'window' })).toBe('redirect');
    expect(isInAppBrowser('Mozilla/5.0 (iPhone) Mobile/15E148 Instagram 300.0')).toBe(true);
    expect(isInAppBrowser('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')).toBe(true);
    expect(isInAppBrowser('Mozilla/5.0 (iPhone) Line/13.1.0')).toBe(true);
    expect(isInAppBrowser(MOBILE_UA)).toBe(false);
  });
});

describe('real play in a window', () => {
  it('opens /loading in the click, sends it to the game, polls every 500 ms, and leaves once it is closed', async () => {
    signIn();
    const fetchMock = installFakeApi({ '/api/member/game/play1': playReply(), '/api/member/game/leave1': leaveReply });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));

    // Synchronously, inside the click.
    expect(host.open).toHaveBeenCalledWith('/loading', 'gameWindow', expect.stringContaining('width=1500'));
    expect(window.localStorage.getItem('waitingWindow')).toBe('gameWindow');
    expect(playPhase.get()).toBe('starting');

    await vi.advanceTimersByTimeAsync(0);
    expect(popup.location.replace).toHaveBeenCalledWith(GAME_URL);
    expect(window.localStorage.getItem('waitingUrl')).toBe(GAME_URL);
    expect(playPhase.get()).toBe('playing');
    expect(window.localStorage.getItem('isPlay')).toBe('1');
    const play = bodyOf(fetchMock, '/member/game/play1');
    expect(play).toMatchObject({ gpId: 10, game_type: 2, game_code: 'slot-1', device: 0, extra: { house: 'house-a' } });
    expect(play.lobby_url).toBe(`${window.location.origin}/close`);

    await vi.advanceTimersByTimeAsync(1500);
    expect(paths(fetchMock)).not.toContain('/api/member/game/leave1');

    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(paths(fetchMock)).toContain('/api/member/game/leave1');
    expect(bodyOf(fetchMock, '/member/game/leave1')).toEqual({ session_id: 'sess-1' });
    expect(playPhase.get()).toBe('quitting');
    expect(window.localStorage.getItem('isPlay')).toBe('0');

    // Back to idle 30 s after the leave call succeeded.
    await vi.advanceTimersByTimeAsync(QUIT_STATUS_CLEAR_MS - 100);
    expect(playPhase.get()).toBe('quitting');
    await vi.advanceTimersByTimeAsync(100);
    expect(playPhase.get()).toBe('idle');
  });

  it("puts the game's lobby parameters on the lobby address (the quick-bet frame's event)", async () => {
    signIn();
    const fetchMock = installFakeApi({ '/api/member/game/play1': playReply(), '/api/member/game/leave1': leaveReply });
    const { host } = fakeWindowHost();
    startPlay({ ...GAME, lobbyQuery: { sports_event: 'e:1 &x' } }, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    expect(bodyOf(fetchMock, '/member/game/play1').lobby_url).toBe(`${window.location.origin}/close?sports_event=e%3A1+%26x`);
  });

  it('never refuses Play while quitting: the new game starts once the leave call has answered, and opens', async () => {
    signIn();
    let answerLeave: () => void = () => {};
    const fetchMock = installFakeApi({
      '/api/member/game/play1': playReply(),
      '/api/member/game/leave1': () =>
        new Promise<void>((resolve) => {
          answerLeave = resolve;
        }).then(() => leaveReply),
    });
    // The page comes back after the browser was closed with a game open: the start-up quit step runs.
    setPlayFlag(true);
    startupQuitCheck();
    await vi.advanceTimersByTimeAsync(300);
    expect(playPhase.get()).toBe('quitting');
    expect(paths(fetchMock)).toEqual(['/api/member/game/leave1']);

    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    expect(toasts.shown).toEqual([]);
    expect(host.open).toHaveBeenCalledWith('/loading', 'gameWindow', expect.stringContaining('width=1500'));
    expect(playPhase.get()).toBe('starting');
    // play1 waits for the leave call, which would otherwise end the new game too.
    await vi.advanceTimersByTimeAsync(0);
    expect(paths(fetchMock)).toEqual(['/api/member/game/leave1']);
    answerLeave();
    await vi.advanceTimersByTimeAsync(0);
    expect(paths(fetchMock)).toEqual(['/api/member/game/leave1', '/api/member/game/play1']);
    expect(popup.location.replace).toHaveBeenCalledWith(GAME_URL);
    expect(playPhase.get()).toBe('playing');
    // The quitting state's timer does not come back to end it.
    await vi.advanceTimersByTimeAsync(QUIT_STATUS_CLEAR_MS);
    expect(playPhase.get()).toBe('playing');
    expect(toasts.shown).toEqual([]);
  });

  it('starts at once when Play comes after the leave call answered, in the quitting state that follows it', async () => {
    signIn();
    const fetchMock = installFakeApi({ '/api/member/game/play1': playReply(), '/api/member/game/leave1': leaveReply });
    setPlayFlag(true);
    startupQuitCheck();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(playPhase.get()).toBe('quitting');
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    expect(paths(fetchMock)).toEqual(['/api/member/game/leave1', '/api/member/game/play1']);
    expect(popup.location.replace).toHaveBeenCalledWith(GAME_URL);
    expect(playPhase.get()).toBe('playing');
    expect(toasts.shown).toEqual([]);
  });

  it('clears quitting at once when the leave call fails', async () => {
    signIn();
    installFakeApi({
      '/api/member/game/play1': playReply(),
      '/api/member/game/leave1': refusal(500, 'leave_failed'),
    });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(playPhase.get()).toBe('idle');
  });

  it('waits up to 2 s for the realtime channel; a game.url event that comes first opens the game without the reply', async () => {
    signIn();
    memberChannelReady.set(false);
    let answer: (value: unknown) => void = () => {};
    const fetchMock = installFakeApi({
      '/api/member/game/play1': () =>
        new Promise((resolve) => {
          answer = resolve;
        }).then(() => playReply({ game_url: 'https://games.example.com/from-reply' })),
      '/api/member/game/leave1': leaveReply,
    });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(1900);
    expect(paths(fetchMock)).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(paths(fetchMock)).toEqual(['/api/member/game/play1']);

    playEventHandlers()['game.url']?.({ url: GAME_URL });
    // The reply (which says how the game opens) gets a moment to follow the event.
    await vi.advanceTimersByTimeAsync(EVENT_URL_GRACE_MS - 1);
    expect(popup.location.replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.location.replace).toHaveBeenCalledWith(GAME_URL);
    expect(playPhase.get()).toBe('playing');
    answer(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.location.replace).toHaveBeenCalledTimes(1);
  });

  it('follows the reply that comes just after the game.url event (a provider that forces the modal)', async () => {
    signIn();
    let answer: (value: unknown) => void = () => {};
    installFakeApi({
      '/api/member/game/play1': () =>
        new Promise((resolve) => {
          answer = resolve;
        }).then(() => playReply({ open_type: 'modal' })),
    });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    handleGameUrl(GAME_URL);
    answer(null);
    await vi.advanceTimersByTimeAsync(10);
    expect(playView.get().modal).toEqual({ url: GAME_URL });
    expect(popup.close).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(EVENT_URL_GRACE_MS);
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('opens the address of the game.url event when the reply is lost', async () => {
    signIn();
    installFakeApi({
      '/api/member/game/play1': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    handleGameUrl(GAME_URL);
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.location.replace).toHaveBeenCalledWith(GAME_URL);
    expect(playPhase.get()).toBe('playing');
    expect(toasts.shown).toEqual([]);
  });

  it('starts as soon as the realtime channel is ready', async () => {
    signIn();
    memberChannelReady.set(false);
    const fetchMock = installFakeApi({ '/api/member/game/play1': playReply() });
    const { host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(300);
    memberChannelReady.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(paths(fetchMock)).toEqual(['/api/member/game/play1']);
  });

  it('ignores a game.url event when no game is starting', () => {
    handleGameUrl(GAME_URL);
    expect(playPhase.get()).toBe('idle');
  });
});

describe('refusals', () => {
  it('asks a visitor to log in, without opening a window', () => {
    installFakeApi({});
    const { host } = fakeWindowHost();
    const e = env({ host });
    startPlay(GAME, e);
    expect(e.askLogin).toHaveBeenCalled();
    expect(host.open).not.toHaveBeenCalled();
  });

  it('plays a demo for a visitor on a demo deployment, but asks to log in for a hall of games', async () => {
    const fetchMock = installFakeApi({ '/api/demo/play': ok({ game_url: GAME_URL }) });
    const { host } = fakeWindowHost();
    const e = env({ host, config: runtimeConfigFixture({ DEMO_MODE: true }) });
    startPlay({ ...GAME, customized: true }, e);
    expect(e.askLogin).toHaveBeenCalledTimes(1);
    startPlay(GAME, e);
    await vi.advanceTimersByTimeAsync(0);
    expect(paths(fetchMock)).toEqual(['/api/demo/play']);
    expect(e.askLogin).toHaveBeenCalledTimes(1);
    expect(playView.get().demo).toEqual({ url: GAME_URL });
  });

  it('refuses a closed provider (r88)', () => {
    signIn();
    const { host } = fakeWindowHost();
    startPlay({ ...GAME, gpCode: 'r88' }, env({ host }));
    expect(toasts.shown).toEqual(['play.r88close_msg']);
    expect(host.open).not.toHaveBeenCalled();
  });

  it('refuses a second start while one is starting', () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': () => new Promise(() => {}) });
    const { host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    startPlay({ ...GAME, gameCode: 'other' }, env({ host }));
    expect(toasts.shown).toEqual(['play.alert_starting']);
    expect(host.open).toHaveBeenCalledTimes(1);
  });

  it('refuses the same game again, and on mobile any other game while one plays', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': playReply() });
    const { host } = fakeWindowHost({ userAgent: MOBILE_UA });
    startPlay(GAME, env({ host, mode: 'mobile' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(playPhase.get()).toBe('playing');
    startPlay(GAME, env({ host, mode: 'mobile' }));
    startPlay({ ...GAME, gameCode: 'other' }, env({ host, mode: 'mobile' }));
    expect(toasts.shown).toEqual(['play.alert_duplicate', 'play.err_is_playing']);
    expect(host.open).toHaveBeenCalledTimes(1);
  });

  it('lets desktop switch to another game in the same window', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': playReply() });
    const { host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    startPlay({ ...GAME, gameCode: 'other' }, env({ host }));
    expect(toasts.shown).toEqual([]);
    expect(host.open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(currentGame()?.game.gameCode).toBe('other');
  });

  it('refuses while a balance return runs (one_key_waiting)', () => {
    signIn();
    balanceReturnRunning.set(true);
    const { host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    expect(toasts.shown).toEqual(['play.one_key_waiting']);
    expect(host.open).not.toHaveBeenCalled();
  });

  it('closes the window and shows the server message when the start fails', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': refusal(101, 'No such game') });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.close).toHaveBeenCalled();
    expect(playPhase.get()).toBe('idle');
    expect(toasts.shown).toEqual(['play.start_failed_reason:No such game']);
  });

  it('maps reply 957 to the transfers-disabled message and closes the window', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': refusal(957, 'transfers_disabled') });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.close).toHaveBeenCalled();
    expect(toasts.shown).toEqual(['play.transfers_disabled']);
  });

  it('translates the server play keys (pg.no_balance)', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': refusal(102, 'pg.no_balance') });
    const { host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts.shown).toEqual(['play.start_failed_reason:play.no_balance']);
  });

  it('says only start_failed for pg.start_failed', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': refusal(107, 'pg.start_failed') });
    const { host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts.shown).toEqual(['play.start_failed']);
  });

  it('maps reply 104 to one_key_waiting', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': refusal(104, 'balance_return_running') });
    const { host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts.shown).toEqual(['play.one_key_waiting']);
  });
});

describe('maintenance and transfers', () => {
  it('207 closes the game window and names the wager or loss limit reached, with when play may resume', async () => {
    signIn();
    const freesAt = Date.parse('2026-11-30T11:15:00Z');
    installFakeApi({
      '/api/member/game/play1': refusal(207, 'pg.limit_reached', { kind: 'loss', period: 'week', frees_at: freesAt }),
    });
    const { popup, host } = fakeWindowHost();
    const said = ((key: string, options?: Record<string, unknown>) =>
      options
        ? `${key}(${Object.entries(options)
            .map(([k, v]) => `${k}=${String(v)}`)
            .join(',')})`
        : key) as unknown as TFunction;
    startPlay(GAME, env({ host, t: said, language: 'en_US' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.close).toHaveBeenCalled();
    expect(toasts.shown).toEqual([
      `protection.launch_limit_until(limit=protection.launch_loss_week,date=${formatDateTime(freesAt, 'en_US', { seconds: false })})`,
    ]);
    expect(playPhase.get()).toBe('idle');
  });

  it('203 closes the game window, stores the interval and opens the maintenance dialog', async () => {
    signIn();
    const interval = { start_at: '2026-11-22T10:00:00Z', end_at: '2026-11-22T12:00:00Z' };
    installFakeApi({ '/api/member/game/play1': refusal(203, 'maintenance', interval) });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.close).toHaveBeenCalled();
    expect(playView.get().maintenance).toEqual({ interval });
    expect(JSON.parse(window.localStorage.getItem('maintain_interval') ?? 'null')).toEqual(interval);
    expect(toasts.shown).toEqual([]);
    expect(playPhase.get()).toBe('idle');
  });

  it('forward_game.status 957 closes the game window, leaves and says why', async () => {
    signIn();
    const fetchMock = installFakeApi({ '/api/member/game/play1': playReply(), '/api/member/game/leave1': leaveReply });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    playEventHandlers()['forward_game.status']?.({ code: 100 });
    expect(popup.close).not.toHaveBeenCalled();
    playEventHandlers()['forward_game.status']?.({ code: 957 });
    expect(popup.close).toHaveBeenCalled();
    expect(toasts.shown).toEqual(['play.transfers_disabled']);
    await vi.advanceTimersByTimeAsync(0);
    expect(paths(fetchMock)).toContain('/api/member/game/leave1');
    expect(playPhase.get()).toBe('quitting');
  });

  it('957 while starting stops the start', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': () => new Promise(() => {}) });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    handleForwardGameStatus(957);
    expect(popup.close).toHaveBeenCalled();
    expect(playPhase.get()).toBe('idle');
  });
});

describe('other open types', () => {
  it('modal: the reply forces the play modal and the waiting window closes', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': playReply({ open_type: 'modal' }) });
    const { popup, host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.close).toHaveBeenCalled();
    expect(playView.get().modal).toEqual({ url: GAME_URL });
    expect(playPhase.get()).toBe('playing');
  });

  it('page: goes to /play with the address', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': playReply({ open_type: 'page' }) });
    const { host } = fakeWindowHost();
    const e = env({ host });
    startPlay(GAME, e);
    await vi.advanceTimersByTimeAsync(0);
    expect(e.navigate).toHaveBeenCalledWith(`/play?url=${encodeURIComponent(GAME_URL)}`);
  });

  it('mobile: a page reply still opens in the window, as device 1', async () => {
    signIn();
    const fetchMock = installFakeApi({ '/api/member/game/play1': playReply({ open_type: 'page' }) });
    const { popup, host } = fakeWindowHost({ userAgent: MOBILE_UA });
    const e = env({ host, mode: 'mobile' });
    startPlay(GAME, e);
    expect(host.open).toHaveBeenCalledWith('/loading', 'gameWindow', undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.location.replace).toHaveBeenCalledWith(GAME_URL);
    expect(e.navigate).not.toHaveBeenCalled();
    expect(bodyOf(fetchMock, '/member/game/play1').device).toBe(1);
  });

  it('in-app browser: no window, the page itself goes to the game', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': playReply() });
    const { host } = fakeWindowHost({ userAgent: FACEBOOK_UA });
    startPlay(GAME, env({ host, mode: 'mobile' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(host.open).not.toHaveBeenCalled();
    expect(host.location.assign).toHaveBeenCalledWith(GAME_URL);
  });

  it('a blocked pop-up falls back to the play page on desktop', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': playReply() });
    const { host } = fakeWindowHost({ blocked: true });
    const e = env({ host });
    startPlay(GAME, e);
    await vi.advanceTimersByTimeAsync(0);
    expect(e.navigate).toHaveBeenCalledWith(`/play?url=${encodeURIComponent(GAME_URL)}`);
  });
});

describe('start-up and language', () => {
  it('runs the quit step 300 ms after start-up when isPlay was left at 1, and resets it', async () => {
    signIn();
    const fetchMock = installFakeApi({ '/api/member/game/leave1': leaveReply });
    setPlayFlag(true);
    startupQuitCheck();
    await vi.advanceTimersByTimeAsync(299);
    expect(paths(fetchMock)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths(fetchMock)).toEqual(['/api/member/game/leave1']);
    expect(window.localStorage.getItem('isPlay')).toBe('0');
  });

  it('does nothing at start-up when isPlay is 0', async () => {
    signIn();
    const fetchMock = installFakeApi({});
    startupQuitCheck();
    await vi.advanceTimersByTimeAsync(1000);
    expect(paths(fetchMock)).toEqual([]);
  });

  it('refuses a language change while a game plays', async () => {
    signIn();
    installFakeApi({ '/api/member/game/play1': playReply() });
    const { host } = fakeWindowHost();
    startPlay(GAME, env({ host }));
    expect(isGameInProgress()).toBe(true);
    const reload = vi.fn();
    expect(changeSiteLanguage('zh_CN', 'en_US', reload)).toBe('refusedGameInProgress');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('demo', () => {
  it('starts one demo at a time and shows it in the demo modal on desktop', async () => {
    let answer: () => void = () => {};
    const fetchMock = installFakeApi({
      '/api/demo/play': () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }).then(() => ok({ game_url: GAME_URL })),
    });
    const e = env({ host: fakeWindowHost().host });
    startDemo(GAME, e);
    startDemo(GAME, e);
    expect(playView.get().demoStarting).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(paths(fetchMock)).toEqual(['/api/demo/play']);
    expect(bodyOf(fetchMock, '/demo/play')).toEqual({
      site_id: 1,
      currency: 'INR',
      device: 0,
      gp_id: 10,
      game_type: 2,
      game_code: 'slot-1',
      house: 'house-a',
    });
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(playView.get()).toMatchObject({ demoStarting: false, demo: { url: GAME_URL } });
  });

  it('opens a demo in a window on mobile, and shows the server message on failure', async () => {
    installFakeApi({ '/api/demo/play': ok({ game_url: GAME_URL }) });
    const { popup, host } = fakeWindowHost({ userAgent: MOBILE_UA });
    startDemo(GAME, env({ host, mode: 'mobile' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.location.replace).toHaveBeenCalledWith(GAME_URL);
    expect(playView.get().demo).toBeNull();

    installFakeApi({ '/api/demo/play': refusal(101, 'Demo unavailable') });
    const second = fakeWindowHost({ userAgent: MOBILE_UA });
    startDemo(GAME, env({ host: second.host, mode: 'mobile' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(second.popup.close).toHaveBeenCalled();
    expect(toasts.shown).toEqual(['Demo unavailable']);
  });
});
