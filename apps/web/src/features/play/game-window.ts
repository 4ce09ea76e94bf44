import { popupFeatures } from '../../lib/member-windows.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';

/** Name of the game's window (also the waitingWindow value of SPEC section 3). */
export const GAME_WINDOW_NAME = 'gameWindow';
export const LOADING_PATH = '/loading';
export const CLOSE_PATH = '/close';
export const PLAY_PATH = '/play';

export type WindowHost = Pick<Window, 'open' | 'location' | 'navigator'> & {
  screen?: { availWidth: number; availHeight: number };
};

/**
 * Opens the game window at /loading, synchronously inside the click so that pop-up blockers let it through. Desktop
 * gets the 1500x800 pop-up, mobile a new tab. Null when the browser blocked it.
 */
export function openWaitingWindow(win: WindowHost, sized: boolean): Window | null {
  writeStorage(STORAGE_KEYS.waitingWindow, GAME_WINDOW_NAME);
  writeStorage(STORAGE_KEYS.waitingUrl, '');
  try {
    return win.open(LOADING_PATH, GAME_WINDOW_NAME, sized ? popupFeatures(win.screen) : undefined) ?? null;
  } catch {
    return null;
  }
}

export function isWindowClosed(popup: Window | null): boolean {
  if (!popup) return true;
  try {
    return popup.closed;
  } catch {
    return true;
  }
}

/** Sends the waiting window to the game. False when the window is gone. */
export function navigateWindow(popup: Window | null, url: string): boolean {
  if (!popup || isWindowClosed(popup)) return false;
  writeStorage(STORAGE_KEYS.waitingUrl, url);
  try {
    popup.location.replace(url);
  } catch {
    try {
      popup.location.href = url;
    } catch {
      return false;
    }
  }
  try {
    popup.focus();
  } catch {
    // A window that refuses focus still shows the game.
  }
  return true;
}

export function closeWindow(popup: Window | null): void {
  if (!popup) return;
  try {
    if (!popup.closed) popup.close();
  } catch {
    // Already gone.
  }
}

/**
 * Whether this page runs in a secondary window of the site: the game's window or frame, or any pop-up the site opened
 * (member centre, deposit). There the play controller stays idle, so that such a window starting up does not quit the
 * game of the main window.
 */
export function isGameContext(win: Window = window): boolean {
  try {
    if (win.name === GAME_WINDOW_NAME) return true;
    if (win.self !== win.top) return true;
    return Boolean(win.opener);
  } catch {
    return true;
  }
}

/** Only addresses of the web (or of this site) may be loaded as a game. */
export function isPlayableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}
