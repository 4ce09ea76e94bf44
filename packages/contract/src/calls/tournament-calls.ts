import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineCall } from '../define-call.ts';
import { INT4_MAX, rowId } from '../input-bounds.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { decimalAmount } from './wallet-calls.ts';

/**
 * Tournaments (docs/decisions/0085): an operator's competition on some games of a site and currency over a period,
 * ranked by total stake, rounds played or biggest win multiplier, with a prize table paid once at the end. Members
 * list them, see the leaderboard (live on the public channel `tournament.{id}`) and join the opt-in and buy-in ones.
 */

export const TOURNAMENT_RANKINGS = ['total_stake', 'rounds', 'biggest_multiplier'] as const;
export type TournamentRankingKind = (typeof TOURNAMENT_RANKINGS)[number];
export const TOURNAMENT_PARTICIPATIONS = ['automatic', 'opt_in', 'buy_in'] as const;
export const TOURNAMENT_STATUSES = ['scheduled', 'running', 'ended', 'paid', 'cancelled'] as const;

/** The leaderboard's length in the tournament call and in the live pushes. */
export const TOURNAMENT_LEADERBOARD_SIZE = 50;
/** The longest prize table an operator may set (ranks 1 to this at most). */
export const TOURNAMENT_MAX_RANK = 10_000;

export const tournamentPrize = z.lazy(() =>
  z.object({ rank_from: z.number().int(), rank_to: z.number().int(), amount: z.string() }),
);

export const tournamentStanding = z.lazy(() =>
  z.object({
    rank: z.number().int(),
    /** The member's account with its middle hidden. */
    account: z.string(),
    /** The ranking's figure as shown: an amount, a number of rounds, or a multiplier with two decimals. */
    score: z.string(),
  }),
);
export type TournamentStanding = z.infer<typeof tournamentStanding>;

/** A game that counts, with what the site's play flow needs to open it (as gameEntry of game-calls.ts names it). */
export const tournamentGame = z.lazy(() =>
  z.object({
    gp_id: z.number().int(),
    game_type: z.number().int(),
    game_code: z.string(),
    /** Name in the request's `lang` language, else en_US. */
    game_name: z.string(),
    house: z.string(),
    /** The game and its provider are on for the member's site and currency: it can be launched. */
    playable: z.boolean(),
  }),
);
export type TournamentGame = z.infer<typeof tournamentGame>;

export const tournamentSummary = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    currency: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    status: z.enum(TOURNAMENT_STATUSES),
    ranking: z.enum(TOURNAMENT_RANKINGS),
    participation: z.enum(TOURNAMENT_PARTICIPATIONS),
    buy_in: z.string(),
    prizes: z.array(tournamentPrize),
    /** The sum of the prize table. */
    prize_pool: z.string(),
    /** The game codes that count (empty when whole game types of providers count). */
    games: z.array(z.string()),
    /** The same games with what opens them (absent from a server that does not send it yet). */
    game_list: z.array(tournamentGame).optional(),
    participants: z.number().int(),
    joined: z.boolean(),
  }),
);
export type TournamentSummary = z.infer<typeof tournamentSummary>;

export const tournamentsListCall = defineCall({
  path: '/arks/web/activity/tournaments',
  access: 'member',
  summary: "Tournaments of the member's site and currency that run now or start later, with their prize tables",
  request: () => z.object({}),
  response: () => z.object({ list: z.array(tournamentSummary), server_time: z.string() }),
});

export const tournamentDetail = z.lazy(() =>
  z.object({
    tournament: tournamentSummary,
    leaderboard: z.array(tournamentStanding),
    /** The member's own standing (null when the member has no entry), with what was played. */
    mine: z.object({ rank: z.number().int(), score: z.string(), rounds: z.number().int(), stake: z.string() }).nullable(),
    server_time: z.string(),
  }),
);
export type TournamentDetail = z.infer<typeof tournamentDetail>;

export const TournamentCode = {
  /** No such tournament on the member's site and currency. */
  notFound: 101,
  /** The member has joined it already. */
  alreadyJoined: 102,
  /** It has ended or was cancelled. */
  closed: 103,
  /** Not enough money on the main wallet for the buy-in. */
  insufficientFunds: 104,
  /** Everyone takes part on their own: there is nothing to join. */
  automatic: 105,
} as const;

export const tournamentCall = defineCall({
  path: '/arks/web/activity/tournament',
  access: 'member',
  summary: "One tournament with its top 50 and the member's own rank (code 101 no such tournament)",
  request: () => z.object({ id: rowId }),
  response: () => tournamentDetail,
});

export const tournamentJoinCall = defineCall({
  path: '/arks/web/activity/tournament/join',
  access: 'member',
  summary:
    'Joins an opt-in tournament, or a buy-in one paying its buy-in from the main wallet once (codes 101 not found, 102 joined already, 103 closed, 104 not enough money, 105 automatic)',
  request: () => z.object({ id: rowId }),
  response: () => z.object({ id: z.number().int(), joined: z.boolean(), main_cash: z.string() }),
});

const localised = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGE_CODES as [string, ...string[]]), z.string().trim().min(1).max(max))
    .refine((value) => Object.keys(value).length > 0, 'text_required');

const dateTime = z.lazy(() => z.iso.datetime({ offset: true }).max(40));

export const tournamentGameInput = z.lazy(() =>
  z.object({
    gp_id: rowId,
    /** One game of the provider; without it, every game of game_type. */
    game_code: z.string().trim().min(1).max(100).optional(),
    game_type: z.coerce.number().int().min(1).max(99).optional(),
  }),
);

export const tournamentPrizeInput = z.lazy(() =>
  z.object({
    rank_from: z.coerce.number().int().min(1).max(TOURNAMENT_MAX_RANK),
    rank_to: z.coerce.number().int().min(1).max(TOURNAMENT_MAX_RANK),
    amount: decimalAmount,
  }),
);

export const operatorTournament = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    currency: z.string(),
    title: z.record(z.string(), z.string()),
    starts_at: z.string(),
    ends_at: z.string(),
    ranking: z.enum(TOURNAMENT_RANKINGS),
    participation: z.enum(TOURNAMENT_PARTICIPATIONS),
    buy_in: z.string(),
    status: z.enum(TOURNAMENT_STATUSES),
    games: z.array(
      z.object({ gp_id: z.number().int(), game_code: z.string().nullable(), game_type: z.number().int().nullable() }),
    ),
    prizes: z.array(tournamentPrize),
    participants: z.number().int(),
    paid: z.string(),
    created_at: z.string(),
  }),
);
export type OperatorTournament = z.infer<typeof operatorTournament>;

export const TournamentOperatorCode = {
  /** No such tournament, or it cannot be cancelled any more. */
  notFound: 101,
  /** The currency is not offered on the site. */
  currencyNotOffered: 102,
  /** A game named is not in the catalogue of that provider. */
  unknownGame: 103,
} as const;

export const operatorTournamentCreateCall = defineCall({
  path: '/operator/tournaments/create',
  access: 'operator',
  summary: 'Schedules a tournament: site, currency, games, period, ranking, participation (with a buy-in) and prize table',
  request: () =>
    z.object({
      site_id: rowId,
      currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
      title: localised(200),
      starts_at: dateTime,
      ends_at: dateTime,
      ranking: z.enum(TOURNAMENT_RANKINGS),
      participation: z.enum(TOURNAMENT_PARTICIPATIONS).default('automatic'),
      buy_in: decimalAmount.default('0'),
      games: z.array(tournamentGameInput).min(1).max(200),
      prizes: z.array(tournamentPrizeInput).min(1).max(100),
    }),
  response: () => operatorTournament,
});

export const operatorTournamentsListCall = defineCall({
  path: '/operator/tournaments/list',
  access: 'operator',
  summary: 'Tournaments, newest first, with participants and what was paid',
  request: () => z.object({ site_id: rowId.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: () => z.object({ list: z.array(operatorTournament) }),
});

export const operatorTournamentCancelCall = defineCall({
  path: '/operator/tournaments/cancel',
  access: 'operator',
  summary:
    'Cancels a tournament that has not been paid, with a reason for the audit log: no prizes, and every buy-in goes back to its member',
  request: () => z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX), reason: z.string().trim().max(200).default('') }),
  response: () => operatorTournament,
});
