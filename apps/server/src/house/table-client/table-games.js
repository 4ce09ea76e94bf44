// The page of the house's blackjack, sic bo and Andar Bahar (house/table-pages.ts serves it; no inline script).
// Everything the page shows comes from /house/api/table/session and the game's calls; the dice are drawn here, the
// cards and chips by house/game-client/table-art.js (served in front of this script).
(() => {
  const BOOT = JSON.parse(document.getElementById('boot').textContent);
  const T = BOOT.text;
  const $ = (id) => document.getElementById(id);
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, reduced.matches ? 0 : ms));
  // Escaping, texts, money, calls, the error box and sound: house/page-kit/house-kit.js, loaded first.
  const { esc, fill } = window.HouseKit;
  const locale = BOOT.language.replace('_', '-');

  let info = null;
  let busy = false;
  let chip = 0;
  let decimals = 2;
  let stakes = {};
  let lastStakes = null;

  // ------------------------------------------------------------------ money in the currency's format, calls, errors
  const cash = window.HouseKit.moneyOf(BOOT.language);
  const { format: money, toMinor, toMajor, short: shortMoney } = cash;
  const api = window.HouseKit.apiOf('/house/api/', BOOT.session);
  const { show: showError, clear: clearError } = window.HouseKit.errorBoxOf($('error'), T);
  function failed(error) {
    showError(error.code);
    if (error.balance) setBalance(error.balance);
    if (error.code === 'session_expired' || error.code === 'invalid_session' || error.code === 'session_ended') {
      for (const b of document.querySelectorAll('button.act')) b.disabled = true;
    }
    // A dropped connection: once it is back, the round's outcome and the balance are read again (nothing is lost).
    if (error.code === 'network') setTimeout(resync, 2500);
  }
  const setBalance = (text) => {
    $('balance').textContent = money(text);
  };

  // ------------------------------------------------------------------ sound (off until the player turns it on)
  const { sfx } = window.HouseKit.soundOf($('sound'), T);

  // ------------------------------------------------------------------ artwork
  // Cards and chips: house/game-client/table-art.js, served in front of this script; dice are drawn here.
  const cardSvg = (name, extra = '') => window.TableArt.card(name, window.TableArt.cardLabel(name, T), extra);
  const backSvg = () => window.TableArt.back(T.hidden);
  const chipSvg = (label, i) => window.TableArt.chip(label, i);
  const PIPS = {
    1: [[50, 50]],
    2: [
      [28, 28],
      [72, 72],
    ],
    3: [
      [26, 26],
      [50, 50],
      [74, 74],
    ],
    4: [
      [28, 28],
      [72, 28],
      [28, 72],
      [72, 72],
    ],
    5: [
      [28, 28],
      [72, 28],
      [50, 50],
      [28, 72],
      [72, 72],
    ],
    6: [
      [28, 24],
      [72, 24],
      [28, 50],
      [72, 50],
      [28, 76],
      [72, 76],
    ],
  };
  function dieSvg(n, extra = '') {
    const pips = PIPS[n]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${n === 1 || n === 4 ? '#c4122f' : '#15151f'}"/>`)
      .join('');
    return `<svg class="die ${extra}" viewBox="0 0 100 100" role="img" aria-label="${n}"><rect x="4" y="4" width="92" height="92" rx="18" fill="#fbfaf6" stroke="#b9b3a3" stroke-width="3"/>${pips}</svg>`;
  }

  // ------------------------------------------------------------------ chips and stakes (all three games)
  function renderChips() {
    $('chips').innerHTML = info.chips
      .map(
        (c, i) =>
          `<button type="button" class="chip" role="radio" data-chip="${i}" aria-checked="${i === chip}" aria-label="${esc(`${T.chip} ${money(c)}`)}" data-testid="table-chip-${i}">${chipSvg(shortMoney(c), i)}</button>`,
      )
      .join('');
    for (const b of document.querySelectorAll('.chip')) b.addEventListener('click', () => selectChip(Number(b.dataset.chip)));
  }
  function selectChip(i) {
    chip = i;
    for (const b of document.querySelectorAll('.chip')) b.setAttribute('aria-checked', String(Number(b.dataset.chip) === i));
  }
  function totalStake(s = stakes) {
    return Object.values(s).reduce((a, b) => a + b, 0);
  }
  function showStakes() {
    for (const el of document.querySelectorAll('[data-spot]')) {
      const v = stakes[el.dataset.spot] || 0;
      const box = el.querySelector('.stake');
      if (box) box.textContent = v ? shortMoney(toMajor(v)) : '';
      el.classList.toggle('staked', v > 0);
    }
    $('bet').textContent = money(toMajor(totalStake()));
    game.controls();
  }
  function stake(spot) {
    if (busy || !info || !game.canStake()) return;
    game.newRound();
    const add = toMinor(info.chips[chip]);
    if (totalStake() + add > toMinor(info.limit)) {
      showError('invalid_bet');
      return;
    }
    clearError();
    stakes[spot] = (stakes[spot] || 0) + add;
    sfx.chip();
    showStakes();
  }
  function clearStakes() {
    if (busy || !game.canStake()) return;
    stakes = {};
    showStakes();
  }
  function rebet() {
    if (busy || !lastStakes || !game.canStake()) return;
    game.newRound();
    stakes = { ...lastStakes };
    showStakes();
  }
  const majorBets = () => Object.fromEntries(Object.entries(stakes).map(([k, v]) => [k, toMajor(v)]));
  function bindSpots() {
    for (const el of document.querySelectorAll('[data-spot]')) el.addEventListener('click', () => stake(el.dataset.spot));
  }

  // ------------------------------------------------------------------ rules and history
  function rulesTable(rows) {
    return `<table><thead><tr><th>${esc(T.betName)}</th><th>${esc(T.pays)}</th><th>${esc(T.rtp)}</th></tr></thead><tbody>${rows
      .map(([name, pays, rtp]) => `<tr><td>${esc(name)}</td><td>${esc(pays)}</td><td>${Number(rtp).toFixed(2)}%</td></tr>`)
      .join('')}</tbody></table>`;
  }
  async function openHistory() {
    $('history-list').innerHTML = `<p>${esc(T.loading)}</p>`;
    $('history-panel').showModal();
    try {
      const data = await api('table/history', {});
      $('history-list').innerHTML = data.rounds.length
        ? `<ol class="history">${data.rounds
            .map(
              (r) =>
                `<li><span class="when">${esc(new Date(r.created_at).toLocaleTimeString(locale))}</span><span class="what">${game.summary(r.summary)}</span><span>${esc(T.bet)} ${esc(money(r.bet))}</span><span class="${Number(r.win) > 0 ? 'won' : ''}">${esc(T.win)} ${esc(money(r.win))}</span><button type="button" class="verify" data-round="${esc(r.round_id)}">${esc(T.verify)}</button><small>${esc(r.round_id)}</small></li>`,
            )
            .join('')}</ol>`
        : `<p>${esc(T.noHistory)}</p>`;
      for (const b of document.querySelectorAll('.verify')) b.addEventListener('click', () => verify(b));
    } catch (error) {
      $('history-list').innerHTML = `<p>${esc(T[error.code] || T.network)}</p>`;
    }
  }
  async function verify(button) {
    try {
      const data = await api('round', { round_id: button.dataset.round });
      button.textContent = data.replay_matches ? T.verified : T.notVerified;
    } catch (error) {
      button.textContent = T[error.code] || T.network;
    }
    button.disabled = true;
  }
  $('rules-open').addEventListener('click', () => $('rules-panel').showModal());
  $('history-open').addEventListener('click', openHistory);
  for (const b of document.querySelectorAll('[data-close]')) b.addEventListener('click', () => $(b.dataset.close).close());
  $('lobby').addEventListener('click', () => window.HouseKit.goLobby(BOOT.lobby));

  async function resync() {
    try {
      const fresh = await api('table/session', {});
      setBalance(fresh.balance);
      game.resync(fresh);
      clearError();
    } catch {}
  }

  // ------------------------------------------------------------------ sic bo
  const sicBo = {
    canStake: () => true,
    newRound() {
      $('result').textContent = '';
      for (const el of document.querySelectorAll('.spot.won')) el.classList.remove('won');
    },
    board() {
      const spot = (id, label, content, cls = '') =>
        `<button type="button" class="spot ${cls}" data-spot="${id}" data-testid="table-spot-${id}" aria-label="${esc(label)}">${content}<span class="stake"></span></button>`;
      const pay = (id) => `<small>${info.pays[id]}:1</small>`;
      const dice = (...ns) => `<span class="dice-row">${ns.map((n) => dieSvg(n, 'mini')).join('')}</span>`;
      const triples = [1, 2, 3, 4, 5, 6].map((n) => spot(`triple_${n}`, `${T.triple} ${n}`, dice(n, n, n) + pay(`triple_${n}`)));
      const doubles = [1, 2, 3, 4, 5, 6].map((n) => spot(`double_${n}`, `${T.double} ${n}`, dice(n, n) + pay(`double_${n}`)));
      const totals = [];
      for (let t = 4; t <= 17; t++)
        totals.push(spot(`total_${t}`, `${T.total} ${t}`, `<strong>${t}</strong>${pay(`total_${t}`)}`));
      const combos = [];
      for (let a = 1; a <= 6; a++)
        for (let b = a + 1; b <= 6; b++)
          combos.push(spot(`combo_${a}_${b}`, `${T.combo} ${a}–${b}`, dice(a, b) + pay(`combo_${a}_${b}`)));
      const singles = [1, 2, 3, 4, 5, 6].map((n) => spot(`single_${n}`, `${T.single} ${n}`, `${dice(n)}<small>1:1–3:1</small>`));
      return `<div class="dice-cup" id="dice" aria-live="polite">${dieSvg(1)}${dieSvg(3)}${dieSvg(6)}</div><p class="result" id="result" aria-live="polite"></p>
<div class="board sicbo" id="board">
<div class="row r4">${spot('small', `${T.small} 4–10`, `<strong>${esc(T.small)}</strong><small>4–10 · 1:1</small>`, 'wide')}${spot('odd', T.odd, `<strong>${esc(T.odd)}</strong><small>1:1</small>`)}${spot('even', T.even, `<strong>${esc(T.even)}</strong><small>1:1</small>`)}${spot('big', `${T.big} 11–17`, `<strong>${esc(T.big)}</strong><small>11–17 · 1:1</small>`, 'wide')}</div>
<h3>${esc(T.triple)} · ${esc(T.anyTriple)}</h3><div class="row r7">${triples.join('')}${spot('any_triple', T.anyTriple, `<strong>${esc(T.anyTriple)}</strong>${pay('any_triple')}`)}</div>
<h3>${esc(T.double)}</h3><div class="row r6">${doubles.join('')}</div>
<h3>${esc(T.total)}</h3><div class="row r7">${totals.join('')}</div>
<h3>${esc(T.combo)}</h3><div class="row r5">${combos.join('')}</div>
<h3>${esc(T.single)}</h3><div class="row r6">${singles.join('')}</div></div>`;
    },
    buttons: () =>
      `<button type="button" class="act" id="clear">${esc(T.clear)}</button><button type="button" class="act" id="rebet" aria-keyshortcuts="R">${esc(T.rebet)}</button><button type="button" class="act primary" id="play" data-testid="table-play" aria-keyshortcuts="Enter">${esc(T.roll)}</button>`,
    controls() {
      $('play').disabled = busy || totalStake() === 0;
      $('clear').disabled = busy || totalStake() === 0;
      $('rebet').disabled = busy || !lastStakes;
    },
    async play() {
      if (busy || totalStake() === 0) return;
      busy = true;
      clearError();
      this.newRound();
      this.controls();
      try {
        const result = await api('sic-bo/roll', { bets: majorBets() });
        const cup = $('dice');
        cup.classList.add('rolling');
        for (let i = 0; i < 6; i++) {
          cup.innerHTML = [0, 1, 2].map(() => dieSvg(1 + Math.floor(Math.random() * 6))).join('');
          sfx.card();
          await wait(90);
        }
        cup.classList.remove('rolling');
        const o = result.outcome;
        cup.innerHTML = o.dice.map((d) => dieSvg(d)).join('');
        const triple = o.dice[0] === o.dice[1] && o.dice[1] === o.dice[2];
        $('result').textContent =
          `${T.total} ${o.total}${triple ? ` · ${T.anyTriple}` : ` · ${o.total <= 10 ? T.small : T.big}`}`;
        for (const [s, v] of Object.entries(o.returns))
          if (v > 0) document.querySelector(`[data-spot="${s}"]`)?.classList.add('won');
        finish(result);
      } catch (error) {
        failed(error);
      }
      busy = false;
      this.controls();
    },
    summary: (s) => `${(s.dice || []).map((d) => dieSvg(d, 'tiny')).join('')} <b>${s.total}</b>`,
    rules() {
      const name = (s) => {
        const [k, a, b] = s.split('_');
        if (k === 'small' || k === 'big' || k === 'odd' || k === 'even') return T[k];
        if (k === 'any') return T.anyTriple;
        if (k === 'combo') return `${T.combo} ${a}–${b}`;
        if (k === 'total') return `${T.total} ${a} / ${21 - Number(a)}`;
        return `${T[k]} ${a}`;
      };
      const rows = Object.keys(info.rtp)
        .filter((s) => !/^(triple|double|single)_[2-6]$|^combo_(?!1_2)/.test(s) && !/^total_(1[1-7])$/.test(s))
        .map((s) => [
          name(s).replace(/ 1$/, ' 1–6').replace(/1–2$/, ''),
          s.startsWith('single') ? '1:1 / 2:1 / 3:1' : `${info.pays[s]}:1`,
          info.rtp[s],
        ]);
      return `<p>${esc(T.sicBoRules)}</p>${rulesTable(rows)}`;
    },
    resync() {},
    keys(event) {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        this.play();
        return true;
      }
      if (event.key === 's' || event.key === 'S') stake('small');
      else if (event.key === 'b' || event.key === 'B') stake('big');
      else return false;
      return true;
    },
  };

  // ------------------------------------------------------------------ andar bahar
  const andarBahar = {
    canStake: () => true,
    newRound() {
      $('result').textContent = '';
      for (const el of document.querySelectorAll('.spot.won')) el.classList.remove('won');
    },
    board() {
      const counts = Object.keys(info.rtp).filter((s) => s.startsWith('cards_'));
      const spot = (id, label, content, cls = '') =>
        `<button type="button" class="spot ${cls}" data-spot="${id}" data-testid="table-spot-${id}" aria-label="${esc(label)}">${content}<span class="stake"></span></button>`;
      const countLabel = (s) => {
        const [, a, b] = s.split('_');
        return fill(T.cardsRange, { a, b: b === '49' ? '49' : b });
      };
      return `<div class="ab-table"><div class="joker"><span>${esc(T.joker)}</span><div id="joker">${backSvg()}</div></div>
<div class="lane" id="lane-andar"><h3>${esc(T.andar)}</h3><div class="lane-cards" id="andar-cards"></div></div>
<div class="lane" id="lane-bahar"><h3>${esc(T.bahar)}</h3><div class="lane-cards" id="bahar-cards"></div></div></div>
<p class="result" id="result" aria-live="polite"></p>
<div class="board ab" id="board"><div class="row r2">${spot('andar', T.andar, `<strong>${esc(T.andar)}</strong><small>0.9:1</small>`, 'big-spot andar')}${spot('bahar', T.bahar, `<strong>${esc(T.bahar)}</strong><small>1:1</small>`, 'big-spot bahar')}</div>
<h3>${esc(T.cardsDealt)}</h3><div class="row r4">${counts.map((s) => spot(s, countLabel(s), `<strong>${esc(countLabel(s))}</strong><small>${info.pays[s]}:1</small>`)).join('')}</div></div>`;
    },
    buttons: () =>
      `<button type="button" class="act" id="clear">${esc(T.clear)}</button><button type="button" class="act" id="rebet" aria-keyshortcuts="R">${esc(T.rebet)}</button><button type="button" class="act primary" id="play" data-testid="table-play" aria-keyshortcuts="Enter">${esc(T.deal)}</button>`,
    controls: sicBo.controls,
    async play() {
      if (busy || totalStake() === 0) return;
      busy = true;
      clearError();
      this.newRound();
      this.controls();
      $('andar-cards').innerHTML = '';
      $('bahar-cards').innerHTML = '';
      try {
        const result = await api('andar-bahar/deal', { bets: majorBets() });
        const o = result.outcome;
        $('joker').innerHTML = cardSvg(o.joker, 'deal');
        sfx.card();
        await wait(400);
        // Long deals are shown quicker, so that a round never drags.
        const pause = o.dealt > 20 ? 60 : o.dealt > 8 ? 120 : 220;
        for (let i = 0; i < o.dealt; i++) {
          const side = i % 2 === 0 ? 'andar' : 'bahar';
          const card = (side === 'andar' ? o.andar : o.bahar)[Math.floor(i / 2)];
          $(`${side}-cards`).insertAdjacentHTML('beforeend', cardSvg(card, i === o.dealt - 1 ? 'deal match' : 'deal'));
          sfx.card();
          await wait(pause);
        }
        $('result').textContent = `${fill(T.wins, { side: T[o.side] })} · ${fill(T.cardsCount, { n: o.dealt })}`;
        $(`lane-${o.side}`).classList.add('won');
        setTimeout(() => $(`lane-${o.side}`)?.classList.remove('won'), 2500);
        for (const [s, v] of Object.entries(o.returns))
          if (v > 0) document.querySelector(`[data-spot="${s}"]`)?.classList.add('won');
        finish(result);
      } catch (error) {
        failed(error);
      }
      busy = false;
      this.controls();
    },
    summary: (s) => `${cardSvg(s.joker, 'tiny')} ${esc(T[s.side] || '')} · ${s.dealt}`,
    rules() {
      const rows = Object.keys(info.rtp).map((s) => [
        s.startsWith('cards_') ? fill(T.cardsRange, { a: s.split('_')[1], b: s.split('_')[2] }) : T[s],
        `${info.pays[s]}:1`,
        info.rtp[s],
      ]);
      return `<p>${esc(T.andarBaharRules)}</p>${rulesTable(rows)}`;
    },
    resync() {},
    keys(event) {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        this.play();
        return true;
      }
      if (event.key === 'a' || event.key === 'A') stake('andar');
      else if (event.key === 'b' || event.key === 'B') stake('bahar');
      else return false;
      return true;
    },
  };

  // ------------------------------------------------------------------ blackjack
  let hand = null;
  const blackjack = {
    canStake: () => hand?.status !== 'in_play',
    newRound() {
      if (hand && hand.status !== 'in_play') {
        hand = null;
        this.draw(null, false);
      }
    },
    board:
      () => `<div class="bj-table"><div class="bj-row"><h3>${esc(T.dealer)} <span class="total" id="dealer-total"></span></h3><div class="bj-cards" id="dealer-cards"></div></div>
<p class="bj-rule">${esc(T.bjBanner)}</p>
<div class="bj-hands" id="hands"></div>
<button type="button" class="spot bet-circle" data-spot="main" data-testid="table-spot-main" aria-label="${esc(T.mainBet)}"><strong>${esc(T.mainBet)}</strong><span class="stake"></span></button></div>
<p class="result" id="result" aria-live="polite"></p>`,
    buttons: () =>
      `<button type="button" class="act" id="clear">${esc(T.clear)}</button><button type="button" class="act" id="rebet" aria-keyshortcuts="R">${esc(T.rebet)}</button><button type="button" class="act primary" id="play" data-testid="table-play" aria-keyshortcuts="Enter">${esc(T.deal)}</button>
<button type="button" class="act move" data-action="hit" data-testid="bj-hit" aria-keyshortcuts="H">${esc(T.hit)}</button><button type="button" class="act move" data-action="stand" data-testid="bj-stand" aria-keyshortcuts="S">${esc(T.stand)}</button><button type="button" class="act move" data-action="double" data-testid="bj-double" aria-keyshortcuts="D">${esc(T.double2)}</button><button type="button" class="act move" data-action="split" data-testid="bj-split" aria-keyshortcuts="P">${esc(T.split)}</button><button type="button" class="act move" data-action="insurance" data-testid="bj-insurance" aria-keyshortcuts="Y">${esc(T.insurance)}</button><button type="button" class="act move" data-action="no_insurance" data-testid="bj-no-insurance" aria-keyshortcuts="N">${esc(T.noInsurance)}</button>`,
    controls() {
      const inPlay = hand && hand.status === 'in_play';
      const allowed = inPlay ? hand.hand.allowed : [];
      for (const id of ['play', 'clear', 'rebet']) $(id).hidden = Boolean(inPlay);
      $('play').disabled = busy || totalStake() === 0;
      $('clear').disabled = busy || totalStake() === 0;
      $('rebet').disabled = busy || !lastStakes;
      for (const b of document.querySelectorAll('.move')) {
        b.hidden = !allowed.includes(b.dataset.action);
        b.disabled = busy;
      }
      document.querySelector('.bet-circle').disabled = Boolean(inPlay);
      $('result').textContent = inPlay && hand.hand.phase === 'insurance' ? T.insuranceQ : $('result').textContent;
    },
    /** Paints the hand; `animate` deals the cards that were not on the table yet one by one. */
    async draw(view, animate) {
      const shown = document.querySelectorAll('#dealer-cards .card, #hands .card').length;
      if (!view) {
        $('dealer-cards').innerHTML = '';
        $('hands').innerHTML = '';
        $('dealer-total').textContent = '';
        return;
      }
      const h = view.hand;
      const dealerCards = h.dealer.map((c) => cardSvg(c));
      if (h.phase !== 'settled') dealerCards.push(backSvg());
      const handsHtml = h.hands.map(
        (x, i) =>
          `<div class="bj-hand${h.phase === 'player' && i === h.active && h.hands.length > 1 ? ' active' : ''}" data-testid="bj-hand"><h3>${esc(h.hands.length > 1 ? fill(T.handN, { n: i + 1 }) : T.yourHand)} <span class="total">${x.soft && x.total < 21 ? `${x.total - 10}/${x.total}` : x.total}</span></h3><div class="bj-cards">${x.cards.map((c) => cardSvg(c)).join('')}</div><p class="hand-bet">${esc(T.bet)} ${esc(money(x.bet))}${x.doubled ? ` · ${esc(T.double2)}` : ''}${x.result ? ` · <b class="res-${x.result}">${esc(T[`res_${x.result}`])}</b>` : ''}</p></div>`,
      );
      $('dealer-total').textContent = h.phase === 'settled' ? h.dealer_total : '';
      if (!animate) {
        $('dealer-cards').innerHTML = dealerCards.join('');
        $('hands').innerHTML = handsHtml.join('');
        return;
      }
      // Deal what is new: rebuild and reveal the new cards one at a time.
      $('dealer-cards').innerHTML = dealerCards.join('');
      $('hands').innerHTML = handsHtml.join('');
      const all = [...document.querySelectorAll('#hands .card, #dealer-cards .card')];
      const fresh = all.slice(Math.min(shown, all.length));
      for (const c of fresh) c.classList.add('pending');
      for (const c of fresh) {
        c.classList.remove('pending');
        c.classList.add('deal');
        sfx.card();
        await wait(260);
      }
    },
    async show(view, animate) {
      hand = view;
      await this.draw(view, animate);
      if (view.status !== 'in_play') {
        const won = Number(view.win);
        $('result').textContent = won > 0 ? fill(T.youWin, { amount: money(view.win) }) : T.noWin;
        $('win').textContent = money(view.win);
        if (won > 0) sfx.win();
        if (view.win_pending) $('note').textContent = `${T.pending} · ${T.round} ${view.round_id}`;
        else $('note').textContent = `${T.round} ${view.round_id}`;
      } else if (view.hand.phase !== 'insurance') {
        $('result').textContent = '';
      }
      if (view.balance) setBalance(view.balance);
    },
    async play() {
      if (busy || totalStake() === 0 || (hand && hand.status === 'in_play')) return;
      busy = true;
      clearError();
      this.controls();
      const played = { ...stakes };
      try {
        hand = null;
        await this.draw(null, false);
        $('win').textContent = money('0');
        const view = await api('blackjack/deal', { bet: toMajor(stakes.main || 0) });
        lastStakes = played;
        await this.show(view, true);
      } catch (error) {
        failed(error);
        if (error.code === 'hand_in_play') await resync();
      }
      busy = false;
      this.controls();
    },
    async act(action) {
      if (busy || !hand || hand.status !== 'in_play' || !hand.hand.allowed.includes(action)) return;
      busy = true;
      clearError();
      this.controls();
      try {
        const view = await api('blackjack/act', { round_id: hand.round_id, step: hand.step, action });
        await this.show(view, true);
      } catch (error) {
        failed(error);
        await resync();
      }
      busy = false;
      this.controls();
    },
    summary: (s) => (s.results || []).map((r) => esc(T[`res_${r}`] || '')).join(' / '),
    rules() {
      return `<p>${esc(T.blackjackRules)}</p>${rulesTable([
        [T.mainBet, '1:1 · 3:2', info.rtp.main],
        [T.insurance, '2:1', info.rtp.insurance],
      ])}<p class="small">${esc(T.rtpNote)}</p>`;
    },
    resync(fresh) {
      if (fresh.hand) {
        this.show(fresh.hand, false);
        this.controls();
      }
    },
    keys(event) {
      const k = event.key.toLowerCase();
      const map = { h: 'hit', s: 'stand', d: 'double', p: 'split', y: 'insurance', n: 'no_insurance' };
      if (k === 'enter' || k === ' ') {
        event.preventDefault();
        if (hand?.status !== 'in_play') this.play();
        return true;
      }
      if (map[k] && hand && hand.status === 'in_play') {
        this.act(map[k]);
        return true;
      }
      if (k === 'b') {
        stake('main');
        return true;
      }
      return false;
    },
  };

  function finish(result) {
    lastStakes = { ...stakes };
    stakes = {};
    $('win').textContent = money(result.win);
    setBalance(result.balance);
    $('note').textContent = `${result.win_pending ? `${T.pending} · ` : ''}${T.round} ${result.round_id}`;
    if (Number(result.win) > 0) sfx.win();
    showStakes();
  }

  const game = { sic_bo: sicBo, andar_bahar: andarBahar, blackjack }[BOOT.kind];

  document.addEventListener('keydown', (event) => {
    if (!info || document.querySelector('dialog[open]')) return;
    if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (game.keys(event)) return;
    if (event.key === 'Escape' || event.key === 'Backspace') clearStakes();
    else if (event.key === 'r' || event.key === 'R') rebet();
    else if (/^[1-5]$/.test(event.key) && Number(event.key) <= info.chips.length) selectChip(Number(event.key) - 1);
    else if (event.key === 'i' || event.key === 'I') $('rules-panel').showModal();
  });

  async function start() {
    try {
      info = await api('table/session', {});
    } catch (error) {
      failed(error);
      return;
    }
    decimals = info.chips[0].includes('.') ? info.chips[0].split('.')[1].length : 0;
    cash.set(info.currency, decimals);
    const title = info.game.names[BOOT.language] || info.game.names.en_US || '';
    $('title').textContent = title;
    $('title').title = title;
    document.title = title;
    setBalance(info.balance);
    $('win').textContent = money('0');
    $('limit').textContent = fill(T.limitText, { min: money(info.chips[0]), max: money(info.limit) });
    $('table').innerHTML = game.board();
    $('buttons').innerHTML = game.buttons();
    renderChips();
    bindSpots();
    $('clear').addEventListener('click', clearStakes);
    $('rebet').addEventListener('click', rebet);
    $('play').addEventListener('click', () => game.play());
    for (const b of document.querySelectorAll('.move')) b.addEventListener('click', () => game.act(b.dataset.action));
    $('rules-body').innerHTML = game.rules();
    if (info.hand) await game.show(info.hand, false);
    showStakes();
    document.body.dataset.ready = 'true';
  }
  start();
})();
