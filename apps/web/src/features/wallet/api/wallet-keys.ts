import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';

/** Every wallet query lives under this key (itself under the member root, so that logout drops it). */
export const walletKeys = {
  all: [MEMBER_QUERY_ROOT, 'wallet'] as const,
};
