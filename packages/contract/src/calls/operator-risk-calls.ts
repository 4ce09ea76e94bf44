import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';

/**
 * The risk desk of the back office (issue 36, docs/decisions/0077): a site's withdraw-password lock period, and
 * lifting a member's withdraw-password lock before it runs out. Changes are audited (permission risk.manage: admin);
 * reading the settings needs security_events.read (admin, finance, support).
 */

/** The bounds of the lock period in minutes, as the sites table allows (1 minute to 30 days). */
export const WITHDRAW_LOCK_MINUTES = { min: 1, max: 43_200 } as const;

/** Refusals of the risk desk calls. */
export const OperatorRiskCode = {
  /** No such site, or no member of that account on the site. */
  notFound: 101,
  /** The member's withdraw password is not locked now. */
  notLocked: 102,
} as const;

export const operatorRiskSettingsCall = defineCall({
  path: '/operator/risk/settings',
  access: 'operator',
  summary:
    "A site's risk settings: how many minutes a withdraw password stays locked after too many wrong tries (code 101 no such site; admin, finance, support)",
  request: () => z.object({ site_id: rowId }),
  response: () => z.object({ site_id: z.number().int(), withdraw_password_lock_minutes: z.number().int() }),
});

export const operatorWithdrawLockPeriodCall = defineCall({
  path: '/operator/risk/withdraw_lock_period',
  access: 'operator',
  summary:
    "Sets how many minutes a site's withdraw passwords stay locked after too many wrong tries (locks set before keep their end); audited (code 101 no such site; admin)",
  request: () =>
    z.object({
      site_id: rowId,
      minutes: z.coerce.number().int().min(WITHDRAW_LOCK_MINUTES.min).max(WITHDRAW_LOCK_MINUTES.max),
    }),
  response: () =>
    z.object({ site_id: z.number().int(), withdraw_password_lock_minutes: z.number().int(), previous: z.number().int() }),
});

export const operatorWithdrawLockLiftCall = defineCall({
  path: '/operator/risk/withdraw_lock_lift',
  access: 'operator',
  summary:
    "Lifts a member's withdraw-password lock before it runs out and clears the count of wrong tries, with a reason for the audit log (codes 101 no such member on the site, 102 not locked; admin)",
  request: () =>
    z.object({
      site_id: rowId,
      member_account: z.string().trim().min(1).max(64),
      reason: z.string().trim().min(3).max(200),
    }),
  response: () =>
    z.object({
      member_id: z.number().int(),
      member_account: z.string(),
      /** When the lock would have ended. */
      locked_until: z.string(),
    }),
});
