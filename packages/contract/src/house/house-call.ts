import { z } from 'zod';
import { INT4_MAX } from '../input-bounds.ts';

/**
 * The calls the house provider's game pages make to the house's own game server (decision 47). They are not the
 * platform's calls: they live under /house/api rather than /api, carry the game session's token in the body instead
 * of a member's token, answer a bare JSON body rather than the platform's envelope, and refuse with a status and
 * `{error: code}`.
 */
export const HOUSE_API_PREFIX = '/house/api';

export type HouseCallDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Ref extends z.ZodType<{ error: string }> = z.ZodType<{ error: string }>,
> = {
  /** Path under HOUSE_API_PREFIX. */
  path: string;
  /** Marks a house call: served under this prefix, never listed with the platform's calls. */
  prefix: typeof HOUSE_API_PREFIX;
  summary: string;
  /** The body: every call names the game session it is made for. */
  request: Req;
  /** The answer of a call that went through (status 200). */
  response: Res;
  /** The answer of a refused call (any other status): its code, and the balance when the refusal tells it. */
  refusal: Ref;
  /**
   * The refusal code a body gets when a field does not parse (status 400), by the field at fault: the code the
   * game's pages already know for that field. A body that is not an object at all is refused as its session is.
   */
  invalidInput: Record<string, string>;
};

type HouseCallSpec<Req extends z.ZodType, Res extends z.ZodType, Ref extends z.ZodType<{ error: string }>> = {
  path: string;
  summary: string;
  request: () => Req;
  response: () => Res;
  refusal: () => Ref;
  invalidInput: { [Field in keyof z.input<Req>]-?: z.output<Ref>['error'] };
};

/** A house call whose schemas are made when first used, as the platform's calls (decisions 37 and 46). */
export function defineHouseCall<Req extends z.ZodType, Res extends z.ZodType, Ref extends z.ZodType<{ error: string }>>(
  spec: HouseCallSpec<Req, Res, Ref>,
): HouseCallDefinition<Req, Res, Ref> {
  let request: Req | undefined;
  let response: Res | undefined;
  let refusal: Ref | undefined;
  return {
    path: spec.path,
    prefix: HOUSE_API_PREFIX,
    summary: spec.summary,
    invalidInput: spec.invalidInput,
    get request() {
      request ??= spec.request();
      return request;
    },
    get response() {
      response ??= spec.response();
      return response;
    },
    get refusal() {
      refusal ??= spec.refusal();
      return refusal;
    },
  };
}

export type HouseCallRequest<C> = C extends HouseCallDefinition<infer Req> ? z.input<Req> : never;
export type HouseCallResponse<C> = C extends HouseCallDefinition<z.ZodType, infer Res> ? z.output<Res> : never;
export type HouseCallRefusal<C> = C extends HouseCallDefinition<z.ZodType, z.ZodType, infer Ref> ? z.output<Ref> : never;

/** The refusals of the house's own games (the server's HouseError codes). */
export const HOUSE_REFUSALS = [
  'invalid_session',
  'session_expired',
  // The platform ended the game session (decision 40); the house's own session has not expired.
  'session_ended',
  'insufficient_funds',
  'invalid_bet',
  'unknown_game',
  'wallet_unavailable',
  'wallet_refused',
  // The stake would take the member past a wager or loss limit they set (docs/decisions/0082).
  'limit_reached',
  // Blackjack: a hand is still being played in this session; an action the hand's state does not allow.
  'hand_in_play',
  'invalid_action',
] as const;
export type HouseRefusalCode = (typeof HOUSE_REFUSALS)[number];

/** A refusal with one of `codes`; insufficient_funds and the wallet's refusals tell the balance when it is known. */
export const refusalOf = <const Codes extends readonly [string, ...string[]]>(codes: Codes) =>
  z.object({ error: z.enum(codes), balance: z.string().optional() });

/** The game session's token, as the launch put it in the page's address. */
export const sessionToken = z.lazy(() => z.string().min(1).max(200));

/** An amount in the currency's major units, as a player stakes it ("25.00"): what the house's money parser takes. */
export const stakeAmount = z.lazy(() => z.string().regex(/^\d{1,15}(\.\d{1,4})?$/, 'amount_format'));

/** The most spots one bet may name: more than any table has (roulette has under 160). */
const MOST_SPOTS = 200;

/** Stakes by spot of a table ({player: "10.00"}); which spots exist and what each may take is the game's rule. */
export const spotStakes = z.lazy(() =>
  z.record(z.string().max(40), stakeAmount).refine((bets) => Object.keys(bets).length <= MOST_SPOTS, 'too_many_spots'),
);

/** An id the server gave out (a round, a bet), at most `length` characters. */
export const issuedId = (length: number) => z.string().max(length);

/** A count or number of the server's (an event, a hand's step): a whole number an int4 column holds. */
export const serverNumber = z.lazy(() => z.number().int().min(0).max(INT4_MAX));

/** A money amount in a reply, in major units ("1250.00"). */
export const money = z.lazy(() => z.string());

/** A game's name in each language it has one in. */
export const gameNames = z.lazy(() => z.record(z.string(), z.string()));

/**
 * What a round of a house game answers: the money of the round and the balance after it; win_pending when the
 * platform has not confirmed the win yet (the house sends it again until it does).
 */
export const roundResult = <Outcome extends z.ZodType>(outcome: Outcome) =>
  z.object({
    round_id: z.string(),
    bet: money,
    win: money,
    jackpot_win: money,
    balance: money,
    win_pending: z.boolean(),
    outcome,
  });
