import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { HOUSE_BASE_PATH } from '../house/house-config.ts';
import { BACK_ICON, blockJson, escapeHtml, fontLink, HISTORY_ICON, pageAsset, RULES_ICON } from '../house/house-page-parts.ts';
import { PAGE_KIT_ASSETS, TABLE_ART_ASSETS } from '../house/page-kit.ts';
import { TABLE_PAGE_TEXT, tablePageLanguage } from '../house/table-page-text.ts';
import { LIVE_TABLE_NAMES, type LiveTableCode } from './live-games.ts';
import { LIVE_PAGE_TEXT, livePageLanguage } from './live-page-text.ts';

/**
 * The page of a live table: server-rendered HTML whose script, style and socket.io client are files of their own
 * (live-client/ and the socket.io-client package), so that it runs under a policy without any inline code.
 */
const clientFile = (name: string) => readFileSync(join(import.meta.dirname, 'live-client', name), 'utf8');
/** The socket.io browser client as its package ships it (dist/, which the package's exports do not name). */
function socketIoClient(): string {
  const entry = createRequire(import.meta.url).resolve('socket.io-client');
  const root = entry.slice(0, entry.lastIndexOf(`${sep}socket.io-client${sep}`) + `${sep}socket.io-client`.length);
  return readFileSync(join(root, 'dist', 'socket.io.min.js'), 'utf8');
}

export const LIVE_ASSETS = {
  // The server's clock, the countdown and which table state is newer (decision 43), loaded before the page's script.
  timing: pageAsset('live-timing.js', 'text/javascript; charset=utf-8', clientFile('live-timing.js')),
  script: pageAsset('live-table.js', 'text/javascript; charset=utf-8', clientFile('live-table.js')),
  style: pageAsset('live-table.css', 'text/css; charset=utf-8', clientFile('live-table.css')),
  socket: pageAsset('socket.io.min.js', 'text/javascript; charset=utf-8', socketIoClient()),
  ...PAGE_KIT_ASSETS,
  // The cards and chips are drawn as on the house's card pages; this page styles them itself (live-table.css).
  artScript: TABLE_ART_ASSETS.artScript,
};
export const LIVE_ASSET_PATH = `${HOUSE_BASE_PATH}/live-assets`;

export type LivePageGame = {
  session: string;
  table: LiveTableCode;
  language: string;
  lobbyUrl: string;
  demo: boolean;
  /** The site's font sheet of the page's language (siteFontSheet). */
  fontSheet?: string | null;
};

export function livePage(game: LivePageGame): string {
  const language = livePageLanguage(game.language);
  const text = LIVE_PAGE_TEXT[language]!;
  const title = LIVE_TABLE_NAMES[game.table][language] ?? LIVE_TABLE_NAMES[game.table].en_US!;
  const house = TABLE_PAGE_TEXT[tablePageLanguage(language)]!;
  // The words of the history's Verify are the house table pages' own.
  const words = { verify: house.verify, verified: house.verified.replace(/\s*✓/u, ''), notVerified: house.notVerified };
  const boot = { session: game.session, table: game.table, lobby: game.lobbyUrl, language, text: { ...text, ...words } };
  const t = (key: keyof typeof text) => escapeHtml(text[key]);
  const kind = game.table.replace('house-live-', '');
  return `<!doctype html><html lang="${escapeHtml(language.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.ico">
${fontLink(game.fontSheet)}
<link rel="stylesheet" href="${LIVE_ASSET_PATH}/${LIVE_ASSETS.kitStyle.file}">
<link rel="stylesheet" href="${LIVE_ASSET_PATH}/${LIVE_ASSETS.style.file}"></head>
<body class="live live-${kind}" data-testid="live-table" data-table="${game.table}">
<header><button type="button" id="lobby" data-testid="house-lobby" aria-label="${t('lobby')}">${BACK_ICON}<span class="label">${t('lobby')}</span></button>
<h1 id="title" title="${escapeHtml(title)}">${escapeHtml(title)}</h1>${game.demo ? `<span class="badge" data-testid="house-demo">${t('demo')}</span>` : ''}
<button type="button" id="sound" aria-pressed="false" aria-label="${t('soundOn')}"></button>
<button type="button" id="history-open" aria-haspopup="dialog" data-testid="live-history" aria-keyshortcuts="H" aria-label="${t('history')}">${HISTORY_ICON}<span class="label">${t('history')}</span></button>
<button type="button" id="rules-open" aria-haspopup="dialog" data-testid="house-info" aria-keyshortcuts="I" aria-label="${t('rules')}">${RULES_ICON}<span class="label">${t('rules')}</span></button></header>
<div class="offline" id="offline" role="alert" data-testid="live-offline" hidden>${t('disconnected')}</div>
<main>
<section class="stage" aria-label="${escapeHtml(title)}">
<div class="status" id="status" data-testid="live-status" aria-live="polite"><span id="phase"></span><span class="timer" id="timer" data-testid="live-timer"></span></div>
<div class="countdown" aria-hidden="true"><div id="countdown-bar"></div></div>
<p class="people"><span id="players" data-testid="live-players"></span><span id="bettors" data-testid="live-bettors"></span></p>
<div class="scene" id="scene" data-testid="live-scene" aria-live="polite"></div>
<p class="result" id="result" data-testid="live-result" aria-live="assertive"></p>
<div class="missed" id="missed" data-testid="live-missed" aria-live="polite" hidden></div>
</section>
<section class="board" id="board" data-testid="live-board"></section>
<div class="dock"><div class="meters"><div class="meter"><span>${t('balance')}</span><strong id="balance" data-testid="house-balance">–</strong></div>
<div class="meter"><span>${t('bet')}</span><strong id="bet" data-testid="live-bet">–</strong></div>
<div class="meter"><span>${t('win')}</span><strong id="win" data-testid="house-win">–</strong></div></div>
<p class="unplaced-note" id="unplaced" data-testid="live-unplaced" role="status" hidden></p>
<div class="chips" id="chips" role="radiogroup" aria-label="${t('chip')}"></div>
<div class="controls"><button type="button" class="act" id="clear" data-testid="live-clear" aria-keyshortcuts="Escape">${t('clear')}</button>
<button type="button" class="act" id="rebet" data-testid="live-rebet" aria-keyshortcuts="R">${t('rebet')}</button>
<button type="button" class="act primary" id="confirm" data-testid="live-confirm" aria-keyshortcuts="Enter">${t('confirm')}</button></div></div>
<div class="error" id="error" role="alert" data-testid="house-error" hidden></div>
<p class="note" id="note" aria-live="polite" data-testid="live-note"></p>
<section class="side"><h2 id="roads-title">${t('lastResults')}</h2><div id="roads" data-testid="live-roads"></div><p class="shoe" id="shoe" data-testid="live-shoe"></p>
<h2>${t('limits')}</h2><ul class="limits" id="limits" data-testid="live-limits"></ul></section>
<p class="note">${t('keysHelp')}</p></main>
<dialog id="rules-panel" aria-labelledby="rules-title"><h2 id="rules-title">${t('rules')}</h2><div id="rules-body" data-testid="house-rtp"></div>
<button type="button" data-close="rules-panel">${t('close')}</button></dialog>
<dialog id="history-panel" aria-labelledby="history-title"><h2 id="history-title">${t('history')}</h2><div id="history-list" data-testid="live-history-list"></div>
<button type="button" data-close="history-panel">${t('close')}</button></dialog>
<script type="application/json" id="boot">${blockJson(boot)}</script>
<script src="${LIVE_ASSET_PATH}/${LIVE_ASSETS.socket.file}" defer></script>
<script src="${LIVE_ASSET_PATH}/${LIVE_ASSETS.kitScript.file}" defer></script>
<script src="${LIVE_ASSET_PATH}/${LIVE_ASSETS.artScript.file}" defer></script>
<script src="${LIVE_ASSET_PATH}/${LIVE_ASSETS.timing.file}" defer></script>
<script src="${LIVE_ASSET_PATH}/${LIVE_ASSETS.script.file}" defer></script></body></html>`;
}
