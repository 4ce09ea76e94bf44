import { type LoginResult, loginCall } from '@casino/contract/calls/auth-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export type LoginRequest = CallRequest<typeof loginCall>;

/** POST /login. Refusals reject with an ApiError whose code says why (SPEC section 8, "Login"). */
export function login(request: LoginRequest): Promise<LoginResult> {
  return callApi(loginCall, request);
}
