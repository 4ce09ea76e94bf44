// What the house slot and baccarat pages share, run after the house pages' client kit and before the game's own script
// (the three are served as one file, so the names below are the game script's too). The page's boot data (session,
// game, language, words) is a JSON data block: the page runs no inline script.
const $ = (id) => document.getElementById(id);
const H = JSON.parse($('boot').textContent),
  T = H.text;
// The session as the server answered it (read by openSession below, kept up to date by the game's script), and whether
// a round is being played (set by the game's script).
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
const api = HouseKit.apiOf('/house/api/', H.session);
// biome-ignore lint/correctness/noUnusedVariables: clearError is called by the game's script
const { show: showError, clear: clearError } = HouseKit.errorBoxOf($('error'), T);
$('lobby').addEventListener('click', () => HouseKit.goLobby(H.lobby));
const panel = $('panel');
$('info').addEventListener('click', () => panel.showModal());
$('panel-close').addEventListener('click', () => panel.close());
// biome-ignore lint/correctness/noUnusedVariables: called by the game's script
const wait = (ms) => new Promise((r) => setTimeout(r, matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : ms));
function failed(error) {
  showError(error.code);
  if (error.balance) $('balance').textContent = fmt(error.balance);
  if (error.code === 'session_expired' || error.code === 'invalid_session' || error.code === 'session_ended') {
    for (const button of document.querySelectorAll('.primary')) button.disabled = true;
  }
}
/**
 * Reads the session into `state`, names the page after the game (`name`, else the game's name in the page's language)
 * and shows the balance; false where the session could not be read (the error box says why).
 */
// biome-ignore lint/correctness/noUnusedVariables: called by the game's script
async function openSession(name) {
  try {
    state = await api('session', {});
  } catch (error) {
    failed(error);
    return false;
  }
  $('title').textContent = name || state.game.names[H.language] || state.game.names.en_US;
  document.title = $('title').textContent;
  // The whole name where a phone cuts it short.
  $('title').title = document.title;
  $('balance').textContent = fmt(state.balance);
  return true;
}
