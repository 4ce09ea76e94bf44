import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';

/** Every bonus query lives under the member root, so that logout drops it and a money change refreshes it. */
export const bonusKeys = {
  all: [MEMBER_QUERY_ROOT, 'bonuses'] as const,
  summary: (memberId: number) => [MEMBER_QUERY_ROOT, 'bonuses', 'summary', memberId] as const,
  offers: (memberId: number, promotionId: number | null) =>
    [MEMBER_QUERY_ROOT, 'bonuses', 'offers', memberId, promotionId ?? 'all'] as const,
};
