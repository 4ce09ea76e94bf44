import {
  loyaltyExchangeCall,
  loyaltyStatusCall,
  operatorLoyaltyLevelsSaveCall,
  operatorLoyaltyRatesSaveCall,
  operatorLoyaltySettingsCall,
} from '@casino/contract/calls/loyalty-calls.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { exchangePoints } from '../loyalty/exchange-points.ts';
import { loyaltySettings } from '../loyalty/loyalty-settings.ts';
import { loyaltyStatus } from '../loyalty/loyalty-status.ts';
import { saveCompPointRates } from '../loyalty/save-comp-point-rates.ts';
import { saveVipLevels } from '../loyalty/save-vip-levels.ts';
import { requirePermission } from '../operators/roles.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/** Comp points and VIP levels: the member centre's calls and the operators' (docs/decisions/0083). */
export function registerLoyaltyRoutes(
  registerCallFor: CallRegistrar,
  ctx: { db: Db; realtime: Pick<Realtime, 'broadcast'> },
): void {
  const { db } = ctx;
  registerCallFor(loyaltyStatusCall, ({ member }) => loyaltyStatus(db, member));
  registerCallFor(loyaltyExchangeCall, ({ member, body, idempotencyKey }) =>
    exchangePoints(db, member, body, idempotencyKey, ctx.realtime),
  );
  registerCallFor(operatorLoyaltyRatesSaveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return saveCompPointRates(db, operator, body, request.ip);
  });
  registerCallFor(operatorLoyaltyLevelsSaveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return saveVipLevels(db, operator, body, request.ip);
  });
  registerCallFor(operatorLoyaltySettingsCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return loyaltySettings(db, body.site_id);
  });
}
