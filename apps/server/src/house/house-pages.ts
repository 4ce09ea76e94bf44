/**
 * The house's slot, baccarat and error pages. The slot and the error page are the games app's (apps/games, decision
 * 48): the server writes their shell and start-up data. Baccarat is still server-rendered HTML for mouse, touch and
 * keyboard, desktop and mobile, whose script and style are files of their own (game-client/) served under
 * content-hashed names, so that it runs under a policy without any inline script or style; it reads everything else
 * from /house/api/session and plays through /house/api/deal.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACCARAT_PAGE_TEXT, type BaccaratPageText } from './baccarat-page-text.ts';
import { gamesDistDir, gamesShell, HOUSE_ICON_LINK, readGamesManifest } from './games-app.ts';
import { HOUSE_BASE_PATH } from './house-config.ts';
import { BACK_ICON, blockJson, escapeHtml, fontLink, pageAsset, RULES_ICON } from './house-page-parts.ts';
import { HOUSE_PAGE_TEXT, type HousePageText, housePageLanguage, SLOT_NAMES } from './house-page-text.ts';
import { formatMoney, slotBets } from './house-play.ts';
import { PAGE_KIT_ASSETS, TABLE_ART_ASSETS } from './page-kit.ts';
import { houseSlot } from './slot-games.ts';

const clientFile = (folder: string, name: string) => readFileSync(join(import.meta.dirname, folder, name), 'utf8');
const SCRIPT = 'text/javascript; charset=utf-8';
const STYLE = 'text/css; charset=utf-8';
/**
 * What the baccarat and the plain error page share, in front of the game's own: the house pages' client kit (texts,
 * API calls, the error box; the type, buttons, header and dialogs) and the boot data, money format, lobby, panel and
 * layout of these pages.
 */
const COMMON_SCRIPT = `${PAGE_KIT_ASSETS.kitScript.body}\n${clientFile('game-client', 'house-game.js')}`;
const COMMON_STYLE = `${PAGE_KIT_ASSETS.kitStyle.body}\n${clientFile('game-client', 'house-game.css')}`;

/** The pages' script and style files, each one file per page, under names that change with their content. */
export const GAME_PAGE_ASSETS = {
  baccaratScript: pageAsset(
    'baccarat.js',
    SCRIPT,
    `${COMMON_SCRIPT}\n${TABLE_ART_ASSETS.artScript.body}\n${clientFile('game-client', 'baccarat.js')}`,
  ),
  baccaratStyle: pageAsset(
    'baccarat.css',
    STYLE,
    `${COMMON_STYLE}\n${TABLE_ART_ASSETS.artStyle.body}\n${clientFile('game-client', 'baccarat.css')}`,
  ),
  errorStyle: pageAsset('house-game.css', STYLE, COMMON_STYLE),
};

const assetUrl = (asset: { file: string }) => `${HOUSE_BASE_PATH}/assets/${asset.file}`;

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

/** The baccarat page. */
export function gamePage(game: {
  session: string;
  gameCode: string;
  language: string;
  lobbyUrl: string;
  demo: boolean;
  /** The site's font sheet of the page's language (decision 23), so that its script is drawn on any device. */
  fontSheet?: string | null;
}): string {
  const language = housePageLanguage(game.language);
  const text: BaccaratPageText = BACCARAT_PAGE_TEXT[language];
  const boot = { session: game.session, game: game.gameCode, kind: 'baccarat', lobby: game.lobbyUrl, text, language };
  const t = (key: keyof BaccaratPageText) => escapeHtml(text[key] ?? '');
  const info = t('rules');
  const [script, style] = [GAME_PAGE_ASSETS.baccaratScript, GAME_PAGE_ASSETS.baccaratStyle];
  return `<!doctype html><html lang="${escapeHtml(language.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="robots" content="noindex">
<title>House Games</title>${HOUSE_ICON_LINK}${fontLink(game.fontSheet)}
<link rel="stylesheet" href="${assetUrl(style)}"></head><body class="baccarat-page">
<header><button type="button" id="lobby" data-testid="house-lobby" aria-label="${t('lobby')}">${BACK_ICON}<span class="label">${t('lobby')}</span></button>
<h1 id="title">&nbsp;</h1>${game.demo ? `<span class="badge" data-testid="house-demo">${t('demo')}</span>` : ''}
<button type="button" id="info" data-testid="house-info" aria-haspopup="dialog" aria-keyshortcuts="I" aria-label="${info}">${RULES_ICON}<span class="label">${info}</span></button></header>
<main>${baccaratBody(text)}<div class="error" id="error" role="alert" data-testid="house-error" hidden></div></main>
<dialog id="panel" aria-labelledby="panel-title"><h2 id="panel-title" tabindex="-1" autofocus>${info}</h2>
<p>${t('rtp')}: <span class="rtp" data-testid="house-rtp" id="rtp"></span></p><div id="paytable" data-testid="slot-paytable"></div>
<button type="button" id="panel-close">${t('close')}</button></dialog>
<script type="application/json" id="boot">${blockJson(boot)}</script>
<script src="${assetUrl(script)}" defer></script></body></html>`;
}

function baccaratBody(text: BaccaratPageText): string {
  const spot = (id: string, label: string, pays: string) =>
    `<button type="button" class="spot" data-spot="${id}" data-testid="house-spot-${id}">
<strong>${escapeHtml(label)}</strong><small>${pays}</small><span class="stake" id="stake-${id}"></span></button>`;
  return `<div class="table"><div class="hands">
<div class="hand"><h2>${escapeHtml(text.player)} <span class="total" id="player-total"></span></h2><div class="cards" id="player-cards"></div></div>
<div class="hand"><h2>${escapeHtml(text.banker)} <span class="total" id="banker-total"></span></h2><div class="cards" id="banker-cards"></div></div></div>
<p class="result" id="result" aria-live="polite">${escapeHtml(text.placeBets)}</p>
<div class="spots">${spot('player_pair', text.player_pair, '11:1')}${spot('tie', text.tie, '8:1')}${spot('banker_pair', text.banker_pair, '11:1')}
${spot('player', text.player, '1:1')}${spot('banker', text.banker, '0.95:1')}</div></div>
<div class="meters"><div class="meter"><span>${escapeHtml(text.balance)}</span><strong id="balance" data-testid="house-balance">–</strong></div>
<div class="meter"><span>${escapeHtml(text.bet)}</span><strong id="total-bet" data-testid="house-bet">0</strong></div>
<div class="meter"><span>${escapeHtml(text.win)}</span><strong id="win" data-testid="house-win">0</strong></div></div>
<div class="chips" id="chips" role="group" aria-label="${escapeHtml(text.chip)}"></div>
<div class="controls"><button type="button" id="clear" data-testid="house-clear">${escapeHtml(text.clear)}</button>
<button type="button" id="rebet" data-testid="house-rebet" aria-keyshortcuts="R" title="${escapeHtml(text.rebetHint)}" disabled>${escapeHtml(text.rebet)} <span id="rebet-amount" data-testid="house-rebet-amount"></span></button>
<button type="button" class="primary" id="deal" data-testid="house-deal" disabled>${escapeHtml(text.deal)}</button></div>
<p class="note" id="note" aria-live="polite"></p>`;
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
<title>House Games</title>${HOUSE_ICON_LINK}${fontLink(fontSheet)}<link rel="stylesheet" href="${assetUrl(GAME_PAGE_ASSETS.errorStyle)}"></head>
<body><main><div class="error" role="alert" data-testid="house-error">${escapeHtml(message)}</div></main></body></html>`;
}
