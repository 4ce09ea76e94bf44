import type { LanguageCode } from '@casino/contract/languages.ts';
import { gameLanguage } from '../../../lib/i18n.ts';

/** The book's two lobbies: the whole sportsbook, and the same book opening on esports. */
export const SPORTS_GAME_CODES = ['house-sportsbook', 'house-esports'] as const;
export type SportsGameCode = (typeof SPORTS_GAME_CODES)[number];

/** What the server hands the sportsbook page in its shell (apps/server/src/sports/http/sports-page.ts). */
export type SportsPageData = {
  session: string;
  language: LanguageCode;
  gameCode: SportsGameCode;
  lobbyUrl: string;
  currency: string;
  /** The event to open on: the one tapped in the home page's quick-bet frame (decision 67), else null. */
  openEvent: string | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The start-up data; missing fields are empty, so that the lobby call's refusal is what the page shows. */
export function sportsPageData(value: unknown): SportsPageData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    session: text(data.session),
    language: gameLanguage(data.language),
    gameCode: data.gameCode === 'house-esports' ? 'house-esports' : 'house-sportsbook',
    lobbyUrl: text(data.lobbyUrl),
    currency: text(data.currency),
    openEvent: typeof data.openEvent === 'string' && data.openEvent.length > 0 ? data.openEvent : null,
  };
}
