import type { OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '@casino/contract/currencies.ts';
import type { OperatorSession } from './operator-sessions.ts';

/** What an operator call needs the right to do. */
export type OperatorPermission =
  | 'orders.read'
  | 'deposits.confirm'
  | 'withdrawals.decide'
  | 'members.adjust'
  /** Finding members and reading their accounts (the back office's member search). */
  | 'members.read'
  /** Locking and unlocking members, resetting their password, ending their sessions (decision 76). */
  | 'members.manage'
  /** Lifting a member's self-exclusion after its period (responsible gaming, decision 79): admin only. */
  | 'members.protection'
  /** Approving or rejecting another operator's proposed balance adjustment (two-person approval, decision 76). */
  | 'adjustments.approve'
  /** Setting the per-site, per-currency amount above which an adjustment needs a second operator. */
  | 'adjustments.settings'
  | 'audit.read'
  | 'operators.manage'
  | 'security_events.read'
  /** Letters to members (send, list, cancel). */
  | 'letters.send'
  /** Red-envelope promotions and sign-in calendars, which pay members from the promotions account. */
  | 'promotions.manage'
  /** Agent commission plans and settlements, which pay agents from the commissions account. */
  | 'agents.manage'
  /** The house lottery's draws: reading their bets and exposure, voiding a draw (which refunds its bets). */
  | 'lottery.manage'
  /** The house sportsbook: liability, holding and voiding markets and bets, limits and margins. */
  | 'sports.manage'
  /** The games of each site: providers and games on or off, maintenance windows, tags and order (decision 77). */
  | 'games.manage'
  /** Members' security settings: the withdraw-password lock period of a site, lifting a member's lock (decision 77). */
  | 'risk.manage'
  /** The dashboard and the reports (GGR/NGR, deposits and withdrawals), their CSV exports (decision 74). */
  | 'reports.read';

/** The rights of each role (docs/decisions/0011-operators.md). */
const GRANTS: Record<OperatorRole, ReadonlySet<OperatorPermission>> = {
  admin: new Set([
    'orders.read',
    'deposits.confirm',
    'withdrawals.decide',
    'members.adjust',
    'members.read',
    'members.manage',
    'members.protection',
    'adjustments.approve',
    'adjustments.settings',
    'audit.read',
    'operators.manage',
    'security_events.read',
    'letters.send',
    'promotions.manage',
    'agents.manage',
    'lottery.manage',
    'sports.manage',
    'games.manage',
    'risk.manage',
    'reports.read',
  ]),
  finance: new Set([
    'orders.read',
    'deposits.confirm',
    'withdrawals.decide',
    'members.adjust',
    'members.read',
    'adjustments.approve',
    'security_events.read',
    'promotions.manage',
    'agents.manage',
    'reports.read',
  ]),
  // Support answers members whose withdraw password or login is locked, and writes to them; it may lock a member,
  // reset their password and end their sessions, but never move money.
  support: new Set(['orders.read', 'members.read', 'members.manage', 'security_events.read', 'letters.send']),
};

/** The operator's role does not allow the call: HTTP 403 (through the app's error handler). */
export class Forbidden extends Error {
  readonly statusCode = 403;
  constructor() {
    super('forbidden');
  }
}

export function can(role: OperatorRole, permission: OperatorPermission): boolean {
  return GRANTS[role].has(permission);
}

export function requirePermission(operator: Pick<OperatorSession, 'role'>, permission: OperatorPermission): void {
  if (!can(operator.role, permission)) throw new Forbidden();
}

/**
 * The largest amount one balance adjustment may move, credit or debit, per currency in major units, for a role whose
 * limit multiplier is 1. Round figures of roughly the same worth (about 1,000 US dollars) in every currency.
 */
const ADJUSTMENT_BASE_LIMITS: Record<CurrencyCode, bigint> = {
  USD: 1_000n,
  INR: 100_000n,
  RMB: 10_000n,
  THB: 50_000n,
  BRL: 5_000n,
  BDT: 100_000n,
  MMK: 2_000_000n,
  NGN: 1_500_000n,
  VND: 25_000_000n,
  WON: 1_500_000n,
  JPY: 150_000n,
};

/**
 * How many base limits one adjustment of each role may move; a role without an entry may not adjust at all. The
 * back office issue adds two-person approval for amounts above these limits; until then they are refused.
 */
const ADJUSTMENT_LIMIT_MULTIPLIERS: Partial<Record<OperatorRole, bigint>> = {
  admin: 10n,
  finance: 1n,
};

/** The largest absolute amount, in minor units, one adjustment by this role may move in this currency. */
export function adjustmentLimit(role: OperatorRole, currency: string): bigint {
  const multiplier = ADJUSTMENT_LIMIT_MULTIPLIERS[role];
  if (multiplier === undefined || !isCurrencyCode(currency)) return 0n;
  return ADJUSTMENT_BASE_LIMITS[currency] * multiplier * 10n ** BigInt(CURRENCIES[currency].exponent);
}
