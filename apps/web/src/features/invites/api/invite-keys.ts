import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';

/** Query keys of friend invites, under the member root so that signing out clears them with the rest. */
export const inviteKeys = {
  all: [MEMBER_QUERY_ROOT, 'invites'] as const,
  open: (memberId: number, currency: string) => [...inviteKeys.all, 'open', memberId, currency] as const,
  project: (memberId: number) => [...inviteKeys.all, 'project', memberId] as const,
  record: (memberId: number, request: object) => [...inviteKeys.all, 'record', memberId, request] as const,
};
