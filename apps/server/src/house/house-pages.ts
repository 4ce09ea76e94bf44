/**
 * The house's slot and baccarat pages: self-contained HTML, CSS and JavaScript (no external assets), for mouse, touch and
 * keyboard, desktop and mobile. The page reads everything else from /house/api/session and plays through
 * /house/api/spin or /house/api/deal.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACK_ICON, RULES_ICON } from './house-page-parts.ts';
import { slotSymbolArt } from './slot-client/slot-symbols.ts';
import { SLOT_NAMES, SLOT_TEXT, type SlotText, slotLanguage } from './slot-client/slot-text.ts';
import { houseSlot } from './slot-games.ts';

/** Baccarat's page languages; the slot page has all 11 of the site (slot-client/slot-text.ts). */
export const PAGE_LANGUAGES = ['en_US', 'zh_CN', 'vi_VN'] as const;

const TEXT = {
  en_US: {
    lobby: 'Lobby',
    balance: 'Balance',
    win: 'Win',
    bet: 'Bet',
    spin: 'Spin',
    freeSpins: 'Free spins',
    info: 'Paytable',
    close: 'Close',
    demo: 'Demo – play money',
    jackpot: 'Jackpot',
    rtp: 'Return to player',
    rtpBase: 'paytable',
    rtpJackpot: 'progressive jackpot',
    lines: 'lines, paid left to right',
    wildRule: 'substitutes for every symbol except scatter and jackpot',
    scatterRule: 'pays anywhere, times the total bet',
    freeRule: '3, 4 or 5 scatters award {a}, {b} or {c} free spins with every win ×{m}; free spins can retrigger',
    jackpotRule: '5 on the middle line win the progressive jackpot; {p}% of every real bet feeds it',
    linePay: 'Line pays (× line bet)',
    deal: 'Deal',
    clear: 'Clear',
    rebet: 'Rebet',
    rebetHint: "Place the last hand's bets again (R)",
    chip: 'Chip',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    player_pair: 'Player pair',
    banker_pair: 'Banker pair',
    placeBets: 'Place your bets',
    wins: 'wins',
    ties: 'Tie',
    baccaratRules:
      'Punto Banco, 8-deck shoe shuffled for each coup. Player 1:1, Banker 1:1 less 5% commission, Tie 8:1 (Player and Banker bets return on a tie), pairs 11:1. Third cards by the standard tableau.',
    insufficient_funds: 'Not enough balance for this bet.',
    session_expired: 'Your game session has expired. Please return to the lobby and open the game again.',
    invalid_session: 'This game session is not valid. Please open the game from the lobby.',
    invalid_bet: 'This bet is not allowed.',
    unknown_game: 'This game is not available.',
    wallet_unavailable: 'The wallet did not answer. Your balance is safe; please try again.',
    wallet_refused: 'The wallet refused this bet.',
    network: 'Connection problem. Please try again.',
    pending: 'Your win is being credited.',
    round: 'Round',
  },
  zh_CN: {
    lobby: '大厅',
    balance: '余额',
    win: '赢取',
    bet: '投注',
    spin: '旋转',
    freeSpins: '免费旋转',
    info: '赔付表',
    close: '关闭',
    demo: '试玩 – 虚拟币',
    jackpot: '累积奖池',
    rtp: '返还率',
    rtpBase: '赔付表',
    rtpJackpot: '累积奖池',
    lines: '条赔付线，从左到右',
    wildRule: '可替代除分散和奖池符号外的所有符号',
    scatterRule: '任意位置赔付，按总投注倍数',
    freeRule: '3、4、5个分散符号分别获得 {a}、{b}、{c} 次免费旋转，所有赢取 ×{m}；免费旋转中可再次触发',
    jackpotRule: '中间线出现5个即赢得累积奖池；每笔真实投注的 {p}% 注入奖池',
    linePay: '赔付线奖金（× 每线投注）',
    deal: '发牌',
    clear: '清除',
    rebet: '重复下注',
    rebetHint: '按上一局的注额重新下注（R）',
    chip: '筹码',
    player: '闲',
    banker: '庄',
    tie: '和',
    player_pair: '闲对',
    banker_pair: '庄对',
    placeBets: '请下注',
    wins: '赢',
    ties: '和局',
    baccaratRules:
      '百家乐（Punto Banco），每局使用重新洗牌的8副牌。闲 1:1，庄 1:1 抽5%佣金，和 8:1（和局时庄闲注退回），对子 11:1。补牌按标准规则。',
    insufficient_funds: '余额不足。',
    session_expired: '游戏会话已过期，请返回大厅重新进入游戏。',
    invalid_session: '游戏会话无效，请从大厅进入游戏。',
    invalid_bet: '不允许此投注。',
    unknown_game: '此游戏不可用。',
    wallet_unavailable: '钱包无响应，您的余额是安全的，请重试。',
    wallet_refused: '钱包拒绝了此投注。',
    network: '网络连接问题，请重试。',
    pending: '您的奖金正在入账。',
    round: '局号',
  },
  vi_VN: {
    lobby: 'Sảnh',
    balance: 'Số dư',
    win: 'Thắng',
    bet: 'Cược',
    spin: 'Quay',
    freeSpins: 'Lượt quay miễn phí',
    info: 'Bảng trả thưởng',
    close: 'Đóng',
    demo: 'Chơi thử – tiền ảo',
    jackpot: 'Hũ thưởng',
    rtp: 'Tỷ lệ hoàn trả',
    rtpBase: 'bảng trả thưởng',
    rtpJackpot: 'hũ thưởng lũy tiến',
    lines: 'đường thắng, tính từ trái sang phải',
    wildRule: 'thay thế mọi biểu tượng trừ scatter và hũ thưởng',
    scatterRule: 'trả thưởng ở mọi vị trí, nhân tổng cược',
    freeRule: '3, 4 hoặc 5 scatter tặng {a}, {b} hoặc {c} lượt quay miễn phí, mọi tiền thắng ×{m}; có thể kích hoạt lại',
    jackpotRule: '5 biểu tượng trên hàng giữa thắng hũ thưởng lũy tiến; {p}% mỗi cược thật được góp vào hũ',
    linePay: 'Trả thưởng theo đường (× cược mỗi đường)',
    deal: 'Chia bài',
    clear: 'Xóa',
    rebet: 'Cược lại',
    rebetHint: 'Đặt lại các cược của ván trước (R)',
    chip: 'Phỉnh',
    player: 'Con',
    banker: 'Cái',
    tie: 'Hòa',
    player_pair: 'Đôi Con',
    banker_pair: 'Đôi Cái',
    placeBets: 'Hãy đặt cược',
    wins: 'thắng',
    ties: 'Hòa',
    baccaratRules:
      'Punto Banco, 8 bộ bài xáo lại mỗi ván. Con 1:1, Cái 1:1 trừ 5% hoa hồng, Hòa 8:1 (cược Con và Cái được hoàn khi hòa), Đôi 11:1. Rút lá thứ ba theo bảng luật chuẩn.',
    insufficient_funds: 'Số dư không đủ cho mức cược này.',
    session_expired: 'Phiên chơi đã hết hạn. Vui lòng quay lại sảnh và mở lại trò chơi.',
    invalid_session: 'Phiên chơi không hợp lệ. Vui lòng mở trò chơi từ sảnh.',
    invalid_bet: 'Mức cược không hợp lệ.',
    unknown_game: 'Trò chơi không khả dụng.',
    wallet_unavailable: 'Ví không phản hồi. Số dư của bạn an toàn; vui lòng thử lại.',
    wallet_refused: 'Ví từ chối cược này.',
    network: 'Lỗi kết nối. Vui lòng thử lại.',
    pending: 'Tiền thắng đang được cộng.',
    round: 'Ván',
  },
};

export type PageText = Record<keyof (typeof TEXT)['en_US'], string>;
export const pageText = (language: string): PageText =>
  (TEXT as Record<string, PageText>)[language] ?? (language.startsWith('zh') ? TEXT.zh_CN : TEXT.en_US);
const pageLanguage = (language: string) =>
  (PAGE_LANGUAGES as readonly string[]).includes(language) ? language : language.startsWith('zh') ? 'zh_CN' : 'en_US';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');

/** The pages' icon, inline like everything else on them, so that a browser does not ask the server for /favicon.ico. */
const ICON_LINK = `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%23141a2b'/%3E%3Ccircle cx='32' cy='32' r='19' fill='none' stroke='%23e0b050' stroke-width='6'/%3E%3Ccircle cx='32' cy='32' r='7' fill='%23e0b050'/%3E%3C/svg%3E">`;

const STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;
background:radial-gradient(ellipse at top,#27304d,#0f1322 70%);color:#f3f5fb;display:flex;flex-direction:column;min-height:100vh}
button{font:inherit;color:inherit;cursor:pointer;border:0;border-radius:10px;min-height:44px;padding:8px 14px;background:#2c3657;touch-action:manipulation}
button:focus-visible{outline:3px solid #ffd24a;outline-offset:2px}button:disabled{opacity:.5;cursor:default}
header{display:flex;align-items:center;gap:8px;padding:8px 12px;background:rgba(0,0,0,.25)}
header button{display:inline-flex;align-items:center;gap:6px}
header h1{flex:1;font-size:18px;margin:0;text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.badge{font-size:12px;background:#5a3fb0;border-radius:20px;padding:2px 10px}
main{flex:1;display:flex;flex-direction:column;align-items:center;gap:12px;padding:12px;width:100%;max-width:960px;margin:0 auto}
.meters{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;width:100%;max-width:640px}
.meter{background:rgba(0,0,0,.3);border-radius:10px;padding:6px 10px;text-align:center}.meter span{display:block;font-size:12px;color:#a9b3d6}
.meter strong{font-size:18px;font-variant-numeric:tabular-nums}
.controls{display:flex;align-items:center;justify-content:center;gap:10px;width:100%;max-width:640px;flex-wrap:wrap}
.bet{display:flex;align-items:center;gap:6px;background:rgba(0,0,0,.3);border-radius:12px;padding:4px}
.bet output{min-width:90px;text-align:center;font-weight:700;font-variant-numeric:tabular-nums}
.primary{background:linear-gradient(#ffcf3f,#f0a400);color:#2a1a00;font-weight:800;font-size:20px;min-width:140px;min-height:56px;border-radius:28px}
.error{width:100%;max-width:640px;background:#7d1d2a;border-radius:10px;padding:10px 14px}.error[hidden]{display:none}
.note{color:#a9b3d6;font-size:13px;min-height:1.4em;text-align:center}
dialog{max-width:min(720px,94vw);max-height:86vh;border:0;border-radius:14px;background:#171d33;color:#f3f5fb;padding:18px}
dialog::backdrop{background:rgba(0,0,0,.6)}dialog h2{margin:0 0 8px;font-size:20px}
table{border-collapse:collapse;width:100%;margin:8px 0}td,th{padding:4px 8px;border-bottom:1px solid #2c3657;text-align:right}
td:first-child,th:first-child{text-align:left;font-size:22px}.rtp{font-size:18px;font-weight:700;color:#ffd24a}
.table{width:100%;max-width:760px;background:radial-gradient(ellipse at center,#1f7a4a,#0f4a2b);border-radius:24px;padding:14px;
box-shadow:inset 0 0 0 3px #c9a24a}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:12px}.hand{text-align:center}.hand h2{margin:0 0 6px;font-size:18px}
.cards{display:flex;justify-content:center;gap:6px;min-height:86px}.card{width:58px;height:84px;border-radius:8px;background:#fff;color:#111;
display:flex;align-items:center;justify-content:center;font-size:22px;font-weight:800;box-shadow:0 3px 8px rgba(0,0,0,.35)}
.card.red{color:#c4122f}.total{font-size:22px;font-weight:800}
.spots{display:grid;grid-template-columns:repeat(6,1fr);gap:8px;margin-top:12px}.spot{grid-column:span 2}
.spot[data-spot=player],.spot[data-spot=banker]{grid-column:span 3}
.spot{min-height:72px;background:rgba(255,255,255,.08);border:2px solid rgba(255,255,255,.35);display:flex;flex-direction:column;align-items:center;justify-content:center}
.spot small{color:#cfe8d9}.spot .stake{font-weight:800;color:#ffd24a;min-height:1.2em}.spot.won{border-color:#ffd24a;box-shadow:0 0 14px #ffd24a}
.chips{display:flex;gap:6px;flex-wrap:wrap;justify-content:center}.chip{border-radius:50%;width:56px;height:56px;padding:0;font-weight:800;font-size:13px;
background:#2c3657;border:3px dashed #fff}.chip[aria-pressed=true]{background:#c4122f}
.result{font-size:20px;font-weight:800;text-align:center;min-height:1.5em}
@media (max-width:520px){.primary{min-width:120px}header .label{display:none}.badge{font-size:11px}
.meter strong{font-size:15px}.card{width:44px;height:64px;font-size:17px}.cards{min-height:66px}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}`;

/** The slot page's own script and style (slot-client/), inlined under the page's nonce. */
const slotFile = (name: string) => readFileSync(join(import.meta.dirname, 'slot-client', name), 'utf8');
const SLOT_SCRIPT = slotFile('slot-game.js');
const SLOT_STYLE = slotFile('slot-game.css');

/** The game page of a slot or of baccarat. */
export function gamePage(
  nonce: string,
  game: { session: string; gameCode: string; kind: 'slot' | 'baccarat'; language: string; lobbyUrl: string; demo: boolean },
): string {
  const slot = game.kind === 'slot';
  const language = slot ? slotLanguage(game.language) : pageLanguage(game.language);
  const text: Record<string, string> = slot ? SLOT_TEXT[language as keyof typeof SLOT_TEXT] : pageText(language);
  const symbols = houseSlot(game.gameCode)?.def.symbols.map((s) => s.id) ?? [];
  const boot = {
    session: game.session,
    game: game.gameCode,
    kind: game.kind,
    lobby: game.lobbyUrl,
    text,
    language,
    ...(slot
      ? { art: slotSymbolArt(game.gameCode, symbols), name: SLOT_NAMES[game.gameCode]?.[language as keyof typeof SLOT_TEXT] }
      : {}),
  };
  const body = slot ? slotBody(text as SlotText) : baccaratBody(text as PageText);
  const t = (key: string) => escapeHtml(text[key] ?? '');
  return `<!doctype html><html lang="${escapeHtml(language.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="robots" content="noindex">
<title>House Games</title>${ICON_LINK}<style>${STYLE}${slot ? SLOT_STYLE : ''}</style></head><body${slot ? ' class="slot-page"' : ''}>
<header><button type="button" id="lobby" data-testid="house-lobby" aria-label="${t('lobby')}">${BACK_ICON}<span class="label">${t('lobby')}</span></button>
<h1 id="title">&nbsp;</h1>${game.demo ? `<span class="badge" data-testid="house-demo">${t('demo')}</span>` : ''}
<button type="button" id="info" data-testid="house-info" aria-haspopup="dialog" aria-keyshortcuts="I" aria-label="${t('info')}">${RULES_ICON}<span class="label">${t('info')}</span></button></header>
<main>${body}<div class="error" id="error" role="alert" data-testid="house-error" hidden></div></main>
<dialog id="panel" aria-labelledby="panel-title"><h2 id="panel-title">${t('info')}</h2>
<p>${t('rtp')}: <span class="rtp" data-testid="house-rtp" id="rtp"></span></p><div id="paytable" data-testid="slot-paytable"></div>
<button type="button" id="panel-close">${t('close')}</button></dialog>${slot ? autoplayPanel(text as SlotText) : ''}
<script nonce="${escapeHtml(nonce)}">window.HOUSE=${scriptJson(boot)};</script>
<script nonce="${escapeHtml(nonce)}">${COMMON_SCRIPT}${slot ? SLOT_SCRIPT : BACCARAT_SCRIPT}</script></body></html>`;
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

function baccaratBody(text: PageText): string {
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

/** A page for a session that cannot be played (unknown, expired). */
export function errorPage(language: string, code: keyof PageText): string {
  const text = pageText(language);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>House Games</title>${ICON_LINK}<style>${STYLE}</style></head><body><main><div class="error" role="alert" data-testid="house-error">${escapeHtml(
    String(text[code] ?? text.invalid_session),
  )}</div></main></body></html>`;
}

const COMMON_SCRIPT = `
const H = window.HOUSE, T = H.text, $ = (id) => document.getElementById(id);
let state = null, busy = false;
const fmt = (v) => { const n = Number(v); return Number.isFinite(n) ? n.toLocaleString(H.language.replace('_','-') + '-u-nu-latn', { minimumFractionDigits: v.includes('.') ? Math.min(2, v.split('.')[1].length) : 0, maximumFractionDigits: 4 }) : v; };
function showError(code) { const box = $('error'); box.textContent = T[code] || T.network; box.hidden = false; }
function clearError() { $('error').hidden = true; }
async function api(path, body) {
  let response;
  try {
    response = await fetch('/house/api/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: H.session, ...body }) });
  } catch { throw { code: 'network' }; }
  let data = {};
  try { data = await response.json(); } catch {}
  if (!response.ok) throw { code: data.error || 'network', balance: data.balance };
  return data;
}
function goLobby() {
  const url = H.lobby;
  if (url && /^(https?:\\/\\/|\\/)/i.test(url)) { try { (window.top || window).location.href = url; } catch { location.href = url; } return; }
  if (window.opener) window.close(); else history.back();
}
$('lobby').addEventListener('click', goLobby);
const panel = $('panel');
$('info').addEventListener('click', () => panel.showModal());
$('panel-close').addEventListener('click', () => panel.close());
const wait = (ms) => new Promise((r) => setTimeout(r, matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : ms));
function failed(error) {
  showError(error.code);
  if (error.balance) $('balance').textContent = fmt(error.balance);
  if (error.code === 'session_expired' || error.code === 'invalid_session') document.querySelectorAll('.primary').forEach((b) => b.disabled = true);
}
`;

const BACCARAT_SCRIPT = `
const SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'];
// The board holds only the coming hand's stakes: a settled hand clears it, and Rebet puts the last hand's back.
let chip = 0, stakes = {}, lastStakes = null, settled = false;
const toMinor = (v) => Math.round(Number(v) * Math.pow(10, dec()));
const dec = () => { const c = state.chips[0]; return c.includes('.') ? c.split('.')[1].length : 0; };
const toMajor = (m) => (m / Math.pow(10, dec())).toFixed(dec());
function showStakes() {
  let total = 0;
  for (const s of SPOTS) { const v = stakes[s] || 0; total += v; $('stake-' + s).textContent = v ? fmt(toMajor(v)) : ''; }
  $('total-bet').textContent = fmt(toMajor(total));
  $('deal').disabled = busy || total === 0;
  $('rebet').disabled = busy || !lastStakes;
  $('rebet-amount').textContent = lastStakes ? fmt(toMajor(SPOTS.reduce((sum, s) => sum + (lastStakes[s] || 0), 0))) : '';
}
/** The first stake after a settled hand starts a new board: the last hand's cards and result go. */
function newHand() { if (!settled) return; settled = false; clearTable(); $('result').textContent = T.placeBets; }
function stake(spot) { if (busy || !state) return; newHand(); stakes[spot] = (stakes[spot] || 0) + toMinor(state.chips[chip]); showStakes(); }
function rebet() { if (busy || !state || !lastStakes) return; newHand(); stakes = { ...lastStakes }; showStakes(); }
function cardHtml(name) {
  const suit = name.slice(-1), rank = name.slice(0, -1), sym = { S: '♠', H: '♥', D: '♦', C: '♣' }[suit];
  return '<div class="card' + (suit === 'H' || suit === 'D' ? ' red' : '') + '" aria-label="' + name + '">' + rank + sym + '</div>';
}
function clearTable() { $('player-cards').innerHTML = ''; $('banker-cards').innerHTML = ''; $('player-total').textContent = ''; $('banker-total').textContent = ''; document.querySelectorAll('.spot').forEach((s) => s.classList.remove('won')); }
async function doDeal() {
  if (busy) return;
  const bets = {};
  for (const s of SPOTS) if (stakes[s]) bets[s] = toMajor(stakes[s]);
  if (!Object.keys(bets).length) return;
  busy = true; clearError(); showStakes(); clearTable(); $('result').textContent = '';
  let played = null;
  try {
    const result = await api('deal', { bets });
    played = { ...stakes };
    const coup = result.outcome.coup;
    const order = [['player', 0], ['banker', 0], ['player', 1], ['banker', 1], ['player', 2], ['banker', 2]];
    for (const [hand, i] of order) {
      const card = coup[hand][i];
      if (card === undefined) continue;
      const names = result.outcome.cards;
      $(hand + '-cards').insertAdjacentHTML('beforeend', cardHtml(nameOf(card)));
      await wait(350);
    }
    $('player-total').textContent = coup.playerTotal; $('banker-total').textContent = coup.bankerTotal;
    $('result').textContent = coup.winner === 'tie' ? T.ties : T[coup.winner] + ' ' + T.wins;
    for (const s of SPOTS) if (result.outcome.returns[s] > 0) document.querySelector('[data-spot="' + s + '"]').classList.add('won');
    $('win').textContent = fmt(result.win);
    $('balance').textContent = fmt(result.balance);
    $('note').textContent = (result.win_pending ? T.pending + ' · ' : '') + T.round + ' ' + result.round_id;
  } catch (error) { failed(error); }
  // A played hand's stakes leave the board once it is settled (Rebet brings them back): nothing rides on the next hand
  // unseen. A refused deal played nothing and leaves the stakes where they were.
  if (played) { lastStakes = played; stakes = {}; settled = true; }
  busy = false; showStakes();
}
function nameOf(card) { const r = ['A','2','3','4','5','6','7','8','9','10','J','Q','K'][card % 13], s = ['S','H','D','C'][Math.floor(card / 13)]; return r + s; }
function rules() {
  const rtp = state.rtp;
  $('rtp').textContent = T.banker + ' ' + rtp.banker.toFixed(2) + '% · ' + T.player + ' ' + rtp.player.toFixed(2) + '% · ' + T.tie + ' ' + rtp.tie.toFixed(2) + '%';
  $('paytable').innerHTML = '<p>' + T.baccaratRules + '</p><table>' + SPOTS.map((s) => '<tr><td style="font-size:15px">' + T[s] + '</td><td>' + rtp[s].toFixed(2) + '%</td></tr>').join('') + '</table>';
}
async function start() {
  try { state = await api('session', {}); } catch (error) { failed(error); return; }
  $('title').textContent = state.game.names[H.language] || state.game.names.en_US; document.title = $('title').textContent;
  $('balance').textContent = fmt(state.balance);
  $('chips').innerHTML = state.chips.map((c, i) => '<button type="button" class="chip" data-chip="' + i + '" aria-pressed="' + (i === 0) + '">' + fmt(c) + '</button>').join('');
  document.querySelectorAll('.chip').forEach((b) => b.addEventListener('click', () => selectChip(Number(b.dataset.chip))));
  rules(); showStakes();
}
function selectChip(i) { chip = i; document.querySelectorAll('.chip').forEach((b) => b.setAttribute('aria-pressed', String(Number(b.dataset.chip) === i))); }
document.querySelectorAll('.spot').forEach((b) => b.addEventListener('click', () => stake(b.dataset.spot)));
$('clear').addEventListener('click', () => { if (busy) return; stakes = {}; showStakes(); });
$('rebet').addEventListener('click', rebet);
$('deal').addEventListener('click', doDeal);
document.addEventListener('keydown', (event) => {
  if (panel.open || !state) return;
  if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
  if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); doDeal(); }
  else if (event.key === 'p' || event.key === 'P') document.querySelector('[data-spot="player"]').click();
  else if (event.key === 'b' || event.key === 'B') document.querySelector('[data-spot="banker"]').click();
  else if (event.key === 't' || event.key === 'T') document.querySelector('[data-spot="tie"]').click();
  else if (event.key === 'Backspace' || event.key === 'Escape') $('clear').click();
  else if (event.key === 'r' || event.key === 'R') rebet();
  else if (/^[1-5]$/.test(event.key) && Number(event.key) <= state.chips.length) selectChip(Number(event.key) - 1);
  else if (event.key === 'i' || event.key === 'I') panel.showModal();
});
start();
`;
