import { validMessageCall } from '@casino/contract/calls/register-calls.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /register/valid_message: whether an agent id or a recommend code may introduce a new member. */
export async function checkIntroducerLink(
  siteId: number,
  introducer: { agent_id: string } | { recommend_code: string },
): Promise<boolean> {
  const reply = await callApi(validMessageCall, { site_id: siteId, ...introducer });
  return reply.is_valid;
}
