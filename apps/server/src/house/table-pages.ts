import { gamesDistDir, gamesShell, readGamesManifest } from './games-app.ts';
import { housePageLanguage } from './house-page-text.ts';
import { formatMoney } from './house-play.ts';
import { HOUSE_CARD_GAMES } from './seed-house-games.ts';
import { tableChips, tableLimit } from './table-play.ts';

/**
 * The page of the house's blackjack, sic bo and Andar Bahar: the games app's `tables` entry (decision 57) with what it
 * draws the table from at once (the game's kind and name in the page's language, the chips and the table limit); the
 * session call brings the balance, the pays and RTP of every bet, and blackjack's hand in play.
 */

export type TablePageGame = {
  session: string;
  gameCode: string;
  kind: 'blackjack' | 'sic_bo' | 'andar_bahar';
  language: string;
  currency: string;
  lobbyUrl: string;
  demo: boolean;
  /** The site's font sheet of the page's language (siteFontSheet). */
  fontSheet?: string | null;
};

/** The page's HTML; null without a games build. */
export function tablePage(game: TablePageGame): string | null {
  const distDir = gamesDistDir();
  if (!distDir) return null;
  const language = housePageLanguage(game.language);
  const names: Partial<Record<string, string>> = HOUSE_CARD_GAMES.find((card) => card.code === game.gameCode)?.names ?? {};
  const name = names[language] ?? names.en_US ?? game.gameCode;
  return gamesShell(readGamesManifest(distDir), {
    entry: 'tables',
    language,
    title: name,
    fontSheet: game.fontSheet,
    startupData: {
      session: game.session,
      language,
      gameCode: game.gameCode,
      kind: game.kind,
      name,
      lobbyUrl: game.lobbyUrl,
      demo: game.demo,
      currency: game.currency,
      chips: tableChips(game.currency).map((chip) => formatMoney(chip, game.currency)),
      limit: formatMoney(tableLimit(game.currency), game.currency),
    },
    noScriptText: name,
  });
}
