import i18next, { type i18n } from 'i18next';

/** The back office's languages (decision 72): English and Simplified Chinese; more are one message file each. */
export const ADMIN_LANGUAGES = ['en_US', 'zh_CN'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

const files = import.meta.glob('../locales/*.json');

/** The language the browser prefers among the back office's, else English. */
export function adminLanguage(preferred: readonly string[]): AdminLanguage {
  for (const tag of preferred) if (tag.toLowerCase().startsWith('zh')) return 'zh_CN';
  return 'en_US';
}

export async function createAdminI18n(language: AdminLanguage): Promise<i18n> {
  const load = files[`../locales/${language}.json`];
  const messages = load ? ((await load()) as { default: Record<string, unknown> }).default : {};
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
