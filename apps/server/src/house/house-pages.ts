/**
 * The house's slot, baccarat and error pages: the games app's (apps/games, decisions 48, 55 and 57), of which the
 * server writes the shell and start-up data. Without a games build the error page is the message in plain HTML, with
 * no script or style (the server holds no browser code).
 */

import { gamesDistDir, gamesShell, HOUSE_ICON_LINK, readGamesManifest } from './games-app.ts';
import { escapeHtml, fontLink } from './house-page-parts.ts';
import { HOUSE_PAGE_TEXT, type HousePageText, housePageLanguage, SLOT_NAMES } from './house-page-text.ts';
import { baccaratChips, formatMoney, slotBets } from './house-play.ts';
import { HOUSE_CARD_GAMES } from './seed-house-games.ts';
import { houseSlot } from './slot-games.ts';

/**
 * The slot page: the games app's `slot` entry with what it draws the machine from at once (the game's name in the
 * page's language, its bets and symbols); the session call brings the rest. Null without a games build.
 */
export function slotPage(game: {
  session: string;
  gameCode: string;
  language: string;
  currency: string;
  lobbyUrl: string;
  demo: boolean;
  /** The site's font sheet of the page's language (decision 23), so that its script is drawn on any device. */
  fontSheet?: string | null;
}): string | null {
  const slot = houseSlot(game.gameCode);
  const distDir = gamesDistDir();
  if (!slot || !distDir) return null;
  const language = housePageLanguage(game.language);
  const name = SLOT_NAMES[game.gameCode]?.[language] ?? slot.def.names[language] ?? slot.def.names.en_US ?? game.gameCode;
  return gamesShell(readGamesManifest(distDir), {
    entry: 'slot',
    language,
    title: name,
    fontSheet: game.fontSheet,
    startupData: {
      session: game.session,
      language,
      gameCode: game.gameCode,
      name,
      lobbyUrl: game.lobbyUrl,
      demo: game.demo,
      currency: game.currency,
      bets: slotBets(slot, game.currency).map((bet) => formatMoney(bet, game.currency)),
      symbols: slot.def.symbols.map((symbol) => symbol.id),
    },
    noScriptText: name,
  });
}

/**
 * The baccarat page: the games app's `baccarat` entry with what it draws the table from at once (the game's name in
 * the page's language, the chips); the session call brings the balance and the RTP. Null without a games build.
 */
export function baccaratPage(game: {
  session: string;
  gameCode: string;
  language: string;
  currency: string;
  lobbyUrl: string;
  demo: boolean;
  /** The site's font sheet of the page's language (decision 23), so that its script is drawn on any device. */
  fontSheet?: string | null;
}): string | null {
  const distDir = gamesDistDir();
  if (!distDir) return null;
  const language = housePageLanguage(game.language);
  const names: Partial<Record<string, string>> = HOUSE_CARD_GAMES[0].names;
  const name = names[language] ?? names.en_US ?? game.gameCode;
  return gamesShell(readGamesManifest(distDir), {
    entry: 'baccarat',
    language,
    title: name,
    fontSheet: game.fontSheet,
    startupData: {
      session: game.session,
      language,
      gameCode: game.gameCode,
      name,
      lobbyUrl: game.lobbyUrl,
      demo: game.demo,
      currency: game.currency,
      chips: baccaratChips(game.currency).map((chip) => formatMoney(chip, game.currency)),
    },
    noScriptText: name,
  });
}

/**
 * A page for a session that cannot be played (unknown, expired), in the language the launch asked for: the games
 * app's error page (decision 48), or without a games build the message as plain HTML.
 */
export function errorPage(language: string, code: keyof HousePageText, fontSheet?: string | null): string {
  const lang = housePageLanguage(language);
  const text = HOUSE_PAGE_TEXT[lang];
  const known = Object.hasOwn(text, code);
  const message = known ? text[code] : text.invalid_session;
  const distDir = gamesDistDir();
  const shell = gamesShell(distDir ? readGamesManifest(distDir) : null, {
    entry: 'error',
    language: lang,
    title: 'House Games',
    fontSheet,
    startupData: { code: known ? code : 'invalid_session', language: lang },
    noScriptText: message,
  });
  if (shell) return shell;
  return `<!doctype html><html lang="${escapeHtml(lang.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>House Games</title>${HOUSE_ICON_LINK}${fontLink(fontSheet)}</head>
<body><main><div class="error" role="alert" data-testid="house-error">${escapeHtml(message)}</div></main></body></html>`;
}
