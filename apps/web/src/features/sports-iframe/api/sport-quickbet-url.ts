import { sportQuickbetUrlCall } from '@casino/contract/calls/sports-quickbet-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export type QuickbetTarget = { url: string; gpId: number };

/** The quick-bet page's address for this site's origin, and the sportsbook's gp_id (SPEC section 7). */
export async function fetchQuickbetUrl(
  body: CallRequest<typeof sportQuickbetUrlCall>,
  signal?: AbortSignal,
): Promise<QuickbetTarget> {
  const reply = await callApi(sportQuickbetUrlCall, body, { signal });
  return { url: reply.detail.url, gpId: reply.detail.gp_id };
}
