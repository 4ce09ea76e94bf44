import { SESSION_FINGERPRINT_LENGTH } from '@casino/contract/realtime.ts';

/**
 * The fingerprint of a session token, as the realtime `login` event names sessions: the first hex characters of its
 * SHA-256. Undefined where the page has no Web Crypto (a plain-http page on a non-local address).
 */
export async function sessionFingerprint(token: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(token)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex.slice(0, SESSION_FINGERPRINT_LENGTH);
}
