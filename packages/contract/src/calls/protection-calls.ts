import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { decimalAmount } from './wallet-calls.ts';

/**
 * Limits a member sets on their own play (issue 37, docs/decisions/0078). Lowering one holds at once; raising or
 * removing one waits 24 hours (cooling-off) and is shown as pending until then. Windows are rolling: the last day,
 * 7 days, 30 days.
 */
export const LIMIT_KINDS = ['deposit'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** How long a raise or a removal waits before it holds. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const memberLimit = z.lazy(() =>
  z.object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** In force now, in the member's currency. */
    amount: z.string(),
    /** Counted against it in the window now. */
    used: z.string(),
    /** A raise (amount) or removal (amount null) waiting until `at` (ms). */
    pending: z.object({ amount: z.string().nullable(), at: z.number() }).nullable(),
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
  /** The amount is not one the currency can hold. */
  invalidAmount: 101,
} as const;

export const memberLimitSetCall = defineCall({
  path: '/member/protection/limits/set',
  access: 'member',
  summary:
    'Sets, raises, lowers or removes (amount null) one of the member’s limits: a lower limit holds at once, a higher one or a removal after 24 hours; code 101 for an amount the currency cannot hold',
  request: () =>
    z.object({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      amount: decimalAmount.nullable(),
    }),
  response: () => z.object({ currency: z.string(), list: z.array(memberLimit) }),
});
