/**
 * The `tournaments` commands of the operator command line (docs/decisions/0085-tournaments.md). Each one is a call
 * of the operator API; what to create is read from a JSON file holding the call's body.
 */
import {
  type OperatorTournament,
  operatorTournamentCancelCall,
  operatorTournamentCreateCall,
  operatorTournamentsListCall,
} from '@casino/contract/calls/tournament-calls.ts';
import { type Api, bodyFrom, type Command, type Fail, idOf, wholeNumber } from './command-words.ts';

export const TOURNAMENT_USAGE = `  tournaments create --file tournament.json             schedules a tournament: {site_id, currency, title, starts_at,
                                                       ends_at, ranking total_stake|rounds|biggest_multiplier,
                                                       participation automatic|opt_in|buy_in, buy_in, games: [{gp_id,
                                                       game_code} | {gp_id, game_type}], prizes: [{rank_from, rank_to,
                                                       amount}]} (finance, admin)
  tournaments list [--site 1] [--limit 50]             tournaments with status, participants and prizes paid
  tournaments cancel <id>                              no prizes; every buy-in goes back to its member
`;

export function tournamentLine(t: OperatorTournament): string {
  const title = t.title.en_US ?? Object.values(t.title)[0] ?? '';
  const prizes = t.prizes.map((p) => `${p.rank_from}-${p.rank_to}: ${p.amount}`).join(', ');
  return `tournament ${t.id} site ${t.site_id} ${t.currency} ${t.status} ${t.starts_at} - ${t.ends_at} ${t.ranking} ${t.participation}: ${t.participants} taking part, prizes ${prizes}, ${t.paid} paid - ${title}`;
}

/** Checks a command's words before anything is sent; answers the command to run. */
export function planTournamentCommand(
  words: string[],
  options: { site?: string; file?: string; limit?: string },
  fail: Fail,
): Command {
  const [action, idWord] = words;
  switch (action ?? '') {
    case 'create':
      return async (api) => tournamentLine(await api.call(operatorTournamentCreateCall, await bodyFrom(options.file, fail)));
    case 'list': {
      const body = { site_id: wholeNumber(options.site, 'site', fail), limit: wholeNumber(options.limit, 'limit', fail) };
      return async (api) => {
        const { list } = await api.call(operatorTournamentsListCall, body);
        return list.length === 0 ? 'No tournaments.' : list.map(tournamentLine).join('\n');
      };
    }
    case 'cancel': {
      const id = idOf(idWord, fail);
      return async (api) => tournamentLine(await api.call(operatorTournamentCancelCall, { id }));
    }
    default:
      return fail(`unknown command: ${['tournaments', ...words].join(' ')}`);
  }
}
