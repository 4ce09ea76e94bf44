import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { sportsFeaturedCall } from '@casino/contract/house/sports-quickbet-calls.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import type { HouseClient } from '../../../lib/house-api.ts';
import { gameLanguage } from '../../../lib/i18n.ts';

/** What the server hands the quick-bet page in its shell (apps/server/src/sports/quickbet/quickbet-page.ts). */
export type QuickbetPageData = {
  language: LanguageCode;
  currency: string;
  /** The one origin the page posts its messages to; empty: it posts none. */
  parentOrigin: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An origin as the server wrote it (scheme, host and port only), else empty. */
function origin(value: unknown): string {
  const written = text(value);
  try {
    const url = new URL(written);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === written ? written : '';
  } catch {
    return '';
  }
}

export function quickbetPageData(value: unknown): QuickbetPageData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { language: gameLanguage(data.language), currency: text(data.currency), parentOrigin: origin(data.parentOrigin) };
}

export type FeaturedEvents = HouseCallResponse<typeof sportsFeaturedCall>;
export type FeaturedEvent = FeaturedEvents['events'][number];

/** The featured events (live first, then the next to start) with their main markets. */
export const readFeatured = async (call: HouseClient): Promise<FeaturedEvent[]> => (await call(sportsFeaturedCall, {})).events;
