import {
  operatorAgentApplicationDecideCall,
  operatorAgentApplicationsCall,
  operatorCommissionSettlementsCall,
  operatorCommissionStatementsCall,
} from '@casino/contract/calls/agent-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type AgentApplication = CallResponse<typeof operatorAgentApplicationsCall>['list'][number];
export type ApplicationStatus = AgentApplication['status'];
export type CommissionSettlement = CallResponse<typeof operatorCommissionSettlementsCall>['list'][number];
export type CommissionStatement = CallResponse<typeof operatorCommissionStatementsCall>['list'][number];

export const readApplications = async (call: AdminClient, status: ApplicationStatus | undefined) =>
  (await call(operatorAgentApplicationsCall, { limit: 100, ...(status ? { status } : {}) })).list;

/** Approves (the member becomes an active agent) or refuses a waiting application; the reason goes with it. */
export const decideApplication = (call: AdminClient, id: number, decision: 'approve' | 'refuse', reason: string) =>
  call(operatorAgentApplicationDecideCall, { id, decision, reason });

export const readSettlements = async (call: AdminClient) => (await call(operatorCommissionSettlementsCall, { limit: 24 })).list;

/** Every agent's statement of one settled month (period: its first day) of a site and currency. */
export const readStatements = async (call: AdminClient, settlement: CommissionSettlement) =>
  (
    await call(operatorCommissionStatementsCall, {
      site_id: settlement.site_id,
      currency: settlement.currency,
      period: settlement.period,
    })
  ).list;
