import { AdminCallError } from '../../../lib/admin-api.ts';

/** The message key of a refused tournament call (codes of TournamentOperatorCode, else an HTTP status). */
export function tournamentError(failure: unknown): string {
  if (!(failure instanceof AdminCallError)) return 'signIn.error.network';
  if (failure.code === 101) return 'tournaments.error.notFound';
  if (failure.code === 102) return 'tournaments.error.currencyNotOffered';
  if (failure.code === 103) return 'tournaments.error.unknownGame';
  if (failure.code === 400) return 'tournaments.error.invalid';
  if (failure.code === 403) return 'tournaments.error.forbidden';
  return 'signIn.error.network';
}
