import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@casino/contract/languages.ts';
import i18next, { type i18n as I18n, type Resource, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Messages = typeof import('../locales/en_US.json');

/**
 * Every locale file is its own chunk, loaded on demand: a page downloads only its own language (decision 29). Every
 * file has every key (locales.test.ts), so en_US is fetched only when the page's own file cannot be.
 */
const loaders = import.meta.glob<{ default: Messages }>('../locales/*.json');

export function localeFilePath(code: LanguageCode): string {
  return `../locales/${code}.json`;
}

export async function loadMessages(code: LanguageCode): Promise<Messages> {
  const loader = loaders[localeFilePath(code)] ?? loaders[localeFilePath(FALLBACK_LANGUAGE)];
  if (!loader) throw new Error(`no locale file for ${code}`);
  return (await loader()).default;
}

let loaded: Messages | null = null;

/** The messages of the page's language, once createI18n has loaded them (null before). */
export function loadedMessages(): Messages | null {
  return loaded;
}

/**
 * Creates the i18next instance for one language. Language codes keep the underscore form of SPEC section 9 (en_US,
 * zh_CN, ...) because the server and the cookies use it. If the language's file cannot be loaded, the page is drawn
 * in en_US.
 */
export async function createI18n(language: LanguageCode): Promise<I18n> {
  let lng = language;
  let messages: Messages;
  try {
    messages = await loadMessages(language);
  } catch {
    lng = FALLBACK_LANGUAGE;
    messages = await loadMessages(FALLBACK_LANGUAGE);
  }
  loaded = messages;
  const resources: Resource = { [lng]: { translation: messages } };
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    load: 'currentOnly',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/**
 * Translates a message key known only at run time, such as one returned by the shared registration rules. Text that
 * is not a key (a server's own message) is returned as it is.
 */
export function translateKey(t: TFunction, key: string, options?: Record<string, unknown>): string {
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return translate(key, { defaultValue: key, ...options });
}
