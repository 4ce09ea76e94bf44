import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOUSE_BASE_PATH } from './house-config.ts';
import { BACK_ICON, blockJson, escapeHtml, fontLink, HISTORY_ICON, pageAsset, RULES_ICON } from './house-page-parts.ts';
import { PAGE_KIT_ASSETS, TABLE_ART_ASSETS } from './page-kit.ts';
import { TABLE_PAGE_TEXT, tablePageLanguage } from './table-page-text.ts';

/**
 * The page of the house's blackjack, sic bo and Andar Bahar: server-rendered HTML whose script and style are files of
 * their own (table-client/), so that the page runs under a policy without any inline script or style.
 */

const asset = (name: string, type: string) =>
  pageAsset(name, type, readFileSync(join(import.meta.dirname, 'table-client', name), 'utf8'));

/** The page's script and style, under a name that changes with their content (cached for good). */
export const TABLE_ASSETS = {
  script: asset('table-games.js', 'text/javascript; charset=utf-8'),
  style: asset('table-games.css', 'text/css; charset=utf-8'),
  ...PAGE_KIT_ASSETS,
  ...TABLE_ART_ASSETS,
};

export type TablePageGame = {
  session: string;
  gameCode: string;
  kind: 'blackjack' | 'sic_bo' | 'andar_bahar';
  language: string;
  lobbyUrl: string;
  demo: boolean;
  /** The site's font sheet of the page's language (siteFontSheet). */
  fontSheet?: string | null;
};

export function tablePage(game: TablePageGame): string {
  const language = tablePageLanguage(game.language);
  const text = TABLE_PAGE_TEXT[language]!;
  const boot = { session: game.session, game: game.gameCode, kind: game.kind, lobby: game.lobbyUrl, language, text };
  const t = (key: keyof typeof text) => escapeHtml(text[key]);
  return `<!doctype html><html lang="${escapeHtml(language.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="robots" content="noindex">
<title>House Games</title><link rel="icon" href="/favicon.ico">${fontLink(game.fontSheet)}
<link rel="stylesheet" href="${HOUSE_BASE_PATH}/assets/${TABLE_ASSETS.kitStyle.file}">
<link rel="stylesheet" href="${HOUSE_BASE_PATH}/assets/${TABLE_ASSETS.artStyle.file}">
<link rel="stylesheet" href="${HOUSE_BASE_PATH}/assets/${TABLE_ASSETS.style.file}"></head>
<body class="kind-${game.kind}" data-testid="table-game" data-kind="${game.kind}">
<header><button type="button" id="lobby" data-testid="house-lobby" aria-label="${t('lobby')}">${BACK_ICON}<span class="label">${t('lobby')}</span></button>
<h1 id="title">&nbsp;</h1>${game.demo ? `<span class="badge" data-testid="house-demo">${t('demo')}</span>` : ''}
<button type="button" id="sound" aria-pressed="false" aria-label="${t('soundOn')}"></button>
<button type="button" id="history-open" aria-haspopup="dialog" data-testid="table-history" aria-label="${t('history')}">${HISTORY_ICON}<span class="label">${t('history')}</span></button>
<button type="button" id="rules-open" aria-haspopup="dialog" data-testid="house-info" aria-keyshortcuts="I" aria-label="${t('rules')}">${RULES_ICON}<span class="label">${t('rules')}</span></button></header>
<main><section class="felt" id="table" aria-live="polite"></section>
<div class="dock"><div class="meters"><div class="meter"><span>${t('balance')}</span><strong id="balance" data-testid="house-balance">–</strong></div>
<div class="meter"><span>${t('bet')}</span><strong id="bet" data-testid="table-bet">–</strong></div>
<div class="meter"><span>${t('win')}</span><strong id="win" data-testid="house-win">–</strong></div></div>
<div class="chips" id="chips" role="radiogroup" aria-label="${t('chip')}"></div>
<p class="limit" id="limit"></p>
<div class="controls" id="buttons"></div></div>
<div class="error" id="error" role="alert" data-testid="house-error" hidden></div>
<p class="note" id="note" aria-live="polite" data-testid="table-note"></p><p class="note">${t('keysHelp')}</p></main>
<dialog id="rules-panel" aria-labelledby="rules-title"><h2 id="rules-title">${t('rules')}</h2><div id="rules-body" data-testid="house-rtp"></div>
<button type="button" data-close="rules-panel">${t('close')}</button></dialog>
<dialog id="history-panel" aria-labelledby="history-title"><h2 id="history-title">${t('history')}</h2><div id="history-list"></div>
<button type="button" data-close="history-panel">${t('close')}</button></dialog>
<script type="application/json" id="boot">${blockJson(boot)}</script>
<script src="${HOUSE_BASE_PATH}/assets/${TABLE_ASSETS.kitScript.file}" defer></script>
<script src="${HOUSE_BASE_PATH}/assets/${TABLE_ASSETS.artScript.file}" defer></script>
<script src="${HOUSE_BASE_PATH}/assets/${TABLE_ASSETS.script.file}" defer></script></body></html>`;
}
