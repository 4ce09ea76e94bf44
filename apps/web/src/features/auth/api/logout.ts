import { logoutCall } from '@casino/contract/calls/auth-calls.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /logout: ends the session of the token given (the one just cleared from storage) on the server. */
export async function logout(token: string): Promise<void> {
  await callApi(logoutCall, {}, { token });
}
