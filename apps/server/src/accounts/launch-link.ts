import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { LaunchSignIn } from '@casino/contract/calls/auth-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { findSessionByToken } from '../members/session-tokens.ts';

/**
 * The encrypted launch value of SPEC section 4 ("an alternative exchange posts an encrypted value from the
 * address"): AES-256-GCM over the session token and an expiry, keyed by TOKEN_SECRET. A native app shell or an
 * agent back office that holds a session makes one; the site exchanges it once for the sign-in data (its random id is
 * kept until it expires, and a second exchange is refused), and asks the person before it is used (decision 44).
 */
const LINK_TTL_MS = 5 * 60_000;

const keyOf = (secret: string) => createHash('sha256').update(`launch-link:${secret}`).digest();

export function sealLaunchValue(secret: string, token: string, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ id: randomBytes(16).toString('base64url'), tk: token, exp: now + LINK_TTL_MS }), 'utf8'),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens a launch value and returns the sign-in data as a JSON string; 101 when it is forged, expired or dead. */
export async function exchangeLaunchValue(db: Db, secret: string, enc: string, now = Date.now()): Promise<string> {
  let payload: { id?: unknown; tk?: unknown; exp?: unknown };
  try {
    const raw = Buffer.from(enc, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    payload = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    throw new Refusal(101, 'launch.invalid');
  }
  if (typeof payload.id !== 'string' || typeof payload.tk !== 'string' || typeof payload.exp !== 'number' || payload.exp < now)
    throw new Refusal(101, 'launch.invalid');
  await db.deleteFrom('launch_values_used').where('expires_at', '<', new Date(now)).execute();
  const first = await db
    .insertInto('launch_values_used')
    .values({ id: payload.id, expires_at: new Date(payload.exp) })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!first) throw new Refusal(101, 'launch.invalid');
  const session = await findSessionByToken(db, payload.tk);
  if (!session) throw new Refusal(101, 'launch.invalid');
  const member = await db.selectFrom('members').select(['account']).where('id', '=', session.memberId).executeTakeFirstOrThrow();
  const data: LaunchSignIn = {
    tk: payload.tk,
    member_id: session.memberId,
    member_account: member.account,
    member_currency: session.currency,
  };
  return JSON.stringify(data);
}
