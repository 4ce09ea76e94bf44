import { checkIframeCall } from '@casino/contract/calls/sports-quickbet-calls.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Whether the server lets the site frame this address (SPEC section 7, POST /check_iframe). */
export async function checkIframe(url: string, signal?: AbortSignal): Promise<boolean> {
  const reply = await callApi(checkIframeCall, { url }, { signal });
  return reply.is_valid;
}
