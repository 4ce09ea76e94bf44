import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import { currencyCode, siteId } from './site-calls.ts';

/**
 * Starting and leaving real and demo games (SPEC sections 4 and 7). The game's address comes back in the reply and,
 * as the SPEC describes, in the realtime `game.url` event on the member's private channel.
 */

/** How the site opens a game (SPEC section 4): window is the default. */
export const OPEN_TYPES = ['window', 'modal', 'page', 'redirect'] as const;
export type OpenType = (typeof OPEN_TYPES)[number];

/** Refusals of /member/game/play1. */
export const PlayCode = {
  /** No such game, or not offered to the member's site and currency. */
  noGame: 101,
  /** Not enough money in the main wallet to move into a transfer-wallet provider (it needs more than zero). */
  noBalance: 102,
  /** A balance return of this member is running (one_key_waiting). */
  balanceReturnRunning: 104,
  /** Another game of this member is being started. */
  starting: 105,
  /** The provider refused or could not take the transfer, or could not launch the game (server message shown). */
  providerFailed: 107,
  /**
   * The provider is under maintenance (SPEC section 8): data carries the interval {start_at, end_at} when the
   * provider gave one; a provider not connected to this deployment (no adapter) answers 203 with data null.
   */
  maintenance: 203,
  /** Real play is off on this deployment (DEMO_MODE). */
  demoMode: 206,
  /** A wager or loss limit of the member is reached (docs/decisions/0082); data: PlayLimitRefusal of protection-calls.ts. */
  limitReached: 207,
  /** Transfers into the provider are disabled for this member; also sent as forward_game.status {code: 957}. */
  transfersDisabled: 957,
} as const;

/** Refusals of /member/game/leave1. */
export const LeaveCode = {
  /** The session named is not a session of this member (balance-back codes 101 to 105 pass through). */
  noSession: 106,
} as const;

/** Refusals of /demo/play. */
export const DemoPlayCode = {
  /** No such demo game on the site and currency. */
  noGame: 101,
  /** The provider could not launch the game. */
  providerFailed: 107,
  /** The provider is under maintenance or not connected to this deployment (as play1). */
  maintenance: 203,
} as const;

export const maintenanceInterval = z.lazy(() => z.object({ start_at: z.string(), end_at: z.string() }));
export type MaintenanceInterval = z.infer<typeof maintenanceInterval>;

export const playCall = defineCall({
  path: '/member/game/play1',
  access: 'member',
  summary:
    'Starts a real game: moves money into a transfer-wallet provider when it has one, opens a game session and answers the game URL (also sent as game.url); codes 101 no game, 102 no balance, 104 balance return running, 105 starting, 107 provider failed, 203 maintenance or provider unavailable, 206 demo mode, 207 a wager or loss limit reached, 957 transfers disabled',
  request: () =>
    z.object({
      gpId: rowId,
      game_type: z.coerce.number().int().min(1).max(9),
      game_code: z.string().trim().min(1).max(80),
      /** Where the game's home or close button leads (the site's /close route): a web address or a site path. */
      lobby_url: z
        .string()
        .max(500)
        .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url), 'invalid_url')
        .default(''),
      /** Informative facts of the tile (house, gp_code): short texts, not used by the server. */
      extra: z
        .record(z.string().max(40), z.string().max(200))
        .refine((facts) => Object.keys(facts).length <= 20, 'too_many_entries')
        .default({}),
      device: z.coerce.number().int().min(0).max(2).default(0),
    }),
  response: () => z.object({ game_url: z.string(), open_type: z.enum(OPEN_TYPES), session_id: z.string() }),
});

export const leaveCall = defineCall({
  path: '/member/game/leave1',
  access: 'member',
  summary:
    'Leaves the running game (or the session named): ends its session and moves a transfer-wallet balance back into the main wallet; code 106 no such session of this member, balance-back codes 101 to 105 when the return fails',
  request: () => z.object({ session_id: z.string().max(80).optional() }),
  response: () => z.object({ main_cash: z.string() }),
});

export const demoPlayCall = defineCall({
  path: '/demo/play',
  access: 'public',
  summary:
    'Starts a demo game on play money; answers its URL; codes 101 no such demo game, 107 provider failed, 203 maintenance or provider unavailable',
  request: () =>
    z.object({
      site_id: siteId,
      currency: currencyCode,
      device: z.coerce.number().int().min(0).max(2).default(0),
      gp_id: rowId,
      game_type: z.coerce.number().int().min(1).max(9),
      game_code: z.string().trim().min(1).max(80),
      house: z.string().max(40).default(''),
    }),
  response: () => z.object({ game_url: z.string() }),
});
