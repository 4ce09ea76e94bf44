import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';

/** Query keys of the agent centre, under the member root so that signing out clears them with the rest. */
export const agentKeys = {
  all: [MEMBER_QUERY_ROOT, 'agent'] as const,
  status: (memberId: number) => [...agentKeys.all, 'status', memberId] as const,
  downline: (memberId: number, request: object) => [...agentKeys.all, 'downline', memberId, request] as const,
  operation: (memberId: number, request: object) => [...agentKeys.all, 'operation', memberId, request] as const,
  stratified: (memberId: number, request: object) => [...agentKeys.all, 'stratified', memberId, request] as const,
  statements: (memberId: number) => [...agentKeys.all, 'statements', memberId] as const,
  promotion: (memberId: number) => [...agentKeys.all, 'promotion', memberId] as const,
  level: (memberId: number) => [...agentKeys.all, 'level', memberId] as const,
};
