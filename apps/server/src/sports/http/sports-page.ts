import { quickbetEventOf } from '@casino/contract/sports/quickbet-messages.ts';
import { gamesDistDir, gamesShell, readGamesManifest } from '../../house/games-app.ts';
import { housePageLanguage } from '../../house/house-page-text.ts';
import type { SportsSession } from '../book/sports-session.ts';

const TITLES = { 'house-sportsbook': 'Sports', 'house-esports': 'Esports' } as const;

/**
 * The sportsbook page (docs/decisions/0062, 0063): the games app's `sports` entry with the session, its lobby (the
 * book's or esports'), language, currency and the platform's lobby address; the lobby call then brings the events.
 * Null without a games build (the route answers 503 with the error page, as for the other house pages).
 */
export function sportsPage(session: SportsSession, fontSheet: string | null): string | null {
  const distDir = gamesDistDir();
  if (!distDir) return null;
  const language = housePageLanguage(session.language);
  const title = TITLES[session.gameCode];
  return gamesShell(readGamesManifest(distDir), {
    entry: 'sports',
    language,
    title,
    fontSheet,
    startupData: {
      session: session.token,
      language,
      gameCode: session.gameCode,
      lobbyUrl: session.lobbyUrl,
      currency: session.currency,
      // The event a tap in the home page's quick-bet iframe launched the book on (docs/decisions/0067), if any.
      openEvent: quickbetEventOf(session.lobbyUrl),
    },
    noScriptText: title,
  });
}
