import {
  agentApplyCall,
  agentDownlineCall,
  agentLevelRenameCall,
  agentOperationCall,
  agentPromotionCall,
  agentStatementsCall,
  agentStratifiedCall,
  agentTransferCall,
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
import { agentLevelName, listAgentLevelNames, saveAgentLevelName } from '../agents/centre/agent-level-names.ts';
import { applyForAgent } from '../agents/centre/apply-for-agent.ts';
import { decideAgentApplication, listAgentApplications } from '../agents/centre/decide-application.ts';
import { listDownline } from '../agents/centre/list-downline.ts';
import { operationReport } from '../agents/centre/operation-report.ts';
import { promotionLinks } from '../agents/centre/promotion-links.ts';
import { requireActiveAgent } from '../agents/centre/require-agent.ts';
import { stratifiedReport } from '../agents/centre/stratified-report.ts';
import { transferToMember } from '../agents/centre/transfer-to-member.ts';
import { listCommissionPlans, saveCommissionPlan } from '../agents/commission/commission-plans.ts';
import { listCommissionSettlements, listCommissionStatements, settlementView } from '../agents/commission/commission-reports.ts';
import { runDueCommissions } from '../agents/commission/settle-commission-month.ts';
import { approveCorrection } from '../agents/corrections/approve-correction.ts';
import { readCorrections } from '../agents/corrections/correction-view.ts';
import { proposeCorrection } from '../agents/corrections/propose-correction.ts';
import { rejectCorrection } from '../agents/corrections/reject-correction.ts';
import { agentTree } from '../agents/operator/agent-tree.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { writeAudit } from '../operators/audit-log.ts';
import { requirePermission } from '../operators/roles.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/**
 * The agent centre's calls (an active agent's own tree only) and agent commission for operators: plans, settled months
 * and statements (docs/decisions/0051-agent-commission.md).
 */
export function registerAgentRoutes(registerCallFor: CallRegistrar, ctx: { db: Db; realtime: Pick<Realtime, 'broadcast'> }) {
  const { db } = ctx;
  registerCallFor(agentApplyCall, ({ member, body }) => applyForAgent(db, member, body.apply_agent_flag === 1));
  registerCallFor(operatorAgentApplicationsCall, async ({ operator, body }) => {
    requirePermission(operator, 'agents.manage');
    return listAgentApplications(db, body);
  });
  registerCallFor(operatorAgentApplicationDecideCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'agents.manage');
    return decideAgentApplication(db, operator, body, request.ip);
  });
  registerCallFor(agentDownlineCall, async ({ member, body }) => {
    const agent = await requireActiveAgent(db, member);
    return listDownline(db, agent, {
      ...(body.parent_id !== undefined ? { parentId: body.parent_id } : {}),
      keyword: body.keyword,
      kind: body.kind,
      status: body.status,
      page: body.page,
      count: body.count,
    });
  });
  registerCallFor(agentOperationCall, async ({ member, body }) =>
    operationReport(db, await requireActiveAgent(db, member), body),
  );
  registerCallFor(agentStratifiedCall, async ({ member, body }) =>
    stratifiedReport(db, await requireActiveAgent(db, member), body),
  );
  registerCallFor(agentLevelRenameCall, ({ member, lang }) => agentLevelName(db, member, lang));
  registerCallFor(operatorAgentLevelNamesCall, async ({ operator, body }) => {
    requirePermission(operator, 'agents.manage');
    return listAgentLevelNames(db, body.site_id);
  });
  registerCallFor(operatorAgentLevelNameSaveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'agents.manage');
    return saveAgentLevelName(db, operator, body, request.ip);
  });
  registerCallFor(operatorAgentTreeCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'agents.manage');
    return agentTree(db, operator, body, request.ip);
  });
  registerCallFor(agentPromotionCall, async ({ member }) => promotionLinks(db, await requireActiveAgent(db, member)));
  registerCallFor(agentTransferCall, async ({ member, body, idempotencyKey }) =>
    transferToMember(ctx, await requireActiveAgent(db, member), body, idempotencyKey),
  );
  registerCallFor(agentStatementsCall, async ({ member, body }) => {
    const agent = await requireActiveAgent(db, member);
    return listCommissionStatements(db, { siteId: agent.siteId, currency: agent.currency, agentId: agent.id, limit: body.limit });
  });
  registerCallFor(operatorCommissionPlanSaveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'agents.manage');
    return saveCommissionPlan(db, operator, body, request.ip);
  });
  registerCallFor(operatorCommissionPlanListCall, async ({ operator, body }) => {
    requirePermission(operator, 'agents.manage');
    return listCommissionPlans(db, body.site_id);
  });
  registerCallFor(operatorCommissionSettlementsCall, async ({ operator, body }) => {
    requirePermission(operator, 'agents.manage');
    return listCommissionSettlements(db, { siteId: body.site_id, limit: body.limit });
  });
  registerCallFor(operatorCommissionStatementsCall, async ({ operator, body }) => {
    requirePermission(operator, 'agents.manage');
    return listCommissionStatements(db, { siteId: body.site_id, currency: body.currency, period: body.period });
  });
  registerCallFor(operatorCommissionCorrectionsCall, async ({ operator, body }) => {
    requirePermission(operator, 'agents.manage');
    // One more than the page tells whether an older page follows.
    const rows = await readCorrections(db, {
      siteId: body.site_id,
      status: body.status,
      beforeId: body.before_id,
      limit: body.limit + 1,
    });
    const list = rows.slice(0, body.limit);
    return { list, next_before_id: rows.length > body.limit ? (list.at(-1)?.id ?? null) : null };
  });
  registerCallFor(operatorCommissionCorrectionProposeCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'agents.manage');
    return proposeCorrection(db, operator, body, request.ip);
  });
  registerCallFor(operatorCommissionCorrectionApproveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'agents.manage');
    return approveCorrection(ctx, operator, body.id, request.ip);
  });
  registerCallFor(operatorCommissionCorrectionRejectCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'agents.manage');
    return rejectCorrection(db, operator, body, request.ip);
  });
  registerCallFor(operatorCommissionRunNowCall, async ({ operator, request }) => {
    requirePermission(operator, 'agents.manage');
    const settled = await runDueCommissions(db, { realtime: ctx.realtime });
    await writeAudit(db, {
      operatorId: operator.operatorId,
      action: 'agent.commission_run',
      details: { months: settled.length },
      ip: request.ip,
    });
    return { list: settled.map((settlement) => settlementView(settlement)) };
  });
}
