import { z } from 'zod';
import { defineHouseCall, HOUSE_REFUSALS, issuedId, money, sessionToken, stakeAmount } from './house-call.ts';

/**
 * The house lottery's calls (docs/decisions/0050-lottery-model.md, 0052-lottery-draw-scheduling.md): the games with
 * their rules and the draws taking bets (with the server's clock, for countdowns), bets on one or several draws with
 * multi-draw follow plans, the player's bets, and past results with their revealed seeds for the verify panel. Times
 * are epoch milliseconds; odds are decimal with the stake included, as text ("1.94"); a pick is a list of integers
 * whose meaning each bet type's slots name.
 */

export const LOTTERY_GAMES = ['lottery-dice', 'lottery-digits', 'lottery-race', 'lottery-north'] as const;

/** A bet the rules refuse (validate-bet.ts), each also the message key `lottery.refusal.<code>`. */
export const LOTTERY_BET_REFUSALS = [
  'unknown_bet_type',
  'pick_invalid',
  'stake_invalid',
  'stake_below_minimum',
  'stake_above_maximum',
  'draw_unknown',
  // The draw's bet close has come: a bet at the close instant is late.
  'betting_closed',
  // Beyond the draws taking bets, or a draw voided.
  'draw_not_open',
] as const;

export const LOTTERY_REFUSALS = [
  ...HOUSE_REFUSALS,
  ...LOTTERY_BET_REFUSALS,
  // A bet's best win at its odds is above the most one bet may win: max_payout and max_stake say what fits.
  'over_max_payout',
  // More lines than a slip takes, or more bets (lines x follow draws) than one call places.
  'too_many_bets',
  // A field that has no refusal of its own (a limit, a page mark).
  'invalid_request',
] as const;

const lotteryRefusal = () =>
  z.object({
    error: z.enum(LOTTERY_REFUSALS),
    balance: money.optional(),
    /** The slip line (from 0) the refusal is about. */
    line: z.number().int().optional(),
    max_payout: money.optional(),
    max_stake: money.optional(),
  });

const game = z.lazy(() => z.enum(LOTTERY_GAMES));
const drawId = z.lazy(() => z.string().regex(/^\d{8}(\d{4})?$/));
/** A pick's numbers: positions, digits, cars, sums, two- or three-digit numbers. */
const pick = z.lazy(() => z.array(z.number().int().min(0).max(99_999)).max(10));
const odds = z.lazy(() => z.string());

export const LOTTERY_DRAW_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;
/** A bet as its player sees it: still to be drawn, won, lost, or refunded (draw void, plan stopped, stake failed). */
export const LOTTERY_BET_STATUSES = ['pending', 'won', 'lost', 'refunded'] as const;
export const LOTTERY_REFUND_REASONS = ['draw_void', 'plan_stopped', 'not_confirmed', 'slip_refused'] as const;

/** A draw taking bets: its commitment (SHA-256 of its secret seed) is out before its first bet. */
const openDraw = z.lazy(() =>
  z.object({
    draw_id: z.string(),
    status: z.enum(LOTTERY_DRAW_STATUSES),
    closes_at: z.number(),
    draws_at: z.number(),
    commitment: z.string(),
  }),
);

/** A drawn (or voided) draw with everything the verify panel recomputes the result from. */
export const lotteryDrawResult = z.lazy(() =>
  z.object({
    game,
    draw_id: z.string(),
    status: z.enum(LOTTERY_DRAW_STATUSES),
    closes_at: z.number(),
    draws_at: z.number(),
    drawn_at: z.number().nullable(),
    commitment: z.string(),
    /** Revealed once the draw is drawn (or voided after its close). */
    seed: z.string().nullable(),
    public_value: z.string().nullable(),
    result: z.array(z.number().int()).nullable(),
    /** Drawn after a downtime, with the result it would have had on time. */
    late: z.boolean(),
    void_reason: z.string().nullable(),
  }),
);

export const lotteryGamesCall = defineHouseCall({
  path: '/lottery/games',
  summary:
    "The lottery's games with their rules, odds and RTP, each with its draws taking bets (the first closes next) and its last result, the server's clock, the limits and the session's balance when asked",
  request: () => z.object({ session: sessionToken, balance: z.boolean().optional() }),
  response: () =>
    z.object({
      /** The server's clock when it answered: countdowns run from closes_at - server_time. */
      server_time: z.number(),
      /** The game this session bets on. */
      game,
      currency: z.string(),
      demo: z.boolean(),
      balance: money.nullable(),
      limits: z.object({ min_cost: money, max_cost: money, max_payout: money, stake_step: money }),
      max_slip_lines: z.number().int(),
      max_bets_per_call: z.number().int(),
      games: z.array(
        z.object({
          game,
          schedule: z.union([
            z.object({ kind: z.literal('every'), minutes: z.number().int() }),
            z.object({ kind: z.literal('daily'), hour: z.number().int(), minute: z.number().int(), time_zone: z.string() }),
          ]),
          close_seconds: z.number().int(),
          /** How many draws take bets at once: the most draws a follow plan covers. */
          draws_taking_bets: z.number().int(),
          bet_types: z.array(
            z.object({
              bet_type: z.string(),
              slots: z.array(z.object({ name: z.string(), min: z.number().int(), max: z.number().int() })),
              /** Unit stakes a bet costs: 27 for lô, 1 otherwise. */
              cost_units: z.number().int(),
              /** Each pick whose odds or RTP can differ from another's: its odds and its exact RTP in percent. */
              picks: z.array(z.object({ pick: z.array(z.number().int()), odds: z.array(odds), rtp: z.string() })),
            }),
          ),
          draws: z.array(openDraw),
          last_result: lotteryDrawResult.nullable(),
        }),
      ),
    }),
  refusal: lotteryRefusal,
  invalidInput: { session: 'invalid_session', balance: 'invalid_request' },
});

const placedBet = z.lazy(() =>
  z.object({
    bet_id: z.string(),
    draw_id: z.string(),
    bet_type: z.string(),
    pick: z.array(z.number().int()),
    stake: money,
    cost: money,
    odds: z.array(odds),
    plan_id: z.string().nullable(),
  }),
);

export const lotteryBetCall = defineHouseCall({
  path: '/lottery/bet',
  summary:
    "Bets on draws of the session's game, all or none: each slip line a bet type, a pick and a unit stake on a draw taking bets; with follow, each line is placed on that many consecutive draws from its draw, paid whole now, stopping (the later draws refunded) after a win when asked",
  request: () =>
    z.object({
      session: sessionToken,
      bets: z
        .array(z.object({ draw_id: drawId, bet_type: z.string().max(40), pick, stake: stakeAmount }))
        .min(1)
        .max(50),
      follow: z.object({ draws: z.number().int().min(2).max(1_000), stop_after_win: z.boolean() }).optional(),
    }),
  response: () => z.object({ balance: money, cost: money, bets: z.array(placedBet) }),
  refusal: lotteryRefusal,
  invalidInput: { session: 'invalid_session', bets: 'invalid_bet', follow: 'invalid_bet' },
});

export const lotteryMyBetsCall = defineHouseCall({
  path: '/lottery/my-bets',
  summary: "The player's lottery bets of every session, newest first; before (a bet id) pages back",
  request: () =>
    z.object({
      session: sessionToken,
      limit: z.number().int().min(1).max(100).optional(),
      before: issuedId(64).optional(),
    }),
  response: () =>
    z.object({
      bets: z.array(
        z.object({
          bet_id: z.string(),
          game,
          draw_id: z.string(),
          draws_at: z.number(),
          bet_type: z.string(),
          pick: z.array(z.number().int()),
          stake: money,
          cost: money,
          odds: z.array(odds),
          status: z.enum(LOTTERY_BET_STATUSES),
          payout: money.nullable(),
          refund_reason: z.enum(LOTTERY_REFUND_REASONS).nullable(),
          plan: z
            .object({
              plan_id: z.string(),
              draws: z.number().int(),
              stop_after_win: z.boolean(),
              stopped_by_draw: z.string().nullable(),
            })
            .nullable(),
          placed_at: z.number(),
        }),
      ),
    }),
  refusal: lotteryRefusal,
  invalidInput: { session: 'invalid_session', limit: 'invalid_request', before: 'invalid_request' },
});

export const lotteryResultsCall = defineHouseCall({
  path: '/lottery/results',
  summary:
    "A game's past draws, newest first, with their results, public values and revealed seeds (the verify panel recomputes each); before (a draw id) pages back",
  request: () =>
    z.object({
      session: sessionToken,
      game: game.optional(),
      limit: z.number().int().min(1).max(100).optional(),
      before: drawId.optional(),
    }),
  response: () => z.object({ draws: z.array(lotteryDrawResult) }),
  refusal: lotteryRefusal,
  invalidInput: { session: 'invalid_session', game: 'unknown_game', limit: 'invalid_request', before: 'invalid_request' },
});

/**
 * The socket.io messages of the lottery (docs/decisions/0065): a page sends `lottery:join` with a game to hear
 * `lottery.draw` each time one of that game's draws is drawn, settled or voided, and then reads the calls above at
 * once. The message names the draw and what happened to it, nothing private; polling stays the fallback.
 */
export const LOTTERY_JOIN_EVENT = 'lottery:join';
export const LOTTERY_DRAW_EVENT = 'lottery.draw';
export const LOTTERY_PUSHED_STATUSES = ['drawn', 'settled', 'void'] as const;
export const lotteryDrawEvent = z.lazy(() => z.object({ game, draw_id: drawId, status: z.enum(LOTTERY_PUSHED_STATUSES) }));
