import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  PROVIDER_REQUEST_ID,
  PROVIDER_REQUEST_ID_HEADER,
  PROVIDER_REQUEST_MAX_AGE_MS,
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
} from '@casino/contract/provider-protocol.ts';

/**
 * Signatures of the seamless-wallet protocol (docs/provider-wallet-protocol.md), hex HMAC-SHA256 with the secret
 * shared with the provider:
 *   request: over `req.${timestamp}.${requestId}.${action}.${body}`
 *   answer:  over `ans.${timestamp}.${requestId}.${sha256hex(request body)}.${answer body}`
 * The prefixes keep a request's signature from ever passing as an answer's, the action keeps a signed bet from
 * being sent as a win, and the request id and hash bind each answer to the one request it answers.
 */
type Headers = Record<string, string | string[] | undefined>;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function requestBase(timestamp: string, requestId: string, action: string, body: string): string {
  return `req.${timestamp}.${requestId}.${action}.${body}`;
}

function answerBase(timestamp: string, requestId: string, requestBody: string, answerBody: string): string {
  return `ans.${timestamp}.${requestId}.${sha256Hex(requestBody)}.${answerBody}`;
}

/** The headers of a request sent now. */
export function signWalletRequest(
  secret: string,
  request: { action: string; requestId: string; body: string },
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  return {
    [PROVIDER_TIMESTAMP_HEADER]: timestamp,
    [PROVIDER_REQUEST_ID_HEADER]: request.requestId,
    [PROVIDER_SIGNATURE_HEADER]: hmac(secret, requestBase(timestamp, request.requestId, request.action, request.body)),
  };
}

/** The headers of the answer to a request (its request id echoed), signed now. */
export function signWalletAnswer(
  secret: string,
  answer: { requestId: string; requestBody: string; body: string },
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  return {
    [PROVIDER_TIMESTAMP_HEADER]: timestamp,
    [PROVIDER_REQUEST_ID_HEADER]: answer.requestId,
    [PROVIDER_SIGNATURE_HEADER]: hmac(secret, answerBase(timestamp, answer.requestId, answer.requestBody, answer.body)),
  };
}

/** The request id of a message's headers when it is well-formed. */
export function requestIdOf(headers: Headers): string | undefined {
  const id = headers[PROVIDER_REQUEST_ID_HEADER];
  return typeof id === 'string' && PROVIDER_REQUEST_ID.test(id) ? id : undefined;
}

function holds(secret: string, headers: Headers, base: (timestamp: string) => string, now: number): boolean {
  const timestamp = headers[PROVIDER_TIMESTAMP_HEADER];
  const signature = headers[PROVIDER_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{10,16}$/.test(timestamp)) return false;
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > PROVIDER_REQUEST_MAX_AGE_MS) return false;
  const expected = Buffer.from(hmac(secret, base(timestamp)), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a request to `action` carries a valid, fresh signature over its request id and body. */
export function verifyWalletRequest(secret: string, headers: Headers, action: string, body: string, now = Date.now()): boolean {
  const requestId = requestIdOf(headers);
  if (!requestId) return false;
  return holds(secret, headers, (timestamp) => requestBase(timestamp, requestId, action, body), now);
}

/** Whether an answer is the signed answer to the request sent with `requestId` and `requestBody`. */
export function verifyWalletAnswer(
  secret: string,
  headers: Headers,
  sent: { requestId: string; requestBody: string },
  answerBody: string,
  now = Date.now(),
): boolean {
  if (requestIdOf(headers) !== sent.requestId) return false;
  return holds(secret, headers, (timestamp) => answerBase(timestamp, sent.requestId, sent.requestBody, answerBody), now);
}
