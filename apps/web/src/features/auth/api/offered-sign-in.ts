import { memberLayoutCall } from '@casino/contract/calls/member-calls.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MemberSession } from '../../../lib/session.ts';

/**
 * Asks the server whose session an offered token is (with that token, leaving the stored session alone): the account
 * the dialog names is the server's, never the one the address claims.
 */
export async function checkOfferedToken(token: string, signal?: AbortSignal): Promise<MemberSession> {
  const layout = await callApi(memberLayoutCall, {}, { token, signal });
  return { token, memberId: layout.id, account: layout.member_account, currency: layout.member_currency };
}
