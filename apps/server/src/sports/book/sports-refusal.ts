import type { SportsRefusalCode } from '@casino/contract/house/sports-calls.ts';

/**
 * A sportsbook call refused with one of the contract's codes (SPORTS_REFUSALS), its HTTP status and what the page
 * needs to explain it (the leg at fault, the price or cash-out value now).
 */
export class SportsRefusal extends Error {
  constructor(
    readonly code: SportsRefusalCode,
    readonly status: number,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(code);
  }
}
