import {
  MEMBER_SECURITY_EVENT_KINDS,
  type MemberSecurityEvent,
  type MemberSecurityEventKind,
  operatorSecurityEventsListCall,
} from '@casino/contract/calls/operator-calls.ts';
import {
  operatorRiskSettingsCall,
  operatorWithdrawLockLiftCall,
  operatorWithdrawLockPeriodCall,
} from '@casino/contract/calls/operator-risk-calls.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export { MEMBER_SECURITY_EVENT_KINDS };
export type SecurityEvent = MemberSecurityEvent;
export type SecurityEventKind = MemberSecurityEventKind;

/** Events read per page; a full page means there may be older ones. */
export const EVENTS_PAGE = 50;

export const readSecurityEvents = async (
  call: AdminClient,
  filter: { kind?: SecurityEventKind; memberAccount?: string; beforeId?: number },
): Promise<SecurityEvent[]> =>
  (
    await call(operatorSecurityEventsListCall, {
      limit: EVENTS_PAGE,
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.memberAccount ? { member_account: filter.memberAccount } : {}),
      ...(filter.beforeId ? { before_id: filter.beforeId } : {}),
    })
  ).list;

export const readRiskSettings = (call: AdminClient, siteId: number) => call(operatorRiskSettingsCall, { site_id: siteId });

export const setWithdrawLockPeriod = (call: AdminClient, siteId: number, minutes: number) =>
  call(operatorWithdrawLockPeriodCall, { site_id: siteId, minutes });

export const liftWithdrawLock = (call: AdminClient, siteId: number, memberAccount: string, reason: string) =>
  call(operatorWithdrawLockLiftCall, { site_id: siteId, member_account: memberAccount, reason });
