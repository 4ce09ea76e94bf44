// The house slot page's own script, run after the common part (game-client/house-game.js: H, T, $, api, fmt, fill,
// failed, panel, state, busy). Reels spin and stop one by one, wins are highlighted and counted up, features are
// celebrated; autoplay, turbo and sound are the player's; with reduced motion every result shows at once.
const ART = H.art;
const REDUCED = matchMedia('(prefers-reduced-motion: reduce)').matches;
const LINE_COLOURS = [
  '#ffd24a',
  '#4fc3f7',
  '#ef5350',
  '#66bb6a',
  '#ab47bc',
  '#ff9800',
  '#26c6da',
  '#ec407a',
  '#d4e157',
  '#8d6e63',
];
let betIndex = 0,
  turbo = false,
  soundOn = false,
  audio = null,
  auto = null,
  lineTimer = null;
const pace = (ms) => (REDUCED ? 0 : turbo ? Math.round(ms * 0.3) : ms);
const sleep = (ms) => new Promise((r) => setTimeout(r, pace(ms)));
const kindOf = (id) => {
  const s = state.game.symbols.find((x) => x.id === id);
  return s ? s.kind : 'regular';
};
const cellEl = (r, y) => document.querySelector(`[data-cell="${r}-${y}"]`);
const decimals = () => {
  const b = state.bets[0];
  return b.includes('.') ? b.split('.')[1].length : 0;
};
const major = (minor) => (minor / 10 ** decimals()).toFixed(decimals());
const money = (minor) => fmt(major(minor));
const amount = (shown) => Number(String(shown).replace(/[^\d.]/g, ''));

// --- sound: short synthesized tones, off until the player turns it on -----------------------------------------
const TONES = {
  start: [[196, 0.05, 'triangle']],
  stop: [[150, 0.06, 'triangle']],
  win: [
    [523, 0.09, 'square'],
    [659, 0.09, 'square'],
    [784, 0.14, 'square'],
  ],
  big: [
    [523, 0.1, 'square'],
    [659, 0.1, 'square'],
    [784, 0.1, 'square'],
    [1047, 0.28, 'square'],
  ],
  feature: [
    [392, 0.12, 'sawtooth'],
    [523, 0.12, 'sawtooth'],
    [659, 0.12, 'sawtooth'],
    [784, 0.12, 'sawtooth'],
    [1047, 0.35, 'sawtooth'],
  ],
};
function tone(kind) {
  if (!soundOn) return;
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    let t = audio.currentTime + 0.01;
    for (const [frequency, length, type] of TONES[kind]) {
      const osc = audio.createOscillator(),
        gain = audio.createGain();
      osc.type = type;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.06, t);
      gain.gain.exponentialRampToValueAtTime(0.0005, t + length);
      osc.connect(gain).connect(audio.destination);
      osc.start(t);
      osc.stop(t + length + 0.02);
      t += length;
    }
  } catch {}
}

// --- reels ----------------------------------------------------------------------------------------------------
function paintCell(r, y, id) {
  const cell = cellEl(r, y);
  if (cell.dataset.symbol === id) return;
  cell.dataset.symbol = id;
  cell.innerHTML = ART[id] || '';
  cell.className = `cell sym-${kindOf(id)}`;
}
const paintReel = (r, column) => {
  column.forEach((id, y) => {
    paintCell(r, y, id);
  });
};
const columnOf = (window, r) => [0, 1, 2].map((y) => window[y][r]);
function randomColumn() {
  const ids = state.game.symbols.map((s) => s.id);
  return [0, 1, 2].map(() => ids[Math.floor(Math.random() * ids.length)]);
}
function clearWins() {
  clearInterval(lineTimer);
  lineTimer = null;
  $('lines').innerHTML = '';
  document.querySelectorAll('.cell.win').forEach((c) => {
    c.classList.remove('win');
  });
  $('reels').classList.remove('has-win');
}
async function spinReels(spin) {
  clearWins();
  const reels = document.querySelectorAll('.reel');
  if (REDUCED) {
    for (let r = 0; r < 5; r++) {
      paintReel(r, columnOf(spin.window, r));
      reels[r].dataset.state = 'stopped';
    }
    return;
  }
  let stopped = 0;
  reels.forEach((el) => {
    el.dataset.state = 'spinning';
  });
  tone('start');
  const blur = setInterval(() => {
    for (let r = stopped; r < 5; r++) paintReel(r, randomColumn());
  }, 70);
  await sleep(500);
  for (let r = 0; r < 5; r++) {
    stopped = r + 1;
    paintReel(r, columnOf(spin.window, r));
    reels[r].dataset.state = 'stopped';
    tone('stop');
    if (r < 4) await sleep(260);
  }
  clearInterval(blur);
}
/** The cells of every winning line and of the scatters, and a line drawn through each winning line in turn. */
function showWins(spin) {
  const cells = new Set();
  for (const w of spin.lineWins) {
    const line = state.game.lines[w.line];
    for (let r = 0; r < w.count; r++) cells.add(`${r}-${line[r]}`);
  }
  if (spin.jackpot) for (let r = 0; r < 5; r++) cells.add(`${r}-1`);
  if (spin.scatters >= 3 || spin.scatterPay > 0)
    spin.window.forEach((row, y) => {
      row.forEach((id, r) => {
        if (kindOf(id) === 'scatter') cells.add(`${r}-${y}`);
      });
    });
  if (!cells.size) return;
  $('reels').classList.add('has-win');
  cells.forEach((key) => {
    const [r, y] = key.split('-');
    cellEl(r, y).classList.add('win');
  });
  const box = $('reels').getBoundingClientRect(),
    svg = $('lines');
  svg.setAttribute('viewBox', `0 0 ${Math.round(box.width)} ${Math.round(box.height)}`);
  const polylines = spin.lineWins.map((w) => {
    const points = state.game.lines[w.line].map((y, r) => {
      const c = cellEl(r, y).getBoundingClientRect();
      return `${Math.round(c.left - box.left + c.width / 2)},${Math.round(c.top - box.top + c.height / 2)}`;
    });
    return (
      '<polyline data-line="' +
      w.line +
      '" points="' +
      points.join(' ') +
      '" stroke="' +
      LINE_COLOURS[w.line % LINE_COLOURS.length] +
      '"/>'
    );
  });
  svg.innerHTML = polylines.join('');
  // Several lines: all of them first, then one after the other until the next spin.
  if (polylines.length > 1 && !REDUCED) {
    let k = -1;
    lineTimer = setInterval(() => {
      k = (k + 1) % polylines.length;
      svg.querySelectorAll('polyline').forEach((p, i) => {
        p.classList.toggle('dim', i !== k);
      });
    }, 900);
  }
}

// --- meters ---------------------------------------------------------------------------------------------------
function countUp(from, to, ms) {
  const el = $('win');
  if (REDUCED || pace(ms) === 0 || to <= from) {
    el.textContent = money(to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const started = performance.now(),
      length = pace(ms);
    const step = (now) => {
      const k = Math.min(1, (now - started) / length);
      el.textContent = money(Math.round(from + (to - from) * (1 - (1 - k) ** 3)));
      if (k < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
function showBet() {
  $('bet').textContent = fmt(state.bets[betIndex]);
  const locked = busy || !!auto;
  $('bet-down').disabled = locked || betIndex === 0;
  $('bet-up').disabled = locked || betIndex === state.bets.length - 1;
  $('spin').disabled = locked || !state;
}
function changeBet(step) {
  if (busy || auto) return;
  betIndex = Math.max(0, Math.min(state.bets.length - 1, betIndex + step));
  showBet();
}

// --- celebrations ---------------------------------------------------------------------------------------------
async function celebrate(kind, title, detail) {
  const box = $('celebrate');
  box.className = `celebrate ${kind}`;
  box.dataset.kind = kind;
  $('celebrate-title').textContent = title;
  $('celebrate-detail').textContent = detail || '';
  box.hidden = false;
  tone(kind === 'big' ? 'big' : 'feature');
  await new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      box.removeEventListener('click', done);
      resolve();
    };
    const timer = setTimeout(done, REDUCED ? 1200 : pace(1800));
    box.addEventListener('click', done);
  });
  box.hidden = true;
}

// --- a round --------------------------------------------------------------------------------------------------
/** Plays one paid spin and its free spins; answers what autoplay needs to decide, or null when the round failed. */
async function playRound() {
  if (busy || !state) return null;
  busy = true;
  clearError();
  showBet();
  $('note').textContent = '';
  const bet = state.bets[betIndex];
  $('balance').textContent = fmt(
    major(Math.max(0, Math.round(amount(state.shownBalance) * 10 ** decimals()) - Math.round(Number(bet) * 10 ** decimals()))),
  );
  let outcome = null;
  try {
    const result = await api('spin', { bet });
    const spins = result.outcome.spins;
    let shown = 0,
      feature = false;
    document.body.classList.remove('free-mode');
    $('win').textContent = money(0);
    for (let i = 0; i < spins.length; i++) {
      const s = spins[i];
      if (i > 0) {
        document.body.classList.add('free-mode');
        $('free').textContent = String(spins.length - 1 - i);
      }
      await spinReels(s);
      showWins(s);
      if (s.win > 0) {
        tone('win');
        await countUp(shown, shown + s.win, 700);
        shown += s.win;
      }
      if (s.freeSpinsAwarded) {
        feature = true;
        $('free').textContent = String(spins.length - 1 - i);
        await celebrate('free', fill(T.freeWon, { n: s.freeSpinsAwarded }), T.freeSpins);
      }
      if (i < spins.length - 1) await sleep(s.win > 0 ? 900 : 350);
    }
    document.body.classList.remove('free-mode');
    $('free').textContent = '0';
    const jackpot = Number(result.jackpot_win) > 0;
    const betMinor = Math.round(Number(result.bet || bet) * 10 ** decimals());
    if (jackpot) {
      feature = true;
      await celebrate('jackpot', T.jackpotWon, fmt(result.jackpot_win));
    } else if (shown >= betMinor * 15) await celebrate('big', T.bigWin, money(shown));
    $('win').textContent = fmt(result.win);
    $('balance').textContent = fmt(result.balance);
    state.shownBalance = result.balance;
    const lines = spins.reduce((n, s) => n + s.lineWins.length, 0);
    const said = Number(result.win) > 0 ? fill(T.winOn, { w: fmt(result.win), n: lines }) : T.noWin;
    $('note').textContent = `${(result.win_pending ? `${T.pending} · ` : '') + T.round} ${result.round_id}`;
    $('announce').textContent =
      said +
      (spins.length > 1 ? ` · ${fill(T.freeWon, { n: spins.length - 1 })}` : '') +
      (jackpot ? ` · ${T.jackpotWon}` : '') +
      ' · ' +
      T.balance +
      ' ' +
      fmt(result.balance);
    outcome = { win: Number(result.win), balance: Number(result.balance), feature };
    refreshJackpot();
  } catch (error) {
    failed(error);
    if (error.balance) state.shownBalance = error.balance;
    else $('balance').textContent = fmt(state.shownBalance);
  }
  busy = false;
  showBet();
  return outcome;
}
async function doSpin() {
  if (auto) {
    stopAuto();
    return;
  }
  await playRound();
}
async function refreshJackpot() {
  try {
    const s = await api('session', {});
    $('jackpot').textContent = fmt(s.jackpot);
  } catch {}
}

// --- autoplay -------------------------------------------------------------------------------------------------
const autoPanel = $('auto-panel');
function showAuto() {
  const button = $('autoplay');
  button.setAttribute('aria-pressed', String(!!auto));
  $('auto-left').textContent = auto ? String(auto.left) : '';
  showBet();
}
function stopAuto() {
  if (!auto) return;
  auto = null;
  showAuto();
  $('announce').textContent = T.autoStopped;
}
async function runAuto(settings) {
  auto = settings;
  showAuto();
  while (auto && auto.left > 0) {
    auto.left -= 1;
    showAuto();
    const outcome = await playRound();
    if (!auto) break;
    const stop =
      !outcome ||
      auto.left <= 0 ||
      (auto.stopWin > 0 && outcome.win > auto.stopWin) ||
      (auto.stopBalance > 0 && outcome.balance < auto.stopBalance) ||
      (auto.stopFeature && outcome.feature);
    if (stop) {
      stopAuto();
      break;
    }
    $('announce').textContent += ` · ${fill(T.autoLeft, { n: auto.left })}`;
    await sleep(400);
  }
}
$('autoplay').addEventListener('click', () => {
  if (auto) stopAuto();
  else if (!busy && state) autoPanel.showModal();
});
$('auto-cancel').addEventListener('click', () => autoPanel.close());
$('auto-form').addEventListener('submit', (event) => {
  event.preventDefault();
  autoPanel.close();
  runAuto({
    left: Number($('auto-spins').value) || 10,
    stopWin: Number($('auto-win').value) || 0,
    stopBalance: Number($('auto-balance').value) || 0,
    stopFeature: $('auto-feature').checked,
  });
});

// --- turbo and sound ------------------------------------------------------------------------------------------
$('turbo').addEventListener('click', () => {
  turbo = !turbo;
  $('turbo').setAttribute('aria-pressed', String(turbo));
});
$('sound').addEventListener('click', () => {
  soundOn = !soundOn;
  $('sound').setAttribute('aria-pressed', String(soundOn));
  if (soundOn) tone('stop');
});

// --- paytable -------------------------------------------------------------------------------------------------
function paytable() {
  const g = state.game,
    rtp = state.rtp,
    fs = g.free_spins;
  const art = (id) => `<span class="sym" data-symbol="${id}">${ART[id] || ''}</span>`;
  const rows = g.symbols
    .filter((s) => s.pays && s.kind !== 'scatter')
    .slice()
    .reverse()
    .map((s) => `<tr><td>${art(s.id)}</td>${s.pays.map((p) => `<td>${p || '–'}</td>`).join('')}</tr>`)
    .join('');
  const scatter = g.symbols.find((s) => s.kind === 'scatter');
  const wild = g.symbols.find((s) => s.kind === 'wild');
  const jackpot = g.symbols.find((s) => s.kind === 'jackpot');
  let html =
    '<p>' +
    rtp.total.toFixed(2) +
    '% = ' +
    rtp.base.toFixed(2) +
    '% ' +
    T.rtpBase +
    ' + ' +
    rtp.jackpot.toFixed(2) +
    '% ' +
    T.rtpJackpot +
    '</p>';
  html +=
    '<p>' +
    g.lines.length +
    ' ' +
    T.lines +
    '</p><h3>' +
    T.linePay +
    '</h3><table><tr><th></th><th>×2</th><th>×3</th><th>×4</th><th>×5</th></tr>' +
    rows +
    '</table>';
  if (wild) html += `<p class="rule">${art(wild.id)}<span>${T.wildRule}</span></p>`;
  if (scatter)
    html +=
      '<p class="rule">' +
      art(scatter.id) +
      '<span>' +
      T.scatterRule +
      ': ' +
      scatter.pays
        .map((p, i) => (p ? `${i + 2}× → ${p}×` : ''))
        .filter(Boolean)
        .join(', ') +
      '</span></p>';
  if (fs && scatter)
    html +=
      '<p class="rule">' +
      art(scatter.id) +
      '<span>' +
      fill(T.freeRule, { a: fs.spins[0], b: fs.spins[1], c: fs.spins[2], m: fs.multiplier }) +
      '</span></p>';
  if (jackpot) html += `<p class="rule">${art(jackpot.id)}<span>${fill(T.jackpotRule, { p: rtp.jackpot })}</span></p>`;
  html +=
    '<div class="mini-lines">' +
    g.lines
      .map(
        (line, i) =>
          '<svg viewBox="0 0 50 30" aria-hidden="true"><rect width="50" height="30" rx="3" fill="#111628"/><polyline points="' +
          line.map((y, r) => `${r * 10 + 5},${y * 10 + 5}`).join(' ') +
          '" stroke="' +
          LINE_COLOURS[i % LINE_COLOURS.length] +
          '"/></svg>',
      )
      .join('') +
    '</div>';
  $('paytable').innerHTML = html;
}

async function start() {
  if (!(await openSession(H.name))) return;
  state.shownBalance = state.balance;
  $('jackpot').textContent = fmt(state.jackpot);
  $('rtp').textContent = `${state.rtp.total.toFixed(2)}%`;
  betIndex = Math.min(2, state.bets.length - 1);
  for (let r = 0; r < 5; r++) {
    paintReel(r, randomColumn());
    document.querySelector(`[data-reel="${r}"]`).dataset.state = 'stopped';
  }
  paytable();
  showBet();
}
$('spin').addEventListener('click', doSpin);
$('bet-down').addEventListener('click', () => changeBet(-1));
$('bet-up').addEventListener('click', () => changeBet(1));
document.addEventListener('keydown', (event) => {
  if (panel.open || autoPanel.open) return;
  if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
  if (event.key === ' ' || event.key === 'Enter') {
    event.preventDefault();
    doSpin();
  } else if (event.key === 'ArrowUp' || event.key === 'ArrowRight' || event.key === '+') changeBet(1);
  else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft' || event.key === '-') changeBet(-1);
  else if (event.key === 'i' || event.key === 'I') panel.showModal();
});
window.addEventListener('resize', () => {
  clearWins();
});
start();
