import { createStore, useStore } from '../../lib/create-store.ts';

/**
 * The withdraw-only session of a member refused at login for a break or self-exclusion (docs/decisions/0079). It is
 * kept in sessionStorage under a key of its own, never beside the site's session (localStorage 'token'), so the
 * site stays signed out; sessionStorage lets a reload within its 15 minutes keep the page, and ends with the tab.
 */
const WITHDRAW_ONLY_TOKEN_KEY = 'withdraw_only_token';

/** The page of the withdraw-only session: under /user, a page route the server already serves. */
export const WITHDRAW_ONLY_PAGE = 'WithdrawOnly';
export const WITHDRAW_ONLY_PATH = `/user/${WITHDRAW_ONLY_PAGE}`;

function storedToken(): string | null {
  try {
    return window.sessionStorage.getItem(WITHDRAW_ONLY_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * The token in memory as well: a page already open sees a token handed over by a new login (its "Sign in again"),
 * and a browser whose sessionStorage refuses writes still has it until a reload.
 */
const token = createStore<string | null>(storedToken());

export function keepWithdrawOnlyToken(value: string): void {
  token.set(value || null);
  try {
    window.sessionStorage.setItem(WITHDRAW_ONLY_TOKEN_KEY, value);
  } catch {
    // Storage unavailable: the token lives in memory until the page is reloaded.
  }
}

export function readWithdrawOnlyToken(): string | null {
  return token.get();
}

export function forgetWithdrawOnlyToken(): void {
  token.set(null);
  try {
    window.sessionStorage.removeItem(WITHDRAW_ONLY_TOKEN_KEY);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** The withdraw-only token of this tab, or null. */
export function useWithdrawOnlyToken(): string | null {
  return useStore(token);
}
