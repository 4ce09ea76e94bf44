import { z } from 'zod';
import { defineHouseCall, gameNames, issuedId, money, refusalOf, sessionToken, spotStakes } from './house-call.ts';

/**
 * The live tables' calls (docs/decisions/0034-live-tables.md, 0043): the table and this session's money, limits and
 * bets, a bet on the round in its betting window, and a settled bet dealt and settled again. What every player sees
 * of a table also comes over socket.io (`live.state`) in the `table` part of the state's shape.
 */

export const LIVE_TABLES = ['house-live-baccarat', 'house-live-dragon-tiger', 'house-live-roulette'] as const;

/** The refusals of the live tables (the server's LiveError codes). */
export const LIVE_REFUSALS = [
  'invalid_session',
  'session_expired',
  'session_ended',
  'unknown_game',
  'invalid_bet',
  // A stake beyond what a spot takes, or below its least.
  'over_limit',
  'betting_closed',
  'insufficient_funds',
  'wallet_unavailable',
  'wallet_refused',
  // A wager or loss limit of the member (docs/decisions/0082).
  'limit_reached',
] as const;

/** Where in its shoe a card table's coup was dealt from, and what was left of the shoe after it. */
const shoePlace = z.lazy(() =>
  z.object({ no: z.number().int(), from: z.number().int().optional(), left: z.number().int(), last: z.boolean() }),
);

/** A live round's outcome, by table. */
export const liveOutcome = z.lazy(() =>
  z.discriminatedUnion('game', [
    z.object({
      game: z.literal('house-live-baccarat'),
      cards: z.array(z.string()),
      player: z.array(z.string()),
      banker: z.array(z.string()),
      playerTotal: z.number().int(),
      bankerTotal: z.number().int(),
      winner: z.enum(['player', 'banker', 'tie']),
      playerPair: z.boolean(),
      bankerPair: z.boolean(),
      natural: z.boolean(),
      shoe: shoePlace.optional(),
    }),
    z.object({
      game: z.literal('house-live-dragon-tiger'),
      cards: z.array(z.string()),
      dragon: z.string(),
      tiger: z.string(),
      winner: z.enum(['dragon', 'tiger', 'tie']),
      suited: z.boolean(),
      shoe: shoePlace.optional(),
    }),
    z.object({
      game: z.literal('house-live-roulette'),
      number: z.number().int(),
      colour: z.enum(['green', 'red', 'black']),
    }),
  ]),
);

const cell = <Entry extends z.ZodRawShape>(entry: Entry) => z.object({ col: z.number().int(), row: z.number().int(), ...entry });
const derivedColour = z.lazy(() => z.enum(['red', 'blue']));

/** The road maps of the shoe in play (card tables): bead plate, big road and the three roads derived from it. */
export const roadMaps = z.lazy(() =>
  z.object({
    bead: z.array(cell({ winner: z.string(), playerPair: z.boolean().optional(), bankerPair: z.boolean().optional() })),
    big: z.array(
      cell({ entry: z.object({ winner: z.string(), ties: z.number().int(), playerPair: z.boolean(), bankerPair: z.boolean() }) }),
    ),
    bigEye: z.array(cell({ entry: derivedColour })),
    small: z.array(cell({ entry: derivedColour })),
    cockroach: z.array(cell({ entry: derivedColour })),
  }),
);

const time = z.lazy(() => z.string().nullable());

/** Stakes by spot, in major units. */
const stakesBySpot = z.lazy(() => z.record(z.string(), money));

export const liveStateCall = defineHouseCall({
  path: '/live/state',
  summary:
    "The table (round, its outcome once dealt, last results, road maps) and this session's balance, chips, limits, rules, bets on this round and last bets",
  request: () => z.object({ session: sessionToken }),
  response: () =>
    z.object({
      table: z.enum(LIVE_TABLES),
      server_now: z.string(),
      reveal_step_ms: z.number(),
      result_ms: z.number(),
      round: z
        .object({
          id: z.string(),
          no: z.number().int(),
          phase: z.enum(['betting', 'dealt', 'settled']),
          opens_at: time,
          closes_at: time,
          dealt_at: time,
          settled_at: time,
          reveal_ms: z.number().nullable(),
          outcome: liveOutcome.nullable(),
        })
        .nullable(),
      history: z.array(z.object({ id: z.string(), no: z.number().int(), outcome: liveOutcome })),
      roads: roadMaps.nullable(),
      shoe: shoePlace.nullable(),
      game: z.object({ code: z.enum(LIVE_TABLES), names: gameNames }),
      currency: z.string(),
      demo: z.boolean(),
      balance: money,
      chips: z.array(money),
      limits: z.record(z.string(), z.object({ min: money, max: money })),
      /** Per spot: what it pays to 1, its return to player and the house edge, in percent. */
      rules: z.record(z.string(), z.object({ pays: z.number(), rtp: z.number(), edge: z.number() })),
      my_round: z.array(z.object({ bet_id: z.string(), round_id: z.string(), bets: stakesBySpot })),
      my_bets: z.array(
        z.object({
          bet_id: z.string(),
          round_id: z.string(),
          round_no: z.number().int(),
          bets: stakesBySpot,
          bet: money,
          win: money,
          win_pending: z.boolean(),
          outcome: liveOutcome.nullable(),
          created_at: z.string(),
        }),
      ),
    }),
  refusal: () => refusalOf(LIVE_REFUSALS),
  invalidInput: { session: 'invalid_session' },
});

export const liveBetCall = defineHouseCall({
  path: '/live/bet',
  summary:
    'A bet on the round in its betting window; `bets` maps spots to stakes, each a whole number of 1.00 within the spot’s limits',
  request: () => z.object({ session: sessionToken, round_id: issuedId(40), bets: spotStakes }),
  response: () => z.object({ bet_id: z.string(), round_id: z.string(), amount: money, balance: money }),
  refusal: () => refusalOf(LIVE_REFUSALS),
  invalidInput: { session: 'invalid_session', round_id: 'invalid_bet', bets: 'invalid_bet' },
});

export const liveVerifyCall = defineHouseCall({
  path: '/live/verify',
  summary: 'A settled bet of this session dealt again from the stored shoe and settled again; the shoe is shown once it is done',
  request: () => z.object({ session: sessionToken, bet_id: issuedId(80) }),
  response: () =>
    z.object({
      bet_id: z.string(),
      round_id: z.string(),
      round_no: z.number().int(),
      outcome: liveOutcome,
      bet: money,
      win: money,
      win_again: money,
      dealt_again: z.boolean(),
      matches: z.boolean(),
      shoe_cards: z.array(z.string()).nullable(),
    }),
  refusal: () => refusalOf(LIVE_REFUSALS),
  invalidInput: { session: 'invalid_session', bet_id: 'invalid_bet' },
});
