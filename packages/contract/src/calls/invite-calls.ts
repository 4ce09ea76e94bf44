import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import { decimalAmount } from './wallet-calls.ts';

/**
 * Friend invites (RecommendAward): whether a site runs the programme for a currency, and the operators' programme per
 * site and currency. See docs/decisions/0056-friend-invites.md.
 */

const currency = z.lazy(() => z.enum(CURRENCY_CODES as [string, ...string[]]));
const flag = z.lazy(() => z.union([z.literal(0), z.literal(1)]));

export const bonusSettingCheckCall = defineCall({
  path: '/bonus_setting/check',
  access: 'public',
  summary: 'Whether the site runs friend invites for a currency (is_friend 1): the RecommendAward pages need it (SPEC section 4)',
  request: () => z.object({ site_id: rowId, member_currency: currency }),
  response: () => z.object({ is_friend: flag }),
});

export const friendInviteProgramme = z.lazy(() =>
  z.object({
    site_id: z.number().int(),
    currency,
    enabled: flag,
    /** The friend's first paid deposit must be at least this. */
    min_first_deposit: z.string(),
    /** The friend's settled valid bets must add up to at least this. */
    min_valid_bet: z.string(),
    /** Paid once to the inviting member, and to the friend, when the friend qualifies. */
    inviter_reward: z.string(),
    friend_reward: z.string(),
    /** Only a deposit and bets made within this many days of the friend's registration count. */
    qualify_within_days: z.number().int(),
    /** Caps per inviter under the programme (null: none): friends rewarded, and the total paid to the inviter. */
    max_rewarded_friends: z.number().int().nullable(),
    max_inviter_reward_total: z.string().nullable(),
  }),
);

export type FriendInviteProgramme = z.infer<typeof friendInviteProgramme>;

/** How long a friend has to qualify when the operator names no window. */
export const DEFAULT_QUALIFY_WITHIN_DAYS = 30;
export const MAX_QUALIFY_WITHIN_DAYS = 365;
export const MAX_REWARDED_FRIENDS_CAP = 1_000_000;

export const operatorFriendInviteProgrammesCall = defineCall({
  path: '/operator/invites/programmes',
  access: 'operator',
  summary: "A site's friend-invite programmes, one per currency",
  request: () => z.object({ site_id: rowId }),
  response: () => z.object({ list: z.array(friendInviteProgramme) }),
});

export const operatorFriendInviteSaveCall = defineCall({
  path: '/operator/invites/programme/save',
  access: 'operator',
  summary: "Sets a site's friend-invite programme for a currency (its condition and rewards, on or off); audited",
  request: () =>
    z.object({
      site_id: rowId,
      currency,
      enabled: flag,
      min_first_deposit: decimalAmount,
      min_valid_bet: decimalAmount,
      inviter_reward: decimalAmount,
      friend_reward: decimalAmount.default('0'),
      qualify_within_days: z.coerce.number().int().min(1).max(MAX_QUALIFY_WITHIN_DAYS).default(DEFAULT_QUALIFY_WITHIN_DAYS),
      /** At most this many friends rewarded per inviter; 0 for no cap. */
      max_rewarded_friends: z.coerce.number().int().min(0).max(MAX_REWARDED_FRIENDS_CAP).default(0),
      /** At most this much paid to one inviter in all; 0 for no cap. */
      max_inviter_reward_total: decimalAmount.default('0'),
    }),
  response: () => friendInviteProgramme,
});

export const recommendProjectCall = defineCall({
  path: '/member/recommend/project',
  access: 'member',
  summary:
    "RecommendProject: the caller's invite code, the programme of the caller's site and currency (null when closed), and what the caller's invites brought",
  request: () => z.object({}),
  response: () =>
    z.object({
      recommend_code: z.string(),
      programme: z
        .object({
          min_first_deposit: z.string(),
          min_valid_bet: z.string(),
          inviter_reward: z.string(),
          friend_reward: z.string(),
          qualify_within_days: z.number().int(),
          /** The programme's caps per inviter (null: none; a server from before the caps sends neither). */
          max_rewarded_friends: z.number().int().nullable().default(null),
          max_inviter_reward_total: z.string().nullable().default(null),
        })
        .nullable(),
      currency,
      friends: z.number().int(),
      rewarded_friends: z.number().int(),
      earned: z.string(),
    }),
});

export const invitedFriend = z.lazy(() =>
  z.object({
    account: z.string(),
    registered_at: z.string(),
    deposited: flag,
    /** What the caller was paid for this friend, or null before the friend qualified. */
    reward: z.string().nullable(),
    rewarded_at: z.string().nullable(),
  }),
);

export const recommendRecordCall = defineCall({
  path: '/member/recommend/record',
  access: 'member',
  summary:
    'RecommendRecord and RecommendMemberSearch: the friends the caller invited, newest first, found by account when a keyword is given, with their reward',
  request: () =>
    z.object({
      keyword: z.string().trim().max(40).default(''),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      count: z.coerce.number().int().min(1).max(100).default(20),
    }),
  response: () => z.object({ list: z.array(invitedFriend), total: z.number().int(), page: z.number().int() }),
});
