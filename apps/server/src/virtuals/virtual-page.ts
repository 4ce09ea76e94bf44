import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOUSE_BASE_PATH } from '../house/house-config.ts';
import {
  BACK_ICON,
  blockJson,
  escapeHtml,
  fontLink,
  HISTORY_ICON,
  HOUSE_PAGE_POLICY,
  pageAsset,
  RULES_ICON,
} from '../house/house-page-parts.ts';
import { PAGE_KIT_ASSETS } from '../house/page-kit.ts';
import { VIRTUAL_CAP_TEXT } from './virtual-cap-text.ts';
import type { LeagueName } from './virtual-config.ts';
import { VIRTUAL_GAME_NAMES } from './virtual-game-names.ts';
import { VIRTUAL_PAGE_TEXT, virtualPageLanguage } from './virtual-page-text.ts';

/**
 * The page of the virtual football league and of the cockfight: server-rendered HTML, its script and style served
 * as files of their own (client/), so that it runs under a policy without inline code, like the house tables.
 */

const asset = (name: string, type: string) =>
  pageAsset(name, type, readFileSync(join(import.meta.dirname, 'client', name), 'utf8'));

/** The page's files, and the house kit's script for the way back to the lobby (served with the table pages' files). */
export const VIRTUAL_ASSETS = {
  script: asset('virtuals.js', 'text/javascript; charset=utf-8'),
  style: asset('virtuals.css', 'text/css; charset=utf-8'),
};
const KIT_SCRIPT = PAGE_KIT_ASSETS.kitScript;

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

export function virtualPage(game: VirtualPageGame): string {
  const language = virtualPageLanguage(game.language);
  const text = VIRTUAL_PAGE_TEXT[language]!;
  const title = VIRTUAL_GAME_NAMES[game.gameCode]?.[language as 'en_US'] ?? game.gameCode;
  const capText = VIRTUAL_CAP_TEXT[language] ?? VIRTUAL_CAP_TEXT.en_US!;
  const boot = {
    session: game.session,
    game: game.gameCode,
    league: game.league,
    lobby: game.lobbyUrl,
    language,
    text: { ...text, ...capText },
  };
  const t = (key: keyof typeof text) => escapeHtml(text[key]);
  return `<!doctype html><html lang="${escapeHtml(language.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.ico">${fontLink(game.fontSheet)}
<link rel="stylesheet" href="${HOUSE_BASE_PATH}/assets/${VIRTUAL_ASSETS.style.file}"></head>
<body class="league-${game.league}" data-testid="virtual-game" data-league="${game.league}">
<header><button type="button" id="lobby" data-testid="house-lobby" aria-label="${t('lobby')}">${BACK_ICON}<span class="label">${t('lobby')}</span></button>
<h1 id="title" title="${escapeHtml(title)}">${escapeHtml(title)}</h1>${game.demo ? `<span class="badge" data-testid="house-demo">${t('demo')}</span>` : ''}
<button type="button" id="sound" aria-pressed="false" aria-label="${t('soundOn')}"></button>
<button type="button" id="history-open" aria-haspopup="dialog" data-testid="virtual-history" aria-keyshortcuts="H" aria-label="${t('history')}">${HISTORY_ICON}<span class="label">${t('history')}</span></button>
<button type="button" id="rules-open" aria-haspopup="dialog" data-testid="house-info" aria-keyshortcuts="I" aria-label="${t('rules')}">${RULES_ICON}<span class="label">${t('rules')}</span></button></header>
<div class="error" id="offline" role="alert" data-testid="virtual-offline" hidden>${t('connectionLost')}</div>
<main>
<section class="stage" aria-labelledby="live-title"><h2 id="live-title" class="sr-only">${t('live')}</h2>
<div id="scoreboard" class="scoreboard" aria-live="polite" data-testid="virtual-live"></div>
<div id="arena" class="arena"></div><p id="ticker" class="ticker" aria-live="polite"></p></section>
<section class="events" aria-labelledby="events-title"><h2 id="events-title">${t(game.league === 'football' ? 'nextMatches' : 'nextFights')}</h2>
<div id="event-tabs" class="tabs" role="tablist"></div><div id="markets" class="markets" data-testid="virtual-markets"></div></section>
<section class="slip" aria-labelledby="slip-title"><h2 id="slip-title">${t('betSlip')}</h2>
<p id="slip-choice" class="choice" data-testid="virtual-slip">${t('pickSelection')}</p>
<div class="meters"><div class="meter"><span>${t('balance')}</span><strong id="balance" data-testid="house-balance">–</strong></div>
<div class="meter"><span>${t('returns')}</span><strong id="returns">–</strong></div></div>
<div class="chips" id="chips" role="radiogroup" aria-label="${t('stake')}"></div>
<button type="button" id="place" class="primary" data-testid="virtual-place" aria-keyshortcuts="Enter" disabled>${t('placeBet')}</button>
<p class="note" id="note" role="status" data-testid="virtual-note"></p></section>
<section class="mybets" aria-labelledby="mybets-title"><h2 id="mybets-title">${t('myBets')}</h2><ul id="bets" data-testid="virtual-bets"></ul></section>
<section class="results" aria-labelledby="results-title"><h2 id="results-title">${t('results')}</h2><ol id="results" data-testid="virtual-results"></ol></section>
<p class="note keys">${t('keysHelp')}</p>
</main>
<dialog id="rules-panel" aria-labelledby="rules-title"><h2 id="rules-title">${t('rules')}</h2><div id="rules-body" data-testid="house-rtp"></div>
<button type="button" data-close="rules-panel">${t('close')}</button></dialog>
<dialog id="history-panel" aria-labelledby="history-title"><h2 id="history-title">${t('history')}</h2><ul id="history-list" data-testid="virtual-history-list"></ul>
<button type="button" data-close="history-panel">${t('close')}</button></dialog>
<script type="application/json" id="boot">${blockJson(boot)}</script>
<script src="${HOUSE_BASE_PATH}/assets/${KIT_SCRIPT.file}" defer></script>
<script src="${HOUSE_BASE_PATH}/assets/${VIRTUAL_ASSETS.script.file}" defer></script></body></html>`;
}
