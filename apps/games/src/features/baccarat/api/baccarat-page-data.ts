import type { LanguageCode } from '@casino/contract/languages.ts';
import { gameLanguage } from '../../../lib/i18n.ts';

/**
 * What the server hands the baccarat page in its shell (apps/server/src/house/house-pages.ts baccaratPage): enough to
 * draw the table and the chips at once (and its name); the session call then brings the balance and the RTP.
 */
export type BaccaratPageData = {
  session: string;
  language: LanguageCode;
  gameCode: string;
  /** The game's name in the page's language. */
  name: string;
  lobbyUrl: string;
  demo: boolean;
  currency: string;
  /** The chips offered, as the API writes amounts ("1.00"), lowest first. */
  chips: string[];
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/** The page's start-up data; missing fields are empty, so the session call's refusal is what the page shows. */
export function baccaratPageData(value: unknown): BaccaratPageData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    session: text(data.session),
    language: gameLanguage(data.language),
    gameCode: text(data.gameCode),
    name: text(data.name),
    lobbyUrl: text(data.lobbyUrl),
    demo: data.demo === true,
    currency: text(data.currency),
    chips: texts(data.chips),
  };
}
