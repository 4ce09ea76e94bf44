import { z } from 'zod';

/** Channels and events of SPEC section 7, spoken in the protocol of laravel-echo's socket.io broadcaster. */
export const publicChannels = {
  webMember: 'web_member',
  webApi: (currency: string) => `web_api.${currency}`,
  template: (template: string) => `${template}_template`,
  bobMobileTemplate: 'bob_mobile_template',
  /** A tournament's live leaderboard (docs/decisions/0085). */
  tournament: (id: number) => `tournament.${id}`,
} as const;

/** Private channels, named as laravel-echo names them on the wire. */
export const privateChannels = {
  member: (memberId: number | string) => `private-member.${memberId}`,
  memberCurrency: (currency: string) => `private-member.${currency}`,
} as const;

export const PUBLIC_CHANNEL = /^(web_member|web_api\.[A-Z]{3}|[A-Za-z0-9_]+_template|tournament\.\d{1,10})$/;
export const PRIVATE_MEMBER_CHANNEL = /^private-member\.(\d+)$/;
export const PRIVATE_CURRENCY_CHANNEL = /^private-member\.([A-Z]{3})$/;
export const PRESENCE_CHANNEL = /^presence-([A-Za-z0-9_.-]+)$/;

export const realtimeEvents = {
  customerServiceLinkChange: 'customer_service_link_change',
  carouselPictureUrl: 'carousel_picture.url',
  modelSettingsUrl: 'model_settings.url',
  modelSponsorUrl: 'model_sponsor.url',
  modelLoginUrl: 'model_login.url',
  gameUrl: 'game.url',
  forwardGameStatus: 'forward_game.status',
  memberCash: 'member.cash',
  letterSent: 'letter.sent',
  letterRead: 'letter.read',
  letterDelete: 'letter.delete',
  allTransferBack: 'all_transfer_back',
  login: 'login',
  profileUpdated: 'profile.updated',
  appCleanCache: 'app_clean_cache',
  memberDepositSuccess: 'member_deposit.success',
  /** The member's withdraw password was locked after too many wrong tries (docs/security.md). */
  withdrawPasswordLocked: 'withdraw_password.locked',
  redEnvelopeDisplay: 'RedEnvelopeDisplay',
  /** The member reached a higher VIP level (docs/decisions/0083). */
  vipLevelUp: 'vip_level.up',
  /** A tournament's top of the leaderboard changed (docs/decisions/0085), on `tournament.{id}`. */
  tournamentLeaderboard: 'tournament.leaderboard',
} as const;

/**
 * A session's fingerprint: the first hex characters of the SHA-256 of its token. It names a session without
 * granting anything, so it may travel on a channel where the bearer token must not.
 */
export const SESSION_FINGERPRINT_LENGTH = 16;
/** Reasons a `login` event may give for ending a session: the member's own session-time limit ran out. */
export const SESSION_END_REASONS = ['session_limit'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const realtimePayloads = {
  [realtimeEvents.memberCash]: z.lazy(() => z.object({ cash: z.string() })),
  /** The session now in force, as a fingerprint (never the bearer token); empty when the session just ended. */
  [realtimeEvents.login]: z.lazy(() =>
    z.object({
      session: z.string().max(SESSION_FINGERPRINT_LENGTH),
      /** Why the session ended, where it was not a sign-in elsewhere or an ending the member asked for. */
      reason: z.enum(SESSION_END_REASONS).optional(),
    }),
  ),
  [realtimeEvents.forwardGameStatus]: z.lazy(() => z.object({ code: z.number().int() })),
  [realtimeEvents.gameUrl]: z.lazy(() => z.object({ url: z.string() })),
  [realtimeEvents.carouselPictureUrl]: z.lazy(() => z.object({ url: z.string() })),
  [realtimeEvents.customerServiceLinkChange]: z.lazy(() => z.object({ url: z.string() })),
  [realtimeEvents.memberDepositSuccess]: z.lazy(() =>
    z.object({
      order_number: z.string(),
      deposit_amount: z.string(),
      deposit_times: z.number().int(),
    }),
  ),
  /** Until when every call that checks the withdraw password refuses it (code 108), and the site's lock period. */
  [realtimeEvents.withdrawPasswordLocked]: z.lazy(() => z.object({ locked_until: z.string(), minutes: z.number().int() })),
  [realtimeEvents.vipLevelUp]: z.lazy(() => z.object({ level: z.number().int(), previous: z.number().int() })),
  [realtimeEvents.tournamentLeaderboard]: z.lazy(() =>
    z.object({
      id: z.number().int(),
      participants: z.number().int(),
      leaderboard: z.array(z.object({ rank: z.number().int(), account: z.string(), score: z.string() })),
    }),
  ),
} as const;

/** laravel-echo prefixes event names with a namespace unless they start with a dot. */
export function echoEventName(event: string): string {
  return `.${event}`;
}

// Kept with the other connection constants, which the browsers read without this file's schemas.
export { REALTIME_PATH } from './constants.ts';
