import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** The member token, kept in localStorage under 'token' (SPEC section 3). */
export function getToken(): string | null {
  const token = readStorage(STORAGE_KEYS.token);
  return token ? token : null;
}

type TokenListener = (token: string) => void;
const listeners = new Set<TokenListener>();

/** Called when a token is stored (login, or a renewed token handed out in a reply header). */
export function onTokenChange(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setToken(token: string): void {
  const changed = getToken() !== token;
  writeStorage(STORAGE_KEYS.token, token);
  if (changed) for (const listener of listeners) listener(token);
}

export function clearToken(): void {
  removeStorage(STORAGE_KEYS.token);
}

/** Accepts a header value with or without the Bearer scheme and returns the bare token. */
export function tokenFromHeader(value: string | null): string | null {
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token ? token : null;
}
