/** Where the site keeps the member's token (SPEC section 3); the game pages are served from the same origin. */
export const MEMBER_TOKEN_KEY = 'token';

/** The browser's local storage, or null where it is missing or refused. */
export function memberStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The signed-in member's token, or null (not signed in, or storage unavailable). */
export function memberToken(): string | null {
  return memberStorage()?.getItem(MEMBER_TOKEN_KEY) || null;
}
