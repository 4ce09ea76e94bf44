import { logoutCall } from '@casino/contract/calls/auth-calls.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /logout: ends the session of the stored token on the server. */
export async function logout(): Promise<void> {
  await callApi(logoutCall, {});
}
