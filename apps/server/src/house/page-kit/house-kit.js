// What the house's pages share (the slot and baccarat pages, the card and table games' page, the live tables' page):
// escaping, texts with {names}, money in the currency's format, the calls to the house API, the error box, the sound
// (off until the player turns it on) and the way back to the lobby. Loaded before the page's own script; served under a hashed name (house/page-kit.ts).
window.HouseKit = (() => {
  const esc = (s) =>
    String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => (k in values ? values[k] : ''));

  // Currency codes of the platform that are not ISO 4217 codes.
  const ISO = { RMB: 'CNY', WON: 'KRW' };
  // The site's money format (docs/decisions/0021, apps/web/src/lib/money-format.ts): the currency table's symbols
  // (SPEC section 9) where Intl puts the currency, Latin digits, and an English page writing a currency the way English
  // is written in that currency's country ("₹1,00,000.00").
  const SYMBOLS = {
    RMB: '¥',
    VND: '₫',
    WON: '₩',
    JPY: '¥',
    THB: '฿',
    USD: '$',
    INR: '₹',
    MMK: 'K',
    BRL: 'R$',
    BDT: '৳',
    NGN: '₭',
  };
  const REGIONS = {
    RMB: 'CN',
    VND: 'VN',
    WON: 'KR',
    JPY: 'JP',
    THB: 'TH',
    USD: 'US',
    INR: 'IN',
    MMK: 'MM',
    BRL: 'BR',
    BDT: 'BD',
    NGN: 'NG',
  };
  function moneyLocale(language, currency) {
    const locale = language.replace('_', '-');
    const region = REGIONS[currency];
    if (!region || !/^en(-|$)/i.test(locale)) return locale;
    try {
      if (new Intl.NumberFormat(`en-${region}`).resolvedOptions().locale === `en-${region}`) return `en-${region}`;
    } catch {}
    return locale;
  }
  /**
   * Money of one session: `set(currency, decimals)` once the session is read, then amounts as the server writes them
   * ("12.50") shown in the page's language and currency as the site writes them, and turned to and from minor units.
   */
  function moneyOf(language) {
    let currency = '';
    let decimals = 2;
    let formatter = null;
    const self = {
      set(code, places) {
        currency = code;
        decimals = places;
        formatter = null;
      },
      get decimals() {
        return decimals;
      },
      format(text) {
        const n = Number(text);
        if (!Number.isFinite(n)) return String(text);
        if (!formatter) {
          const locale = moneyLocale(language, currency);
          const places = { minimumFractionDigits: decimals, maximumFractionDigits: decimals, numberingSystem: 'latn' };
          try {
            const intl = new Intl.NumberFormat(locale, {
              style: 'currency',
              currency: ISO[currency] || currency,
              currencyDisplay: 'narrowSymbol',
              ...places,
            });
            const symbol = SYMBOLS[currency];
            formatter = {
              format: (v) =>
                intl
                  .formatToParts(v)
                  .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
                  .join(''),
            };
          } catch {
            const plain = new Intl.NumberFormat(locale, places);
            formatter = { format: (v) => `${plain.format(v)} ${currency}`.trim() };
          }
        }
        return formatter.format(n);
      },
      toMinor: (text) => Math.round(Number(text) * 10 ** decimals),
      toMajor: (minor) => (minor / 10 ** decimals).toFixed(decimals),
      /** A chip's face: 500, 1K, 2.5K. */
      short(text) {
        const n = Number(text);
        return n >= 1000 ? `${n / 1000}K` : String(n);
      },
    };
    return self;
  }

  /**
   * A POST to the house API under `base` with the session; answers the reply's JSON. A failure is thrown as
   * `{ code, balance }`: the server's error code, or `network` when there was no answer.
   */
  function apiOf(base, session) {
    return async (path, body) => {
      let response;
      try {
        response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ session, ...body }),
        });
      } catch {
        throw { code: 'network' };
      }
      let data = {};
      try {
        data = await response.json();
      } catch {}
      if (!response.ok) throw { code: data.error || 'network', balance: data.balance };
      return data;
    };
  }

  /** The page's error box: the text of an error code (the network's for one without a text). */
  function errorBoxOf(box, texts) {
    return {
      show(code) {
        box.textContent = texts[code] || texts.network;
        box.hidden = false;
        if (code === 'session_ended') sessionEnded(texts.session_ended, texts.lobby);
      },
      clear() {
        box.hidden = true;
      },
    };
  }

  const soundIcon = (on) =>
    `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/>${
      on
        ? '<path d="M16 8q3 4 0 8M18.5 5.5q5 6.5 0 13" stroke="currentColor" stroke-width="2" fill="none"/>'
        : '<path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2"/>'
    }</svg>`;
  /**
   * Sound made with Web Audio tones (no files), off until the player turns it on with `button`; `sfx` holds the
   * page's short effects.
   */
  function soundOf(button, texts) {
    let on = false;
    let audio = null;
    function tone(freq, ms, when = 0) {
      if (!on) return;
      audio = audio || new AudioContext();
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.08, audio.currentTime + when);
      gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + when + ms / 1000);
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + when);
      osc.stop(audio.currentTime + when + ms / 1000);
    }
    button.innerHTML = soundIcon(false);
    button.addEventListener('click', () => {
      on = !on;
      button.setAttribute('aria-pressed', String(on));
      button.setAttribute('aria-label', on ? texts.soundOff : texts.soundOn);
      button.innerHTML = soundIcon(on);
    });
    return {
      tone,
      sfx: {
        card: () => tone(660, 60),
        chip: () => tone(880, 40),
        close: () => tone(330, 160),
        win: () => {
          tone(523, 120);
          tone(659, 120, 0.12);
          tone(784, 200, 0.24);
        },
      },
    };
  }

  /** An address on this site, or null: never another site's (an open redirect) nor a script address. */
  function sameSiteUrl(url) {
    if (!url) return null;
    try {
      const parsed = new URL(url, location.href);
      return parsed.origin === location.origin ? parsed.href : null;
    } catch {
      return null;
    }
  }

  /**
   * Back to the lobby the launch named (an address on this site only, in the window that framed the game), else the
   * window or page the game was opened from.
   */
  function goLobby(url) {
    const target = sameSiteUrl(url);
    if (target) {
      try {
        (window.top || window).location.href = target;
      } catch {
        location.href = target;
      }
      return;
    }
    if (window.opener) window.close();
    else history.back();
  }

  /**
   * The platform ended this game (the member signed out, signed in again, changed the password or opened another
   * game): the page says so in a modal notice that leaves the rest of the page inert, and offers only the way back to
   * the lobby. Nothing of the game can be played any more.
   */
  function sessionEnded(text, lobbyText) {
    if (document.getElementById('session-ended')) return;
    let lobby = '';
    try {
      lobby = JSON.parse(document.getElementById('boot').textContent).lobby || '';
    } catch {}
    const notice = document.createElement('dialog');
    notice.id = 'session-ended';
    notice.className = 'session-ended';
    notice.dataset.testid = 'house-session-ended';
    notice.setAttribute('role', 'alertdialog');
    notice.setAttribute('aria-labelledby', 'session-ended-text');
    const message = document.createElement('p');
    message.id = 'session-ended-text';
    message.textContent = text;
    const back = document.createElement('button');
    back.type = 'button';
    // Not `.primary`: the games disable those once their session is gone.
    back.className = 'session-ended-lobby';
    back.textContent = lobbyText;
    back.addEventListener('click', () => goLobby(lobby));
    notice.append(message, back);
    // Escape does not close it: there is nothing left to go back to.
    notice.addEventListener('cancel', (event) => event.preventDefault());
    for (const open of document.querySelectorAll('dialog[open]')) open.close();
    document.body.append(notice);
    document.body.classList.add('session-over');
    notice.showModal();
    back.focus();
  }

  return { esc, fill, moneyOf, apiOf, errorBoxOf, soundOf, sameSiteUrl, goLobby, sessionEnded };
})();
