import type { LanguageCode } from '@casino/contract/languages.ts';
import { gameLanguage } from '../../../lib/i18n.ts';

/**
 * What the server hands the slot page in its shell (apps/server/src/house/house-pages.ts slotPage): enough to draw
 * the machine at once (name, reels, bets); the session call then brings the balance, jackpot, paytable and RTP.
 */
export type SlotPageData = {
  session: string;
  language: LanguageCode;
  gameCode: string;
  /** The game's name in the page's language. */
  name: string;
  lobbyUrl: string;
  demo: boolean;
  currency: string;
  /** The stakes offered, as the API writes amounts ("2.50"), lowest first. */
  bets: string[];
  /** The ids of the game's symbols, as its reels and paytable name them. */
  symbols: string[];
};

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/** The slot page's start-up data; missing fields are empty, so the session call's refusal is what the page shows. */
export function slotPageData(value: unknown): SlotPageData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    session: text(data.session),
    language: gameLanguage(data.language),
    gameCode: text(data.gameCode),
    name: text(data.name),
    lobbyUrl: text(data.lobbyUrl),
    demo: data.demo === true,
    currency: text(data.currency),
    bets: texts(data.bets),
    symbols: texts(data.symbols),
  };
}
