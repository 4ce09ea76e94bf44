import { recoveryResetCall, recoveryVerifyCall } from '@casino/contract/calls/auth-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Recovery step 1: proves the account and returns the token of step 2. */
export async function verifyRecovery(request: CallRequest<typeof recoveryVerifyCall>): Promise<string> {
  const reply = await callApi(recoveryVerifyCall, request);
  return reply.token;
}

/** Recovery step 2: sets the new password. */
export async function resetPassword(request: CallRequest<typeof recoveryResetCall>): Promise<void> {
  await callApi(recoveryResetCall, request);
}
