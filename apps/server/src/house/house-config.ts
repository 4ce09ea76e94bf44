import { createHmac } from 'node:crypto';
import { CURRENCIES } from '@casino/contract/currencies.ts';

/** game_providers.code of the built-in house provider. */
export const HOUSE_CODE = 'GPHS';
/** Where the house's game pages and its game API live on this server, as if on a host of their own. */
export const HOUSE_BASE_PATH = '/house';
/** How long a launched game can place bets (the platform's own session limit applies as well). */
export const HOUSE_SESSION_TTL_MS = 4 * 3_600_000;
export const DEMO_SESSION_TTL_MS = 24 * 3_600_000;
/** Play money of a demo session, in coin units (2,000.00 in a two-decimal currency). */
export const DEMO_BALANCE_COINS = 200_000n;

/**
 * The secret shared by the house and the platform's wallet endpoint: HOUSE_PROVIDER_SECRET when given, else one
 * derived from TOKEN_SECRET (never the same key), as the sandbox gateway does.
 */
export function houseProviderSecret(tokenSecret: string, explicit?: string): string {
  if (explicit !== undefined && explicit !== '') {
    if (explicit.length < 16) throw new Error('HOUSE_PROVIDER_SECRET must be at least 16 characters');
    return explicit;
  }
  return createHmac('sha256', tokenSecret).update('house-provider-secret').digest('hex');
}

export function currencyExponent(currency: string): number {
  const known = CURRENCIES[currency as keyof typeof CURRENCIES];
  if (!known) throw new Error(`unknown currency ${currency}`);
  return known.exponent;
}

/**
 * The house's coin in minor units: a cent where the currency has cents (and its hundredth of a major unit with
 * more decimals), ten units where it has none (VND, JPY, WON). Bets and chips are whole coins.
 */
export function coinUnit(currency: string): bigint {
  const exponent = currencyExponent(currency);
  return exponent >= 2 ? 10n ** BigInt(exponent - 2) : 10n;
}
