// Playing cards and chips drawn as SVG (suits are paths: no symbol glyphs of a font), for the house baccarat page, the
// card and table games' page (table-client/) and the live tables' page (live/live-client/). Served in the same file
// as the page's own script, in front of it and after the house pages' kit (page-kit/house-kit.js, for escaping).
window.TableArt = (() => {
  const { esc } = window.HouseKit;
  const SUITS = {
    S: 'M50 6C62 26 94 40 94 62C94 76 84 84 73 84C65 84 58 80 54 74C56 84 60 91 68 95H32C40 91 44 84 46 74C42 80 35 84 27 84C16 84 6 76 6 62C6 40 38 26 50 6Z',
    H: 'M50 90C20 66 6 48 6 30C6 16 16 6 29 6C39 6 46 12 50 20C54 12 61 6 71 6C84 6 94 16 94 30C94 48 80 66 50 90Z',
    D: 'M50 4L90 50L50 96L10 50Z',
    C: 'M50 8A19 19 0 0 1 64 40A19 19 0 1 1 56 70Q58 86 68 95H32Q42 86 44 70A19 19 0 1 1 36 40A19 19 0 0 1 50 8Z',
  };
  const suitPath = (suit, x, y, size) => `<path transform="translate(${x} ${y}) scale(${size / 100})" d="${SUITS[suit]}"/>`;

  /** What a screen reader says for a card ('10H', 'QS'): its rank and the suit's name from the page's words. */
  const cardLabel = (name, text) => `${name.slice(0, -1)} ${text[`suit_${name.slice(-1)}`] || ''}`;

  /**
   * A card face: `name` is rank and suit ('10H', 'QS'), `label` what a screen reader says, `extra` more classes,
   * `attributes` more attributes of the drawing (already escaped).
   */
  function card(name, label, extra = '', attributes = '') {
    const suit = name.slice(-1);
    const rank = name.slice(0, -1);
    const colour = suit === 'H' || suit === 'D' ? '#c4122f' : '#15151f';
    return `<svg class="card ${extra}" viewBox="0 0 60 84" role="img" aria-label="${esc(label)}"${attributes}><rect x="1" y="1" width="58" height="82" rx="6" fill="#fff" stroke="#c9ccd6"/><g fill="${colour}"><text x="5" y="17" font-size="14" font-weight="700" font-family="Arial,Helvetica,sans-serif">${rank}</text>${suitPath(suit, 5, 20, 11)}${suitPath(suit, 16, 30, 30)}<text x="55" y="79" font-size="14" font-weight="700" text-anchor="end" font-family="Arial,Helvetica,sans-serif">${rank}</text></g></svg>`;
  }

  /** A card face down; `label` is what a screen reader says. */
  const back = (label) =>
    `<svg class="card back" viewBox="0 0 60 84" role="img" aria-label="${esc(label)}"><rect x="1" y="1" width="58" height="82" rx="6" fill="#8e1b2b" stroke="#f3d28a" stroke-width="2"/><path d="M8 8h44v68H8z" fill="none" stroke="#f3d28a" stroke-width="1.5"/><path d="M8 8l44 68M52 8L8 76M30 8v68M8 42h44" stroke="#b8394b" stroke-width="3"/></svg>`;

  const CHIP_COLOURS = ['#2f6fdb', '#1f9d55', '#c4122f', '#6b2fb3', '#111827'];
  /** The i-th chip of the table, with its value written on it (smaller where the value is longer). */
  function chip(label, i) {
    const c = CHIP_COLOURS[i % CHIP_COLOURS.length];
    const stripes = [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => `<rect x="28" y="2" width="8" height="10" rx="1" fill="#fff" transform="rotate(${a} 32 32)"/>`)
      .join('');
    const size = label.length > 4 ? 10 : label.length > 3 ? 12 : 15;
    return `<svg viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="30" fill="${c}"/>${stripes}<circle cx="32" cy="32" r="19" fill="#fff"/><circle cx="32" cy="32" r="16" fill="none" stroke="${c}" stroke-width="2"/><text x="32" y="37" text-anchor="middle" font-size="${size}" font-weight="800" fill="${c}" font-family="Arial,Helvetica,sans-serif">${esc(label)}</text></svg>`;
  }

  return { cardLabel, card, back, chip };
})();
