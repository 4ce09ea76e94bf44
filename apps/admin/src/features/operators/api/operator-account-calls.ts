import {
  type OperatorAccount,
  type OperatorRole,
  operatorAccountCreateCall,
  operatorAccountDisableCall,
  operatorAccountEnableCall,
  operatorAccountPasswordCall,
  operatorAccountRoleCall,
  operatorAccountsListCall,
} from '@casino/contract/calls/operator-calls.ts';
import { operatorSecondFactorResetCall } from '@casino/contract/calls/operator-second-factor-calls.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type { OperatorAccount, OperatorRole };

export const readOperatorAccounts = async (call: AdminClient): Promise<OperatorAccount[]> =>
  (await call(operatorAccountsListCall, {})).list;

export const createOperatorAccount = (
  call: AdminClient,
  account: { username: string; role: OperatorRole; password: string; site_id?: number },
) => call(operatorAccountCreateCall, account);

export const disableOperatorAccount = (call: AdminClient, username: string) => call(operatorAccountDisableCall, { username });

export const enableOperatorAccount = (call: AdminClient, username: string) => call(operatorAccountEnableCall, { username });

export const setOperatorPassword = (call: AdminClient, username: string, password: string) =>
  call(operatorAccountPasswordCall, { username, password });

export const changeOperatorRole = (call: AdminClient, username: string, role: OperatorRole) =>
  call(operatorAccountRoleCall, { username, role });

export const resetOperatorSecondFactor = (call: AdminClient, operatorId: number, reason: string) =>
  call(operatorSecondFactorResetCall, { operator_id: operatorId, reason });
