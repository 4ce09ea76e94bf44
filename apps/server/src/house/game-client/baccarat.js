// The house baccarat page's own script, run after the common part (game-client/house-game.js) and the card art.
const SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'];
const REDUCED = matchMedia('(prefers-reduced-motion: reduce)').matches;
// The board holds only the coming hand's stakes: a settled hand clears it, and Rebet puts the last hand's back.
let chip = 0,
  stakes = {},
  lastStakes = null,
  settled = false;
const toMinor = (v) => Math.round(Number(v) * 10 ** dec());
const dec = () => {
  const c = state.chips[0];
  return c.includes('.') ? c.split('.')[1].length : 0;
};
const toMajor = (m) => (m / 10 ** dec()).toFixed(dec());
function showStakes() {
  let total = 0;
  for (const s of SPOTS) {
    const v = stakes[s] || 0;
    total += v;
    $(`stake-${s}`).textContent = v ? fmt(toMajor(v)) : '';
  }
  $('total-bet').textContent = fmt(toMajor(total));
  $('deal').disabled = busy || total === 0;
  $('rebet').disabled = busy || !lastStakes;
  $('rebet-amount').textContent = lastStakes ? fmt(toMajor(SPOTS.reduce((sum, s) => sum + (lastStakes[s] || 0), 0))) : '';
}
/** The first stake after a settled hand starts a new board: the last hand's cards and result go. */
function newHand() {
  if (!settled) return;
  settled = false;
  clearTable();
  $('result').textContent = T.placeBets;
}
function stake(spot) {
  if (busy || !state) return;
  newHand();
  stakes[spot] = (stakes[spot] || 0) + toMinor(state.chips[chip]);
  showStakes();
}
function rebet() {
  if (busy || !state || !lastStakes) return;
  newHand();
  stakes = { ...lastStakes };
  showStakes();
}
// Cards and chips: game-client/table-art.js, served in front of this file.
function cardHtml(name) {
  return TableArt.card(name, TableArt.cardLabel(name, T), REDUCED ? '' : 'deal');
}
function clearTable() {
  $('player-cards').innerHTML = '';
  $('banker-cards').innerHTML = '';
  $('player-total').textContent = '';
  $('banker-total').textContent = '';
  for (const spot of document.querySelectorAll('.spot')) spot.classList.remove('won', 'push');
}
async function doDeal() {
  if (busy) return;
  const bets = {};
  for (const s of SPOTS) if (stakes[s]) bets[s] = toMajor(stakes[s]);
  if (!Object.keys(bets).length) return;
  busy = true;
  clearError();
  showStakes();
  clearTable();
  $('result').textContent = '';
  let played = null;
  try {
    const result = await api('deal', { bets });
    played = { ...stakes };
    const coup = result.outcome.coup;
    const order = [
      ['player', 0],
      ['banker', 0],
      ['player', 1],
      ['banker', 1],
      ['player', 2],
      ['banker', 2],
    ];
    for (const [hand, i] of order) {
      const card = coup[hand][i];
      if (card === undefined) continue;
      $(`${hand}-cards`).insertAdjacentHTML('beforeend', cardHtml(nameOf(card)));
      await wait(350);
    }
    $('player-total').textContent = coup.playerTotal;
    $('banker-total').textContent = coup.bankerTotal;
    $('result').textContent = coup.winner === 'tie' ? T.tie : fill(T.wins, { side: T[coup.winner] });
    // A spot that paid more than its stake won; one that gave its stake back (Player or Banker on a tie) pushed.
    for (const s of SPOTS) {
      const back = result.outcome.returns[s] || 0;
      if (back > 0) document.querySelector(`[data-spot="${s}"]`).classList.add(back > (played[s] || 0) ? 'won' : 'push');
    }
    $('win').textContent = fmt(result.win);
    $('balance').textContent = fmt(result.balance);
    $('note').textContent = `${(result.win_pending ? `${T.pending} · ` : '') + T.round} ${result.round_id}`;
  } catch (error) {
    failed(error);
  }
  // A played hand's stakes leave the board once it is settled (Rebet brings them back): nothing rides on the next hand
  // unseen. A refused deal played nothing and leaves the stakes where they were.
  if (played) {
    lastStakes = played;
    stakes = {};
    settled = true;
  }
  busy = false;
  showStakes();
}
function nameOf(card) {
  const r = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][card % 13],
    s = ['S', 'H', 'D', 'C'][Math.floor(card / 13)];
  return r + s;
}
function rules() {
  const rtp = state.rtp;
  $('rtp').textContent = ['banker', 'player', 'tie'].map((s) => `${T[s]} ${rtp[s].toFixed(2)}%`).join(' · ');
  const rows = SPOTS.map((s) => `<tr><td>${T[s]}</td><td>${rtp[s].toFixed(2)}%</td></tr>`).join('');
  $('paytable').innerHTML = `<p>${T.baccaratRules}</p><table class="rules-table">${rows}</table><p>${T.keysHelp}</p>`;
}
async function start() {
  if (!(await openSession())) return;
  // A chip shows its value without the minor units it does not need (1.00 as 1, 2,500.00 as 2.5K).
  const short = (c) => {
    const n = Number(c);
    return n >= 1000 ? `${fmt(String(n / 1000))}K` : fmt(String(n));
  };
  $('chips').innerHTML = state.chips
    .map(
      (c, i) =>
        `<button type="button" class="chip" data-chip="${i}" aria-pressed="${i === 0}" aria-label="${T.chip} ${fmt(c)}">${TableArt.chip(short(c), i)}</button>`,
    )
    .join('');
  for (const b of document.querySelectorAll('.chip')) b.addEventListener('click', () => selectChip(Number(b.dataset.chip)));
  rules();
  showStakes();
}
function selectChip(i) {
  chip = i;
  for (const b of document.querySelectorAll('.chip')) b.setAttribute('aria-pressed', String(Number(b.dataset.chip) === i));
}
for (const b of document.querySelectorAll('.spot')) b.addEventListener('click', () => stake(b.dataset.spot));
$('clear').addEventListener('click', () => {
  if (busy) return;
  stakes = {};
  showStakes();
});
$('rebet').addEventListener('click', rebet);
$('deal').addEventListener('click', doDeal);
document.addEventListener('keydown', (event) => {
  if (panel.open || !state) return;
  if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    doDeal();
  } else if (event.key === 'p' || event.key === 'P') document.querySelector('[data-spot="player"]').click();
  else if (event.key === 'b' || event.key === 'B') document.querySelector('[data-spot="banker"]').click();
  else if (event.key === 't' || event.key === 'T') document.querySelector('[data-spot="tie"]').click();
  else if (event.key === 'Backspace' || event.key === 'Escape') $('clear').click();
  else if (event.key === 'r' || event.key === 'R') rebet();
  else if (/^[1-5]$/.test(event.key) && Number(event.key) <= state.chips.length) selectChip(Number(event.key) - 1);
  else if (event.key === 'i' || event.key === 'I') panel.showModal();
});
start();
