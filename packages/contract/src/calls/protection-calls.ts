import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { decimalAmount } from './wallet-calls.ts';

/**
 * Limits a member sets on their own play (issue 37, docs/decisions/0078). Lowering one holds at once; raising or
 * removing one waits 24 hours (cooling-off) and is shown as pending until then. Windows are rolling: the last day,
 * 7 days, 30 days.
 */
export const LIMIT_KINDS = ['deposit', 'wager', 'loss', 'session'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * The play limits (docs/decisions/0082): `wager` bounds the stakes of the window, `loss` the stakes less the wins (a
 * rolled-back stake given back). `session` bounds the time signed in per rolling day: its amount is in whole minutes
 * (SESSION_LIMIT_MINUTES), not money, and its only period is `day`.
 */
export const PLAY_LIMIT_KINDS = ['wager', 'loss'] as const satisfies readonly LimitKind[];
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];
export const SESSION_LIMIT_MINUTES = { min: 15, max: 1440 } as const;

/** How long a raise or a removal waits before it holds. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const memberLimit = z.lazy(() =>
  z.object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** In force now, in the member's currency (session: whole minutes). */
    amount: z.string(),
    /** Counted against it in the window now (loss: stakes less wins, negative when ahead; session: minutes). */
    used: z.string(),
    /** When the oldest play (or sign-in) counted in the window leaves it, ms; null when nothing is counted. */
    frees_at: z.number().nullable().optional(),
    /** A raise (amount) or removal (amount null) waiting until `at` (ms). */
    pending: z.object({ amount: z.string().nullable(), at: z.number() }).nullable(),
    /** Set by the site (docs/decisions/0084): its default (the member set none) or its maximum; absent: the member's own. */
    source: z.enum(['default', 'maximum']).optional(),
  }),
);

export const memberLimitsCall = defineCall({
  path: '/member/protection/limits',
  access: 'member',
  summary: "The member's own limits in force, what each window has used, and the raises and removals waiting",
  request: () => z.object({}),
  response: () => z.object({ currency: z.string(), list: z.array(memberLimit) }),
});

export const LimitCode = {
  /** The amount is not one the currency can hold (session: not whole minutes from 15 to 1440, or not per day). */
  invalidAmount: 101,
  /** Above the site's maximum for that kind and period (data: `maximum`, in the member's currency). */
  aboveMaximum: 102,
} as const;

/** What a refusal for a reached play limit carries (launch code 207, the sportsbook's and wallet's limit_reached). */
export const playLimitRefusal = z.lazy(() =>
  z.object({
    kind: z.enum(PLAY_LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** When the oldest play counted in the window leaves it (ms): room comes back from then. */
    frees_at: z.number().nullable(),
  }),
);
export type PlayLimitRefusal = z.infer<typeof playLimitRefusal>;

/** What login code 109 carries: the session-time limit of the rolling day is used up until `ends_at` (ms). */
export const sessionLimitRefusal = z.lazy(() => z.object({ minutes: z.number(), ends_at: z.number() }));
export type SessionLimitRefusal = z.infer<typeof sessionLimitRefusal>;

export const memberLimitSetCall = defineCall({
  path: '/member/protection/limits/set',
  access: 'member',
  summary:
    'Sets, raises, lowers or removes (amount null) one of the member’s limits (deposit, wager, loss; session in minutes per day): a lower limit holds at once, a higher one or a removal after 24 hours; code 101 for an amount the currency cannot hold, 102 above the site’s maximum',
  request: () =>
    z.object({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      amount: decimalAmount.nullable(),
    }),
  response: () => z.object({ currency: z.string(), list: z.array(memberLimit) }),
});

/*
 * Take a break and self-exclusion (issue 37, docs/decisions/0079). The member chooses one, confirmed with their login
 * password; every session of theirs ends and the sign-in refuses them (login code 108) while it is in force. A break
 * ends by itself at its end; a self-exclusion stays in force after its period until an operator lifts it, and a
 * permanent one is never lifted. The member may replace one with a longer one, never shorten it.
 */
export const EXCLUSION_KINDS = ['break', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** What a member may choose, and for how long (null: permanent). */
export const EXCLUSION_CHOICES = {
  break_24h: { kind: 'break', days: 1 },
  break_7d: { kind: 'break', days: 7 },
  break_30d: { kind: 'break', days: 30 },
  exclusion_6m: { kind: 'self_exclusion', months: 6 },
  exclusion_1y: { kind: 'self_exclusion', months: 12 },
  exclusion_permanent: { kind: 'self_exclusion', months: null },
} as const satisfies Record<string, { kind: ExclusionKind; days?: number; months?: number | null }>;
export type ExclusionChoice = keyof typeof EXCLUSION_CHOICES;
export const EXCLUSION_CHOICE_IDS = Object.keys(EXCLUSION_CHOICES) as [ExclusionChoice, ...ExclusionChoice[]];

/** An exclusion as the member and the sign-in refusal see it; times in ms, ends_at null: permanent. */
export const memberExclusion = z.lazy(() =>
  z.object({
    kind: z.enum(EXCLUSION_KINDS),
    choice: z.enum(EXCLUSION_CHOICE_IDS),
    started_at: z.number(),
    ends_at: z.number().nullable(),
  }),
);
export type MemberExclusion = z.infer<typeof memberExclusion>;

export const ExclusionCode = {
  /** The login password given to confirm is wrong. */
  wrongPassword: 101,
  /** An exclusion already in force lasts longer than the one chosen: a member may lengthen one, never shorten it. */
  wouldShorten: 102,
  /** Too many wrong passwords in a row: the confirmation is locked until `locked_until` (ms, in the data). */
  tooManyAttempts: 103,
} as const;

export const memberExclusionSetCall = defineCall({
  path: '/member/protection/exclusion/set',
  access: 'member',
  summary:
    'Takes a break (24 hours, 7 days, 30 days) or excludes the member (6 months, 1 year, permanent), confirmed with the login password; every session of the member ends; code 101 wrong password, 102 shorter than the exclusion in force, 103 too many wrong passwords (locked until `locked_until`)',
  request: () => z.object({ choice: z.enum(EXCLUSION_CHOICE_IDS), password: z.string().min(1).max(64) }),
  response: () => memberExclusion,
});

/** The data of login code 108: the exclusion that refuses the sign-in; `lift_needed`: its period ended, an operator must lift it. */
export const exclusionRefusal = z.lazy(() =>
  z.object({
    kind: z.enum(EXCLUSION_KINDS),
    ends_at: z.number().nullable(),
    lift_needed: z.boolean(),
    /**
     * A withdraw-only session's token (the password was right): for 15 minutes it reaches the balance, bank accounts
     * and withdrawals, and any other member call answers 403 WITHDRAW_ONLY.
     */
    withdraw_token: z.string().optional(),
  }),
);

/** The 403 message of a member call a withdraw-only session may not make. */
export const WITHDRAW_ONLY = 'withdraw_only';
export type ExclusionRefusal = z.infer<typeof exclusionRefusal>;
