// The page of the house's virtual football league and cockfight (docs/decisions/0035-virtual-sports-and-cockfight.md).
// The server decides everything: the schedule follows its clock, outcomes are drawn and stored there, bets settle
// there. This script shows the state it reads every few seconds, animates the event being played, and places bets.
(() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const T = boot.text;
  const football = boot.league === 'football';
  const $ = (id) => document.getElementById(id);
  const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (_, k) => (vars[k] === undefined ? '' : String(vars[k])));
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const POLL_MS = 3000;

  let state = null;
  let clockOffset = 0; // server clock minus this browser's
  let tab = null; // event number shown in the markets
  let pick = null; // { event_no, market, selection, odds }
  let stakeIndex = 0;
  let busy = false;
  let offline = false;
  let wantBalance = true;
  let soundOn = false;
  let audio = null;
  const settledSeen = new Set();
  let firstState = true;
  let shownGoals = -1;

  const now = () => Date.now() + clockOffset;
  const lang = boot.language.replace('_', '-');

  // ------------------------------------------------------------------ money and labels
  // The house pages' money (page-kit/house-kit.js): the site's format, "¥5.00" like every other page.
  const cash = window.HouseKit.moneyOf(boot.language);
  let cashCurrency = '';
  function money(text) {
    if (text === null || text === undefined) return '–';
    if (!state) return text;
    if (cashCurrency !== state.currency) {
      const sample = state.stakes?.[0] ?? String(text);
      cash.set(state.currency, sample.includes('.') ? sample.split('.')[1].length : 0);
      cashCurrency = state.currency;
    }
    return cash.format(text);
  }
  // Event numbers count from the schedule's epoch; the last four digits tell neighbouring events apart.
  const eventName = (n) => fill(football ? T.matchNo : T.fightNo, { n: String(n % 10000).padStart(4, '0') });
  const marketName = (id) => T[`m${id}`] || id;
  function selectionName(market, id, sides) {
    if (football && market === '1x2' && id !== 'draw') return `${T[id]} · ${sides[id].name}`;
    if (!football && id !== 'draw') return `${T[id]} · ${sides[id].name}`;
    if (market === 'cs' && /^\d-\d$/.test(id)) return id.replace('-', '–');
    return T[id] || id;
  }
  function resultText(event, key) {
    if (football) {
      const [h, a] = key.split('-');
      return `${event.sides.home.code} ${h}–${a} ${event.sides.away.code}`;
    }
    return key === 'draw' ? T.draw : `${T[key]} · ${event.sides[key].name}`;
  }
  const seconds = (ms) => {
    const s = Math.max(0, Math.ceil(ms / 1000));
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };

  // ------------------------------------------------------------------ drawn artwork (SVG shapes, no glyphs)
  const SVG_NS = 'http://www.w3.org/2000/svg';
  function svg(markup, viewBox, label) {
    const el = document.createElementNS(SVG_NS, 'svg');
    el.setAttribute('viewBox', viewBox);
    if (label) {
      el.setAttribute('role', 'img');
      el.setAttribute('aria-label', label);
    } else el.setAttribute('aria-hidden', 'true');
    el.innerHTML = markup;
    return el;
  }
  function rooster(body, accent) {
    return `<path d="M32 64C8 58 2 40 10 28C16 44 28 52 40 56Z" fill="${accent}"/><path d="M30 60C10 40 8 20 22 10C24 30 32 40 40 48Z" fill="${body}"/>
<path d="M36 62C20 66 12 56 14 46C22 56 30 58 40 58Z" fill="${accent}" fill-opacity="0.8"/>
<path d="M48 84L46 100L40 105M46 100L53 104M58 84L61 100L55 105M61 100L68 104" fill="none" stroke="#e8a33d" stroke-width="3.5" stroke-linecap="round"/>
<path d="M28 62C28 44 50 38 66 44C76 48 80 60 74 72C68 84 48 88 38 82C30 78 28 70 28 62Z" fill="${body}"/>
<path d="M40 60C50 54 62 56 66 64C58 72 46 72 40 60Z" fill="${accent}"/>
<path d="M62 50C64 38 70 30 78 28C84 34 82 46 74 54Z" fill="${body}"/><circle cx="80" cy="28" r="9" fill="${body}"/>
<path d="M72 21C72 14 76 12 78 17C79 11 84 10 84 16C86 12 91 14 88 21Z" fill="#d91f26"/>
<path d="M88 26L99 30L88 33Z" fill="#f5b316"/><path d="M84 34C87 40 83 45 80 38Z" fill="#d91f26"/>
<circle cx="82.5" cy="26" r="2" fill="#111"/>`;
  }
  function shirt(colours) {
    return `<path d="M18 6L26 2C28 7 32 7 34 2L42 6L55 16L48 27L42 23V57H18V23L12 27L5 16Z" fill="${colours[0]}" stroke="${colours[1]}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M26 2C28 7 32 7 34 2" fill="none" stroke="${colours[1]}" stroke-width="3"/><rect x="18" y="30" width="24" height="5" fill="${colours[1]}" fill-opacity="0.9"/>`;
  }
  // Four players a side in their halves (home attacks to the right): a keeper and three outfield players.
  const FORMATION = [
    [40, 120],
    [120, 70],
    [120, 170],
    [175, 120],
    [360, 120],
    [280, 70],
    [280, 170],
    [225, 120],
  ];
  function players(sides) {
    return FORMATION.map(([x, y], i) => {
      const kit = i < 4 ? sides.home.colours : sides.away.colours;
      return `<g id="player-${i}" transform="translate(${x} ${y})"><circle r="9" fill="${kit[0]}" stroke="${kit[1]}" stroke-width="3"/></g>`;
    }).join('');
  }
  const BALL = `<circle r="14" fill="#fff" stroke="#1f2937" stroke-width="1.5"/><path d="M0 -5L4.8 -1.5L3 4H-3L-4.8 -1.5Z" fill="#1f2937"/>
<path d="M0 -5V-13M4.8 -1.5L12.5 -4M3 4L8 11M-3 4L-8 11M-4.8 -1.5L-12.5 -4" stroke="#1f2937" stroke-width="1.5"/>`;
  const PITCH = `<rect width="400" height="240" fill="#23893f"/>${[0, 2, 4, 6]
    .map((i) => `<rect x="${i * 50}" width="50" height="240" fill="#1f7a3a"/>`)
    .join(
      '',
    )}<g fill="none" stroke="#e8f5e9" stroke-width="2.5" stroke-opacity="0.85"><rect x="12" y="12" width="376" height="216"/>
<path d="M200 12V228"/><circle cx="200" cy="120" r="34"/><rect x="12" y="70" width="44" height="100"/><rect x="344" y="70" width="44" height="100"/>
<rect x="4" y="98" width="8" height="44"/><rect x="388" y="98" width="8" height="44"/></g>`;
  const ARENA = `<rect width="400" height="240" fill="#3b2412"/><ellipse cx="200" cy="150" rx="190" ry="86" fill="#5b3a1e"/>
<ellipse cx="200" cy="150" rx="174" ry="74" fill="#c9a36b"/><ellipse cx="200" cy="150" rx="174" ry="74" fill="none" stroke="#f2dfb4" stroke-width="3" stroke-dasharray="10 8"/>
<rect x="30" y="18" width="120" height="10" rx="5" fill="#000" fill-opacity="0.35"/><rect x="250" y="18" width="120" height="10" rx="5" fill="#000" fill-opacity="0.35"/>
<rect id="meron-bar" x="30" y="18" width="120" height="10" rx="5" fill="#b91c1c"/><rect id="wala-bar" x="250" y="18" width="120" height="10" rx="5" fill="#1d4ed8"/>`;

  // ------------------------------------------------------------------ sound (off until the player turns it on)
  function tone(freq, ms) {
    if (!soundOn) return;
    try {
      audio = audio || new AudioContext();
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.value = 0.06;
      osc.connect(gain).connect(audio.destination);
      osc.start();
      osc.stop(audio.currentTime + ms / 1000);
    } catch {
      // no audio on this device
    }
  }
  function renderSound() {
    const button = $('sound');
    button.setAttribute('aria-pressed', String(soundOn));
    button.setAttribute('aria-label', soundOn ? T.soundOff : T.soundOn);
    button.replaceChildren(
      svg(
        `<path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/>${
          soundOn
            ? '<path d="M16 8c2 2 2 6 0 8M18.5 5.5c3.5 3.5 3.5 9.5 0 13" fill="none" stroke="currentColor" stroke-width="2"/>'
            : '<path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2"/>'
        }`,
        '0 0 24 24',
      ),
    );
  }

  // ------------------------------------------------------------------ server calls
  async function call(path, body) {
    const response = await fetch(`/house/api/virtual/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: boot.session, ...body }),
    });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) {
      const error = new Error(data.error || 'failed');
      error.code = data.error || 'failed';
      error.status = response.status;
      error.balance = data.balance;
      error.max_payout = data.max_payout;
      error.max_stake = data.max_stake;
      error.odds = data.odds;
      throw error;
    }
    return data;
  }

  function setOffline(value) {
    if (offline === value) return;
    offline = value;
    $('offline').hidden = !value;
    if (!value) note(T.connectionBack);
    renderSlip();
  }

  let refreshing = false;
  async function refresh() {
    if (refreshing) return;
    refreshing = true;
    try {
      const asked = wantBalance;
      const next = await call('state', { balance: asked });
      if (asked) wantBalance = false;
      clockOffset = next.now - Date.now();
      const previousBalance = state ? state.balance : null;
      state = next;
      if (state.balance === null) state.balance = previousBalance;
      setOffline(false);
      // A bet of ours that settled since the last look: the balance moved.
      let newlySettled = false;
      for (const bet of state.bets) {
        if (bet.status !== 'open' && !settledSeen.has(bet.bet_id)) {
          settledSeen.add(bet.bet_id);
          if (!firstState) {
            newlySettled = true;
            if (bet.status === 'settled' && Number(bet.win) > 0) tone(880, 250);
          }
        }
      }
      firstState = false;
      if (newlySettled) wantBalance = true;
      if (tab === null || !state.open.some((e) => e.event_no === tab)) tab = state.open[0].event_no;
      if (pick && !state.open.some((e) => e.event_no === pick.event_no)) {
        // The chosen event kicked off before the bet was placed.
        pick = null;
        note(T.bettingClosed);
      }
      render();
    } catch (error) {
      if (error.status === 401) {
        $('offline').hidden = false;
        $('offline').textContent = error.code === 'session_ended' ? T.sessionEnded : T.sessionOver;
        if (error.code === 'session_ended') window.HouseKit.sessionEnded(T.sessionEnded, T.lobby);
        return;
      }
      setOffline(true);
    } finally {
      refreshing = false;
    }
  }

  // ------------------------------------------------------------------ rendering
  function render() {
    $('balance').textContent = money(state.balance);
    renderTabs();
    renderMarkets();
    renderSlip();
    renderBets();
    renderResults();
    renderRules();
    tick();
  }

  function renderTabs() {
    const tabs = $('event-tabs');
    tabs.replaceChildren(
      ...state.open.map((event) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.setAttribute('role', 'tab');
        button.id = `tab-${event.event_no}`;
        button.setAttribute('aria-selected', String(event.event_no === tab));
        button.setAttribute('aria-controls', 'markets');
        button.tabIndex = event.event_no === tab ? 0 : -1;
        button.dataset.kickoff = String(event.kickoff);
        const a = football ? event.sides.home : event.sides.meron;
        const b = football ? event.sides.away : event.sides.wala;
        button.innerHTML = `<strong></strong><span class="vs"></span><span class="countdown"></span>`;
        button.querySelector('strong').textContent = eventName(event.event_no);
        button.querySelector('.vs').textContent = `${a.code} – ${b.code}`;
        button.addEventListener('click', () => {
          tab = event.event_no;
          renderTabs();
          renderMarkets();
        });
        button.addEventListener('keydown', (e) => {
          if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
          const i = state.open.findIndex((x) => x.event_no === tab);
          const next = state.open[(i + (e.key === 'ArrowRight' ? 1 : state.open.length - 1)) % state.open.length];
          tab = next.event_no;
          renderTabs();
          renderMarkets();
          $(`tab-${tab}`).focus();
        });
        return button;
      }),
    );
    updateCountdowns();
  }

  function sideCard(side, corner) {
    const div = document.createElement('div');
    div.className = `side ${corner}`;
    const art = football
      ? svg(shirt(side.colours), '0 0 60 60', side.name)
      : svg(
          corner === 'wala'
            ? `<g transform="translate(120 0) scale(-1 1)">${rooster(side.colours[0], side.colours[1])}</g>`
            : rooster(side.colours[0], side.colours[1]),
          '0 0 120 110',
          side.name,
        );
    const name = document.createElement('span');
    name.textContent = side.name;
    div.append(art, name);
    return div;
  }

  function renderMarkets() {
    const event = state.open.find((e) => e.event_no === tab);
    const box = $('markets');
    box.setAttribute('aria-labelledby', `tab-${tab}`);
    const head = document.createElement('div');
    head.className = 'fixture';
    if (football) head.append(sideCard(event.sides.home, 'home'), sideCard(event.sides.away, 'away'));
    else head.append(sideCard(event.sides.meron, 'meron'), sideCard(event.sides.wala, 'wala'));
    const groups = event.markets.map((market) => {
      const group = document.createElement('fieldset');
      group.className = `market market-${market.id}`;
      const legend = document.createElement('legend');
      legend.textContent = marketName(market.id);
      group.append(legend);
      for (const s of market.selections) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'price';
        button.setAttribute('data-testid', `price-${market.id}-${s.id}`);
        const chosen = pick && pick.event_no === event.event_no && pick.market === market.id && pick.selection === s.id;
        button.setAttribute('aria-pressed', String(Boolean(chosen)));
        button.innerHTML = '<span class="sel"></span><strong></strong>';
        button.querySelector('.sel').textContent = selectionName(market.id, s.id, event.sides);
        button.querySelector('strong').textContent = s.odds;
        button.addEventListener('click', () => {
          pick = { event_no: event.event_no, market: market.id, selection: s.id, odds: s.odds, sides: event.sides };
          tone(520, 60);
          renderMarkets();
          renderSlip();
          const again = box.querySelector(`[data-testid="price-${market.id}-${s.id}"]`);
          if (again) again.focus();
        });
        group.append(button);
      }
      return group;
    });
    box.replaceChildren(head, ...groups);
  }

  function stakes() {
    return state ? state.stakes : [];
  }

  function renderSlip() {
    if (!state) return;
    const chips = $('chips');
    if (chips.childElementCount !== stakes().length) {
      chips.replaceChildren(
        ...stakes().map((stake, i) => {
          const chip = document.createElement('button');
          chip.type = 'button';
          chip.className = `chip chip-${i}`;
          chip.setAttribute('role', 'radio');
          chip.setAttribute('aria-keyshortcuts', String(i + 1));
          chip.setAttribute('data-testid', `virtual-stake-${i}`);
          chip.append(
            svg(
              `<circle cx="20" cy="20" r="19" fill="currentColor"/>${[0, 60, 120, 180, 240, 300]
                .map((a) => `<rect x="18" y="1" width="4" height="6" fill="#fff" transform="rotate(${a} 20 20)"/>`)
                .join('')}<circle cx="20" cy="20" r="12" fill="#fff"/>`,
              '0 0 40 40',
            ),
          );
          const label = document.createElement('span');
          label.textContent = money(stake);
          chip.append(label);
          chip.addEventListener('click', () => {
            stakeIndex = i;
            renderSlip();
          });
          return chip;
        }),
      );
    }
    [...chips.children].forEach((chip, i) => {
      chip.setAttribute('aria-checked', String(i === stakeIndex));
      chip.tabIndex = i === stakeIndex ? 0 : -1;
    });
    const stake = stakes()[stakeIndex];
    if (pick) {
      $('slip-choice').textContent =
        `${eventName(pick.event_no)} · ${marketName(pick.market)}: ${selectionName(pick.market, pick.selection, pick.sides)} @ ${pick.odds}`;
      // Stake times the price on the slip, in whole hundredths: exactly what a win pays (the bet keeps this price).
      const hundredths = Math.round(Number(stake) * 100) * Math.round(Number(pick.odds) * 100);
      $('returns').textContent = money((hundredths / 10_000).toFixed(2));
    } else {
      $('slip-choice').textContent = T.pickSelection;
      $('returns').textContent = '–';
    }
    $('place').disabled = !pick || busy || offline;
  }

  function betLine(bet, withVerify) {
    const li = document.createElement('li');
    li.className = `bet bet-${bet.status}`;
    li.setAttribute('data-testid', 'virtual-bet');
    li.dataset.status = bet.status;
    const what = document.createElement('span');
    const a = football ? bet.sides.home : bet.sides.meron;
    const b = football ? bet.sides.away : bet.sides.wala;
    what.textContent = `${eventName(bet.event_no)} · ${a.code} – ${b.code} · ${marketName(bet.market)}: ${selectionName(bet.market, bet.selection, bet.sides)} @ ${bet.odds}`;
    const money1 = document.createElement('span');
    money1.className = 'amounts';
    money1.textContent = `${T.stake} ${money(bet.stake)}`;
    const status = document.createElement('strong');
    status.className = 'status';
    status.setAttribute('data-testid', 'virtual-bet-status');
    if (bet.status === 'open') status.textContent = T.waiting;
    else if (bet.status === 'rolled_back') status.textContent = T.refunded;
    else if (Number(bet.win) > 0) status.textContent = `${T.won} ${money(bet.win)}`;
    else status.textContent = T.lost;
    li.append(what, money1, status);
    if (bet.outcome_key) {
      const result = document.createElement('span');
      result.className = 'result';
      result.textContent = resultText(bet, bet.outcome_key);
      li.append(result);
    }
    if (withVerify && bet.status === 'settled') li.append(verifyButton(bet));
    return li;
  }

  // A settled bet checked by the server against its event's stored draw (the history keeps the answer shown).
  const verified = new Map();
  function verifyButton(bet) {
    const box = document.createElement('div');
    box.className = 'verify';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = T.verify;
    button.setAttribute('data-testid', 'virtual-verify');
    const out = document.createElement('p');
    out.setAttribute('aria-live', 'polite');
    out.setAttribute('data-testid', 'virtual-verified');
    const show = (answer) => {
      out.textContent = answer.matches
        ? fill(T.verified, {
            draw: answer.draw,
            of: answer.draws_of,
            from: answer.range[0],
            to: answer.range[1],
            result: resultText(bet, answer.outcome_key),
          })
        : T.notVerified;
    };
    if (verified.has(bet.bet_id)) show(verified.get(bet.bet_id));
    button.addEventListener('click', async () => {
      try {
        const answer = await call('verify', { bet_id: bet.bet_id });
        verified.set(bet.bet_id, answer);
        show(answer);
      } catch {
        out.textContent = T.failed;
      }
    });
    box.append(button, out);
    return box;
  }

  function renderBets() {
    const open = state.bets.filter((b) => b.status === 'open' || Date.now() + clockOffset - b.kickoff < state.period_ms * 2);
    const list = $('bets');
    if (open.length === 0) {
      const li = document.createElement('li');
      li.className = 'empty';
      li.textContent = T.noBets;
      list.replaceChildren(li);
    } else list.replaceChildren(...open.slice(0, 6).map(betLine));
    const history = $('history-list');
    // Drawn again only when a bet came or settled, so that focus in the open history stays where it is.
    const signature = state.bets.map((b) => `${b.bet_id}:${b.status}`).join(',');
    if (history.dataset.signature === signature) return;
    history.dataset.signature = signature;
    if (state.bets.length === 0) {
      const li = document.createElement('li');
      li.className = 'empty';
      li.textContent = T.noBets;
      history.replaceChildren(li);
    } else history.replaceChildren(...state.bets.map((bet) => betLine(bet, true)));
  }

  function renderResults() {
    $('results').replaceChildren(
      ...state.results.map((event) => {
        const li = document.createElement('li');
        const n = document.createElement('span');
        n.textContent = eventName(event.event_no);
        const r = document.createElement('strong');
        r.textContent = resultText(event, event.outcome_key);
        li.append(n, r);
        return li;
      }),
    );
  }

  let rulesDone = false;
  function renderRules() {
    if (rulesDone) return;
    rulesDone = true;
    const minutes = Math.round(state.period_ms / 60000);
    const period =
      minutes >= 1
        ? new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes)
        : new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(
            Math.round(state.period_ms / 1000),
          );
    const body = $('rules-body');
    const p = document.createElement('p');
    p.textContent = fill(football ? T.rulesFootball : T.rulesCockfight, { period: period, draw: 6 });
    const ul = document.createElement('ul');
    for (const [market, figures] of Object.entries(state.rtp)) {
      const li = document.createElement('li');
      li.textContent = fill(T.rtpLine, { market: marketName(market), margin: figures.margin, rtp: figures.rtp.toFixed(2) });
      ul.append(li);
    }
    body.replaceChildren(p, ul);
  }

  // ------------------------------------------------------------------ the event being played
  let liveKey = null;
  let lastRead = 0;
  let ballX = 200;
  let ballY = 120;
  function updateCountdowns() {
    if (!state) return;
    for (const button of $('event-tabs').children) {
      const left = Number(button.dataset.kickoff) - now();
      button.querySelector('.countdown').textContent = fill(football ? T.kickoffIn : T.fightIn, { s: seconds(left) });
    }
  }

  function tick() {
    if (!state) return;
    updateCountdowns();
    const live = state.live;
    const t = now();
    // The next event kicked off since the last poll: read the state at once.
    // The next event kicked off, or the live one's outcome can be read now: read the state at once.
    const due = (state.open.length && t >= state.open[0].kickoff) || (!live.outcome && t >= live.kickoff + 250);
    if (due && !offline && !refreshing && t - lastRead > 400) {
      lastRead = t;
      void refresh();
    }
    const elapsed = Math.min(state.play_ms, Math.max(0, t - live.kickoff));
    const over = t >= live.end;
    const arena = $('arena');
    if (liveKey !== live.event_no) {
      liveKey = live.event_no;
      shownGoals = -1;
      arena.replaceChildren(
        svg(
          football
            ? `${PITCH}${players(live.sides)}<g id="ball" transform="translate(200 120)">${BALL}</g>`
            : `${ARENA}<g id="meron-bird" transform="translate(70 70)"><g>${rooster(live.sides.meron.colours[0], live.sides.meron.colours[1])}</g></g><g id="wala-bird" transform="translate(330 70) scale(-1 1)"><g>${rooster(live.sides.wala.colours[0], live.sides.wala.colours[1])}</g></g>`,
          '0 0 400 240',
          eventName(live.event_no),
        ),
      );
    }
    if (football) playMatch(live, elapsed, over);
    else playFight(live, elapsed, over);
  }

  function playMatch(live, elapsed, over) {
    const minute = Math.min(90, Math.floor((elapsed / state.play_ms) * 90));
    const allGoals = live.outcome ? live.outcome.goals : [];
    const goals = allGoals.filter((g) => g.minute <= minute || over);
    const home = goals.filter((g) => g.side === 'home').length;
    const away = goals.length - home;
    const board = $('scoreboard');
    const text = `${live.sides.home.name} ${home} – ${away} ${live.sides.away.name}`;
    if (board.dataset.text !== text || board.dataset.over !== String(over)) {
      board.dataset.text = text;
      board.dataset.over = String(over);
      board.replaceChildren(
        svg(shirt(live.sides.home.colours), '0 0 60 60'),
        Object.assign(document.createElement('span'), { className: 'team', textContent: live.sides.home.name }),
        Object.assign(document.createElement('strong'), { className: 'score', textContent: `${home} – ${away}` }),
        Object.assign(document.createElement('span'), { className: 'team', textContent: live.sides.away.name }),
        svg(shirt(live.sides.away.colours), '0 0 60 60'),
      );
      board.setAttribute('aria-label', `${eventName(live.event_no)}: ${text}${over ? ` · ${T.fullTime}` : ''}`);
    }
    if (goals.length !== shownGoals) {
      if (shownGoals >= 0 && goals.length > shownGoals) tone(660, 180);
      shownGoals = goals.length;
      $('ticker').textContent = goals.map((g) => `${g.minute}′ ${live.sides[g.side].code}`).join(' · ');
    }
    $('live-clock') || board.append(Object.assign(document.createElement('span'), { id: 'live-clock', className: 'clock' }));
    $('live-clock').textContent = over ? T.fullTime : `${minute}′`;
    // The ball: drawn toward the goal of a side about to score, else wandering around midfield.
    const ball = document.getElementById('ball');
    if (!ball) return;
    let tx = 200;
    let ty = 120;
    if (!over && !reducedMotion.matches) {
      const upcoming = allGoals.find((g) => g.minute > minute && g.minute - minute <= 4);
      const s = elapsed / 700;
      if (upcoming) {
        tx = upcoming.side === 'home' ? 380 : 20;
        ty = 120 + Math.sin(s) * 20;
      } else {
        tx = 200 + Math.sin(s * 0.9) * 130 + Math.sin(s * 2.3) * 30;
        ty = 120 + Math.cos(s * 1.1) * 70;
      }
      ballX += (tx - ballX) * 0.15;
      ballY += (ty - ballY) * 0.15;
    } else {
      ballX = tx;
      ballY = ty;
    }
    ball.setAttribute('transform', `translate(${ballX.toFixed(1)} ${ballY.toFixed(1)})`);
    // Each player keeps to their place and is drawn part of the way toward the ball.
    FORMATION.forEach(([x, y], i) => {
      const dot = document.getElementById(`player-${i}`);
      if (!dot) return;
      const pull = i % 4 === 0 ? 0.12 : 0.33; // keepers stay near their goal
      const px = x + (ballX - x) * pull;
      const py = y + (ballY - y) * pull;
      dot.setAttribute('transform', `translate(${px.toFixed(1)} ${py.toFixed(1)})`);
    });
  }

  function playFight(live, elapsed, ended) {
    // Until the outcome can be read (a moment after the start), the two birds face each other.
    const outcome = live.outcome || { winner: null, exchanges: [] };
    const over = ended && Boolean(live.outcome);
    const steps = outcome.exchanges.length + 1;
    const step = Math.min(steps, Math.floor((elapsed / state.play_ms) * steps));
    const board = $('scoreboard');
    const winner = over ? outcome.winner : null;
    const text = `${live.sides.meron.name} – ${live.sides.wala.name}${over ? ` · ${T.fightOver}: ${winner === 'draw' ? T.draw : `${T[winner]} · ${live.sides[winner].name}`}` : ''}`;
    if (board.dataset.text !== text) {
      board.dataset.text = text;
      const m = Object.assign(document.createElement('span'), {
        className: 'team meron',
        textContent: `${T.meron} · ${live.sides.meron.name}`,
      });
      const w = Object.assign(document.createElement('span'), {
        className: 'team wala',
        textContent: `${T.wala} · ${live.sides.wala.name}`,
      });
      const mid = Object.assign(document.createElement('strong'), {
        className: 'score',
        textContent: over ? (winner === 'draw' ? T.draw : `${T[winner]}`) : eventName(live.event_no),
      });
      board.replaceChildren(m, mid, w);
      board.setAttribute('aria-label', `${eventName(live.event_no)}: ${text}`);
      if (over) tone(winner === 'draw' ? 330 : 740, 300);
    }
    $('ticker').textContent = over ? '' : `${step} / ${steps}`;
    // Strength bars: each strike landed so far takes a share of the other bird's; the loser's empties at the end.
    const landed = (by) => outcome.exchanges.slice(0, step).filter((x) => x === by).length;
    const bar = (id, hits, beaten) => {
      const el = document.getElementById(id);
      if (el) el.setAttribute('width', beaten ? '0' : String(Math.round(120 * Math.max(0.1, 1 - hits / steps))));
    };
    bar('meron-bar', landed('wala'), over && outcome.winner === 'wala');
    bar('wala-bar', landed('meron'), over && outcome.winner === 'meron');
    const meron = document.getElementById('meron-bird');
    const wala = document.getElementById('wala-bird');
    if (!meron || !wala) return;
    // Each exchange: the striking corner leaps toward the other; at the end the loser falls back and fades.
    let mx = 70;
    let wx = 330;
    let my = 70;
    let wy = 70;
    if (!over && elapsed > 0 && !reducedMotion.matches) {
      const phase = ((elapsed / state.play_ms) * steps) % 1;
      const striker = outcome.exchanges[Math.min(step, outcome.exchanges.length - 1)];
      const leap = Math.sin(phase * Math.PI);
      if (striker === 'meron') {
        mx += leap * 90;
        my -= leap * 30;
      } else {
        wx -= leap * 90;
        wy -= leap * 30;
      }
    }
    meron.setAttribute('transform', `translate(${mx.toFixed(1)} ${my.toFixed(1)})`);
    wala.setAttribute('transform', `translate(${wx.toFixed(1)} ${wy.toFixed(1)}) scale(-1 1)`);
    meron.classList.toggle('beaten', over && winner === 'wala');
    wala.classList.toggle('beaten', over && winner === 'meron');
    meron.classList.toggle('champion', over && winner === 'meron');
    wala.classList.toggle('champion', over && winner === 'wala');
  }

  // ------------------------------------------------------------------ betting
  function note(text) {
    $('note').textContent = text;
  }

  async function place() {
    if (!pick || busy || offline) return;
    busy = true;
    renderSlip();
    const chosen = pick;
    try {
      const placed = await call('bet', {
        event_no: chosen.event_no,
        market: chosen.market,
        selection: chosen.selection,
        stake: stakes()[stakeIndex],
        // The price on the slip: the server takes the bet at it, or refuses it if the price has moved since.
        odds: chosen.odds,
      });
      state.balance = placed.balance;
      $('balance').textContent = money(placed.balance);
      note(fill(T.betPlaced, { choice: selectionName(chosen.market, chosen.selection, chosen.sides), odds: placed.odds }));
      tone(600, 120);
      pick = null;
      await refresh();
    } catch (error) {
      if (error.code === 'betting_closed') note(T.bettingClosed);
      else if (error.code === 'price_changed' && error.odds) {
        // Nothing was taken: the slip shows the new price, which a second Place accepts.
        if (pick === chosen) pick = { ...chosen, odds: error.odds };
        note(fill(T.priceChanged, { odds: error.odds }));
      } else if (error.code === 'over_max_payout')
        note(fill(T.overMaxPayout, { max: money(error.max_payout), stake: money(error.max_stake) }));
      else if (error.code === 'insufficient_funds') note(T.insufficientFunds);
      else if (error.code === 'session_ended') {
        note(T.sessionEnded);
        window.HouseKit.sessionEnded(T.sessionEnded, T.lobby);
      } else if (error.status === 401) note(T.sessionOver);
      else if (error.status === undefined) {
        setOffline(true);
        note(T.connectionLost);
      } else note(T.failed);
      if (error.balance) {
        state.balance = error.balance;
        $('balance').textContent = money(error.balance);
      }
      wantBalance = true;
    } finally {
      busy = false;
      renderSlip();
      if (state) renderMarkets();
    }
  }

  // ------------------------------------------------------------------ controls
  $('place').addEventListener('click', () => void place());
  $('sound').addEventListener('click', () => {
    soundOn = !soundOn;
    renderSound();
    tone(520, 80);
  });
  // Only an address on this site (the house kit's rule): never another site nor a script address.
  $('lobby').addEventListener('click', () => window.HouseKit.goLobby(boot.lobby));
  const open = (id) => {
    const dialog = $(id);
    if (!dialog.open) dialog.showModal();
  };
  $('rules-open').addEventListener('click', () => open('rules-panel'));
  $('history-open').addEventListener('click', () => open('history-panel'));
  for (const button of document.querySelectorAll('[data-close]')) {
    button.addEventListener('click', () => $(button.dataset.close).close());
  }
  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    const target = event.target;
    const onControl = target instanceof HTMLElement && target.closest('button, a, input, select, textarea');
    if (/^[1-5]$/.test(event.key) && stakes().length) {
      stakeIndex = Math.min(Number(event.key) - 1, stakes().length - 1);
      renderSlip();
    } else if (event.key === 'Enter' && (!onControl || target.closest('.price[aria-pressed="true"]'))) {
      // Enter places the bet, also from the price just chosen (a second Enter on it).
      event.preventDefault();
      void place();
    } else if (event.key === 'h' || event.key === 'H') open('history-panel');
    else if (event.key === 'i' || event.key === 'I') open('rules-panel');
  });
  $('chips').addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const n = stakes().length;
    stakeIndex = (stakeIndex + (event.key === 'ArrowRight' ? 1 : n - 1)) % n;
    renderSlip();
    $('chips').children[stakeIndex].focus();
  });
  // The browser knows first when the network is gone: say so at once rather than at the next look (up to POLL_MS).
  window.addEventListener('offline', () => setOffline(true));
  window.addEventListener('online', () => void refresh());

  renderSound();
  void refresh();
  setInterval(() => void refresh(), POLL_MS);
  // The live picture: every animation frame, or twice a second under reduced motion.
  if (reducedMotion.matches) setInterval(tick, 500);
  else {
    const frame = () => {
      tick();
      window.requestAnimationFrame(frame);
    };
    window.requestAnimationFrame(frame);
  }
})();
