// What the house slot and baccarat pages share, run after the house pages' client kit and before the game's own script
// (the three are served as one file, so the names below are the game script's too). The page's boot data (session,
// game, language, words) is a JSON data block: the page runs no inline script.
const $ = (id) => document.getElementById(id);
const H = JSON.parse($('boot').textContent),
  T = H.text;
// The session as the server answered it, and whether a round is being played: both set by the game's script.
// biome-ignore lint/style/useConst: assigned by the game's script
// biome-ignore lint/correctness/noUnusedVariables: read by the game's script
let state = null;
// biome-ignore lint/style/useConst: assigned by the game's script
// biome-ignore lint/correctness/noUnusedVariables: read by the game's script
let busy = false;
const fmt = (v) => {
  const n = Number(v);
  return Number.isFinite(n)
    ? n.toLocaleString(`${H.language.replace('_', '-')}-u-nu-latn`, {
        minimumFractionDigits: v.includes('.') ? Math.min(2, v.split('.')[1].length) : 0,
        maximumFractionDigits: 4,
      })
    : v;
};
// Texts with {names}, the house API and the error box: the house pages' client kit (page-kit/house-kit.js, served
// in front of this file).
// biome-ignore lint/correctness/noUnusedVariables: called by the game's script
const fill = HouseKit.fill;
// biome-ignore lint/correctness/noUnusedVariables: called by the game's script
const api = HouseKit.apiOf('/house/api/', H.session);
// biome-ignore lint/correctness/noUnusedVariables: clearError is called by the game's script
const { show: showError, clear: clearError } = HouseKit.errorBoxOf($('error'), T);
function goLobby() {
  const url = H.lobby;
  if (url && /^(https?:\/\/|\/)/i.test(url)) {
    try {
      (window.top || window).location.href = url;
    } catch {
      location.href = url;
    }
    return;
  }
  if (window.opener) window.close();
  else history.back();
}
$('lobby').addEventListener('click', goLobby);
const panel = $('panel');
$('info').addEventListener('click', () => panel.showModal());
$('panel-close').addEventListener('click', () => panel.close());
// biome-ignore lint/correctness/noUnusedVariables: called by the game's script
const wait = (ms) => new Promise((r) => setTimeout(r, matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : ms));
// biome-ignore lint/correctness/noUnusedVariables: called by the game's script
function failed(error) {
  showError(error.code);
  if (error.balance) $('balance').textContent = fmt(error.balance);
  if (error.code === 'session_expired' || error.code === 'invalid_session') {
    for (const button of document.querySelectorAll('.primary')) button.disabled = true;
  }
}
