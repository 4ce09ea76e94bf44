import { AdminCallError } from '../../../lib/admin-api.ts';

/** The message key of a refused engagement call (codes of EngagementOperatorCode, else an HTTP status). */
export function engagementError(failure: unknown): string {
  if (!(failure instanceof AdminCallError)) return 'signIn.error.network';
  if (failure.code === 101) return 'engagement.error.memberNotFound';
  if (failure.code === 102) return 'engagement.error.notFound';
  if (failure.code === 103) return 'engagement.error.currencyNotOffered';
  if (failure.code === 104) return 'engagement.error.overlapping';
  if (failure.code === 400 || failure.status === 400) return 'engagement.error.invalid';
  if (failure.code === 403 || failure.status === 403) return 'engagement.error.forbidden';
  return 'signIn.error.network';
}
