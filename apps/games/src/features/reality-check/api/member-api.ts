import '@casino/browser/zod-jitless.ts';
import type { CallDefinition, CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { API_PREFIX } from '@casino/contract/define-call.ts';
import { isSuccessCode, TOKEN_HEADER } from '@casino/contract/envelope.ts';
import { MEMBER_TOKEN_KEY, memberStorage, memberToken } from './member-token.ts';

/** Why a member call failed: `unauthorised` when the sign-in has ended, else `failed`. */
export class MemberCallError extends Error {
  override readonly name = 'MemberCallError';
  constructor(readonly kind: 'unauthorised' | 'failed') {
    super(kind);
  }
}

/**
 * One of the site's member calls from a game page, with the token the site stored. A renewed token in the reply
 * replaces the stored one only while that is still the one sent, as the site's own client does, so that the site
 * keeps its session when the member returns to it.
 */
export async function callAsMember<C extends CallDefinition>(
  call: C,
  body: CallRequest<C>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<CallResponse<C>> {
  const token = memberToken();
  if (!token) throw new MemberCallError('unauthorised');
  let response: Response;
  try {
    response = await fetchImpl(`${API_PREFIX}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [TOKEN_HEADER]: `Bearer ${token}` },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new MemberCallError('failed');
  }
  if (response.status === 401) throw new MemberCallError('unauthorised');
  const renewed = response.headers
    .get(TOKEN_HEADER)
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  if (renewed && memberToken() === token) memberStorage()?.setItem(MEMBER_TOKEN_KEY, renewed);
  let envelope: { code?: unknown; data?: unknown } | null = null;
  try {
    envelope = (await response.json()) as { code?: unknown; data?: unknown };
  } catch {
    throw new MemberCallError('failed');
  }
  if (!response.ok || typeof envelope?.code !== 'number' || !isSuccessCode(envelope.code)) {
    throw new MemberCallError('failed');
  }
  const data = call.response.safeParse(envelope.data);
  if (!data.success) throw new MemberCallError('failed');
  return data.data as CallResponse<C>;
}

/** Ends the sign-in; the stored token goes whatever the answer, so that this browser is signed out either way. */
export async function logOutMember(logout: CallDefinition, fetchImpl?: typeof fetch): Promise<void> {
  try {
    await callAsMember(logout, {}, fetchImpl);
  } catch {
    // Already ended, or the network failed: the token is dropped below all the same.
  }
  memberStorage()?.removeItem(MEMBER_TOKEN_KEY);
}
