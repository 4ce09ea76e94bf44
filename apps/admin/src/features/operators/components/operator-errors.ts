import { AdminCallError } from '../../../lib/admin-api.ts';

/** The message key of a refused operator account call. */
export function operatorAccountError(failure: unknown): string {
  if (!(failure instanceof AdminCallError)) return 'signIn.error.network';
  if (failure.status === 400) return 'operators.error.invalid';
  if (failure.code === 102) return 'operators.error.taken';
  if (failure.code === 103) return 'operators.error.own';
  if (failure.code === 101 || failure.code === 104) return 'operators.error.unknown';
  return 'signIn.error.network';
}
