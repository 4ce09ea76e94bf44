import type { LanguageCode } from '@casino/contract/languages.ts';
import { HOUSE_ERROR_CODES } from '../../../lib/house-error-codes.ts';
import { gameLanguage } from '../../../lib/i18n.ts';

/** The reasons the server shows the error page for (the house API's refusals, apps/server/src/house/house-play.ts). */
export const ERROR_PAGE_CODES = HOUSE_ERROR_CODES;
export type ErrorPageCode = (typeof ERROR_PAGE_CODES)[number];

export type ErrorPageData = { code: string; language: LanguageCode };

/** The error page's start-up data; anything missing falls back to an invalid session in English. */
export function errorPageData(value: unknown): ErrorPageData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    code: typeof data.code === 'string' ? data.code : 'invalid_session',
    language: gameLanguage(data.language),
  };
}
