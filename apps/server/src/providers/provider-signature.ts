import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PROVIDER_REQUEST_MAX_AGE_MS,
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
} from '@casino/contract/provider-protocol.ts';

/** hex HMAC-SHA256 over `${timestamp}.${body}` (packages/contract/src/provider-protocol.ts). */
export function signProviderMessage(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The headers that sign a body sent now. */
export function providerSignatureHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return { [PROVIDER_TIMESTAMP_HEADER]: timestamp, [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(secret, timestamp, body) };
}

/** Whether a message carries a valid signature made within the allowed age. */
export function verifyProviderMessage(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = Date.now(),
): boolean {
  const timestamp = headers[PROVIDER_TIMESTAMP_HEADER];
  const signature = headers[PROVIDER_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{10,16}$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > PROVIDER_REQUEST_MAX_AGE_MS) return false;
  const expected = Buffer.from(signProviderMessage(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
