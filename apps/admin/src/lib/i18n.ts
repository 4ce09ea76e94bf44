import i18next, { type i18n } from 'i18next';

/** The back office's languages (decision 72): English and Simplified Chinese; more are one message file each. */
export const ADMIN_LANGUAGES = ['en_US', 'zh_CN'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

// The app's common words, and each feature's own file (features/<name>/locales/<language>.json, keyed by its name).
const files = import.meta.glob(['../locales/*.json', '../features/*/locales/*.json']);

type Messages = { [key: string]: string | Messages };

/** One language's messages: every file of that language, merged. */
async function loadMessages(language: AdminLanguage): Promise<Messages> {
  const merged: Messages = {};
  const parts = Object.entries(files).filter(([path]) => path.endsWith(`/${language}.json`));
  for (const [, load] of parts) {
    const messages = ((await load()) as { default: Messages }).default;
    for (const [key, value] of Object.entries(messages)) {
      const kept = merged[key];
      merged[key] = typeof kept === 'object' && typeof value === 'object' ? { ...kept, ...value } : value;
    }
  }
  return merged;
}

/** The language the browser prefers among the back office's, else English. */
export function adminLanguage(preferred: readonly string[]): AdminLanguage {
  for (const tag of preferred) if (tag.toLowerCase().startsWith('zh')) return 'zh_CN';
  return 'en_US';
}

export async function createAdminI18n(language: AdminLanguage): Promise<i18n> {
  const messages = await loadMessages(language);
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
