import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@casino/contract/languages.ts';
import i18next, { type i18n as I18n, type Resource, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import fallbackMessages from '../locales/en_US.json';

export type Messages = typeof fallbackMessages;

/** Every locale file except the fallback is loaded on demand, so a page carries two languages at most. */
const loaders = import.meta.glob<{ default: Messages }>(['../locales/*.json', '!../locales/en_US.json']);

export function localeFilePath(code: LanguageCode): string {
  return `../locales/${code}.json`;
}

export async function loadMessages(code: LanguageCode): Promise<Messages> {
  if (code === FALLBACK_LANGUAGE) return fallbackMessages;
  const loader = loaders[localeFilePath(code)];
  if (!loader) return fallbackMessages;
  return (await loader()).default;
}

/**
 * Creates the i18next instance for one language, with en_US as fallback. Language codes keep the underscore form
 * of SPEC section 9 (en_US, zh_CN, ...) because the server and the cookies use it.
 */
export async function createI18n(language: LanguageCode): Promise<I18n> {
  const resources: Resource = { [FALLBACK_LANGUAGE]: { translation: fallbackMessages } };
  if (language !== FALLBACK_LANGUAGE) {
    try {
      resources[language] = { translation: await loadMessages(language) };
    } catch {
      // The fallback language still renders every text.
    }
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
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
