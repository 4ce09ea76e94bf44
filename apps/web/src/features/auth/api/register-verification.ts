import { registerVerificationCall } from '@casino/contract/calls/register-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export type VerificationRequest = CallRequest<typeof registerVerificationCall>;

/** POST /register/verification: checks single fields (format and uniqueness) without registering. */
export async function verifyRegisterFields(request: VerificationRequest, signal?: AbortSignal): Promise<void> {
  await callApi(registerVerificationCall, request, { signal });
}
