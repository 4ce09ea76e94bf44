import {
  operatorAdjustPendingCall,
  operatorAdjustThresholdSetCall,
  operatorAdjustThresholdsCall,
} from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';
import type { CursorPage } from '../../../lib/use-cursor-pages.ts';
import type { PendingAdjustment } from '../../members/api/member-page-calls.ts';

export type AdjustmentStatus = 'pending' | 'approved' | 'rejected';
export type AdjustmentThreshold = CallResponse<typeof operatorAdjustThresholdsCall>['list'][number];

/** The server's page size for proposed adjustments (it answers no cursor of its own). */
const PAGE_SIZE = 50;

/**
 * One page of proposed adjustments across all members, newest first. A full page means there may be more: the next
 * page starts before its last (oldest) id; a shorter one is the end.
 */
export async function readAdjustmentPage(
  call: AdminClient,
  status: AdjustmentStatus,
  beforeId: number | null,
): Promise<CursorPage<PendingAdjustment, number>> {
  const { list } = await call(operatorAdjustPendingCall, { status, ...(beforeId ? { before_id: beforeId } : {}) });
  const last = list.at(-1);
  return { list, next: list.length >= PAGE_SIZE && last ? last.id : null };
}

export const readAdjustmentThresholds = async (call: AdminClient) => (await call(operatorAdjustThresholdsCall, {})).list;

export const setAdjustmentThreshold = (call: AdminClient, siteId: number, currency: string, amount: string) =>
  call(operatorAdjustThresholdSetCall, { site_id: siteId, currency, amount });
