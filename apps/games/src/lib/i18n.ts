import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@casino/contract/languages.ts';
import i18next, { type i18n } from 'i18next';

type Messages = { [key: string]: string | Messages };

// Each language's messages are a chunk of their own, fetched for the page's language only.
const localeFiles = import.meta.glob<{ default: Messages }>('../locales/*.json');

/** A language the games have messages for, else the fallback language. */
export function gameLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : FALLBACK_LANGUAGE;
}

/** The i18n instance of one page load, in one language (a language change reloads the page, as on the site). */
export async function createGameI18n(language: LanguageCode): Promise<i18n> {
  const load = localeFiles[`../locales/${language}.json`] ?? localeFiles[`../locales/${FALLBACK_LANGUAGE}.json`];
  const messages = load ? (await load()).default : {};
  const instance = i18next.createInstance();
  // React escapes what it draws; i18next's own escaping would show amounts and names with entities in them.
  await instance.init({
    lng: language,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
