import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';

/** Every engagement query lives under the member root, so that logout drops it. */
export const engagementKeys = {
  all: [MEMBER_QUERY_ROOT, 'engagement'] as const,
  letters: (memberId: number) => [MEMBER_QUERY_ROOT, 'engagement', 'letters', memberId] as const,
  lettersAll: [MEMBER_QUERY_ROOT, 'engagement', 'letters'] as const,
  redEnvelope: (memberId: number) => [MEMBER_QUERY_ROOT, 'engagement', 'red-envelope', memberId] as const,
  redEnvelopeAll: [MEMBER_QUERY_ROOT, 'engagement', 'red-envelope'] as const,
  signIn: (memberId: number) => [MEMBER_QUERY_ROOT, 'engagement', 'sign-in', memberId] as const,
};
