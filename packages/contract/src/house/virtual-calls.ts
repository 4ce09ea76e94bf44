import { z } from 'zod';
import { defineHouseCall, HOUSE_REFUSALS, issuedId, money, serverNumber, sessionToken, stakeAmount } from './house-call.ts';

/**
 * The virtual football league's and the cockfight's calls (docs/decisions/0035-virtual-sports-and-cockfight.md): the
 * clock, the events and their prices, the session's bets; a bet on a selection of a coming event; a settled bet
 * checked against its event's stored draw.
 */

export const VIRTUAL_LEAGUES = ['football', 'cockfight'] as const;

/** The refusals of the virtual sports: the house's, and those of a bet on an event. */
export const VIRTUAL_REFUSALS = [
  ...HOUSE_REFUSALS,
  // The event has kicked off.
  'betting_closed',
  // No such market or selection of the event.
  'invalid_selection',
  // The payout at this price would be more than a bet may win: max_payout and max_stake say what is allowed.
  'over_max_payout',
  // The price moved since the slip showed it: odds is the price now, which the player confirms by sending it.
  'price_changed',
  'unknown_bet',
  // A field that has no refusal of its own (the state call's balance flag).
  'invalid_request',
] as const;

const virtualRefusal = () =>
  z.object({
    error: z.enum(VIRTUAL_REFUSALS),
    balance: money.optional(),
    max_payout: money.optional(),
    max_stake: money.optional(),
    odds: z.string().optional(),
  });

const side = z.lazy(() => z.object({ code: z.string(), name: z.string(), colours: z.tuple([z.string(), z.string()]) }));

/** A fixture's teams (home, away) or a fight's corners (meron, wala). */
const sides = z.lazy(() => z.union([z.object({ home: side, away: side }), z.object({ meron: side, wala: side })]));

/** An event: its number, kick-off and end (epoch milliseconds) and its sides. */
const eventShape = {
  event_no: z.number().int(),
  kickoff: z.number(),
  end: z.number(),
  sides,
};

/** What an event's draw picked: the score and its goals, or the fight's winner and its exchanges. */
export const virtualOutcome = z.lazy(() =>
  z.union([
    z.object({
      home: z.number().int(),
      away: z.number().int(),
      goals: z.array(z.object({ minute: z.number(), side: z.enum(['home', 'away']) })),
      draw: z.string(),
    }),
    z.object({
      winner: z.enum(['meron', 'wala', 'draw']),
      exchanges: z.array(z.enum(['meron', 'wala'])),
      draw: z.string(),
    }),
  ]),
);

export const VIRTUAL_BET_STATUSES = ['open', 'settled', 'rolling_back', 'rolled_back'] as const;

export const virtualStateCall = defineHouseCall({
  path: '/virtual/state',
  summary:
    "The clock, the event being played, the coming events with their prices, the last results and the session's bets; the balance only when asked",
  request: () => z.object({ session: sessionToken, balance: z.boolean().optional() }),
  response: () =>
    z.object({
      league: z.enum(VIRTUAL_LEAGUES),
      game: z.string(),
      now: z.number(),
      currency: z.string(),
      demo: z.boolean(),
      balance: money.nullable(),
      period_ms: z.number(),
      play_ms: z.number(),
      stakes: z.array(money),
      limit: money,
      /** Per market: its margin and its return to player, in percent. */
      rtp: z.record(z.string(), z.object({ margin: z.number(), rtp: z.number() })),
      live: z.object({ ...eventShape, outcome: virtualOutcome.nullable() }),
      open: z.array(
        z.object({
          ...eventShape,
          markets: z.array(
            z.object({ id: z.string(), margin: z.number(), selections: z.array(z.object({ id: z.string(), odds: z.string() })) }),
          ),
        }),
      ),
      results: z.array(z.object({ ...eventShape, outcome_key: z.string() })),
      bets: z.array(
        z.object({
          bet_id: z.string(),
          event_no: z.number().int(),
          sides,
          market: z.string(),
          selection: z.string(),
          odds: z.string(),
          stake: money,
          status: z.enum(VIRTUAL_BET_STATUSES),
          win: money.nullable(),
          outcome_key: z.string().nullable(),
          kickoff: z.number(),
          placed_at: z.string(),
        }),
      ),
    }),
  refusal: virtualRefusal,
  invalidInput: { session: 'invalid_session', balance: 'invalid_request' },
});

export const virtualBetCall = defineHouseCall({
  path: '/virtual/bet',
  summary:
    'A bet on one selection of a coming event at the price offered now (or at `odds`, the price the slip showed, refused with price_changed when it moved)',
  request: () =>
    z.object({
      session: sessionToken,
      event_no: serverNumber,
      market: z.string().max(40),
      selection: z.string().max(40),
      stake: stakeAmount,
      odds: z
        .string()
        .regex(/^\d{1,6}\.\d{2}$/)
        .optional(),
    }),
  response: () => z.object({ bet_id: z.string(), balance: money, odds: z.string() }),
  refusal: virtualRefusal,
  invalidInput: {
    session: 'invalid_session',
    event_no: 'invalid_selection',
    market: 'invalid_selection',
    selection: 'invalid_selection',
    stake: 'invalid_bet',
    odds: 'invalid_bet',
  },
});

export const virtualVerifyCall = defineHouseCall({
  path: '/virtual/verify',
  summary:
    'A settled bet of this session checked against its event’s stored draw: the draw, the range of the outcome it picks, and the win',
  request: () => z.object({ session: sessionToken, bet_id: issuedId(64) }),
  response: () =>
    z.object({
      bet_id: z.string(),
      event_no: z.number().int(),
      /** The uniform integer drawn, below draws_of (decimal strings: beyond a double's exact range). */
      draw: z.string(),
      draws_of: z.string(),
      range: z.tuple([z.string(), z.string()]),
      outcome_key: z.string(),
      win: money,
      matches: z.boolean(),
    }),
  refusal: virtualRefusal,
  invalidInput: { session: 'invalid_session', bet_id: 'unknown_bet' },
});
