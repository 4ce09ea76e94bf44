import { type GamesManifest, gamesDistDir, gamesShell, readGamesManifest } from '../house/games-app.ts';
import { housePageLanguage } from '../house/house-page-text.ts';
import type { LeagueName } from './virtual-config.ts';
import { VIRTUAL_GAME_NAMES } from './virtual-game-names.ts';

/**
 * The page of the virtual football league and of the cockfight: the games app's `virtuals` entry (apps/games,
 * decision 59) in its shell, with what it needs to draw its frame at once; the state call brings everything else.
 */

export type VirtualPageGame = {
  session: string;
  gameCode: string;
  league: LeagueName;
  language: string;
  lobbyUrl: string;
  demo: boolean;
  /** The site's font sheet of the page's language (siteFontSheet). */
  fontSheet?: string | null;
};

/** The build the server serves, if any. */
const servedManifest = (): GamesManifest | null => {
  const dir = gamesDistDir();
  return dir ? readGamesManifest(dir) : null;
};

/** The page's HTML; null without a games build (the route then answers 503 with the error page). */
export function virtualPage(game: VirtualPageGame, manifest: GamesManifest | null = servedManifest()): string | null {
  const language = housePageLanguage(game.language);
  const name = VIRTUAL_GAME_NAMES[game.gameCode]?.[language as 'en_US'] ?? game.gameCode;
  return gamesShell(manifest, {
    entry: 'virtuals',
    language,
    title: name,
    fontSheet: game.fontSheet,
    startupData: {
      session: game.session,
      language,
      gameCode: game.gameCode,
      league: game.league,
      name,
      lobbyUrl: game.lobbyUrl,
      demo: game.demo,
    },
    noScriptText: name,
  });
}
