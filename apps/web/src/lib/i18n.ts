import { mergeMessages } from '@casino/browser/i18n-lite/merge-messages.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@casino/contract/languages.ts';
import i18next, { type i18n as I18n, type Resource, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Messages = typeof import('../locales/en_US.json');

/**
 * Every locale file is its own pair of chunks, loaded on demand: a page downloads only its own language (decision
 * 29), and of it first the sections the home page draws with, then the rest (build/message-parts.ts, decision 36).
 * Every file has every key (locales.test.ts), so en_US is fetched only when the page's own file cannot be.
 */
type Part = 'first' | 'rest';
type Tree = Parameters<typeof mergeMessages>[0];
type PartLoaders = Record<string, () => Promise<{ default: Partial<Messages> }>>;
const parts: Record<Part, PartLoaders> = {
  first: import.meta.glob<{ default: Partial<Messages> }>('../locales/*.json', { query: '?part=first' }),
  rest: import.meta.glob<{ default: Partial<Messages> }>('../locales/*.json', { query: '?part=rest' }),
};

export function localeFilePath(code: LanguageCode): string {
  return `../locales/${code}.json`;
}

async function loadPart(code: LanguageCode, part: Part): Promise<Partial<Messages>> {
  const loader = parts[part][localeFilePath(code)] ?? parts[part][localeFilePath(FALLBACK_LANGUAGE)];
  if (!loader) throw new Error(`no locale file for ${code}`);
  return (await loader()).default;
}

export async function loadMessages(code: LanguageCode): Promise<Messages> {
  const [first, rest] = await Promise.all([loadPart(code, 'first'), loadPart(code, 'rest')]);
  return mergeMessages(structuredClone(first) as Tree, rest as Tree) as Messages;
}

let loaded: Messages | null = null;
let restLoaded: Promise<void> = Promise.resolve();

/** The messages of the page's language, once createI18n has loaded them (null before). */
export function loadedMessages(): Messages | null {
  return loaded;
}

/**
 * Resolves when every message of the page's language is in (at once unless the app started with the first-paint
 * part only). Pages and dialogs loaded on demand wait for it before they draw. It never rejects.
 */
export function allMessagesLoaded(): Promise<void> {
  return restLoaded;
}

/**
 * Creates the i18next instance for one language. Language codes keep the underscore form of SPEC section 9 (en_US,
 * zh_CN, ...) because the server and the cookies use it. If the language's file cannot be loaded, the page is drawn
 * in en_US. With `firstPaint`, only the sections the home page draws with are awaited; the rest follows (from
 * en_US if the language's own rest cannot be loaded) and is added when it arrives, and not before `restAfter`: merged
 * while start-up still runs, it would hold up the first render.
 */
export async function createI18n(
  language: LanguageCode,
  { firstPaint = false, restAfter }: { firstPaint?: boolean; restAfter?: Promise<unknown> } = {},
): Promise<I18n> {
  let lng = language;
  const load = (code: LanguageCode) => (firstPaint ? loadPart(code, 'first') : loadMessages(code));
  let messages: Partial<Messages>;
  try {
    messages = await load(language);
  } catch {
    lng = FALLBACK_LANGUAGE;
    messages = await load(FALLBACK_LANGUAGE);
  }
  const all = structuredClone(messages) as Messages;
  loaded = all;
  const resources: Resource = { [lng]: { translation: all } };
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
  restLoaded = firstPaint
    ? Promise.all([loadPart(lng, 'rest').catch(() => loadPart(FALLBACK_LANGUAGE, 'rest')), restAfter]).then(
        ([rest]) => {
          mergeMessages(all as Tree, rest as Tree);
          instance.addResourceBundle(lng, 'translation', rest, true, true);
        },
        (error: unknown) => console.error(error),
      )
    : Promise.resolve();
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
