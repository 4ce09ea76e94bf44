import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';

/** Loyalty queries live under the member root, so that logout drops them and a money change refreshes them. */
export const loyaltyKeys = {
  all: [MEMBER_QUERY_ROOT, 'loyalty'] as const,
  status: (memberId: number) => [MEMBER_QUERY_ROOT, 'loyalty', 'status', memberId] as const,
};
