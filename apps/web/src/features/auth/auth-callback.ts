import { type LoginResult, loginResultData } from '@casino/contract/calls/auth-calls.ts';
import type { WindowMessage } from '../../lib/window-message.ts';

/**
 * The result a third-party sign-in hands to /authCallback, read from the address fragment (kept out of server logs
 * and referrers) or else the query: the login result (member_id, member_account, member_login_id, member_currency,
 * token) on success, or code and message on failure. Names differ from the launch sign-in's (tk, ...), so the start-up
 * of the callback window does not sign itself in.
 */
export type AuthCallbackResult =
  | { kind: 'login'; result: LoginResult }
  | { kind: 'failed'; code: number | null; message: string };

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
  if (login.success && login.data.token && login.data.member_id > 0 && login.data.member_account) {
    return { kind: 'login', result: login.data };
  }
  const code = params.get('code');
  const parsed = code !== null && /^\d{1,6}$/.test(code) ? Number(code) : null;
  return { kind: 'failed', code: parsed, message: (params.get('message') ?? '').slice(0, 300) };
}

/** The cross-window message of SPEC section 4 for the opener: authLogin with the login data, or authLoginClose. */
export function authCallbackMessage(result: AuthCallbackResult): WindowMessage {
  if (result.kind === 'login') return { type: 'authLogin', data: result.result };
  return { type: 'authLoginClose', data: result.code === null ? {} : { code: result.code, message: result.message } };
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

export const AUTH_WINDOW_NAME = 'authWindow';

/** Opens a third-party sign-in address in the auth window (its provider returns to /authCallback). */
export function openAuthWindow(url: string, win: Window = window): Window | null {
  authWindow = win.open(url, AUTH_WINDOW_NAME, 'width=520,height=680');
  return authWindow;
}

export function closeAuthWindow(): void {
  try {
    authWindow?.close();
  } catch {
    // Already gone.
  }
  authWindow = null;
}
