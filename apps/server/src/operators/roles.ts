import type { OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '@casino/contract/currencies.ts';
import { can, type OperatorPermission } from '@casino/contract/operator-permissions.ts';
import type { OperatorSession } from './operator-sessions.ts';

/** The operator's role does not allow the call: HTTP 403 (through the app's error handler). */
export class Forbidden extends Error {
  readonly statusCode = 403;
  constructor() {
    super('forbidden');
  }
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
