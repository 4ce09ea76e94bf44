import {
  type CORRECTION_STATUSES,
  operatorAgentApplicationDecideCall,
  operatorAgentApplicationsCall,
  operatorAgentLevelNameSaveCall,
  operatorAgentLevelNamesCall,
  operatorAgentTreeCall,
  operatorCommissionCorrectionApproveCall,
  operatorCommissionCorrectionProposeCall,
  operatorCommissionCorrectionRejectCall,
  operatorCommissionCorrectionsCall,
  operatorCommissionPlanListCall,
  operatorCommissionPlanSaveCall,
  operatorCommissionRunNowCall,
  operatorCommissionSettlementsCall,
  operatorCommissionStatementsCall,
} from '@casino/contract/calls/agent-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';
import type { CursorPage } from '../../../lib/use-cursor-pages.ts';

export type AgentApplication = CallResponse<typeof operatorAgentApplicationsCall>['list'][number];
export type ApplicationStatus = AgentApplication['status'];
export type CommissionSettlement = CallResponse<typeof operatorCommissionSettlementsCall>['list'][number];
export type CommissionStatement = CallResponse<typeof operatorCommissionStatementsCall>['list'][number];
export type CommissionPlan = CallResponse<typeof operatorCommissionPlanListCall>['list'][number];
export type CommissionPlanBody = CallRequest<typeof operatorCommissionPlanSaveCall>['plan'];
export type AgentLevelName = CallResponse<typeof operatorAgentLevelNamesCall>['list'][number];
export type AgentTree = CallResponse<typeof operatorAgentTreeCall>;
export type AgentTreeLevel = AgentTree['levels'][number];
export type AgentTreeQuery = CallRequest<typeof operatorAgentTreeCall>;
export type CommissionCorrection = CallResponse<typeof operatorCommissionCorrectionsCall>['list'][number];
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** Agents per page of each tree level. */
export const TREE_PAGE_SIZE = 20;

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

/** Settles every ended month not settled yet, now; answers the months it settled (none when nothing was due). */
export const runSettlementNow = async (call: AdminClient) => (await call(operatorCommissionRunNowCall, {})).list;

export const readPlans = async (call: AdminClient, siteId: number) =>
  (await call(operatorCommissionPlanListCall, { site_id: siteId })).list;

export const savePlan = (call: AdminClient, siteId: number, currency: string, plan: CommissionPlanBody) =>
  call(operatorCommissionPlanSaveCall, { site_id: siteId, currency, plan });

export const readLevelNames = async (call: AdminClient, siteId: number) =>
  (await call(operatorAgentLevelNamesCall, { site_id: siteId })).list;

/** Names one level in the languages given; a level left with no name in any language is unnamed. */
export const saveLevelName = (call: AdminClient, siteId: number, level: number, name: AgentLevelName['name']) =>
  call(operatorAgentLevelNameSaveCall, { site_id: siteId, level, name });

/** The agent and its levels (page 1 of each), or, with `level`, one page of that level alone. */
export const readTree = (call: AdminClient, query: AgentTreeQuery) => call(operatorAgentTreeCall, query);

/** Corrections read a page at a time. */
export const CORRECTIONS_PAGE = 50;

/** Corrections of one status, newest first, a page at a time: `before` is the oldest id of the page before. */
export async function readCorrections(
  call: AdminClient,
  status: CorrectionStatus,
  before: number | null,
): Promise<CursorPage<CommissionCorrection, number>> {
  const page = await call(operatorCommissionCorrectionsCall, {
    status,
    limit: CORRECTIONS_PAGE,
    ...(before === null ? {} : { before_id: before }),
  });
  return { list: page.list, next: page.next_before_id };
}

/** Proposes the next version of a statement: with `commission` that amount, without it recomputed from the records. */
export const proposeCorrection = (
  call: AdminClient,
  statement: { site_id: number; currency: string; period: string; agent_id: number },
  reason: string,
  commission: string | undefined,
) =>
  call(operatorCommissionCorrectionProposeCall, {
    ...statement,
    reason,
    ...(commission === undefined ? {} : { commission }),
  });

export const approveCorrection = (call: AdminClient, id: number) => call(operatorCommissionCorrectionApproveCall, { id });

export const rejectCorrection = (call: AdminClient, id: number, reason: string) =>
  call(operatorCommissionCorrectionRejectCall, { id, reason });
