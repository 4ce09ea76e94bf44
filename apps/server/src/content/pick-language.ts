import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@casino/contract/languages.ts';
import type { LocalisedText } from '../db/schema.ts';

/**
 * The language to serve an item's texts in: the asked one, else the site's default, else en_US, else any the item
 * has — judged by its main text (a title), so that title and body come in the same language.
 */
export function pickLanguage(main: LocalisedText | null | undefined, asked: string, siteDefault: string): LanguageCode {
  const texts = main ?? {};
  for (const candidate of [asked, siteDefault, FALLBACK_LANGUAGE]) {
    if (isLanguageCode(candidate) && (texts[candidate] ?? '').trim() !== '') return candidate;
  }
  const any = Object.keys(texts).find((key) => isLanguageCode(key) && (texts[key] ?? '').trim() !== '');
  return (any as LanguageCode | undefined) ?? (isLanguageCode(asked) ? asked : FALLBACK_LANGUAGE);
}

/** A text in the chosen language, else in the same fallback order. */
export function textIn(text: LocalisedText | null | undefined, language: LanguageCode, siteDefault: string): string {
  const texts = text ?? {};
  return texts[language] || texts[siteDefault] || texts[FALLBACK_LANGUAGE] || Object.values(texts).find(Boolean) || '';
}

/** Localised texts as stored: trimmed, empty ones dropped. */
export function cleanLocalised(texts: Partial<Record<string, string>>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [language, text] of Object.entries(texts)) {
    const value = (text ?? '').trim();
    if (value !== '') clean[language] = value;
  }
  return clean;
}
