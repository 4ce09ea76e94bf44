import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineCall } from '../define-call.ts';
import { calendarDate, INT4_MAX, rowId } from '../input-bounds.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { flag } from './site-calls.ts';
import { decimalAmount } from './wallet-calls.ts';

/**
 * Member engagement (SPEC sections 3, 4, 7 and 8): letters from the operators, red-envelope promotions and the daily
 * sign-in reward, for members and for the operators who run them. See
 * docs/decisions/0025-letters-red-envelopes-sign-in.md.
 */

/** SPEC section 9: letters come 50 a page, newest first. */
export const LETTER_PAGE_SIZE = 50;

export const memberLetter = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    /** Sanitised HTML of the operator, in the asked language (else English, else any). */
    content: z.string(),
    is_read: flag,
    created_at: z.string(),
  }),
);
export type MemberLetter = z.infer<typeof memberLetter>;

export const letterListResponse = z.lazy(() =>
  z.object({
    list: z.array(memberLetter),
    total_count: z.number().int(),
    unread_count: z.number().int(),
  }),
);
export type LetterListResponse = z.infer<typeof letterListResponse>;

const letterListFields = {
  /** SPEC: active 1 (letters not deleted); the only value there is. */
  active: z.coerce.number().int().min(0).max(1).default(1),
  count: z.coerce.number().int().min(1).max(100).default(LETTER_PAGE_SIZE),
  language: z.string().max(16).optional(),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  site_id: rowId.optional(),
  sort_field: z.literal('id').default('id'),
  sort_order: z.enum(['desc', 'asc']).default('desc'),
};

export const letterListCall = defineCall({
  path: '/arks/web/member/letter',
  access: 'member',
  summary: "The member's letters, newest first (page size 50), with the number of all and of unread ones",
  request: () => z.object(letterListFields),
  response: () => letterListResponse,
});

export const letterReadCall = defineCall({
  path: '/arks/web/member/letter/read',
  access: 'member',
  summary: "Marks one of the member's letters read (code 101: no such letter in the member's box)",
  request: () => z.object({ id: rowId }),
  response: () => z.object({ id: z.number().int(), is_read: flag, unread_count: z.number().int() }),
});

export const letterDestroyCall = defineCall({
  path: '/arks/web/member/letter/destroy',
  access: 'member',
  summary:
    'Deletes letters of the member: those of ids, or without ids every read one; answers the list page as the list call does',
  request: () =>
    z.object({
      ...letterListFields,
      ids: z.array(rowId).min(1).max(100).optional(),
    }),
  response: () => letterListResponse,
});

export const LetterCode = {
  /** No such letter in the member's box (never someone else's). */
  notFound: 101,
} as const;

/** Who a red envelope is for, beyond its site and currencies. */
export const RED_ENVELOPE_ELIGIBILITY = ['none', 'deposit', 'wager'] as const;
export type RedEnvelopeEligibility = (typeof RED_ENVELOPE_ELIGIBILITY)[number];

export const redEnvelope = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    start_at: z.string(),
    /** SPEC: active while end_at is in the future. */
    end_at: z.string(),
    currency: z.string(),
    min_amount: z.string(),
    max_amount: z.string(),
    /** 1: the member may claim now; 0: the requirement below is not met yet. */
    eligible: flag,
    requirement: z
      .object({ kind: z.enum(['deposit', 'wager']), amount: z.string(), progress: z.string(), days: z.number().int() })
      .nullable(),
  }),
);
export type RedEnvelope = z.infer<typeof redEnvelope>;

export const redEnvelopePromotionCall = defineCall({
  path: '/arks/web/activity/red_envelope_promotion',
  access: 'member',
  summary: 'The red envelope the member may open now, or an empty array when there is none (or it was claimed)',
  request: () => z.object({ site_id: rowId.optional() }),
  response: () => z.union([redEnvelope, z.array(z.never()).max(0)]),
});

/** SPEC section 8: 102 shows the message and clears the envelope; others show the message. */
export const RedEnvelopeCode = {
  /** The eligibility requirement (deposit or wager in the window) is not met yet. */
  notEligible: 101,
  /** Nothing to claim any more: claimed before, ended, cancelled, or the budget is spent. */
  gone: 102,
} as const;

export const redEnvelopeClaimCall = defineCall({
  path: '/arks/web/activity/red_envelope',
  access: 'member',
  summary: 'Opens the red envelope: the drawn cash is paid into the main wallet once (codes 101 not eligible, 102 gone)',
  request: () => z.object({ id: rowId }),
  response: () => z.object({ id: z.number().int(), cash: z.string(), currency: z.string(), main_cash: z.string() }),
});

export const signInDay = z.lazy(() =>
  z.object({
    /** Site day (America/Caracas), YYYY-MM-DD. */
    date: z.string(),
    signed: flag,
    amount: z.string(),
    streak: z.number().int(),
  }),
);

export const signInStatus = z.lazy(() =>
  z.object({
    /** 0: no sign-in calendar runs for the member's site and currency today (is_signin_noopen). */
    open: flag,
    today: z.string(),
    currency: z.string(),
    /** 1: checked in today (click_signin_true). */
    signed_today: flag,
    /** Days of the streak counted so far, today's included once checked in. */
    streak: z.number().int(),
    /** The reward of each day of a streak, in order (after the last the streak starts again). */
    rewards: z.array(z.string()),
    /** What today's check-in pays (or paid). */
    today_reward: z.string(),
    /** Turnover needed on the site day before today's check-in; "0" when none. */
    min_turnover: z.string(),
    turnover_today: z.string(),
    /** The current calendar month's days of the member, for the calendar. */
    days: z.array(signInDay),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
  }),
);
export type SignInStatus = z.infer<typeof signInStatus>;

export const signInStatusCall = defineCall({
  path: '/arks/web/activity/sign_in',
  access: 'member',
  summary: "The member's sign-in calendar: today's state, streak, rewards and this month's check-ins",
  request: () => z.object({ site_id: rowId.optional() }),
  response: () => signInStatus,
});

/** SPEC section 4 steps; see the decision for the transitions. */
export const SignInCode = {
  /** No calendar runs today (is_signin_noopen). */
  notOpen: 101,
  /** Checked in today already (is_signin_true). */
  alreadySigned: 102,
  /** Today's turnover is below the calendar's requirement (is_signin_pass). */
  turnoverShort: 103,
} as const;

export const signInClaimCall = defineCall({
  path: '/arks/web/activity/sign_in/claim',
  access: 'member',
  summary: "Today's check-in: pays the streak day's reward once per site day (codes 101 not open, 102 done, 103 turnover)",
  request: () => z.object({ site_id: rowId.optional() }),
  response: () => z.object({ streak: z.number().int(), amount: z.string(), currency: z.string(), main_cash: z.string() }),
});

// --- Operators -------------------------------------------------------------------------------------------------

/** Text per language: at least English or one language; keys are language codes. */
const localised = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGE_CODES as [string, ...string[]]), z.string().trim().min(1).max(max))
    .refine((value) => Object.keys(value).length > 0, 'text_required');

export const LETTER_AUDIENCE_KINDS = ['member', 'members', 'segment', 'everyone'] as const;

export const letterAudience = z.lazy(() =>
  z.union([
    z.object({ kind: z.literal('member'), member_account: z.string().trim().min(1).max(64) }),
    z.object({ kind: z.literal('members'), member_accounts: z.array(z.string().trim().min(1).max(64)).min(1).max(10_000) }),
    z.object({
      kind: z.literal('segment'),
      currency: z.enum(CURRENCY_CODES as [string, ...string[]]).optional(),
      vip_level: z.coerce.number().int().min(0).max(100).optional(),
      /** The downline of this agent (members whose agent it is). */
      agent_account: z.string().trim().min(1).max(64).optional(),
    }),
    z.object({ kind: z.literal('everyone') }),
  ]),
);
export type LetterAudience = z.infer<typeof letterAudience>;

export const LETTER_STATUSES = ['queued', 'sending', 'sent', 'cancelled'] as const;
/** Who sent a letter: an operator, or the platform on a VIP level rise. */
export const LETTER_SOURCES = ['operator', 'vip_level'] as const;

export const operatorLetter = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    title: z.record(z.string(), z.string()),
    audience: z.record(z.string(), z.unknown()),
    status: z.enum(LETTER_STATUSES),
    source: z.enum(LETTER_SOURCES),
    delivered: z.number().int(),
    read: z.number().int(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  }),
);
export type OperatorLetter = z.infer<typeof operatorLetter>;

export const EngagementOperatorCode = {
  /** The named member (or one of the named members) is not on the site. */
  memberNotFound: 101,
  /** No such letter, promotion or calendar, or it cannot change any more. */
  notFound: 102,
  /** The currency is not offered on the site. */
  currencyNotOffered: 103,
  /** A sign-in calendar of the site and currency already covers some of these days. */
  overlapping: 104,
} as const;

export const operatorLetterSendCall = defineCall({
  path: '/operator/letters/send',
  access: 'operator',
  summary: 'Sends a letter (title and HTML body per language, sanitised) to a member, a list, a segment or everyone',
  request: () =>
    z.object({
      site_id: rowId,
      title: localised(200),
      body: localised(20_000),
      audience: letterAudience,
    }),
  response: () => operatorLetter,
});

export const operatorLettersListCall = defineCall({
  path: '/operator/letters/list',
  access: 'operator',
  summary: 'Letters of one source (operators by default), newest first, a page at a time, with delivery progress and reads',
  request: () =>
    z.object({
      site_id: rowId.optional(),
      source: z.enum(LETTER_SOURCES).default('operator'),
      /** The page after this letter id (the previous page's next_before_id). */
      before_id: rowId.optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  response: () => z.object({ list: z.array(operatorLetter), next_before_id: z.number().int().nullable() }),
});

export const operatorLetterCancelCall = defineCall({
  path: '/operator/letters/cancel',
  access: 'operator',
  summary: "Stops a letter's delivery and takes it out of every box it reached",
  request: () => z.object({ id: rowId }),
  response: () => operatorLetter,
});

const dateTime = z.lazy(() => z.iso.datetime({ offset: true }).max(40));

export const redEnvelopeBudgetInput = z.lazy(() =>
  z.object({
    currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
    budget: decimalAmount,
    min_amount: decimalAmount,
    max_amount: decimalAmount,
    /** Deposited or wagered at least this much in the window (with eligibility deposit or wager). */
    eligibility_amount: decimalAmount.default('0'),
  }),
);

export const operatorRedEnvelope = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    title: z.record(z.string(), z.string()),
    starts_at: z.string(),
    ends_at: z.string(),
    eligibility: z.enum(RED_ENVELOPE_ELIGIBILITY),
    eligibility_days: z.number().int(),
    status: z.enum(['scheduled', 'running', 'ended', 'cancelled']),
    budgets: z.array(
      z.object({
        currency: z.string(),
        budget: z.string(),
        remaining: z.string(),
        min_amount: z.string(),
        max_amount: z.string(),
        eligibility_amount: z.string(),
        claims: z.number().int(),
      }),
    ),
    created_at: z.string(),
  }),
);
export type OperatorRedEnvelope = z.infer<typeof operatorRedEnvelope>;

export const operatorRedEnvelopeCreateCall = defineCall({
  path: '/operator/red_envelopes/create',
  access: 'operator',
  summary: 'Schedules a red-envelope promotion: site, period, eligibility and a budget with amount bounds per currency',
  request: () =>
    z.object({
      site_id: rowId,
      title: localised(200),
      starts_at: dateTime,
      ends_at: dateTime,
      eligibility: z.enum(RED_ENVELOPE_ELIGIBILITY).default('none'),
      eligibility_days: z.coerce.number().int().min(0).max(366).default(0),
      budgets: z.array(redEnvelopeBudgetInput).min(1).max(11),
    }),
  response: () => operatorRedEnvelope,
});

export const operatorRedEnvelopesListCall = defineCall({
  path: '/operator/red_envelopes/list',
  access: 'operator',
  summary: 'Red-envelope promotions, newest first, with what is left of each budget',
  request: () => z.object({ site_id: rowId.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: () => z.object({ list: z.array(operatorRedEnvelope) }),
});

export const operatorRedEnvelopeCancelCall = defineCall({
  path: '/operator/red_envelopes/cancel',
  access: 'operator',
  summary: 'Cancels a promotion that has not ended: no claim is taken after it (claims paid stay paid)',
  request: () => z.object({ id: rowId }),
  response: () => operatorRedEnvelope,
});

export const operatorSignInCalendar = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    currency: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    rewards: z.array(z.string()),
    min_turnover: z.string(),
    status: z.enum(['scheduled', 'running', 'ended', 'cancelled']),
    claims: z.number().int(),
    paid: z.string(),
    created_at: z.string(),
  }),
);
export type OperatorSignInCalendar = z.infer<typeof operatorSignInCalendar>;

export const operatorSignInCreateCall = defineCall({
  path: '/operator/sign_in/create',
  access: 'operator',
  summary: 'Opens a sign-in calendar for a site and currency: the reward of each streak day and an optional turnover',
  request: () =>
    z.object({
      site_id: rowId,
      currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
      starts_on: calendarDate(),
      ends_on: calendarDate(),
      rewards: z.array(decimalAmount).min(1).max(31),
      min_turnover: decimalAmount.default('0'),
    }),
  response: () => operatorSignInCalendar,
});

export const operatorSignInListCall = defineCall({
  path: '/operator/sign_in/list',
  access: 'operator',
  summary: 'Sign-in calendars, newest first, with the check-ins and the money paid',
  request: () => z.object({ site_id: rowId.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: () => z.object({ list: z.array(operatorSignInCalendar) }),
});

export const operatorSignInCancelCall = defineCall({
  path: '/operator/sign_in/cancel',
  access: 'operator',
  summary: 'Cancels a sign-in calendar: no check-in from then on (rewards paid stay paid)',
  request: () => z.object({ id: rowId }),
  response: () => operatorSignInCalendar,
});
