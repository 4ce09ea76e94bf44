import { I18N_REDIRECTED_COOKIE_DAYS } from '@casino/contract/constants.ts';
import { chooseSiteLanguage, LANGUAGE_COOKIE, type LanguageCode } from '@casino/contract/languages.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import { getCookie, setCookie } from './cookies.ts';
import { isGameInProgress } from './play-status.ts';
import { STORAGE_KEYS, writeStorage } from './storage.ts';

export { chooseSiteLanguage, LANGUAGE_COOKIE };

export function resolveSiteLanguage(config: RuntimeConfig): LanguageCode {
  return chooseSiteLanguage({
    cookie: getCookie(LANGUAGE_COOKIE),
    languages: config.LANGUAGES,
    defaultLanguage: config.DEFAULT_LANGUAGE,
  });
}

/** A game is open (SPEC section 4: language change is refused while a game runs); see play-status.ts. */
export { isGameInProgress };

export type LanguageChangeResult = 'changed' | 'unchanged' | 'refusedGameInProgress';

/**
 * Changes the site language: saves the cookie (365 days, path /, SameSite=Lax) and local storage, then reloads the
 * page so that every text and every language-bound reply is fetched again.
 */
export function changeSiteLanguage(
  language: LanguageCode,
  current: LanguageCode,
  reload: () => void = () => window.location.reload(),
): LanguageChangeResult {
  if (language === current) return 'unchanged';
  if (isGameInProgress()) return 'refusedGameInProgress';
  setCookie(LANGUAGE_COOKIE, language, { days: I18N_REDIRECTED_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  writeStorage(STORAGE_KEYS.language, language);
  reload();
  return 'changed';
}
