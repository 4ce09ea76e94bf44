import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The wire protocol of the built-in sandbox gateway, shared by the gateway (sandbox-gateway.ts) and the operator's
 * adapter of it (sandbox-adapter.ts) as a real gateway's documentation would be. Both hold one secret, as a merchant
 * and a gateway share an API key.
 */

export const SANDBOX_GATEWAY = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** The sandbox's pages live under this path of the same server, as if on a host of their own. */
export const SANDBOX_BASE_PATH = '/sandbox-gateway';
/** How long a hosted payment page can be used after the operator asked for it. */
export const PAY_TOKEN_TTL_MS = 60 * 60_000;

/** The secret given in SANDBOX_GATEWAY_SECRET, else one derived from TOKEN_SECRET (never the same key). */
export function sandboxSecret(tokenSecret: string, explicit?: string): string {
  if (explicit !== undefined && explicit !== '') {
    if (explicit.length < 16) throw new Error('SANDBOX_GATEWAY_SECRET must be at least 16 characters');
    return explicit;
  }
  return createHmac('sha256', tokenSecret).update('sandbox-gateway-secret').digest('hex');
}

/** HMAC-SHA256 in hex over the exact bytes of the body. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Compares in constant time; a signature of the wrong length or not hex is simply wrong. */
export function signatureHolds(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The operator's answer to a callback is signed too (same header), over the SHA-256 of the callback it answers and
 * the answer's body: the sandbox counts a callback delivered only on the signed answer to that very message, so an
 * answer from anyone else, or replayed from another callback, does not count.
 */
function answerBase(callbackBody: string, answerBody: string): string {
  return `answer.${createHash('sha256').update(callbackBody, 'utf8').digest('hex')}.${answerBody}`;
}

export function signAnswer(secret: string, callbackBody: string, answerBody: string): string {
  return signBody(secret, answerBase(callbackBody, answerBody));
}

export function answerHolds(secret: string, callbackBody: string, answerBody: string, signature: string | undefined): boolean {
  return signatureHolds(secret, answerBase(callbackBody, answerBody), signature);
}

/** The body of the callback the sandbox posts to the operator. */
export const sandboxCallbackBody = z.object({
  payment_id: z.string().min(1).max(64),
  order_number: z.string().min(1).max(64),
  amount: z.string().regex(/^\d{1,15}(\.\d{1,4})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['paid', 'declined']),
  /** Unix seconds when the sandbox signed the message. */
  timestamp: z.number().int().positive(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export type SandboxCallbackBody = z.infer<typeof sandboxCallbackBody>;

/** What the hosted page knows of a payment: carried in its URL, sealed by the sandbox so nobody can change it. */
export const payTokenPayload = z.object({
  payment_id: z.string(),
  order_number: z.string(),
  amount: z.string(),
  currency: z.string(),
  notify_url: z.string().url(),
  return_url: z.string().url(),
  /** Unix milliseconds after which the page refuses to take a decision. */
  expires_at: z.number().int(),
});
export type PayTokenPayload = z.infer<typeof payTokenPayload>;

function tokenSignature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`pay-token.${payload}`).digest('base64url');
}

export function sealPayToken(secret: string, payload: PayTokenPayload): string {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${encoded}.${tokenSignature(secret, encoded)}`;
}

/** The payment of a hosted-page URL, or undefined when the URL was not made by the sandbox or was changed. */
export function openPayToken(secret: string, token: string): PayTokenPayload | undefined {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(tokenSignature(secret, encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = payTokenPayload.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
