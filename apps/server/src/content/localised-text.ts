import { FALLBACK_LANGUAGE } from '@casino/contract/languages.ts';
import type { LocalisedText } from '../db/schema.ts';

/** The text in the wanted language, else in en_US, else in any language it has. */
export function pickText(text: LocalisedText | null | undefined, lang: string): string {
  if (!text) return '';
  return text[lang] ?? text[FALLBACK_LANGUAGE] ?? Object.values(text)[0] ?? '';
}

export function mediaUrl(mediaId: number | null | undefined): string {
  return mediaId ? `/media/${mediaId}` : '';
}
