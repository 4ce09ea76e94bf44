import {
  bonusApplyCall,
  bonusCancelCall,
  bonusOffersCall,
  bonusSummaryCall,
  operatorBonusCancelCall,
  operatorBonusGrantCall,
  operatorBonusListCall,
  operatorBonusReportCall,
  operatorPromotionBonusListCall,
  operatorPromotionBonusSaveCall,
  operatorRebateRatesListCall,
  operatorRebateRatesSaveCall,
  operatorRebateRunNowCall,
  operatorRebateRunsCall,
} from '@casino/contract/calls/bonus-calls.ts';
import { applyBonus } from '../bonuses/apply-bonus.ts';
import { listBonusOffers } from '../bonuses/bonus-offers.ts';
import { bonusReport } from '../bonuses/bonus-report.ts';
import { bonusSummary } from '../bonuses/bonus-summary.ts';
import { cancelMemberBonus, cancelOperatorBonus } from '../bonuses/cancel-bonus.ts';
import { grantOperatorBonus } from '../bonuses/grant-operator-bonus.ts';
import { listOperatorBonuses } from '../bonuses/operator-bonuses.ts';
import { listPromotionBonuses, savePromotionBonus } from '../bonuses/promotion-bonuses.ts';
import { listRebateRates, saveRebateRates } from '../bonuses/rebate-rates.ts';
import { listRebateRuns, runDueRebates } from '../bonuses/run-rebates.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { writeAudit } from '../operators/audit-log.ts';
import { requirePermission } from '../operators/roles.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/** Bonuses and rebates: the member centre's calls and the operators' (docs/decisions/0033-bonuses-wagering-rebates.md). */
export function registerBonusRoutes(
  registerCallFor: CallRegistrar,
  ctx: { db: Db; realtime: Pick<Realtime, 'broadcast'> },
): void {
  const { db } = ctx;
  registerCallFor(bonusSummaryCall, ({ member, body, lang }) => bonusSummary(db, member, body.language ?? lang));
  registerCallFor(bonusOffersCall, ({ member, body, lang }) =>
    listBonusOffers(db, member, { promotionId: body.promotion_id, lang: body.language ?? lang }),
  );
  registerCallFor(bonusApplyCall, ({ member, body, lang }) => applyBonus(db, member, body.promotion_id, body.language ?? lang));
  registerCallFor(bonusCancelCall, ({ member, body, lang }) => cancelMemberBonus(db, member, body.id, body.language ?? lang));

  registerCallFor(operatorPromotionBonusSaveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return savePromotionBonus(db, operator, body, request.ip);
  });
  registerCallFor(operatorPromotionBonusListCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return listPromotionBonuses(db, { siteId: body.site_id });
  });
  registerCallFor(operatorBonusListCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return listOperatorBonuses(db, body);
  });
  registerCallFor(operatorBonusGrantCall, async ({ operator, body, idempotencyKey, request }) => {
    requirePermission(operator, 'promotions.manage');
    return grantOperatorBonus(db, operator, body, idempotencyKey, request.ip);
  });
  registerCallFor(operatorBonusCancelCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return cancelOperatorBonus(db, operator, body, request.ip);
  });
  registerCallFor(operatorBonusReportCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return bonusReport(db, body);
  });
  registerCallFor(operatorRebateRatesSaveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return saveRebateRates(db, operator, body, request.ip);
  });
  registerCallFor(operatorRebateRatesListCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return listRebateRates(db, body.site_id);
  });
  registerCallFor(operatorRebateRunsCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return listRebateRuns(db, { siteId: body.site_id, limit: body.limit });
  });
  registerCallFor(operatorRebateRunNowCall, async ({ operator, request }) => {
    requirePermission(operator, 'promotions.manage');
    const list = await runDueRebates(db, { realtime: ctx.realtime });
    await writeAudit(db, {
      operatorId: operator.operatorId,
      action: 'rebate.run',
      details: { days: list.length },
      ip: request.ip,
    });
    return { list };
  });
}
