import {
  operatorSecondFactorConfirmCall,
  operatorSecondFactorStartCall,
  operatorSessionsEndOthersCall,
  operatorSessionsListCall,
} from '@casino/contract/calls/operator-second-factor-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type OwnSessions = CallResponse<typeof operatorSessionsListCall>;

export const startEnrolment = (call: AdminClient) => call(operatorSecondFactorStartCall, {});
export const confirmEnrolment = (call: AdminClient, code: string) => call(operatorSecondFactorConfirmCall, { code });
export const readOwnSessions = (call: AdminClient) => call(operatorSessionsListCall, {});
export const endOtherSessions = (call: AdminClient) => call(operatorSessionsEndOthersCall, {});
