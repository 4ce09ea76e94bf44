import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** The member token, kept in localStorage under 'token' (SPEC section 3). */
export function getToken(): string | null {
  const token = readStorage(STORAGE_KEYS.token);
  return token ? token : null;
}

export function setToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
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
