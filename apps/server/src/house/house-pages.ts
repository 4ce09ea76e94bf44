/**
 * The house's slot and baccarat pages, and its error page: server-rendered HTML for mouse, touch and keyboard, desktop
 * and mobile, whose script and style are files of their own (game-client/, slot-client/) served under content-hashed
 * names, so that the pages run under a policy without any inline script or style. The page reads everything else from
 * /house/api/session and plays through /house/api/spin or /house/api/deal.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACCARAT_PAGE_TEXT, type BaccaratPageText } from './baccarat-page-text.ts';
import { gamesDistDir, gamesShell, readGamesManifest } from './games-app.ts';
import { HOUSE_BASE_PATH } from './house-config.ts';
import { BACK_ICON, blockJson, escapeHtml, fontLink, pageAsset, RULES_ICON } from './house-page-parts.ts';
import { HOUSE_PAGE_TEXT, type HousePageText, housePageLanguage } from './house-page-text.ts';
import { PAGE_KIT_ASSETS, TABLE_ART_ASSETS } from './page-kit.ts';
import { slotSymbolArt } from './slot-client/slot-symbols.ts';
import { SLOT_NAMES, SLOT_TEXT, type SlotText } from './slot-client/slot-text.ts';
import { houseSlot } from './slot-games.ts';

const clientFile = (folder: string, name: string) => readFileSync(join(import.meta.dirname, folder, name), 'utf8');
const SCRIPT = 'text/javascript; charset=utf-8';
const STYLE = 'text/css; charset=utf-8';
/**
 * What both games' pages share, in front of each game's own: the house pages' client kit (texts, API calls, the error
 * box; the type, buttons, header and dialogs) and the boot data, money format, lobby, panel and layout of these pages.
 */
const COMMON_SCRIPT = `${PAGE_KIT_ASSETS.kitScript.body}\n${clientFile('game-client', 'house-game.js')}`;
const COMMON_STYLE = `${PAGE_KIT_ASSETS.kitStyle.body}\n${clientFile('game-client', 'house-game.css')}`;

/** The pages' script and style files, each one file per page, under names that change with their content. */
export const GAME_PAGE_ASSETS = {
  slotScript: pageAsset('slot-game.js', SCRIPT, `${COMMON_SCRIPT}\n${clientFile('slot-client', 'slot-game.js')}`),
  slotStyle: pageAsset('slot-game.css', STYLE, `${COMMON_STYLE}\n${clientFile('slot-client', 'slot-game.css')}`),
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

/** The pages' icon, inline like everything else on them, so that a browser does not ask the server for /favicon.ico. */
const ICON_LINK = `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%23141a2b'/%3E%3Ccircle cx='32' cy='32' r='19' fill='none' stroke='%23e0b050' stroke-width='6'/%3E%3Ccircle cx='32' cy='32' r='7' fill='%23e0b050'/%3E%3C/svg%3E">`;

/** The game page of a slot or of baccarat. */
export function gamePage(game: {
  session: string;
  gameCode: string;
  kind: 'slot' | 'baccarat';
  language: string;
  lobbyUrl: string;
  demo: boolean;
  /** The site's font sheet of the page's language (decision 23), so that its script is drawn on any device. */
  fontSheet?: string | null;
}): string {
  const slot = game.kind === 'slot';
  const language = housePageLanguage(game.language);
  const text: Record<string, string> = slot ? SLOT_TEXT[language] : BACCARAT_PAGE_TEXT[language];
  const symbols = houseSlot(game.gameCode)?.def.symbols.map((s) => s.id) ?? [];
  const boot = {
    session: game.session,
    game: game.gameCode,
    kind: game.kind,
    lobby: game.lobbyUrl,
    text,
    language,
    ...(slot ? { art: slotSymbolArt(game.gameCode, symbols), name: SLOT_NAMES[game.gameCode]?.[language] } : {}),
  };
  const body = slot ? slotBody(text as SlotText) : baccaratBody(text as BaccaratPageText);
  const t = (key: string) => escapeHtml(text[key] ?? '');
  // The slot's panel is its paytable; baccarat's holds its rules.
  const info = slot ? t('info') : t('rules');
  const [script, style] = slot
    ? [GAME_PAGE_ASSETS.slotScript, GAME_PAGE_ASSETS.slotStyle]
    : [GAME_PAGE_ASSETS.baccaratScript, GAME_PAGE_ASSETS.baccaratStyle];
  return `<!doctype html><html lang="${escapeHtml(language.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="robots" content="noindex">
<title>House Games</title>${ICON_LINK}${fontLink(game.fontSheet)}
<link rel="stylesheet" href="${assetUrl(style)}"></head><body class="${slot ? 'slot-page' : 'baccarat-page'}">
<header><button type="button" id="lobby" data-testid="house-lobby" aria-label="${t('lobby')}">${BACK_ICON}<span class="label">${t('lobby')}</span></button>
<h1 id="title">&nbsp;</h1>${game.demo ? `<span class="badge" data-testid="house-demo">${t('demo')}</span>` : ''}
<button type="button" id="info" data-testid="house-info" aria-haspopup="dialog" aria-keyshortcuts="I" aria-label="${info}">${RULES_ICON}<span class="label">${info}</span></button></header>
<main>${body}<div class="error" id="error" role="alert" data-testid="house-error" hidden></div></main>
<dialog id="panel" aria-labelledby="panel-title"><h2 id="panel-title" tabindex="-1" autofocus>${info}</h2>
<p>${t('rtp')}: <span class="rtp" data-testid="house-rtp" id="rtp"></span></p><div id="paytable" data-testid="slot-paytable"></div>
<button type="button" id="panel-close">${t('close')}</button></dialog>${slot ? autoplayPanel(text as SlotText) : ''}
<script type="application/json" id="boot">${blockJson(boot)}</script>
<script src="${assetUrl(script)}" defer></script></body></html>`;
}

const svgIcon = (body: string) =>
  `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">${body}</svg>`;
const MINUS_ICON = svgIcon('<path d="M5 12h14" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>');
const PLUS_ICON = svgIcon('<path d="M5 12h14M12 5v14" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>');
const AUTO_ICON = svgIcon(
  '<path d="M20 12a8 8 0 1 1-3-6.2" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/><path d="M18 2v5h-5" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>',
);
const TURBO_ICON = svgIcon('<path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="currentColor"/>');
const SOUND_ICON = svgIcon(
  '<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/><g class="on"><path d="M16 8a5 5 0 0 1 0 8M18.5 5.5a9 9 0 0 1 0 13" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></g><g class="off"><path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></g>',
);

function slotBody(text: SlotText): string {
  const t = (key: keyof SlotText) => escapeHtml(text[key]);
  const reels = [0, 1, 2, 3, 4]
    .map(
      (r) =>
        `<div class="reel" data-reel="${r}" data-testid="slot-reel">${[0, 1, 2].map((y) => `<div class="cell" data-cell="${r}-${y}"></div>`).join('')}</div>`,
    )
    .join('');
  return `<div class="slot"><div class="jackpot">${t('jackpot')} <strong id="jackpot" data-testid="house-jackpot">–</strong></div>
<div class="cabinet"><div class="reels" id="reels" aria-hidden="true">${reels}<svg class="lines" id="lines" data-testid="slot-lines"></svg></div></div>
<div class="meters"><div class="meter"><span>${t('balance')}</span><strong id="balance" data-testid="house-balance">–</strong></div>
<div class="meter"><span>${t('win')}</span><strong id="win" data-testid="house-win">0</strong></div>
<div class="meter"><span>${t('freeSpins')}</span><strong id="free" data-testid="house-free-spins">0</strong></div></div>
<div class="controls"><div class="bet" role="group" aria-label="${t('bet')}">
<button type="button" id="bet-down" aria-label="${t('betDown')}">${MINUS_ICON}</button><output id="bet" data-testid="house-bet" aria-live="polite">–</output>
<button type="button" id="bet-up" aria-label="${t('betUp')}">${PLUS_ICON}</button></div>
<button type="button" class="primary" id="spin" data-testid="house-spin" aria-keyshortcuts="Space Enter" disabled>${t('spin')}</button></div>
<div class="toggles"><button type="button" class="toggle" id="autoplay" data-testid="slot-autoplay" aria-pressed="false" aria-haspopup="dialog">${AUTO_ICON}<span>${t('autoplay')}</span><span id="auto-left" data-testid="slot-auto-left"></span></button>
<button type="button" class="toggle" id="turbo" data-testid="slot-turbo" aria-pressed="false">${TURBO_ICON}<span>${t('turbo')}</span></button>
<button type="button" class="toggle" id="sound" data-testid="slot-sound" aria-pressed="false">${SOUND_ICON}<span>${t('sound')}</span></button></div>
<p class="note" id="note"></p><p class="sr-only" id="announce" role="status" aria-live="polite" data-testid="slot-announce"></p>
<p class="keys">${t('keys')}</p></div>
<div class="celebrate" id="celebrate" data-testid="slot-celebrate" hidden><div class="burst"><div class="coins" aria-hidden="true"><i></i><i></i><i></i></div>
<strong id="celebrate-title"></strong><span id="celebrate-detail"></span></div></div>`;
}

function autoplayPanel(text: SlotText): string {
  const t = (key: keyof SlotText) => escapeHtml(text[key]);
  const spins = [5, 10, 25, 50, 100].map((n) => `<option value="${n}"${n === 10 ? ' selected' : ''}>${n}</option>`).join('');
  return `<dialog id="auto-panel" aria-labelledby="auto-title" data-testid="slot-auto-panel"><form id="auto-form" method="dialog"><h2 id="auto-title">${t('autoplay')}</h2>
<label>${t('autoSpins')}<select id="auto-spins" data-testid="slot-auto-spins">${spins}</select></label>
<label>${t('stopWin')}<input type="number" id="auto-win" min="0" step="any" inputmode="decimal" data-testid="slot-auto-win"></label>
<label>${t('stopBalance')}<input type="number" id="auto-balance" min="0" step="any" inputmode="decimal" data-testid="slot-auto-balance"></label>
<label class="check"><input type="checkbox" id="auto-feature" checked data-testid="slot-auto-feature">${t('stopFeature')}</label>
<div class="actions"><button type="button" id="auto-cancel">${t('cancel')}</button><button type="submit" class="primary" data-testid="slot-auto-start">${t('start')}</button></div></form></dialog>`;
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
<title>House Games</title>${ICON_LINK}${fontLink(fontSheet)}<link rel="stylesheet" href="${assetUrl(GAME_PAGE_ASSETS.errorStyle)}"></head>
<body><main><div class="error" role="alert" data-testid="house-error">${escapeHtml(message)}</div></main></body></html>`;
}
