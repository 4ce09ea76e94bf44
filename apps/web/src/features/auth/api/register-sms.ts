import { registerSmsCall } from '@casino/contract/calls/register-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /register/sms: sends the phone verification code. */
export function sendRegisterSms(
  request: Omit<CallRequest<typeof registerSmsCall>, 'type'>,
): Promise<CallResponse<typeof registerSmsCall>> {
  return callApi(registerSmsCall, { ...request, type: 'register_member' });
}
