import type { LanguageCode } from '@casino/contract/languages.ts';
import { gameLanguage } from '../../../lib/i18n.ts';

export type VirtualLeague = 'football' | 'cockfight';

/**
 * What the server hands the virtual sports page in its shell (apps/server/src/virtuals/virtual-routes.ts): the league
 * and the game's name, so that the page draws its frame at once; the state call then brings everything else.
 */
export type VirtualPageData = {
  session: string;
  language: LanguageCode;
  gameCode: string;
  league: VirtualLeague;
  /** The game's name in the page's language. */
  name: string;
  lobbyUrl: string;
  demo: boolean;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The page's start-up data; missing fields are empty, so the state call's refusal is what the page shows. */
export function virtualPageData(value: unknown): VirtualPageData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    session: text(data.session),
    language: gameLanguage(data.language),
    gameCode: text(data.gameCode),
    league: data.league === 'cockfight' ? 'cockfight' : 'football',
    name: text(data.name),
    lobbyUrl: text(data.lobbyUrl),
    demo: data.demo === true,
  };
}
