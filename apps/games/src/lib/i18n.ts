import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@casino/contract/languages.ts';
import i18next, { type i18n } from 'i18next';

type Messages = { [key: string]: string | Messages };

/** A page's own message files, as `import.meta.glob('./features/<name>/locales/*.json')` gives them. */
export type PageMessageFiles = Record<string, () => Promise<unknown>>;

// Words every game page shares; each language a chunk of its own, fetched for the page's language only.
const sharedLocaleFiles: PageMessageFiles = import.meta.glob('../locales/*.json');

/** A language the games have messages for, else the fallback language. */
export function gameLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : FALLBACK_LANGUAGE;
}

async function loadMessages(files: PageMessageFiles, language: LanguageCode): Promise<Messages> {
  const key = (code: string) => Object.keys(files).find((path) => path.endsWith(`/${code}.json`));
  const path = key(language) ?? key(FALLBACK_LANGUAGE);
  const load = path ? files[path] : undefined;
  return load ? ((await load()) as { default: Messages }).default : {};
}

/**
 * The i18n instance of one page load, in one language (a language change reloads the page, as on the site): the shared
 * words, and the page's own where it has them (each feature keeps its words under its own top-level keys, so that a
 * page downloads only the words it shows).
 */
export async function createGameI18n(language: LanguageCode, pageFiles: PageMessageFiles = {}): Promise<i18n> {
  const [shared, own] = await Promise.all([loadMessages(sharedLocaleFiles, language), loadMessages(pageFiles, language)]);
  const instance = i18next.createInstance();
  // React escapes what it draws; i18next's own escaping would show amounts and names with entities in them.
  await instance.init({
    lng: language,
    resources: { [language]: { translation: { ...shared, ...own } } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
