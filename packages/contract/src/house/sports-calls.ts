import { z } from 'zod';
import { defineHouseCall, HOUSE_REFUSALS, issuedId, money, sessionToken, stakeAmount } from './house-call.ts';

/**
 * The house sportsbook's calls (docs/decisions/0049, 0053, 0062): the lobby of sports, competitions and events with
 * their main markets, one event with all its markets, bets (singles and parlays), the player's bets with their
 * cash-out values, and cash-out. Odds are decimal text with two places ("1.85"), lines decimal text in quarters
 * ("-0.25"), times epoch milliseconds, money major units as text. The page shows odds in Asian formats too
 * (sports/odds-formats.ts); bets are always taken and paid at the decimal price.
 */

export const SPORTS_SPORTS = ['football', 'cricket', 'basketball', 'tennis', 'esports'] as const;
export const SPORTS_EVENT_STATUSES = ['scheduled', 'live', 'suspended', 'ended', 'cancelled'] as const;
export const SPORTS_MARKET_TYPES = [
  '1x2',
  'asian_handicap',
  'over_under',
  'both_teams_to_score',
  'match_winner',
  'innings_runs',
  'top_batsman',
  'correct_score',
] as const;
export const SPORTS_MARKET_STATUSES = ['open', 'suspended', 'closed', 'settled', 'cancelled'] as const;
export const SPORTS_SELECTION_RESULTS = ['win', 'lose', 'void', 'half_win', 'half_lose'] as const;
export const SPORTS_BET_STATUSES = ['open', 'settled', 'cashed_out', 'cancelled'] as const;
/** Accept any new price, only a higher one, or none: the bet is always taken at the book's price of the moment. */
export const SPORTS_ODDS_POLICIES = ['any', 'higher', 'none'] as const;

/** A slip the book refuses (validate-slip.ts); each is also the message key `sports.refusal.<code>`. */
export const SPORTS_SLIP_REFUSALS = [
  'currency_not_offered',
  'stake_not_positive',
  'stake_below_minimum',
  'stake_above_maximum',
  'payout_above_maximum',
  'single_needs_one_leg',
  'too_few_legs',
  'too_many_legs',
  'same_event',
  'event_not_open',
  'market_not_open',
  'selection_unavailable',
  'odds_changed',
  // Decided by the wallet when the stake is taken, not by the slip against the book.
  'insufficient_funds',
  // The stake would take the member past a wager or loss limit they set (docs/decisions/0082).
  'limit_reached',
] as const;

/** Why a bet cannot be cashed out now (cash-out.ts), and the cash-out call's own refusals. */
export const SPORTS_CASH_OUT_REFUSALS = [
  'leg_suspended',
  'leg_lost',
  'all_legs_settled',
  'part_out_of_range',
  'nothing_to_pay',
  // The value fell below what the player was shown: the answer carries the new value to confirm.
  'cash_out_changed',
  'bet_not_open',
  'cash_out_unavailable',
] as const;

export const SPORTS_REFUSALS = [
  ...HOUSE_REFUSALS,
  ...SPORTS_SLIP_REFUSALS,
  ...SPORTS_CASH_OUT_REFUSALS,
  'unknown_event',
  'unknown_bet',
  'invalid_request',
] as const;
export type SportsRefusalCode = (typeof SPORTS_REFUSALS)[number];

const sportsRefusal = () =>
  z.object({
    error: z.enum(SPORTS_REFUSALS),
    balance: money.optional(),
    /** The slip leg (from 0) the refusal is about. */
    leg: z.number().int().optional(),
    /** The leg's price now, when it moved. */
    current_odds: z.string().optional(),
    /** The bet's cash-out value now, when it changed. */
    cash_out: money.optional(),
  });

const sport = z.lazy(() => z.enum(SPORTS_SPORTS));
const odds = z.lazy(() => z.string().regex(/^\d{1,6}\.\d{2}$/));
const eventId = z.lazy(() => z.string().min(1).max(120));

export const sportsSelection = z.lazy(() => z.object({ key: z.string(), odds, active: z.boolean() }));

export const sportsMarket = z.lazy(() =>
  z.object({
    market_id: z.string(),
    type: z.enum(SPORTS_MARKET_TYPES),
    /** Handicap (the home side's) or total, in decimal quarters ("-0.25"); null for markets without one. */
    line: z.string().nullable(),
    innings: z.number().int().nullable(),
    status: z.enum(SPORTS_MARKET_STATUSES),
    selections: z.array(sportsSelection),
  }),
);

/** An event as the lobby and its room show it: its state and its main markets (or all of them on the event page). */
export const sportsEvent = z.lazy(() =>
  z.object({
    event_id: z.string(),
    sport,
    competition: z.object({ id: z.string(), name: z.string(), country: z.string() }),
    home: z.string(),
    away: z.string(),
    starts_at: z.number(),
    status: z.enum(SPORTS_EVENT_STATUSES),
    score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
    clock: z.string().nullable(),
    /** Grows with every change the feed sends: a page keeps the newest it has seen of an event. */
    version: z.number().int(),
    markets_count: z.number().int(),
    markets: z.array(sportsMarket),
  }),
);

const limits = z.lazy(() =>
  z.object({ min_stake: money, max_stake: money, max_payout: money, max_parlay_legs: z.number().int() }),
);

export const sportsLobbyCall = defineHouseCall({
  path: '/sports/lobby',
  summary:
    "The sportsbook's lobby: sports with their live and coming events' counts, and the live and coming events of a sport (the session's own by default) with their main markets, the limits and the session's balance",
  request: () => z.object({ session: sessionToken, sport: sport.optional() }),
  response: () =>
    z.object({
      server_time: z.number(),
      currency: z.string(),
      balance: money,
      /** The sport this session opened on (esports opens on esports). */
      home_sport: sport,
      sport,
      limits,
      /** Seconds a bet on a live event waits before it is taken; a price change meanwhile refuses it by the policy. */
      live_delay_seconds: z.number().int(),
      sports: z.array(z.object({ sport, live: z.number().int(), upcoming: z.number().int() })),
      events: z.array(sportsEvent),
    }),
  refusal: sportsRefusal,
  invalidInput: { session: 'invalid_session', sport: 'invalid_request' },
});

export const sportsEventCall = defineHouseCall({
  path: '/sports/event',
  summary: 'One event with every market the book offers on it',
  request: () => z.object({ session: sessionToken, event_id: eventId }),
  response: () => z.object({ server_time: z.number(), event: sportsEvent }),
  refusal: sportsRefusal,
  invalidInput: { session: 'invalid_session', event_id: 'unknown_event' },
});

const betLeg = z.lazy(() =>
  z.object({
    event_id: z.string(),
    sport,
    home: z.string(),
    away: z.string(),
    starts_at: z.number(),
    event_status: z.enum(SPORTS_EVENT_STATUSES),
    score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
    market_id: z.string(),
    market_type: z.enum(SPORTS_MARKET_TYPES),
    line: z.string().nullable(),
    key: z.string(),
    odds,
    result: z.enum(SPORTS_SELECTION_RESULTS).nullable(),
  }),
);

export const sportsBet = z.lazy(() =>
  z.object({
    bet_id: z.string(),
    kind: z.enum(['single', 'parlay']),
    status: z.enum(SPORTS_BET_STATUSES),
    /** Still at risk after partial cash-outs; original_stake is what was placed. */
    stake: money,
    original_stake: money,
    /** The legs' prices multiplied, as placed. */
    odds: z.string(),
    potential_return: money,
    returned: money.nullable(),
    cashed_out: money,
    placed_at: z.number(),
    settled_at: z.number().nullable(),
    legs: z.array(betLeg),
    /** What the book pays for the whole open stake now, or why it offers nothing. */
    cash_out: z.object({ value: money.nullable(), refusal: z.enum(SPORTS_CASH_OUT_REFUSALS).nullable() }),
  }),
);

export const sportsBetCall = defineHouseCall({
  path: '/sports/bet',
  summary:
    'Places a single (one leg) or a parlay (2 to 10 legs of different events) at the prices the slip shows, by the odds-change policy; a bet on a live event waits the live delay first. A repeated request key answers the first bet',
  request: () =>
    z.object({
      session: sessionToken,
      request_key: z.string().min(8).max(64),
      kind: z.enum(['single', 'parlay']),
      stake: stakeAmount,
      policy: z.enum(SPORTS_ODDS_POLICIES),
      legs: z
        .array(z.object({ event_id: eventId, market_id: z.string().min(1).max(160), key: z.string().min(1).max(40), odds }))
        .min(1)
        .max(10),
    }),
  response: () => z.object({ balance: money, bet: sportsBet, replayed: z.boolean() }),
  refusal: sportsRefusal,
  invalidInput: {
    session: 'invalid_session',
    request_key: 'invalid_request',
    kind: 'invalid_request',
    stake: 'stake_not_positive',
    policy: 'invalid_request',
    legs: 'selection_unavailable',
  },
});

export const sportsMyBetsCall = defineHouseCall({
  path: '/sports/my-bets',
  summary: "The player's open or settled (and cashed-out) sports bets, newest first; before (a bet id) pages back",
  request: () =>
    z.object({
      session: sessionToken,
      status: z.enum(['open', 'settled']),
      limit: z.number().int().min(1).max(100).optional(),
      before: issuedId(20).optional(),
    }),
  response: () => z.object({ bets: z.array(sportsBet) }),
  refusal: sportsRefusal,
  invalidInput: { session: 'invalid_session', status: 'invalid_request', limit: 'invalid_request', before: 'invalid_request' },
});

export const sportsCashOutCall = defineHouseCall({
  path: '/sports/cash-out',
  summary:
    "Sells an open bet back to the book: the whole stake, or part of it (the rest stays on at the bet's odds), at no less than the value the player was shown",
  request: () =>
    z.object({
      session: sessionToken,
      bet_id: issuedId(20),
      /** The stake to sell; the whole open stake when absent. */
      part: stakeAmount.optional(),
      /** The value of the whole open stake the player accepted: a lower value now is refused with the new one. */
      expected: stakeAmount,
    }),
  response: () => z.object({ balance: money, paid: money, bet: sportsBet }),
  refusal: sportsRefusal,
  invalidInput: { session: 'invalid_session', bet_id: 'unknown_bet', part: 'part_out_of_range', expected: 'invalid_request' },
});

/** The socket.io messages of the sportsbook's rooms: `sports:join` a room, hear `sports.event` for each change. */
export const SPORTS_JOIN_EVENT = 'sports:join';
export const SPORTS_LEAVE_EVENT = 'sports:leave';
export const SPORTS_EVENT_EVENT = 'sports.event';
/** The lobby's room hears every event with its main markets; an event's room hears it with all of them. */
export const SPORTS_LOBBY_ROOM = 'lobby';
