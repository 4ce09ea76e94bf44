import { gamesDistDir, gamesShell, readGamesManifest } from '../house/games-app.ts';
import { housePageLanguage } from '../house/house-page-text.ts';
import { LIVE_TABLE_NAMES, type LiveTableCode } from './live-games.ts';

export type LivePageGame = {
  session: string;
  table: LiveTableCode;
  language: string;
  lobbyUrl: string;
  demo: boolean;
  /** The site's font sheet of the page's language (siteFontSheet). */
  fontSheet?: string | null;
};

/**
 * The page of a live table: the games app's `live` entry (decision 58) in its shell, with the start-up data it draws
 * the table from; the state call and the socket bring the rest. Null without a games build (the route answers 503).
 */
export function livePage(game: LivePageGame): string | null {
  const distDir = gamesDistDir();
  if (!distDir) return null;
  const language = housePageLanguage(game.language);
  const name = LIVE_TABLE_NAMES[game.table][language] ?? LIVE_TABLE_NAMES[game.table].en_US ?? game.table;
  return gamesShell(readGamesManifest(distDir), {
    entry: 'live',
    language,
    title: name,
    fontSheet: game.fontSheet,
    startupData: {
      session: game.session,
      language,
      table: game.table,
      name,
      lobbyUrl: game.lobbyUrl,
      demo: game.demo,
    },
    noScriptText: name,
  });
}
