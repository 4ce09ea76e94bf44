import type { LoginResult } from '@casino/contract/calls/auth-calls.ts';
import { registerCall } from '@casino/contract/calls/register-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export type RegisterRequest = CallRequest<typeof registerCall>;

/** POST /register: creates the member and signs them in. */
export function register(request: RegisterRequest): Promise<LoginResult> {
  return callApi(registerCall, request);
}
