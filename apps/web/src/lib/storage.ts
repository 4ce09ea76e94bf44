/** localStorage access that never throws (private mode, disabled storage, quota). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as the page.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Local storage keys of SPEC section 3 that the web app uses. */
export const STORAGE_KEYS = {
  token: 'token',
  memberId: 'member_id',
  memberAccount: 'member_account',
  currency: 'currency',
  memberType: 'member_type',
  pwa: 'pwa',
  skipReloadGetInfo: 'skipReloadGetInfo',
  /** A random id of this browser, sent with login so that the server recognises a known device. */
  udid: 'udid',
  isPlay: 'isPlay',
  language: 'i18n_redirected',
  /** Address the waiting window (/loading) goes to once it is known. */
  waitingUrl: 'waitingUrl',
  /** Which window waits at /loading: gameWindow, depositWindow or fpWindow. */
  waitingWindow: 'waitingWindow',
  /** A message between this site's windows (SPEC section 4, "Cross-window message"), removed after handling. */
  windowMsg: 'window-msg',
  /** The state a third-party sign-in was sent off with (JSON {state, at}), checked once when it returns. */
  authState: 'auth_state',
  /** The last maintenance interval a game start was refused with (JSON {start_at, end_at}). */
  maintainInterval: 'maintain_interval',
} as const;
