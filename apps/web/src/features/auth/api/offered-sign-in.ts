import { memberLayoutCall } from '@casino/contract/calls/member-calls.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MemberSession } from '../../../lib/session.ts';

/**
 * Asks the server whose session an offered token is (with that token, leaving the stored session alone): the account
 * the dialog names is the server's, never the one the address claims. A sliding session may hand out a new token for
 * this call (the old one then lapses after a short grace): the offer carries the new one.
 */
export async function checkOfferedToken(token: string, signal?: AbortSignal): Promise<MemberSession> {
  let current = token;
  const layout = await callApi(memberLayoutCall, {}, { token, signal, onRenewedToken: (renewed) => (current = renewed) });
  return { token: current, memberId: layout.id, account: layout.member_account, currency: layout.member_currency };
}
