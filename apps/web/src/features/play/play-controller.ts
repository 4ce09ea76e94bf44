import { type MaintenanceInterval, maintenanceInterval, type OpenType, PlayCode } from '@casino/contract/calls/play-calls.ts';
import {
  POPUP_POLL_MS,
  QUIT_GAME_STEP_DELAY_MS,
  QUIT_STATUS_CLEAR_MS,
  REALTIME_WAIT_BEFORE_PLAY_MS,
} from '@casino/contract/constants.ts';
import { DEVICE } from '@casino/contract/devices.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client.ts';
import { balanceReturnRunning } from '../../lib/balance-return-status.ts';
import { describeError } from '../../lib/error-text.ts';
import type { LayoutMode } from '../../lib/layout-mode.ts';
import { playPhase, readPlayFlag, setPlayFlag } from '../../lib/play-status.ts';
import { waitForMemberChannel } from '../../lib/realtime-status.ts';
import { getSession, MEMBER_QUERY_ROOT } from '../../lib/session.ts';
import { getSiteCurrency } from '../../lib/site-currency.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { showToast } from '../../ui/toast.tsx';
import { playLimitText } from '../protection/play-limit-text.ts';
import { leaveGame, startDemoGame, startRealGame } from './api/play-api.ts';
import {
  CLOSE_PATH,
  closeWindow,
  isPlayableUrl,
  isWindowClosed,
  navigateWindow,
  openWaitingWindow,
  PLAY_PATH,
  type WindowHost,
} from './game-window.ts';
import { chooseOpenType, forcesRedirect } from './open-type.ts';
import { EMPTY_VIEW, playView, updateView } from './play-store.ts';

/** A real game as the game lists hand it over. */
export type PlayGameInput = {
  gpId: number;
  gameType: number;
  gameCode: string;
  house?: string;
  customized?: boolean;
  gpCode?: string;
  /** Parameters on the lobby address the game is given: the home page's quick-bet frame names the tapped event. */
  lobbyQuery?: Readonly<Record<string, string>>;
};

export type DemoGameInput = { gpId: number; gameType: number; gameCode: string; house?: string };

/** What the controller needs from the page. */
export type PlayEnv = {
  t: TFunction;
  /** The page's language, for dates in messages. */
  language?: string | undefined;
  mode: LayoutMode;
  navigate: (to: string) => void;
  config: RuntimeConfig;
  /** Opens the login-required confirm. */
  askLogin: () => void;
  queryClient?: QueryClient | undefined;
  win?: WindowHost | undefined;
};

/** Transfers to the provider are disabled (realtime forward_game.status, SPEC section 7). */
export const TRANSFERS_DISABLED_CODE = PlayCode.transfersDisabled;

/** Providers whose service is closed: their games are refused with r88close_msg (SPEC section 5). */
const CLOSED_PROVIDER_CODES: ReadonlySet<string> = new Set(['R88', 'GPR88']);

type Current = {
  attempt: number;
  game: PlayGameInput;
  env: PlayEnv;
  popup: Window | null;
  openType: OpenType | null;
  sessionId: string | undefined;
  /** The reply's open type, when it came before the address. */
  replyType: OpenType | undefined;
  /** The address of a game.url event that came before the reply. */
  eventUrl: string | null;
  eventTimer: ReturnType<typeof setTimeout> | null;
};

/**
 * The server sends game.url just before its reply, and only the reply says how the game opens (a provider may force
 * the modal): an address that came first waits this long for the reply, then opens the usual way.
 */
export const EVENT_URL_GRACE_MS = 1_000;

/** Server message keys of the play calls, as texts of the play section. */
const SERVER_MESSAGES: Record<string, string> = {
  'pg.no_balance': 'play.no_balance',
  'pg.no_game': 'play.game_unavailable',
  'pg.start_failed': 'play.start_failed',
  'pg.alert_starting': 'play.alert_starting',
  demo_mode: 'play.demo_mode',
  game_maintenance: 'play.maintenance_message',
  transfers_disabled: 'play.transfers_disabled',
  one_key_waiting: 'play.one_key_waiting',
};

/** A failed play or demo call as a sentence: the play texts for the server's play keys, else the usual error text. */
export function playErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && Object.hasOwn(SERVER_MESSAGES, error.message)) {
    return t(SERVER_MESSAGES[error.message] as 'play.start_failed');
  }
  return describeError(error, t);
}

let current: Current | null = null;
let attempts = 0;
let pollTimer: ReturnType<typeof setInterval> | null = null;
let quitClearTimer: ReturnType<typeof setTimeout> | null = null;
let quitPromise: Promise<void> | null = null;
let lastEnv: PlayEnv | null = null;

function hostOf(env: PlayEnv): WindowHost {
  return env.win ?? window;
}

function sameGame(a: PlayGameInput, b: PlayGameInput): boolean {
  return a.gpId === b.gpId && a.gameType === b.gameType && a.gameCode === b.gameCode && (a.house ?? '') === (b.house ?? '');
}

function deviceOf(mode: LayoutMode): number {
  return mode === 'desktop' ? DEVICE.desktop : DEVICE.mobile;
}

function stopPolling(): void {
  if (pollTimer !== null) clearInterval(pollTimer);
  pollTimer = null;
  if (current?.eventTimer) clearTimeout(current.eventTimer);
  if (current) current.eventTimer = null;
}

/** The game that runs now, if any (tests and the play page). */
export function currentGame(): Readonly<{ game: PlayGameInput; openType: OpenType | null }> | null {
  return current ? { game: current.game, openType: current.openType } : null;
}

/**
 * Starts a real game (SPEC section 4, "Game start", and section 5, "Play refusals"). Synchronous up to the point where
 * the game window is opened, so that it still counts as the user's click for pop-up blockers.
 */
export function startPlay(game: PlayGameInput, env: PlayEnv): void {
  const { t, mode, config } = env;
  lastEnv = env;
  if (game.gpCode && CLOSED_PROVIDER_CODES.has(game.gpCode.toUpperCase())) {
    showToast(t('play.r88close_msg'), { tone: 'error' });
    return;
  }
  if (!getSession()) {
    // A demo deployment plays ordinary games as demos; a hall of games (customized) needs a member.
    if (config.DEMO_MODE && !game.customized) startDemo(game, env);
    else env.askLogin();
    return;
  }
  const phase = playPhase.get();
  if (phase === 'starting') {
    showToast(t('play.alert_starting'), { tone: 'error' });
    return;
  }
  // Quitting never holds Play (docs/decisions/0040): the start waits for the leave call in flight, if any, and play1
  // closes whatever is still open of the old game.
  if (phase === 'playing' && current) {
    if (sameGame(current.game, game)) {
      showToast(t('play.alert_duplicate'), { tone: 'error' });
      try {
        current.popup?.focus();
      } catch {
        // Nothing to bring forward.
      }
      return;
    }
    if (mode !== 'desktop') {
      showToast(t('play.err_is_playing'), { tone: 'error' });
      return;
    }
  }
  if (balanceReturnRunning.get()) {
    showToast(t('play.one_key_waiting'), { tone: 'error' });
    return;
  }

  const host = hostOf(env);
  const userAgent = host.navigator?.userAgent ?? '';
  // On desktop another game replaces the running one in the same window: its polling stops here.
  stopPolling();
  const previous = current;
  if (quitClearTimer !== null) clearTimeout(quitClearTimer);
  quitClearTimer = null;
  const popup = forcesRedirect(mode, userAgent) ? null : openWaitingWindow(host, mode === 'desktop');
  if (previous?.openType === 'modal') updateView({ modal: null });
  const attempt = ++attempts;
  current = {
    attempt,
    game,
    env,
    popup,
    openType: null,
    sessionId: undefined,
    replyType: undefined,
    eventUrl: null,
    eventTimer: null,
  };
  playPhase.set('starting');
  void requestGame(attempt);
}

async function requestGame(attempt: number): Promise<void> {
  const starting = current;
  if (!starting) return;
  const { game, env } = starting;
  // A leave call still on its way would end the new game with the old one: the start goes after it (it never fails).
  const leaving = quitPromise;
  await Promise.all([waitForMemberChannel(REALTIME_WAIT_BEFORE_PLAY_MS), leaving]);
  if (current?.attempt !== attempt) return;
  try {
    const reply = await startRealGame({
      gpId: game.gpId,
      game_type: game.gameType,
      game_code: game.gameCode,
      lobby_url: `${window.location.origin}${CLOSE_PATH}${game.lobbyQuery ? `?${new URLSearchParams(game.lobbyQuery)}` : ''}`,
      extra: { ...(game.house ? { house: game.house } : {}), ...(game.gpCode ? { gp_code: game.gpCode } : {}) },
      device: deviceOf(env.mode),
    });
    const active = current as Current | null;
    if (active?.attempt !== attempt) return;
    active.sessionId = reply.session_id;
    active.replyType = reply.open_type;
    if (active.openType === null) openGame(reply.game_url);
  } catch (error) {
    const active = current as Current | null;
    if (active?.attempt !== attempt) return;
    // The game did start (its address came) even though the reply was lost on the way.
    const lost = isApiError(error) && (error.kind === 'networkError' || error.kind === 'requestTimeout');
    if (lost && active.eventUrl !== null && active.openType === null) {
      openGame(active.eventUrl);
      return;
    }
    failStart(error, env);
  }
}

/** The realtime game.url event: ends starting and opens the game, when the reply has not done so already. */
export function handleGameUrl(url: string): void {
  const active = current;
  if (!active || active.openType !== null || playPhase.get() !== 'starting' || active.eventUrl !== null) return;
  active.eventUrl = url;
  active.eventTimer = setTimeout(() => {
    active.eventTimer = null;
    if (current === active && active.openType === null) openGame(url);
  }, EVENT_URL_GRACE_MS);
}

function openGame(url: string): void {
  const active = current;
  if (!active) return;
  const { env } = active;
  const host = hostOf(env);
  if (active.eventTimer !== null) clearTimeout(active.eventTimer);
  active.eventTimer = null;
  if (!isPlayableUrl(url)) {
    failStart(null, env);
    return;
  }
  let openType = chooseOpenType({ mode: env.mode, userAgent: host.navigator?.userAgent ?? '', replyType: active.replyType });
  if (openType === 'window') {
    if (active.popup && isWindowClosed(active.popup)) {
      // The player closed the waiting window before the game came: the game is left again.
      active.openType = 'window';
      playPhase.set('playing');
      setPlayFlag(true);
      void quitGame();
      return;
    }
    if (!navigateWindow(active.popup, url)) openType = env.mode === 'desktop' ? 'page' : 'redirect';
  }
  if (openType !== 'window') closeWindow(active.popup);
  active.openType = openType;
  playPhase.set('playing');
  setPlayFlag(true);
  switch (openType) {
    case 'window':
      pollTimer = setInterval(() => {
        if (current === active && isWindowClosed(active.popup)) {
          stopPolling();
          void quitGame();
        }
      }, POPUP_POLL_MS);
      break;
    case 'modal':
      updateView({ modal: { url } });
      break;
    case 'page':
      env.navigate(`${PLAY_PATH}?url=${encodeURIComponent(url)}`);
      break;
    case 'redirect':
      host.location.assign(url);
      break;
  }
}

function parseInterval(data: unknown): MaintenanceInterval | null {
  const parsed = maintenanceInterval.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A refused or failed start (SPEC section 8, "Game play"). */
function failStart(error: unknown, env: PlayEnv): void {
  const active = current;
  closeWindow(active?.popup ?? null);
  if (active?.eventTimer) clearTimeout(active.eventTimer);
  current = null;
  playPhase.set('idle');
  setPlayFlag(false);
  const { t } = env;
  if (isApiError(error) && error.code === PlayCode.maintenance) {
    const interval = parseInterval(error.data);
    writeStorage(STORAGE_KEYS.maintainInterval, JSON.stringify(interval ?? {}));
    updateView({ maintenance: { interval } });
    return;
  }
  if (isApiError(error) && error.code === PlayCode.balanceReturnRunning) {
    showToast(t('play.one_key_waiting'), { tone: 'error' });
    return;
  }
  if (isApiError(error) && error.code === PlayCode.transfersDisabled) {
    showToast(t('play.transfers_disabled'), { tone: 'error' });
    return;
  }
  if (isApiError(error) && error.code === PlayCode.starting) {
    showToast(t('play.alert_starting'), { tone: 'error' });
    return;
  }
  if (isApiError(error) && error.code === PlayCode.limitReached) {
    showToast(playLimitText(error.data, t, env.language ?? 'en_US'), { tone: 'error' });
    return;
  }
  if (isApiError(error) && (error.kind === 'unauthorised' || error.kind === 'aborted')) return;
  const message = error === null ? '' : playErrorText(error, t);
  const failed = t('play.start_failed');
  showToast(message && message !== failed ? t('play.start_failed_reason', { message }) : failed, { tone: 'error' });
}

/** Closes whatever shows the game: its window, the play modal, or the play page. */
export function closeGame(): void {
  stopPolling();
  const active = current;
  if (!active) {
    updateView({ modal: null });
    return;
  }
  closeWindow(active.popup);
  if (active.openType === 'modal') updateView({ modal: null });
  if (active.openType === 'page' && window.location.pathname === PLAY_PATH) active.env.navigate('/');
}

/**
 * The game-quit step (SPEC section 4, "Game quit"): quitting, leave call; back to idle at once when the call fails,
 * 30 s after it succeeded. isPlay goes to 0. A second call while quitting waits for the first.
 */
export function quitGame(): Promise<void> {
  if (playPhase.get() === 'quitting') return quitPromise ?? Promise.resolve();
  stopPolling();
  const active = current;
  const wasPlaying = active !== null || readPlayFlag() || playPhase.get() !== 'idle';
  current = null;
  setPlayFlag(false);
  if (active?.openType === 'modal') updateView({ modal: null });
  if (!wasPlaying || !getSession()) {
    playPhase.set('idle');
    return Promise.resolve();
  }
  playPhase.set('quitting');
  const queryClient = active?.env.queryClient ?? lastEnv?.queryClient;
  const promise = leaveGame(active?.sessionId).then(
    () => {
      if (quitClearTimer !== null) clearTimeout(quitClearTimer);
      quitClearTimer = setTimeout(() => {
        quitClearTimer = null;
        if (playPhase.get() === 'quitting') playPhase.set('idle');
      }, QUIT_STATUS_CLEAR_MS);
      // The balance came back from the provider.
      void queryClient?.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] });
    },
    () => {
      if (playPhase.get() === 'quitting') playPhase.set('idle');
    },
  );
  quitPromise = promise;
  void promise.finally(() => {
    if (quitPromise === promise) quitPromise = null;
  });
  return promise;
}

/** Ends the game before a logout: closes it and waits for the leave call. */
export function forceQuit(): Promise<void> {
  if (playPhase.get() === 'starting' && current) {
    closeWindow(current.popup);
    current = null;
    playPhase.set('idle');
    setPlayFlag(false);
    return Promise.resolve();
  }
  closeGame();
  return quitGame();
}

/** Realtime forward_game.status 957: transfers are off, so play stops and the game closes. */
export function handleForwardGameStatus(code: number): void {
  if (code !== TRANSFERS_DISABLED_CODE) return;
  const phase = playPhase.get();
  if (phase !== 'starting' && phase !== 'playing') return;
  const t = current?.env.t ?? lastEnv?.t;
  if (phase === 'starting' && current) {
    closeWindow(current.popup);
    current = null;
    playPhase.set('idle');
    setPlayFlag(false);
  } else {
    closeGame();
    void quitGame();
  }
  if (t) showToast(t('play.transfers_disabled'), { tone: 'error' });
}

/** The game's lobby button led to /close (message quickGame from the game's window or frame). */
export function handleQuickGame(): boolean {
  if (!current && playPhase.get() !== 'playing') return false;
  closeGame();
  void quitGame();
  return true;
}

/** The member changed (logout, 401, another login): the game goes with the old session, without a leave call. */
export function dropGame(): void {
  stopPolling();
  if (current) closeWindow(current.popup);
  current = null;
  if (quitClearTimer !== null) clearTimeout(quitClearTimer);
  quitClearTimer = null;
  quitPromise = null;
  updateView({ modal: null });
  setPlayFlag(false);
  playPhase.set('idle');
}

/**
 * Start-up (SPEC section 4): when isPlay was left at 1 (the page was reloaded or left during a game), the game-quit
 * step runs after 300 ms and isPlay goes back to 0. Returns a cancel function.
 */
export function startupQuitCheck(): () => void {
  if (!readPlayFlag()) return () => {};
  const timer = setTimeout(() => {
    if (playPhase.get() === 'idle' && current === null) void quitGame();
    else if (current === null) setPlayFlag(false);
  }, QUIT_GAME_STEP_DELAY_MS);
  return () => clearTimeout(timer);
}

/** Demo play (SPEC section 5): one start at a time; the demo game modal on desktop, a window on mobile. */
export function startDemo(game: DemoGameInput, env: PlayEnv): void {
  lastEnv = env;
  if (playView.get().demoStarting) return;
  const host = hostOf(env);
  const popup = env.mode === 'desktop' ? null : openWaitingWindow(host, false);
  updateView({ demoStarting: true });
  void startDemoGame({
    site_id: env.config.SITE_ID,
    currency: getSiteCurrency(),
    device: deviceOf(env.mode),
    gp_id: game.gpId,
    game_type: game.gameType,
    game_code: game.gameCode,
    house: game.house ?? '',
  }).then(
    (reply) => {
      updateView({ demoStarting: false });
      if (!isPlayableUrl(reply.game_url)) {
        closeWindow(popup);
        showToast(env.t('play.start_failed'), { tone: 'error' });
        return;
      }
      if (env.mode === 'desktop') updateView({ demo: { url: reply.game_url } });
      else if (!navigateWindow(popup, reply.game_url)) host.location.assign(reply.game_url);
    },
    (error: unknown) => {
      updateView({ demoStarting: false });
      closeWindow(popup);
      showToast(playErrorText(error, env.t), { tone: 'error' });
    },
  );
}

/** Back to the first state (tests). */
export function resetPlayController(): void {
  stopPolling();
  if (quitClearTimer !== null) clearTimeout(quitClearTimer);
  quitClearTimer = null;
  quitPromise = null;
  current = null;
  lastEnv = null;
  playPhase.set('idle');
  playView.set(EMPTY_VIEW);
}
