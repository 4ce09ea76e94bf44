import type { OperatorRole } from './calls/operator-calls.ts';

/** What an operator call needs the right to do. */
export type OperatorPermission =
  /** The content desk's lists (support reads them to answer players) and writing them (decision 27). */
  | 'content.read'
  | 'content.manage'
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

/**
 * The rights of each role (docs/decisions/0011-operators.md): the server refuses a call without its right, and the back
 * office shows only the menus and actions the role has the right to.
 */
const GRANTS: Record<OperatorRole, ReadonlySet<OperatorPermission>> = {
  admin: new Set([
    'content.read',
    'content.manage',
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
  support: new Set(['content.read', 'orders.read', 'members.read', 'members.manage', 'security_events.read', 'letters.send']),
};

/** Whether the role has the right. */
export function can(role: OperatorRole, permission: OperatorPermission): boolean {
  return GRANTS[role].has(permission);
}
