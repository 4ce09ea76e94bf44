import { operatorLoginCall, operatorLogoutCall } from '@casino/contract/calls/operator-calls.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type Credentials = { username: string; password: string; totp?: string; recovery_code?: string };

export const signInOperator = (call: AdminClient, credentials: Credentials) => call(operatorLoginCall, credentials);
export const signOutOperator = (call: AdminClient) => call(operatorLogoutCall, {});
