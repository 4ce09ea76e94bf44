import {
  operatorAdjustDecideCall,
  operatorAdjustPendingCall,
  operatorAdjustProposeCall,
  operatorMemberDetailCall,
  operatorMemberEndSessionsCall,
  operatorMemberLedgerCall,
  operatorMemberLockCall,
  operatorMemberNoteAddCall,
  operatorMemberOrdersCall,
  operatorMemberResetPasswordCall,
} from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type MemberDetail = CallResponse<typeof operatorMemberDetailCall>;
export type MemberPosting = CallResponse<typeof operatorMemberLedgerCall>['list'][number];
export type MemberOrder = CallResponse<typeof operatorMemberOrdersCall>['list'][number];
export type MemberNote = MemberDetail['notes'][number];
export type OrderKind = 'deposit' | 'withdrawal';

export const readMemberDetail = (call: AdminClient, memberId: number, days: number) =>
  call(operatorMemberDetailCall, { member_id: memberId, days });

export const readMemberLedger = (call: AdminClient, memberId: number, before: string | null) =>
  call(operatorMemberLedgerCall, { member_id: memberId, ...(before ? { before } : {}) });

export const readMemberOrders = (call: AdminClient, memberId: number, kind: OrderKind, beforeId: number | null) =>
  call(operatorMemberOrdersCall, { member_id: memberId, kind, ...(beforeId ? { before_id: beforeId } : {}) });

export const addMemberNote = (call: AdminClient, memberId: number, body: string) =>
  call(operatorMemberNoteAddCall, { member_id: memberId, body });

export const setMemberLocked = (call: AdminClient, memberId: number, locked: boolean, reason: string) =>
  call(operatorMemberLockCall, { member_id: memberId, action: locked ? 'lock' : 'unlock', reason });

export const resetMemberPassword = (call: AdminClient, memberId: number, reason: string) =>
  call(operatorMemberResetPasswordCall, { member_id: memberId, reason });

export const endMemberSessions = (call: AdminClient, memberId: number, reason: string) =>
  call(operatorMemberEndSessionsCall, { member_id: memberId, reason });

export type PendingAdjustment = CallResponse<typeof operatorAdjustPendingCall>['list'][number];

/** Sends an adjustment above the threshold to a second operator; the key makes a retried submit propose it once. */
export const proposeAdjustment = (call: AdminClient, memberId: number, amount: string, reason: string, idempotencyKey: string) =>
  call(operatorAdjustProposeCall, { member_id: memberId, amount, reason }, { idempotencyKey });

export const readPendingAdjustments = async (call: AdminClient, memberId: number) =>
  (await call(operatorAdjustPendingCall, { status: 'pending', member_id: memberId })).list;

export const decideAdjustment = (call: AdminClient, id: number, approve: boolean, reason: string) =>
  call(operatorAdjustDecideCall, { id, decision: approve ? 'approve' : 'reject', reason });
