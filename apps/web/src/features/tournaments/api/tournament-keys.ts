import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';

/** Tournament queries live under the member root, so that logout drops them and a money change refreshes them. */
export const tournamentKeys = {
  all: [MEMBER_QUERY_ROOT, 'tournaments'] as const,
  list: (memberId: number) => [MEMBER_QUERY_ROOT, 'tournaments', 'list', memberId] as const,
  detail: (memberId: number, id: number) => [MEMBER_QUERY_ROOT, 'tournaments', 'detail', memberId, id] as const,
};
