import { z } from 'zod';
import {
  defineHouseCall,
  gameNames,
  HOUSE_REFUSALS,
  issuedId,
  money,
  refusalOf,
  roundResult,
  serverNumber,
  sessionToken,
  spotStakes,
  stakeAmount,
} from './house-call.ts';
import { ROUND_STATUSES } from './slot-baccarat-calls.ts';

/**
 * The card and table games besides baccarat (docs/decisions/0028-house-card-and-table-games.md): blackjack, sic bo
 * and Andar Bahar. Cards are named ("10H", "AS"); amounts of an outcome are in minor units, those of a reply's own
 * fields in major units.
 */

export const TABLE_GAME_KINDS = ['blackjack', 'sic_bo', 'andar_bahar'] as const;
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'] as const;
const HAND_RESULTS = ['blackjack', 'win', 'push', 'lose', 'bust'] as const;

/** A blackjack hand as the player may see it: the dealer's hole card stays hidden until it is settled. */
export const blackjackView = z.lazy(() =>
  z.object({
    round_id: z.string(),
    /** The hand's step: an action names it, so that a repeated request does not act twice. */
    step: z.number().int(),
    status: z.enum(ROUND_STATUSES),
    bet: money,
    win: money,
    /** The balance after this call when the wallet told it (else the page keeps what it shows). */
    balance: money.nullable(),
    win_pending: z.boolean(),
    hand: z.object({
      phase: z.enum(['insurance', 'player', 'settled']),
      bet: money,
      staked: money,
      dealer: z.array(z.string()),
      dealer_total: z.number().int(),
      hands: z.array(
        z.object({
          cards: z.array(z.string()),
          total: z.number().int(),
          soft: z.boolean(),
          bet: money,
          doubled: z.boolean(),
          done: z.boolean(),
          result: z.enum(HAND_RESULTS).nullable(),
          returned: money.nullable(),
        }),
      ),
      active: z.number().int(),
      insurance: money,
      insurance_returned: money,
      allowed: z.array(z.enum(BLACKJACK_ACTIONS)),
      win: money,
    }),
  }),
);

export const sicBoRound = z.lazy(() =>
  z.object({
    game: z.string(),
    bets: z.record(z.string(), z.number()),
    bet: z.number(),
    dice: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
    total: z.number().int(),
    returns: z.record(z.string(), z.number()),
    win: z.number(),
  }),
);

export const andarBaharRound = z.lazy(() =>
  z.object({
    game: z.string(),
    bets: z.record(z.string(), z.number()),
    bet: z.number(),
    joker: z.string(),
    andar: z.array(z.string()),
    bahar: z.array(z.string()),
    /** Every card in dealing order, the joker first. */
    cards: z.array(z.string()),
    side: z.enum(['andar', 'bahar']),
    dealt: z.number().int(),
    returns: z.record(z.string(), z.number()),
    win: z.number(),
  }),
);

export const tableSessionCall = defineHouseCall({
  path: '/table/session',
  summary: "The table game's chips, limit, returns and pays, the session's balance, and blackjack's hand in play (else its last)",
  request: () => z.object({ session: sessionToken }),
  response: () =>
    z.object({
      kind: z.enum(TABLE_GAME_KINDS),
      game: z.object({ code: z.string(), names: gameNames }),
      currency: z.string(),
      demo: z.boolean(),
      balance: money,
      chips: z.array(money),
      /** The most one round may stake in all. */
      limit: money,
      /** Return to player of each bet, in percent. */
      rtp: z.record(z.string(), z.number()),
      /** What each bet pays, to 1. */
      pays: z.record(z.string(), z.number()),
      hand: blackjackView.nullable(),
    }),
  refusal: () => refusalOf(HOUSE_REFUSALS),
  invalidInput: { session: 'invalid_session' },
});

export const tableHistoryCall = defineHouseCall({
  path: '/table/history',
  summary: "The session's last 20 settled rounds, newest first, each with what its line shows",
  request: () => z.object({ session: sessionToken }),
  response: () =>
    z.object({
      rounds: z.array(
        z.object({
          round_id: z.string(),
          bet: money,
          win: money,
          win_pending: z.boolean(),
          created_at: z.string(),
          /** Sic bo: the dice and their total; Andar Bahar: the joker, the winning side, the cards dealt; blackjack: each hand's result. */
          summary: z.object({
            dice: z.array(z.number().int()).optional(),
            total: z.number().int().optional(),
            joker: z.string().optional(),
            side: z.enum(['andar', 'bahar']).optional(),
            dealt: z.number().int().optional(),
            results: z.array(z.enum(HAND_RESULTS).nullable()).optional(),
          }),
        }),
      ),
    }),
  refusal: () => refusalOf(HOUSE_REFUSALS),
  invalidInput: { session: 'invalid_session' },
});

export const sicBoRollCall = defineHouseCall({
  path: '/sic-bo/roll',
  summary: 'One roll of sic bo; `bets` maps spots to stakes, each a whole number of the smallest chip, within the limit',
  request: () => z.object({ session: sessionToken, bets: spotStakes }),
  response: () => roundResult(sicBoRound),
  refusal: () => refusalOf(HOUSE_REFUSALS),
  invalidInput: { session: 'invalid_session', bets: 'invalid_bet' },
});

export const andarBaharDealCall = defineHouseCall({
  path: '/andar-bahar/deal',
  summary: 'One deal of Andar Bahar from a fresh deck; `bets` as sic bo’s',
  request: () => z.object({ session: sessionToken, bets: spotStakes }),
  response: () => roundResult(andarBaharRound),
  refusal: () => refusalOf(HOUSE_REFUSALS),
  invalidInput: { session: 'invalid_session', bets: 'invalid_bet' },
});

export const blackjackDealCall = defineHouseCall({
  path: '/blackjack/deal',
  summary: 'Deals a blackjack hand for `bet` (a whole number of the smallest chip); hand_in_play while one is open',
  request: () => z.object({ session: sessionToken, bet: stakeAmount }),
  response: () => blackjackView,
  refusal: () => refusalOf(HOUSE_REFUSALS),
  invalidInput: { session: 'invalid_session', bet: 'invalid_bet' },
});

export const blackjackActCall = defineHouseCall({
  path: '/blackjack/act',
  summary:
    'One decision on the hand at its step; a request for a step the hand has left gets the hand as it is now; invalid_action when the hand does not allow it',
  request: () =>
    z.object({
      session: sessionToken,
      round_id: issuedId(64),
      step: serverNumber,
      action: z.enum(BLACKJACK_ACTIONS),
    }),
  response: () => blackjackView,
  refusal: () => refusalOf(HOUSE_REFUSALS),
  invalidInput: { session: 'invalid_session', round_id: 'invalid_action', step: 'invalid_action', action: 'invalid_action' },
});
