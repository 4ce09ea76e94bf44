import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import {
  EXCLUSION_CHOICE_IDS,
  EXCLUSION_KINDS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  memberLimit,
} from './protection-calls.ts';
import { decimalAmount } from './wallet-calls.ts';

/*
 * The operator side of player protection (issue 37, docs/decisions/0084): site-wide defaults and maximums of the
 * members' limits per site, currency, kind and period; every change a member made to a limit, and every exclusion,
 * for an operator to see and audit; a member's limits in force as the member sees them.
 */

/** What a member's change did to a limit, as the history records it. */
export const LIMIT_CHANGE_ACTIONS = ['set', 'lower', 'raise', 'remove', 'keep'] as const;
export type LimitChangeAction = (typeof LIMIT_CHANGE_ACTIONS)[number];

/** The kinds a site policy may hold: every kind, since every check (deposit, stake, sign-in) reads the site's policies. */
export const POLICY_KINDS = ['deposit', 'wager', 'loss', 'session'] as const satisfies readonly LimitKind[];
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** A site's default and maximum of one limit in one currency; amounts in that currency, null: none. */
export const limitPolicy = z.lazy(() =>
  z.object({
    site_id: z.number().int(),
    currency: z.string(),
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    default_amount: z.string().nullable(),
    maximum_amount: z.string().nullable(),
    updated_by: z.string().nullable(),
    updated_at: z.string(),
  }),
);
export type LimitPolicy = z.infer<typeof limitPolicy>;

/** Refusals of /operator/protection/policy_set. */
export const LimitPolicyCode = {
  /** An amount the currency cannot hold, or zero. */
  invalidAmount: 101,
  /** The default is above the maximum. */
  defaultAboveMaximum: 102,
  /** No such site, or a currency the platform does not know. */
  unknownSiteOrCurrency: 103,
} as const;

export const operatorLimitPoliciesCall = defineCall({
  path: '/operator/protection/policies',
  access: 'operator',
  summary: "The sites' defaults and maximums of members' limits per currency, kind and period (members.protection)",
  request: () => z.object({ site_id: rowId.optional() }),
  response: () => z.object({ list: z.array(limitPolicy) }),
});

export const operatorLimitPolicySetCall = defineCall({
  path: '/operator/protection/policy_set',
  access: 'operator',
  summary:
    "Sets a site's default (applies to members who set none of that kind and period) and maximum (caps what a member may set; members with none are held to it) of a limit in a currency; both null removes them; audited (codes 101 invalid amount, 102 default above maximum, 103 unknown site or currency; members.protection)",
  request: () =>
    z.object({
      site_id: rowId,
      currency: z.string().trim().min(3).max(8),
      kind: z.enum(POLICY_KINDS),
      period: z.enum(LIMIT_PERIODS),
      default_amount: decimalAmount.nullable(),
      maximum_amount: decimalAmount.nullable(),
    }),
  response: () => limitPolicy,
});

export const limitChange = z.lazy(() =>
  z.object({
    id: z.number().int(),
    member_id: z.number().int(),
    member_account: z.string(),
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    action: z.enum(LIMIT_CHANGE_ACTIONS),
    /** The member's own limit in force before the change (null: none), in the member's currency. */
    amount_before: z.string().nullable(),
    /** What the member asked for (null: removal). */
    amount_asked: z.string().nullable(),
    currency: z.string(),
    /** When it holds, ms: at once (the change's time) or after the cooling-off. */
    effective_at: z.number(),
    created_at: z.number(),
  }),
);
export type LimitChange = z.infer<typeof limitChange>;

export const operatorLimitChangesCall = defineCall({
  path: '/operator/protection/limit_changes',
  access: 'operator',
  summary:
    'Every change members made to their limits, newest first, 50 a page (before_id pages back), of one member or all (code 101 no such member; members.read)',
  request: () => z.object({ member_id: rowId.optional(), before_id: rowId.optional() }),
  response: () => z.object({ list: z.array(limitChange), next_before_id: z.number().int().nullable() }),
});

export const exclusionRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    member_id: z.number().int(),
    member_account: z.string(),
    kind: z.enum(EXCLUSION_KINDS),
    choice: z.enum(EXCLUSION_CHOICE_IDS),
    started_at: z.number(),
    /** Null: permanent. */
    ends_at: z.number().nullable(),
    lifted_at: z.number().nullable(),
    /** The operator who lifted it; null with lifted_at: replaced by a longer one. */
    lifted_by: z.string().nullable(),
    lift_reason: z.string().nullable(),
    in_force: z.boolean(),
    /** A self-exclusion whose period ended, which /operator/members/exclusion/lift may lift now. */
    lift_allowed: z.boolean(),
  }),
);
export type ExclusionRecord = z.infer<typeof exclusionRecord>;

export const operatorExclusionsCall = defineCall({
  path: '/operator/protection/exclusions',
  access: 'operator',
  summary:
    'Breaks and self-exclusions, lifted and replaced ones too, newest first, 50 a page (before_id pages back), of one member or all (code 101 no such member; members.read)',
  request: () => z.object({ member_id: rowId.optional(), before_id: rowId.optional() }),
  response: () => z.object({ list: z.array(exclusionRecord), next_before_id: z.number().int().nullable() }),
});

export const operatorMemberLimitsCall = defineCall({
  path: '/operator/protection/member_limits',
  access: 'operator',
  summary:
    "A member's limits in force as the member sees them (their own, else the site's default or maximum), with what each window used and what waits (code 101 no such member; members.read)",
  request: () => z.object({ member_id: rowId }),
  response: () => z.object({ currency: z.string(), list: z.array(memberLimit) }),
});
