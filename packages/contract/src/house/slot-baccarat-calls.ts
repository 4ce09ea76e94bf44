import { z } from 'zod';
import {
  defineHouseCall,
  gameNames,
  HOUSE_REFUSALS,
  issuedId,
  money,
  refusalOf,
  roundResult,
  sessionToken,
  spotStakes,
  stakeAmount,
} from './house-call.ts';

/**
 * The slot and single-player baccarat pages' calls (docs/decisions/0013-house-games.md): the session's game and
 * money, a spin, a coup, and a round recomputed from its stored draws.
 */

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;

const sessionCommon = {
  currency: z.string(),
  balance: money,
  demo: z.boolean(),
  language: z.string(),
  lobby_url: z.string(),
};

const slotSymbol = z.lazy(() =>
  z.object({
    id: z.string(),
    glyph: z.string(),
    kind: z.enum(['regular', 'wild', 'scatter', 'jackpot']),
    /** Pays for 2, 3, 4 and 5 of a kind (line bets; the scatter's in total bets). */
    pays: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  }),
);

const slotSession = () =>
  z.object({
    ...sessionCommon,
    kind: z.literal('slot'),
    game: z.object({
      code: z.string(),
      names: gameNames,
      symbols: z.array(slotSymbol),
      /** Each payline: the row (0 to 2) it crosses on each reel. */
      lines: z.array(z.array(z.number().int())),
      free_spins: z.object({ spins: z.tuple([z.number(), z.number(), z.number()]), multiplier: z.number() }).nullable(),
    }),
    bets: z.array(money),
    jackpot: money,
    /** Returns to player in percent, and the chances of a free-spin round and of the jackpot per spin. */
    rtp: z.object({
      total: z.number(),
      base: z.number(),
      jackpot: z.number(),
      lines: z.number(),
      scatter: z.number(),
      free_spins: z.number(),
      free_spin_chance: z.number(),
      jackpot_chance: z.number(),
    }),
  });

const baccaratSession = () =>
  z.object({
    ...sessionCommon,
    kind: z.literal('baccarat'),
    game: z.object({ code: z.string(), names: gameNames, spots: z.array(z.enum(BACCARAT_SPOTS)) }),
    chips: z.array(money),
    /** Return to player of each spot, in percent. */
    rtp: z.record(z.string(), z.number()),
  });

/** One spin of a slot round: the stops, the symbols they show and what they pay (pays in minor units). */
const slotSpin = z.lazy(() =>
  z.object({
    stops: z.array(z.number().int()),
    /** window[row][reel]: symbol ids. */
    window: z.array(z.array(z.string())),
    lineWins: z.array(z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pay: z.number() })),
    scatters: z.number().int(),
    linePay: z.number(),
    scatterPay: z.number(),
    freeSpinsAwarded: z.number().int(),
    jackpot: z.boolean(),
    /** 0 for the paid spin, else the number of this free spin. */
    freeSpin: z.number().int(),
    multiplier: z.number(),
    win: z.number(),
  }),
);

/** A slot round: the paid spin and the free spins it started; amounts in minor units. */
export const slotRound = z.lazy(() =>
  z.object({
    game: z.string(),
    bet: z.number(),
    lineBet: z.number(),
    spins: z.array(slotSpin),
    freeSpins: z.number().int(),
    win: z.number(),
    jackpot: z.boolean(),
  }),
);

/** A coup of baccarat: cards are 0 to 51 in the coup, names ("10H") in `cards`; amounts in minor units. */
export const baccaratRound = z.lazy(() =>
  z.object({
    game: z.string(),
    bets: z.partialRecord(z.enum(BACCARAT_SPOTS), z.number()),
    bet: z.number(),
    coup: z.object({
      player: z.array(z.number().int()),
      banker: z.array(z.number().int()),
      playerTotal: z.number().int(),
      bankerTotal: z.number().int(),
      winner: z.enum(['player', 'banker', 'tie']),
      natural: z.boolean(),
      playerPair: z.boolean(),
      bankerPair: z.boolean(),
    }),
    cards: z.array(z.string()),
    returns: z.record(z.string(), z.number()),
    win: z.number(),
  }),
);

export const houseSessionCall = defineHouseCall({
  path: '/session',
  summary: "The slot's or baccarat's game, bets or chips, returns to player, the jackpot and the session's balance",
  request: () => z.object({ session: sessionToken }),
  response: () => z.discriminatedUnion('kind', [slotSession(), baccaratSession()]),
  refusal: () => refusalOf(HOUSE_REFUSALS),
  invalidInput: { session: 'invalid_session' },
});

export const spinCall = defineHouseCall({
  path: '/spin',
  summary: 'One paid spin of the session’s slot, and the free spins it starts; `bet` is one of the bets offered',
  request: () => z.object({ session: sessionToken, bet: stakeAmount }),
  response: () => roundResult(slotRound),
  refusal: () => refusalOf(HOUSE_REFUSALS),
  invalidInput: { session: 'invalid_session', bet: 'invalid_bet' },
});

export const dealCall = defineHouseCall({
  path: '/deal',
  summary: 'One coup of baccarat; `bets` maps spots to stakes, each a whole number of the smallest chip',
  request: () => z.object({ session: sessionToken, bets: spotStakes }),
  response: () => roundResult(baccaratRound),
  refusal: () => refusalOf(HOUSE_REFUSALS),
  invalidInput: { session: 'invalid_session', bets: 'invalid_bet' },
});

/** Where a round of the house stands: a blackjack hand is in_play between the player's decisions. */
export const ROUND_STATUSES = ['in_play', 'settled', 'win_pending', 'rolled_back'] as const;

export const roundCall = defineHouseCall({
  path: '/round',
  summary:
    'A round of this session recomputed from its stored draws (a hand still in play is not shown): unknown_round when there is none',
  request: () => z.object({ session: sessionToken, round_id: issuedId(64) }),
  response: () =>
    z.object({
      round_id: z.string(),
      status: z.enum(ROUND_STATUSES),
      bet: money,
      win: money,
      /** What the engine drew: reel stops, card names or dice, by game. */
      draws: z.union([z.array(z.string()), z.array(z.number()), z.array(z.array(z.number()))]),
      created_at: z.string(),
      replay_matches: z.boolean(),
      /** The round as stored: its game and win (minor units) and the game's own fields. */
      outcome: z.looseObject({ game: z.string(), win: z.number() }),
    }),
  refusal: () => refusalOf([...HOUSE_REFUSALS, 'unknown_round']),
  invalidInput: { session: 'invalid_session', round_id: 'unknown_round' },
});

/** How many rounds one page of the slot's history holds at most, and unless asked for fewer. */
export const SLOT_ROUNDS_PAGE = 20;

export const slotRoundsCall = defineHouseCall({
  path: '/slot/rounds',
  summary:
    "This session's slot rounds, newest first, a page at a time: `before` is the last round of the page before (unknown_round when it is not one of this session's); `next` the round to ask before for the page after, null at the end",
  request: () =>
    z.object({
      session: sessionToken,
      before: issuedId(64).optional(),
      limit: z.number().int().min(1).max(SLOT_ROUNDS_PAGE).optional(),
    }),
  response: () =>
    z.object({
      rounds: z.array(
        z.object({
          round_id: z.string(),
          bet: money,
          /** With the jackpot's part. */
          win: money,
          jackpot: z.boolean(),
          win_pending: z.boolean(),
          created_at: z.string(),
          /** The reel stops of each spin: the paid one, then the free spins. */
          stops: z.array(z.array(z.number().int())),
        }),
      ),
      next: z.string().nullable(),
    }),
  refusal: () => refusalOf([...HOUSE_REFUSALS, 'unknown_round', 'invalid_limit']),
  invalidInput: { session: 'invalid_session', before: 'unknown_round', limit: 'invalid_limit' },
});
