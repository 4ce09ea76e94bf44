// The page of a live table (live/live-page.ts serves it; no inline script). Every player at the table sees the same
// round: its state comes over socket.io (`live.state`, from the table's room) and from /house/api/live/state; this
// session's money and bets come from the latter, the table's players and totals per spot from `live.shared`. The
// server's clock, the countdown and which state is newer: live-timing.js (decision 43). The wheel and roads are drawn
// here as SVG; the cards and chips by house/game-client/table-art.js (served in front of this script).
(() => {
  const BOOT = JSON.parse(document.getElementById('boot').textContent);
  const T = BOOT.text;
  const TABLE = BOOT.table;
  const KIND = TABLE.replace('house-live-', '');
  const $ = (id) => document.getElementById(id);
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  // Escaping, texts, money, calls, the error box and sound: house/page-kit/house-kit.js, loaded first.
  const { esc, fill } = window.HouseKit;

  let info = null; // the member's view (/live/state)
  let table = null; // the latest public table state
  let shared = null; // the table's players and this round's totals per spot (live.shared)
  // This page's clock never steps back (performance.now); the server's is read against it from round trips.
  const localNow = () => performance.timeOrigin + performance.now();
  const clock = window.LiveTiming.serverClock({ now: localNow });
  const countdown = window.LiveTiming.countdown();
  let chip = 0;
  let decimals = 2;
  let pending = {}; // stakes not yet sent, minor units by spot
  let confirmed = {}; // stakes the server accepted this round
  let lastStakes = null;
  let busy = false;
  let shownRound = null;
  let resultShownFor = null;
  let revealedCount = -1;
  let dropped = false; // the socket is down: bets wait for it
  let away = false; // the connection was lost and the page has not said yet that it is back
  let unseen = false; // the connection was lost and no table state has come since
  let lastSeenNo = null; // the newest round whose outcome this page showed (or that was over before it opened)
  const betRounds = new Set(); // rounds this page placed bets on
  const announced = new Set(); // rounds whose result and win were shown

  // ------------------------------------------------------------------ money, calls, errors
  const cash = window.HouseKit.moneyOf(BOOT.language);
  const { format: money, toMinor, toMajor, short: shortMoney } = cash;
  const api = window.HouseKit.apiOf('/house/api/live/', BOOT.session);
  const { show: showError, clear: clearError } = window.HouseKit.errorBoxOf($('error'), T);

  // ------------------------------------------------------------------ sound (off until the player turns it on)
  const { sfx } = window.HouseKit.soundOf($('sound'), T);

  // ------------------------------------------------------------------ artwork
  // Cards and chips: house/game-client/table-art.js, served in front of this script; the wheel and roads are drawn here.
  const cardSvg = (name) =>
    window.TableArt.card(name, window.TableArt.cardLabel(name, T), '', ` data-testid="live-card" data-card="${esc(name)}"`);
  const backSvg = () => window.TableArt.back(T.hidden);
  const chipSvg = (label, i) => window.TableArt.chip(label, i);

  // ------------------------------------------------------------------ roulette wheel
  const WHEEL = [
    0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12,
    35, 3, 26,
  ];
  const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const colourOf = (n) => (n === 0 ? 'green' : REDS.has(n) ? 'red' : 'black');
  const FILL = { green: '#12803c', red: '#c4122f', black: '#1b1b22' };
  function wheelSvg() {
    const step = 360 / 37;
    const pockets = WHEEL.map((n, i) => {
      const a0 = ((i - 0.5) * step - 90) * (Math.PI / 180);
      const a1 = ((i + 0.5) * step - 90) * (Math.PI / 180);
      const p = (r, a) => `${(100 + r * Math.cos(a)).toFixed(2)} ${(100 + r * Math.sin(a)).toFixed(2)}`;
      const mid = (i * step - 90) * (Math.PI / 180);
      return `<path d="M${p(96, a0)} A96 96 0 0 1 ${p(96, a1)} L${p(62, a1)} A62 62 0 0 0 ${p(62, a0)}Z" fill="${FILL[colourOf(n)]}" stroke="#d8b45a" stroke-width="0.6"/><text x="${(100 + 82 * Math.cos(mid)).toFixed(2)}" y="${(100 + 82 * Math.sin(mid)).toFixed(2)}" transform="rotate(${(i * step).toFixed(2)} ${(100 + 82 * Math.cos(mid)).toFixed(2)} ${(100 + 82 * Math.sin(mid)).toFixed(2)})" font-size="8" fill="#fff" text-anchor="middle" dominant-baseline="central" font-family="Arial,Helvetica,sans-serif">${n}</text>`;
    }).join('');
    const spokes = [0, 45, 90, 135]
      .map((a) => `<rect x="97" y="44" width="6" height="112" rx="3" fill="#caa24a" transform="rotate(${a} 100 100)"/>`)
      .join('');
    return `<svg class="wheel" viewBox="0 0 200 200" role="img" aria-label="${esc(T.spinning)}"><circle cx="100" cy="100" r="99" fill="#5a3410"/><g id="wheel-rotor">${pockets}<circle cx="100" cy="100" r="62" fill="#7a4a1c"/><circle cx="100" cy="100" r="40" fill="#a8743a"/>${spokes}<circle cx="100" cy="100" r="10" fill="#e7c36a"/></g><circle id="ball" cx="100" cy="10" r="5" fill="#fafafa" stroke="#999" stroke-width="0.8"/></svg>`;
  }
  let wheelFor = null;
  function turnWheel(number, spinMs, elapsed) {
    const rotor = document.getElementById('wheel-rotor');
    if (!rotor) return;
    const at = WHEEL.indexOf(number) * (360 / 37);
    // The winning pocket ends under the ball at the top.
    const target = 360 * 5 - at;
    rotor.style.transformOrigin = '100px 100px';
    if (reduced.matches || elapsed >= spinMs) {
      rotor.style.transition = 'none';
      rotor.style.transform = `rotate(${target}deg)`;
      return;
    }
    rotor.style.transition = 'none';
    rotor.style.transform = 'rotate(0deg)';
    void rotor.getBoundingClientRect();
    rotor.style.transition = `transform ${Math.max(0, spinMs - elapsed)}ms cubic-bezier(0.15, 0.6, 0.2, 1)`;
    rotor.style.transform = `rotate(${target}deg)`;
  }

  // ------------------------------------------------------------------ the board
  const SPOTS = {
    baccarat: [
      ['player_pair', T.player_pair],
      ['tie', T.tie],
      ['banker_pair', T.banker_pair],
      ['player', T.player],
      ['banker', T.banker],
    ],
    'dragon-tiger': [
      ['dragon', T.dragon],
      ['tie', T.tie],
      ['suited_tie', T.suited_tie],
      ['tiger', T.tiger],
    ],
  };
  function spotButton(spot, label, extra = '', covers = null) {
    const numbers = covers ? ` data-covers="${covers.join(' ')}" title="${esc(label)}"` : '';
    return `<button type="button" class="spot spot-${esc(spot.replace(/\d+$/, ''))} ${extra}" data-spot="${esc(spot)}" data-testid="live-spot-${esc(spot)}" data-label="${esc(label)}" aria-label="${esc(label)}"${numbers}><span class="name">${esc(label)}</span><span class="stake"></span><span class="unplaced" data-testid="live-unplaced-${esc(spot)}"></span><span class="table-total" data-testid="live-total-${esc(spot)}"></span></button>`;
  }
  // The inside bets of the layout with the numbers each covers (the server's roulette.ts names the same spots).
  const INSIDE = (() => {
    const list = [];
    for (const n of [1, 2, 3]) list.push([`split_0_${n}`, [0, n]]);
    list.push(['trio_0_1_2', [0, 1, 2]], ['trio_0_2_3', [0, 2, 3]]);
    for (let n = 1; n <= 36; n++) {
      if (n % 3 !== 0) list.push([`split_${n}_${n + 1}`, [n, n + 1]]);
      if (n <= 33) list.push([`split_${n}_${n + 3}`, [n, n + 3]]);
      if (n <= 32 && n % 3 !== 0) list.push([`corner_${n}`, [n, n + 1, n + 3, n + 4]]);
      if (n % 3 === 1) {
        list.push([`street_${n}`, [n, n + 1, n + 2]]);
        if (n <= 31) list.push([`line_${n}`, [n, n + 1, n + 2, n + 3, n + 4, n + 5]]);
      }
    }
    return list;
  })();
  function renderBoard() {
    const board = $('board');
    if (KIND !== 'roulette') {
      board.innerHTML = `<div class="spots spots-${KIND}">${SPOTS[KIND].map(([s, l]) => spotButton(s, l)).join('')}</div>`;
    } else {
      let html = '<div class="layout" id="layout">';
      html += spotButton('n0', '0', 'num green');
      for (let n = 1; n <= 36; n++) html += spotButton(`n${n}`, String(n), `num ${colourOf(n)}`);
      for (const c of [1, 2, 3]) html += spotButton(`column${c}`, fill(T.column, { n: c }), 'outside col');
      for (const d of [1, 2, 3]) html += spotButton(`dozen${d}`, fill(T.dozen, { n: d }), 'outside doz');
      for (const s of ['low', 'even', 'red', 'black', 'odd', 'high']) html += spotButton(s, T[s], `outside even-money ${s}`);
      // Splits, streets, corners, six lines and the zero trios: small spots on the lines between the numbers they
      // cover, as on a real layout (placed by placeInside once the numbers are laid out).
      for (const [spot, numbers] of INSIDE) html += spotButton(spot, SPOT_NAME(spot), 'inside', numbers);
      html += '</div>';
      board.innerHTML = html;
      placeLayout();
      new ResizeObserver(placeInside).observe($('layout'));
    }
    for (const el of board.querySelectorAll('[data-spot]')) el.addEventListener('click', () => stake(el.dataset.spot));
  }
  // The roulette layout: across on wide screens (numbers in three rows), down on phones (three columns).
  const narrow = matchMedia('(max-width: 640px)');
  function placeLayout() {
    const down = narrow.matches;
    const set = (spot, row, col, rowSpan = 1, colSpan = 1) => {
      const el = document.querySelector(`[data-spot="${spot}"]`);
      if (!el) return;
      // Down the screen the rows become columns, the lowest row (1, 4, 7 …) on the left.
      const [r, c, rs, cs] = down
        ? [col, row <= 3 && rowSpan === 1 ? 4 - row : row, colSpan, rowSpan]
        : [row, col, rowSpan, colSpan];
      el.style.gridRow = `${r} / span ${rs}`;
      el.style.gridColumn = `${c} / span ${cs}`;
    };
    $('layout')?.classList.toggle('down', down);
    set('n0', 1, 1, 3, 1);
    for (let n = 1; n <= 36; n++) set(`n${n}`, 3 - ((n - 1) % 3), 2 + Math.floor((n - 1) / 3));
    for (const c of [1, 2, 3]) set(`column${c}`, 4 - c, 14);
    for (const d of [1, 2, 3]) set(`dozen${d}`, 4, 2 + (d - 1) * 4, 1, 4);
    for (const [i, s] of ['low', 'even', 'red', 'black', 'odd', 'high'].entries()) set(s, 5, 2 + i * 2, 1, 2);
    placeInside();
  }
  /**
   * Each inside spot sits where its numbers meet: a split on the line between two numbers, a corner where four meet;
   * a street on the outer edge of its row of three, a six line where that edge crosses the line between two rows; a
   * split with the zero and the trios on the zero's edge. Measured from the laid-out numbers, so it follows the layout
   * across a wide screen and down a phone's.
   */
  function placeInside() {
    const layout = $('layout');
    if (!layout) return;
    const centre = (n) => {
      const el = layout.querySelector(`[data-spot="n${n}"]`);
      return { x: el.offsetLeft + el.offsetWidth / 2, y: el.offsetTop + el.offsetHeight / 2 };
    };
    const mid = (...ps) => ({ x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length });
    // Half a step from a cell towards the outer edge of its row (away from the next number of the row), and towards
    // the zero (back one row).
    const outward = (n) => ({ x: (centre(n).x - centre(n + 1).x) / 2, y: (centre(n).y - centre(n + 1).y) / 2 });
    const back = (n) => ({ x: (centre(n).x - centre(n + 3).x) / 2, y: (centre(n).y - centre(n + 3).y) / 2 });
    const shift = (p, d) => ({ x: p.x + d.x, y: p.y + d.y });
    for (const [spot, numbers] of INSIDE) {
      const el = layout.querySelector(`[data-spot="${spot}"]`);
      const first = numbers[0] === 0 ? numbers[1] : numbers[0];
      let at;
      if (spot.startsWith('street_')) at = shift(centre(first), outward(first));
      else if (spot.startsWith('line_')) at = shift(mid(centre(first), centre(first + 3)), outward(first));
      else if (numbers[0] === 0) at = shift(mid(...numbers.slice(1).map(centre)), back(first));
      else at = mid(...numbers.map(centre));
      el.style.left = `${at.x}px`;
      el.style.top = `${at.y}px`;
    }
  }
  narrow.addEventListener('change', () => KIND === 'roulette' && placeLayout());

  function renderChips() {
    $('chips').innerHTML = info.chips
      .map(
        (c, i) =>
          `<button type="button" class="chip" role="radio" data-chip="${i}" aria-checked="${i === chip}" aria-label="${esc(`${T.chip} ${money(c)}`)}" data-testid="live-chip-${i}">${chipSvg(shortMoney(c), i)}</button>`,
      )
      .join('');
    for (const b of document.querySelectorAll('.chip')) b.addEventListener('click', () => selectChip(Number(b.dataset.chip)));
  }
  function selectChip(i) {
    if (!info || i < 0 || i >= info.chips.length) return;
    chip = i;
    for (const b of document.querySelectorAll('.chip')) b.setAttribute('aria-checked', String(Number(b.dataset.chip) === i));
  }
  const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
  /**
   * What is on each spot: the stakes the server accepted (the Bet meter counts only these), the chips laid but not
   * placed yet, marked as such (nothing is staked until Place bets is answered), and the table's total.
   */
  function showStakes() {
    for (const el of document.querySelectorAll('[data-spot]')) {
      const spot = el.dataset.spot;
      const on = confirmed[spot] || 0;
      const wait = pending[spot] || 0;
      el.querySelector('.stake').textContent = on ? shortMoney(toMajor(on)) : '';
      el.querySelector('.unplaced').textContent = wait ? `+${shortMoney(toMajor(wait))}` : '';
      el.classList.toggle('staked', on > 0);
      el.classList.toggle('pending', wait > 0);
      labelSpot(el);
    }
    const waiting = sum(pending);
    $('bet').textContent = money(toMajor(sum(confirmed)));
    $('unplaced').hidden = waiting === 0;
    $('unplaced').textContent = waiting ? fill(T.unplaced, { amount: money(toMajor(waiting)) }) : '';
    controls();
  }
  /** Screen readers hear the spot with what is on it: this player's stake, chips not placed, the table's total. */
  function labelSpot(el) {
    const spot = el.dataset.spot;
    const on = confirmed[spot] || 0;
    const wait = pending[spot] || 0;
    const total = totalOn(spot);
    const parts = [el.dataset.label];
    if (on) parts.push(money(toMajor(on)));
    if (wait) parts.push(fill(T.unplacedSpot, { amount: money(toMajor(wait)) }));
    if (total) parts.push(fill(T.tableTotal, { amount: money(total) }));
    el.setAttribute('aria-label', parts.join(', '));
  }
  const bettingOpen = () => Boolean(table?.round) && clock.ready && countdown.show(table.round, serverNow()).open;
  function controls() {
    const open = bettingOpen() && !busy && !dropped;
    $('confirm').disabled = !open || sum(pending) === 0;
    $('clear').disabled = !open || sum(pending) === 0;
    $('rebet').disabled = !open || !lastStakes;
    for (const el of document.querySelectorAll('[data-spot]')) el.setAttribute('aria-disabled', String(!open));
  }
  function stake(spot) {
    if (!info || !bettingOpen() || busy) return;
    clearError();
    pending[spot] = (pending[spot] || 0) + toMinor(info.chips[chip]);
    sfx.chip();
    showStakes();
  }
  function clearStakes() {
    if (busy) return;
    pending = {};
    showStakes();
  }
  function rebet() {
    if (!lastStakes || !bettingOpen() || busy) return;
    pending = { ...lastStakes };
    showStakes();
  }
  async function confirm() {
    if (!bettingOpen() || busy || sum(pending) === 0) return;
    busy = true;
    controls();
    const bets = Object.fromEntries(Object.entries(pending).map(([k, v]) => [k, toMajor(v)]));
    try {
      const placed = await api('bet', { round_id: table.round.id, bets });
      for (const [k, v] of Object.entries(pending)) confirmed[k] = (confirmed[k] || 0) + v;
      lastStakes = { ...confirmed };
      betRounds.add(table.round.id);
      pending = {};
      $('balance').textContent = money(placed.balance);
      $('note').textContent = fill(T.placed, { amount: money(placed.amount) });
      clearError();
    } catch (error) {
      showError(error.code);
      if (error.balance) $('balance').textContent = money(error.balance);
      if (error.code === 'betting_closed') pending = {};
    } finally {
      busy = false;
      showStakes();
    }
  }
  $('confirm').addEventListener('click', confirm);
  $('clear').addEventListener('click', clearStakes);
  $('rebet').addEventListener('click', rebet);

  // ------------------------------------------------------------------ the round on the stage
  const serverNow = () => clock.now();
  function phaseOf(round) {
    if (!round) return 'waiting';
    const now = serverNow();
    // Closed as soon as the server says so or this page's reading of its clock reaches the close.
    if (round.phase === 'betting') return countdown.show(round, now).open ? 'betting' : 'closed';
    if (round.phase === 'dealt') return now < Date.parse(round.dealt_at) + round.reveal_ms ? 'revealing' : 'result';
    return 'result';
  }
  function winnerText(outcome) {
    if (!outcome) return '';
    if (outcome.game === 'house-live-roulette') return `${outcome.number} ${T[outcome.colour] || ''}`.trim();
    return outcome.winner === 'tie' ? T.tie : fill(T.wins, { side: T[outcome.winner] });
  }
  function sceneFor(round, shown) {
    if (KIND === 'roulette') return;
    $('scene').innerHTML = sceneHtml(round?.outcome, shown, 'live-hand');
  }
  /** The hands of an outcome with its first `shown` cards turned over (the stage, and a round missed while away). */
  function sceneHtml(o, shown, testId) {
    const hand = (label, cards, total, id) =>
      `<div class="hand hand-${id}" data-testid="${testId}-${id}"><h3>${esc(label)} <span class="total">${total ?? ''}</span></h3><div class="cards">${cards}</div></div>`;
    if (KIND === 'baccarat') {
      // Dealing order: player, banker, player, banker, then the third cards (player's first).
      const order = o ? o.cards : [];
      const seen = order.slice(0, shown);
      const player = [];
      const banker = [];
      seen.forEach((c, i) => {
        if (i < 4) (i % 2 === 0 ? player : banker).push(c);
        else if (o.player.length === 3 && i === 4) player.push(c);
        else banker.push(c);
      });
      const backs = (n) => Array.from({ length: n }, backSvg).join('');
      const done = o && shown >= order.length;
      const slots = (list, n) => list.map(cardSvg).join('') + (o ? backs(Math.max(0, n - list.length)) : '');
      return (
        hand(T.player, slots(player, 2), done ? o.playerTotal : '', 'player') +
        hand(T.banker, slots(banker, 2), done ? o.bankerTotal : '', 'banker')
      );
    }
    const seen = o ? [o.dragon, o.tiger].slice(0, shown) : [];
    const slot = (i) => (seen[i] ? cardSvg(seen[i]) : o ? backSvg() : '');
    return hand(T.dragon, slot(0), '', 'dragon') + hand(T.tiger, slot(1), '', 'tiger');
  }
  function render() {
    // Nothing is timed before this page has read the server's clock once.
    if (!table || !clock.ready) return;
    const round = table.round;
    const phase = phaseOf(round);
    const now = serverNow();
    if (round && round.id !== shownRound) {
      // A new round at the table: its board starts empty.
      shownRound = round.id;
      confirmed = {};
      pending = {};
      revealedCount = -1;
      wheelFor = null;
      $('result').textContent = '';
      $('win').textContent = '–';
      if (KIND === 'roulette') $('scene').innerHTML = wheelSvg();
      if (info) adoptMyRound();
      showStakes();
    }
    const label = {
      waiting: T.waiting,
      betting: T.open,
      closed: T.noMoreBets,
      revealing: KIND === 'roulette' ? T.spinning : T.dealing,
      result: T.result,
    }[phase];
    $('phase').textContent = round ? `${fill(T.round, { n: round.no })} · ${label}` : label;
    document.body.dataset.phase = phase;
    let left = null;
    if (phase === 'betting') {
      const shown = countdown.show(round, now);
      left = shown.left;
      $('timer').textContent = fill(T.seconds, { n: shown.seconds });
      $('countdown-bar').style.transform = `scaleX(${shown.share.toFixed(3)})`;
    } else {
      $('timer').textContent = '';
      $('countdown-bar').style.transform = 'scaleX(0)';
      // Betting closed: chips laid but never placed go back (nothing was staked); one being placed waits for its answer.
      if (!busy && sum(pending) > 0) {
        pending = {};
        $('note').textContent = T.unplacedCleared;
        showStakes();
      }
    }
    if (round?.outcome) {
      if (lastSeenNo === null || round.no > lastSeenNo) {
        lastSeenNo = round.no;
        // A new deal on the stage: the rounds missed while away make way for it.
        if (Number($('missed').dataset.upTo) < round.no) hideMissed();
      }
      const elapsed = now - Date.parse(round.dealt_at);
      const step = table.reveal_step_ms;
      if (KIND === 'roulette') {
        if (wheelFor !== round.id) {
          wheelFor = round.id;
          if (!document.getElementById('wheel-rotor')) $('scene').innerHTML = wheelSvg();
          turnWheel(round.outcome.number, round.reveal_ms - step, elapsed);
        }
        const shown = elapsed >= round.reveal_ms - step || reduced.matches ? 1 : 0;
        if (shown !== revealedCount) {
          revealedCount = shown;
          document.getElementById('ball')?.classList.toggle('landed', shown === 1);
        }
      } else {
        const cards = round.outcome.cards.length;
        const shown = reduced.matches ? cards : Math.min(cards, Math.floor(elapsed / step) + 1);
        if (shown !== revealedCount) {
          if (shown > revealedCount && revealedCount >= 0) sfx.card();
          revealedCount = shown;
          sceneFor(round, shown);
        }
      }
      if (phase === 'result' && resultShownFor !== round.id) {
        resultShownFor = round.id;
        $('result').textContent = winnerText(round.outcome);
        sfx.close();
      }
    } else if (KIND !== 'roulette' && revealedCount !== 0) {
      revealedCount = 0;
      sceneFor(null, 0);
    }
    showShoe();
    controls();
    return left;
  }
  // Drawn every 200 ms, and while the countdown runs just after each whole second of it, so that every page at the
  // table changes its number at the same moment.
  function loop() {
    const left = render();
    setTimeout(loop, left ? Math.min(200, window.LiveTiming.untilNextSecond(left) + 1) : 200);
  }
  loop();

  // ------------------------------------------------------------------ roads and history of the table
  const ROAD_COLOURS = {
    banker: '#d3242f',
    player: '#1f5fd6',
    tie: '#1f9d55',
    dragon: '#d3242f',
    tiger: '#1f5fd6',
    red: '#d3242f',
    blue: '#1f5fd6',
  };
  const LETTER = { banker: T.banker, player: T.player, tie: T.tie, dragon: T.dragon, tiger: T.tiger };
  function roadGrid(title, cells, draw, minCols) {
    const cols = Math.max(minCols, ...cells.map((c) => c.col + 1));
    const size = 14;
    const body = cells.map((c) => draw(c, c.col * size + size / 2, c.row * size + size / 2, size)).join('');
    const grid =
      Array.from(
        { length: cols + 1 },
        (_, i) => `<path d="M${i * size} 0V${6 * size}" stroke="#d9dce3" stroke-width="0.5"/>`,
      ).join('') +
      Array.from({ length: 7 }, (_, i) => `<path d="M0 ${i * size}H${cols * size}" stroke="#d9dce3" stroke-width="0.5"/>`).join(
        '',
      );
    return `<figure class="road"><figcaption>${esc(title)}</figcaption><div class="road-scroll"><svg viewBox="0 0 ${cols * size} ${6 * size}" width="${cols * size}" height="${6 * size}" role="img" aria-label="${esc(title)}"><rect width="${cols * size}" height="${6 * size}" fill="#fff"/>${grid}${body}</svg></div></figure>`;
  }
  const initial = (w) => esc((LETTER[w] || w).slice(0, 1));
  const bead = (c, x, y, s) =>
    `<circle cx="${x}" cy="${y}" r="${s / 2 - 1.2}" fill="${ROAD_COLOURS[c.winner]}"/><text x="${x}" y="${y + 3}" font-size="8" fill="#fff" text-anchor="middle" font-family="Arial,Helvetica,sans-serif">${initial(c.winner)}</text>${c.bankerPair ? `<circle cx="${x - 4}" cy="${y - 4}" r="1.8" fill="#d3242f" stroke="#fff" stroke-width="0.5"/>` : ''}${c.playerPair ? `<circle cx="${x + 4}" cy="${y + 4}" r="1.8" fill="#1f5fd6" stroke="#fff" stroke-width="0.5"/>` : ''}`;
  const ring = (c, x, y, s) =>
    `<circle cx="${x}" cy="${y}" r="${s / 2 - 2}" fill="none" stroke="${ROAD_COLOURS[c.entry.winner]}" stroke-width="2"/>${c.entry.ties ? `<path d="M${x - 4} ${y + 4}L${x + 4} ${y - 4}" stroke="#1f9d55" stroke-width="1.6"/>${c.entry.ties > 1 ? `<text x="${x}" y="${y + 3}" font-size="7" text-anchor="middle" fill="#1f9d55" font-family="Arial,Helvetica,sans-serif">${c.entry.ties}</text>` : ''}` : ''}`;
  const hollow = (c, x, y, s) =>
    `<circle cx="${x}" cy="${y}" r="${s / 2 - 3}" fill="none" stroke="${ROAD_COLOURS[c.entry]}" stroke-width="1.8"/>`;
  const dot = (c, x, y, s) => `<circle cx="${x}" cy="${y}" r="${s / 2 - 3}" fill="${ROAD_COLOURS[c.entry]}"/>`;
  const slash = (c, x, y, s) =>
    `<path d="M${x - s / 3} ${y + s / 3}L${x + s / 3} ${y - s / 3}" stroke="${ROAD_COLOURS[c.entry]}" stroke-width="2.2"/>`;
  function renderRoads() {
    if (!table) return;
    if (KIND === 'roulette') {
      $('roads').innerHTML = `<ol class="numbers" aria-label="${esc(T.lastResults)}">${table.history
        .slice(0, 24)
        .map((h) => `<li class="n-${h.outcome.colour}">${h.outcome.number}</li>`)
        .join('')}</ol>`;
      $('shoe').textContent = '';
      return;
    }
    const r = table.roads || { bead: [], big: [], bigEye: [], small: [], cockroach: [] };
    let html = roadGrid(T.beadPlate, r.bead, bead, 12) + roadGrid(T.bigRoad, r.big, ring, 24);
    if (KIND === 'baccarat') {
      html += `<div class="derived">${roadGrid(T.bigEye, r.bigEye, hollow, 12)}${roadGrid(T.smallRoad, r.small, dot, 12)}${roadGrid(T.cockroach, r.cockroach, slash, 12)}</div>`;
    }
    $('roads').innerHTML = html;
    // The newest results are on the right: long roads open there.
    for (const el of document.querySelectorAll('.road-scroll')) el.scrollLeft = el.scrollWidth;
    showShoe();
  }
  // The shoe in play; while a round that brought the cut card out is on the table, that this is the shoe's last.
  function showShoe() {
    if (KIND === 'roulette' || !table) return;
    const shoe = table.round?.outcome?.shoe ?? table.shoe;
    $('shoe').textContent = shoe ? (shoe.last ? T.lastOfShoe : fill(T.shoe, { n: shoe.no, left: shoe.left })) : '';
  }

  // ------------------------------------------------------------------ rules, limits, history
  function SPOT_NAME(spot) {
    if (T[spot]) return T[spot];
    const m = /^(n|dozen|column)(\d+)$/.exec(spot);
    if (m) return m[1] === 'n' ? `${T.straight} ${m[2]}` : fill(T[m[1]], { n: m[2] });
    // Inside bets by what they cover: "Split 17/20", "Street 13–15", "Six line 13–18", "Corner 17/18/20/21".
    const inside = /^(split|corner|trio|street|line)_(\d+)/.exec(spot);
    if (inside) {
      const covers = INSIDE.find(([s]) => s === spot)?.[1];
      if (covers) {
        const span = inside[1] === 'street' || inside[1] === 'line';
        return `${T[inside[1]]} ${span ? `${covers[0]}–${covers[covers.length - 1]}` : covers.join('/')}`;
      }
    }
    return spot;
  }
  // Every inside bet (straight up to six line) has the straight's limit.
  const INSIDE_KINDS = [T.straight, T.split, T.street, T.corner, T.line, T.trio].join(', ');
  function renderRules() {
    const rows = [];
    const add = (name, spot) => {
      const r = info.rules[spot];
      if (r) rows.push([name, `${r.pays}:1`, r.rtp, r.edge]);
    };
    if (KIND === 'roulette') {
      add(T.straight, 'n17');
      add(T.split, 'split_1_2');
      add(T.street, 'street_1');
      add(T.corner, 'corner_1');
      add(T.line, 'line_1');
      add(T.trio, 'trio_0_1_2');
      add(fill(T.column, { n: '' }).trim(), 'column1');
      add(fill(T.dozen, { n: '' }).trim(), 'dozen1');
      for (const s of ['red', 'black', 'odd', 'even', 'low', 'high']) add(T[s], s);
    } else for (const spot of Object.keys(info.rules)) add(T[spot] || spot, spot);
    const text = { baccarat: T.baccaratRules, 'dragon-tiger': T.dragonTigerRules, roulette: T.rouletteRules }[KIND];
    $('rules-body').innerHTML =
      `<p>${esc(text)}</p><table><thead><tr><th>${esc(T.betName)}</th><th>${esc(T.pays)}</th><th>${esc(T.rtp)}</th><th>${esc(T.edge)}</th></tr></thead><tbody>${rows
        .map(
          ([n, p, rtp, edge]) =>
            `<tr><td>${esc(n)}</td><td>${esc(p)}</td><td>${Number(rtp).toFixed(2)}%</td><td>${Number(edge).toFixed(2)}%</td></tr>`,
        )
        .join('')}</tbody></table>${KIND === 'roulette' ? '' : `<p class="small">${esc(T.edgeNote)}</p>`}`;
    $('limits').innerHTML = Object.entries(info.limits)
      .map(
        ([spot, l]) =>
          `<li>${esc(fill(T.limitRow, { spot: spot === 'n0' ? INSIDE_KINDS : SPOT_NAME(spot), min: money(l.min), max: money(l.max) }))}</li>`,
      )
      .join('');
  }
  function renderHistory() {
    const list = info?.my_bets || [];
    $('history-list').innerHTML = list.length
      ? `<table><thead><tr><th>#</th><th>${esc(T.result)}</th><th>${esc(T.bet)}</th><th>${esc(T.win)}</th></tr></thead><tbody>${list
          .map(
            (b) =>
              `<tr data-testid="live-history-row"><td>${esc(fill(T.round, { n: b.round_no }))}</td><td>${esc(winnerText(b.outcome))}${b.outcome?.cards ? `<span class="history-cards">${b.outcome.cards.map(cardSvg).join('')}</span>` : ''}<br><span class="mini">${esc(
                Object.entries(b.bets)
                  .map(([s, a]) => `${SPOT_NAME(s)} ${money(a)}`)
                  .join(', '),
              )}</span></td><td>${esc(money(b.bet))}</td><td>${esc(money(b.win))}</td><td>${
                b.win_pending
                  ? ''
                  : `<button type="button" class="verify" data-bet="${esc(b.bet_id)}" data-testid="live-verify">${esc(T.verify)}</button>`
              }</td></tr>`,
          )
          .join('')}</tbody></table>`
      : `<p>${esc(T.noHistory)}</p>`;
    for (const button of $('history-list').querySelectorAll('button.verify')) {
      button.addEventListener('click', () => verify(button));
    }
  }
  const TICK =
    '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M2 8.5l4 4 8-9" fill="none" stroke="currentColor" stroke-width="2.4"/></svg>';
  /** A settled bet dealt and settled again on the server from what was stored. */
  async function verify(button) {
    button.disabled = true;
    try {
      const checked = await api('verify', { bet_id: button.dataset.bet });
      const cell = button.parentElement;
      cell.innerHTML = checked.matches
        ? `<span class="verified" data-testid="live-verified">${TICK} ${esc(T.verified)}</span>`
        : `<span class="mismatch">${esc(T.notVerified)}</span>`;
    } catch (error) {
      button.disabled = false;
      showError(error.code);
    }
  }
  const open = (id) => {
    if (id === 'history-panel') renderHistory();
    $(id).showModal();
  };
  $('rules-open').addEventListener('click', () => open('rules-panel'));
  $('history-open').addEventListener('click', () => open('history-panel'));
  for (const b of document.querySelectorAll('[data-close]')) b.addEventListener('click', () => $(b.dataset.close).close());
  $('lobby').addEventListener('click', () => {
    window.HouseKit.goLobby(BOOT.lobby);
  });

  // ------------------------------------------------------------------ state from the server
  /**
   * A table state from the socket or a call: never one older than the one shown (a reply that was on its way while the
   * socket told of the next phase). Rounds that ended while this page was away (offline, asleep) are shown in full.
   */
  function adoptTable(state) {
    if (!window.LiveTiming.isNewer(state, table)) return false;
    const before = table;
    table = state;
    if (lastSeenNo === null) {
      // Whatever ended before the page opened is not news.
      lastSeenNo = state.round ? (state.round.phase === 'betting' ? state.round.no - 1 : state.round.no) : 0;
    }
    if (!before || before.history[0]?.id !== state.history[0]?.id) renderRoads();
    // Before drawing: the round on the stage counts as seen once drawn, and may be newer than those missed. Back from
    // a drop, the round on the stage is missed too when it was dealt meanwhile: it stays shown after the stage moves on.
    const returning = unseen;
    unseen = false;
    const missed = state.history.filter((h) => h.no > lastSeenNo && h.id !== state.round?.id);
    if (returning && state.round?.outcome && state.round.no > lastSeenNo) missed.unshift(state.round);
    render();
    if (missed.length) {
      lastSeenNo = Math.max(lastSeenNo, ...missed.map((h) => h.no));
      showMissed(missed.slice(0, 3));
    }
    showShared();
    return true;
  }

  /** Rounds dealt while this page was away: each with its cards (or number) and result, newest first. */
  function showMissed(rounds) {
    const box = $('missed');
    box.dataset.upTo = String(Math.max(...rounds.map((h) => h.no)));
    box.innerHTML = rounds
      .map((h) => {
        const o = h.outcome;
        const scene =
          KIND === 'roulette'
            ? `<span class="pocket n-${esc(o.colour)}" data-testid="live-missed-number">${esc(o.number)}</span>`
            : sceneHtml(o, o.cards.length, 'live-missed-hand');
        return `<div class="missed-round" data-testid="live-missed-round" data-round="${esc(h.no)}"><h3>${esc(fill(T.missedRound, { n: h.no }))}</h3><div class="missed-scene">${scene}</div><p class="missed-result" data-testid="live-missed-result">${esc(winnerText(o))}</p></div>`;
      })
      .join('');
    box.hidden = false;
  }
  function hideMissed() {
    const box = $('missed');
    box.hidden = true;
    box.innerHTML = '';
    box.dataset.upTo = '0';
  }

  /** The table's total on a spot in this page's money (real or play, its currency), in major units; 0 when none. */
  function totalOn(spot) {
    const group = shared?.round_id === table?.round?.id ? sharedGroup() : null;
    return group?.spots[spot] ? Number(group.spots[spot]) : 0;
  }
  const sharedGroup = () => shared?.totals.find((t) => t.currency === info?.currency && t.demo === info?.demo) ?? null;
  /** The players at the table and what this round's bets add up to on each spot (live.shared). */
  function showShared() {
    if (!shared || !info) return;
    const group = shared.round_id === table?.round?.id ? sharedGroup() : null;
    $('players').textContent = fill(T.players, { n: shared.players });
    $('bettors').textContent = fill(T.bettors, { n: group?.bettors ?? 0 });
    for (const el of document.querySelectorAll('[data-spot]')) {
      const total = totalOn(el.dataset.spot);
      el.querySelector('.table-total').textContent = total ? shortMoney(total) : '';
      labelSpot(el);
    }
  }
  function adoptMyRound() {
    confirmed = {};
    const mine = (info.my_round || []).filter((b) => b.round_id === table?.round?.id);
    if (mine.length) betRounds.add(table.round.id);
    for (const b of mine) for (const [k, v] of Object.entries(b.bets)) confirmed[k] = (confirmed[k] || 0) + toMinor(v);
  }
  /** This session's money and bets, read again after a settlement or a reconnection. */
  async function refresh() {
    try {
      const sent = localNow();
      const data = await api('state');
      // The call is a round trip too: the server read its clock between sent and now.
      clock.sample(sent, Date.parse(data.server_now), localNow());
      const first = !info;
      info = data;
      decimals = (info.chips[0].split('.')[1] || '').length;
      cash.set(info.currency, decimals);
      if (first) {
        renderChips();
        renderBoard();
        renderRules();
        document.body.dataset.ready = 'true';
      }
      $('balance').textContent = money(info.balance);
      adoptTable(data);
      if (data.round?.id === shownRound) adoptMyRound();
      showStakes();
      // The outcome of every round this session bet on, once settled, even one that ended while the connection was
      // down: its result and the win are shown when the page hears of it.
      const settled = info.my_bets.filter((b) => betRounds.has(b.round_id) && !announced.has(b.round_id) && !b.win_pending);
      if (settled.length) {
        const latest = settled[0];
        const same = settled.filter((b) => b.round_id === latest.round_id);
        for (const b of settled) announced.add(b.round_id);
        const win = same.reduce((a, b) => a + toMinor(b.win), 0);
        $('win').textContent = money(toMajor(win));
        const result = `${fill(T.round, { n: latest.round_no })}: ${winnerText(latest.outcome)}`;
        $('note').textContent = `${result} · ${win > 0 ? fill(T.youWin, { amount: money(toMajor(win)) }) : T.noWin}`;
        if (latest.round_id !== data.round?.id) $('result').textContent = result;
        if (win > 0) sfx.win();
      }
      if (document.getElementById('history-panel').open) renderHistory();
      showShared();
    } catch (error) {
      showError(error.code);
    }
  }

  // ------------------------------------------------------------------ socket.io: the table's room
  let lastPhase = null;
  // Retries at most 2 s apart while the server is away; the browser's online event retries at once.
  const socket = window.io({ path: '/socket.io', transports: ['websocket', 'polling'], reconnectionDelayMax: 2_000 });
  /** Samples of the server's clock over the socket, a little apart: the one with the shortest round trip is used. */
  async function sampleClock(count) {
    for (let i = 0; i < count && socket.connected; i++) {
      const sent = localNow();
      try {
        const server = await socket.timeout(3_000).emitWithAck('live:time');
        clock.sample(sent, Number(server), localNow());
      } catch {
        return;
      }
      if (i < count - 1) await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  setInterval(() => void sampleClock(1), 10_000);
  socket.on('connect', () => {
    $('offline').hidden = true;
    socket.emit('live:join', { table: TABLE });
    void sampleClock(5);
    // Back after a drop: the round as it stands now (its outcome, and this session's win) is read again.
    if (dropped) {
      dropped = false;
      back();
    }
  });
  function droppedOut() {
    dropped = true;
    away = true;
    unseen = true;
    $('offline').hidden = false;
    controls();
  }
  /** The network or the socket is back: said once, then the table and this session's bets are read again. */
  function back() {
    if (away) {
      away = false;
      $('note').textContent = T.reconnected;
    }
    void refresh();
  }
  socket.on('disconnect', droppedOut);
  addEventListener('offline', droppedOut);
  // The network is back: the table is read at once, and the socket connects afresh now instead of at its next retry
  // (one that still looks connected may be dead after the change).
  addEventListener('online', () => {
    socket.disconnect();
    socket.connect();
    back();
  });
  socket.on('live.shared', (state) => {
    if (!state || state.table !== TABLE) return;
    shared = state;
    showShared();
  });
  socket.on('live.state', (state) => {
    if (!state || state.table !== TABLE) return;
    if (!adoptTable(state)) return;
    const mark = `${state.round?.id}:${state.round?.phase}`;
    if (mark !== lastPhase) {
      lastPhase = mark;
      // Settled: the win is credited now; a new round: this session's bets are none yet.
      if (state.round?.phase === 'settled' || state.round?.phase === 'betting') void refresh();
    }
  });

  // ------------------------------------------------------------------ keyboard
  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    const target = event.target;
    const onButton = target instanceof HTMLButtonElement;
    if (/^[1-5]$/.test(event.key)) selectChip(Number(event.key) - 1);
    else if (event.key === 'Enter' && !onButton) void confirm();
    else if (event.key === 'Escape') clearStakes();
    else if (event.key === 'r' || event.key === 'R') rebet();
    else if (event.key === 'i' || event.key === 'I') open('rules-panel');
    else if (event.key === 'h' || event.key === 'H') open('history-panel');
    else if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
      const spots = [...document.querySelectorAll('[data-spot]')];
      const at = spots.indexOf(target);
      const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
      const next = at < 0 ? spots[0] : spots[(at + (forward ? 1 : -1) + spots.length) % spots.length];
      next?.focus();
      event.preventDefault();
      return;
    } else return;
    event.preventDefault();
  });

  void refresh();
})();
