/** The refusals of the house API that the games have words for (error_page.* in the locale files). */
export const HOUSE_ERROR_CODES = [
  'insufficient_funds',
  'session_expired',
  'invalid_session',
  'session_ended',
  'invalid_bet',
  'unknown_game',
  'wallet_unavailable',
  'wallet_refused',
  // A wager or loss limit the member set (docs/decisions/0082).
  'limit_reached',
  'network',
] as const;
export type HouseErrorCode = (typeof HOUSE_ERROR_CODES)[number];

/** A code with words of its own, else `fallback`. */
export const knownErrorCode = (code: string, fallback: HouseErrorCode): HouseErrorCode =>
  (HOUSE_ERROR_CODES as readonly string[]).includes(code) ? (code as HouseErrorCode) : fallback;
