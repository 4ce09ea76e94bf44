import {
  operatorLoyaltyLevelsSaveCall,
  operatorLoyaltyRatesSaveCall,
  operatorLoyaltySettingsCall,
} from '@casino/contract/calls/loyalty-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type LoyaltySettings = CallResponse<typeof operatorLoyaltySettingsCall>;
export type CompPointRates = LoyaltySettings['rates'][number];
export type VipLevels = LoyaltySettings['levels'][number];
export type RatesInput = CallRequest<typeof operatorLoyaltyRatesSaveCall>;
export type LevelsInput = CallRequest<typeof operatorLoyaltyLevelsSaveCall>;

export const readLoyaltySettings = (call: AdminClient, siteId: number) => call(operatorLoyaltySettingsCall, { site_id: siteId });

export const saveCompPointRates = (call: AdminClient, input: RatesInput) => call(operatorLoyaltyRatesSaveCall, input);

export const saveVipLevels = (call: AdminClient, input: LevelsInput) => call(operatorLoyaltyLevelsSaveCall, input);
