import { type LoginResult, loginResultData } from '@casino/contract/calls/auth-calls.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import type { WindowMessage } from '../../lib/window-message.ts';

/**
 * The result a third-party sign-in hands to /authCallback, read from the address fragment (kept out of server logs
 * and referrers) or else the query: the login result (member_id, member_account, member_login_id, member_currency,
 * token) on success, or code and message on failure. Names differ from the launch sign-in's (tk, ...), so the start-up
 * of the callback window does not sign itself in. state is the value this browser sent the sign-in off with
 * (openAuthWindow): a result without this browser's state is someone else's and is never used (decision 44).
 */
export type AuthCallbackResult = { state: string } & (
  | { kind: 'login'; result: LoginResult }
  | { kind: 'failed'; code: number | null; message: string }
);

export function parseAuthCallback(location: Pick<Location, 'search' | 'hash'>): AuthCallbackResult {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const params = fragment.has('token') || fragment.has('code') ? fragment : new URLSearchParams(location.search);
  const login = loginResultData.safeParse({
    member_id: Number(params.get('member_id')),
    member_account: params.get('member_account') ?? undefined,
    member_login_id: params.get('member_login_id') ?? '',
    member_currency: params.get('member_currency') ?? undefined,
    token: params.get('token') ?? undefined,
  });
  const state = (params.get('state') ?? '').slice(0, 100);
  if (login.success && login.data.token && login.data.member_id > 0 && login.data.member_account) {
    return { state, kind: 'login', result: login.data };
  }
  const code = params.get('code');
  const parsed = code !== null && /^\d{1,6}$/.test(code) ? Number(code) : null;
  return { state, kind: 'failed', code: parsed, message: (params.get('message') ?? '').slice(0, 300) };
}

/** The cross-window message of SPEC section 4 for the opener: authLogin with the login data, or authLoginClose. */
export function authCallbackMessage(result: AuthCallbackResult): WindowMessage {
  const { state } = result;
  if (result.kind === 'login') return { type: 'authLogin', data: { ...result.result, state } };
  return {
    type: 'authLoginClose',
    data: result.code === null ? { state } : { state, code: result.code, message: result.message },
  };
}

/** Reads an authLoginClose message's result code and message, if it has one. */
export function authCloseError(data: unknown): { code: number; message: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { code, message } = data as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  return { code, message: typeof message === 'string' ? message : '' };
}

/** The window a third-party sign-in opened, closed when its result arrives. */
let authWindow: Window | null = null;
/** The state of the sign-in this window started: only its result is taken from the cross-window message. */
let startedState: string | null = null;

export const AUTH_WINDOW_NAME = 'authWindow';
/** How long a started sign-in may take before its return is refused. */
export const AUTH_STATE_TTL_MS = 10 * 60_000;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Opens a third-party sign-in address in the auth window (its provider returns to /authCallback). The address gets a
 * new random state, which this browser keeps (local storage, for the callback window) and this window remembers (for
 * the message that brings the result back).
 */
export function openAuthWindow(url: string, win: Window = window): Window | null {
  const state = randomState();
  startedState = state;
  writeStorage(STORAGE_KEYS.authState, JSON.stringify({ state, at: Date.now() }));
  const address = new URL(url, win.location.href);
  address.searchParams.set('state', state);
  authWindow = win.open(address.toString(), AUTH_WINDOW_NAME, 'width=520,height=680');
  return authWindow;
}

/**
 * The callback window's check: whether this browser started the sign-in that returned with this state, and not too
 * long ago. The stored state is used up either way, so that a result cannot be used twice.
 */
export function takeStartedState(state: string, now = Date.now()): boolean {
  const raw = readStorage(STORAGE_KEYS.authState);
  removeStorage(STORAGE_KEYS.authState);
  if (!raw || !state) return false;
  try {
    const stored = JSON.parse(raw) as { state?: unknown; at?: unknown };
    return stored.state === state && typeof stored.at === 'number' && now - stored.at <= AUTH_STATE_TTL_MS;
  } catch {
    return false;
  }
}

/** The opener's check: whether a cross-window result belongs to the sign-in this window started. Used up once. */
export function takeOwnResult(data: unknown): boolean {
  const state = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).state : undefined;
  if (startedState === null || state !== startedState) return false;
  startedState = null;
  return true;
}

export function closeAuthWindow(): void {
  try {
    authWindow?.close();
  } catch {
    // Already gone.
  }
  authWindow = null;
}
