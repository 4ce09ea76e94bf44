import { gamesDistDir, gamesShell, readGamesManifest } from '../house/games-app.ts';
import { housePageLanguage } from '../house/house-page-text.ts';
import { isLotteryGameCode, type LotteryGameCode } from './games.ts';

export { isLotteryGameCode };

/** The window title before the page's own words load (the page then names the game in its language). */
const LOTTERY_TITLES: Readonly<Record<LotteryGameCode, string>> = {
  'lottery-dice': 'Fast 3 Dice',
  'lottery-digits': '5 Digits',
  'lottery-race': '10-Car Race',
  'lottery-north': 'Northern Lottery',
};

/**
 * The lottery page (docs/decisions/0060-lottery-pages.md): the games app's `lottery` entry, with the session's game to
 * bet on, its language, lobby, demo flag and currency; the games call then brings every game's rules, draws and the
 * server's clock. Null without a games build (the route answers 503 with the error page, as for the slot).
 */
export function lotteryPage(game: {
  session: string;
  gameCode: string;
  language: string;
  currency: string;
  lobbyUrl: string;
  demo: boolean;
  fontSheet?: string | null;
}): string | null {
  const distDir = gamesDistDir();
  if (!isLotteryGameCode(game.gameCode) || !distDir) return null;
  const language = housePageLanguage(game.language);
  const title = LOTTERY_TITLES[game.gameCode];
  return gamesShell(readGamesManifest(distDir), {
    entry: 'lottery',
    language,
    title,
    fontSheet: game.fontSheet,
    startupData: {
      session: game.session,
      language,
      gameCode: game.gameCode,
      lobbyUrl: game.lobbyUrl,
      demo: game.demo,
      currency: game.currency,
    },
    noScriptText: title,
  });
}
