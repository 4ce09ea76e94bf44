/**
 * The house slots' symbols, drawn as small SVGs (viewBox 0 0 100 100, flat colours, no gradients, so that the same
 * drawing can sit in many cells without clashing ids). Letters and numbers are strokes, not font glyphs, so every
 * device shows the same symbols. They are constant markup of this module, never data from elsewhere, which is why the
 * reels may draw them as HTML.
 */

const svg = (body: string) =>
  `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
const stroke = (d: string, colour: string, width = 10) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
/** A card-rank letter: the strokes twice, a white halo under the colour. */
const rank = (d: string, colour: string) => stroke(d, '#fff', 18) + stroke(d, colour, 10);

const STAR = 'M50 8l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z';

const DRAWINGS: Record<string, string> = {
  cherry:
    '<path d="M52 16c-8 14-16 28-24 46M52 16c2 16 8 30 20 44" fill="none" stroke="#2f7d32" stroke-width="5" stroke-linecap="round"/>' +
    '<path d="M52 16c10-8 24-8 30 0-10 8-22 8-30 0z" fill="#43a047"/>' +
    '<circle cx="30" cy="68" r="18" fill="#d81b3c"/><circle cx="70" cy="66" r="18" fill="#c2102f"/>' +
    '<circle cx="24" cy="62" r="5" fill="#fff" opacity=".55"/><circle cx="64" cy="60" r="5" fill="#fff" opacity=".55"/>',
  lemon:
    '<path d="M12 52c6-22 26-34 44-32 16 2 28 12 32 26 2 6 0 10-4 12-6 18-26 30-46 26-14-2-24-12-26-24-2-4-2-6 0-8z" fill="#f9d423" stroke="#d4a900" stroke-width="3"/>' +
    '<ellipse cx="40" cy="40" rx="12" ry="6" fill="#fff" opacity=".45" transform="rotate(-20 40 40)"/>',
  orange:
    '<circle cx="50" cy="56" r="34" fill="#fb8c00"/><circle cx="50" cy="56" r="34" fill="none" stroke="#e65100" stroke-width="3"/>' +
    '<path d="M50 22c4-10 14-14 24-12-4 10-14 14-24 12z" fill="#43a047"/><circle cx="38" cy="44" r="7" fill="#fff" opacity=".4"/>' +
    '<circle cx="60" cy="66" r="1.8" fill="#e65100"/><circle cx="44" cy="72" r="1.8" fill="#e65100"/><circle cx="66" cy="50" r="1.8" fill="#e65100"/>',
  plum:
    '<path d="M50 10v12" stroke="#5d4037" stroke-width="5" stroke-linecap="round"/><path d="M50 14c8-8 20-8 26-2-8 6-18 6-26 2z" fill="#43a047"/>' +
    '<circle cx="36" cy="36" r="12" fill="#7b3fa6"/><circle cx="60" cy="36" r="12" fill="#6a2c94"/><circle cx="48" cy="54" r="12" fill="#8e4dbb"/>' +
    '<circle cx="26" cy="54" r="11" fill="#6a2c94"/><circle cx="70" cy="54" r="11" fill="#7b3fa6"/><circle cx="38" cy="72" r="11" fill="#7b3fa6"/>' +
    '<circle cx="60" cy="72" r="11" fill="#6a2c94"/><circle cx="49" cy="88" r="9" fill="#8e4dbb"/>' +
    '<circle cx="44" cy="50" r="3" fill="#fff" opacity=".5"/><circle cx="32" cy="32" r="3" fill="#fff" opacity=".5"/>',
  bell:
    '<path d="M50 12c-18 0-26 16-26 34v16l-10 12h72l-10-12V46c0-18-8-34-26-34z" fill="#f4b400" stroke="#b07d00" stroke-width="3"/>' +
    '<circle cx="50" cy="82" r="8" fill="#b07d00"/><circle cx="50" cy="10" r="5" fill="#b07d00"/>' +
    '<path d="M36 30c-4 8-4 18-4 26" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".5"/>',
  bar:
    '<rect x="8" y="30" width="84" height="40" rx="8" fill="#1b1b2f" stroke="#f4b400" stroke-width="4"/>' +
    stroke('M20 40v20h9c5 0 7-3 7-6s-2-4-7-4h-9M20 40h8c4 0 6 2 6 5s-2 5-6 5', '#fff', 5) +
    stroke('M42 60l8-20 8 20M45 53h10', '#fff', 5) +
    stroke('M66 60V40h8c4 0 6 2 6 5s-2 5-6 5h-8M74 50l6 10', '#fff', 5),
  seven: stroke('M26 22h48L46 82', '#fff', 24) + stroke('M26 22h48L46 82', '#d50032', 14) + stroke('M40 52h24', '#d50032', 10),
  wild:
    '<circle cx="50" cy="50" r="44" fill="#5b2bb5"/><circle cx="50" cy="50" r="44" fill="none" stroke="#ffd24a" stroke-width="4"/>' +
    `<path d="${STAR}" fill="#ffd24a" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
  jackpot:
    '<path d="M38 24h24l-6 10h-12z" fill="#a0522d"/><path d="M34 34h32c16 12 24 26 24 40 0 14-14 18-40 18S10 88 10 74c0-14 8-28 24-40z" fill="#c8823c" stroke="#7a4a1c" stroke-width="3"/>' +
    '<rect x="34" y="30" width="32" height="7" rx="3" fill="#ffd24a"/>' +
    '<circle cx="50" cy="66" r="15" fill="#ffd24a" stroke="#b07d00" stroke-width="3"/><circle cx="50" cy="66" r="8" fill="none" stroke="#b07d00" stroke-width="3"/>',
  ten: rank('M24 32l10-8v52', '#1565c0') + rank('M56 24c-10 0-12 12-12 26s2 26 12 26 12-12 12-26-2-26-12-26z', '#1565c0'),
  jack: rank('M62 24v36c0 12-6 18-14 18s-12-4-14-12', '#2e7d32'),
  queen: rank('M50 22c-14 0-20 12-20 28s6 28 20 28 20-12 20-28-6-28-20-28zM56 64l14 16', '#6a1b9a'),
  king: rank('M34 24v54M66 24L36 56M46 46l22 32', '#c62828'),
  ace: rank('M28 78L50 22l22 56M36 60h28', '#ef6c00'),
  lantern:
    '<path d="M50 6v10" stroke="#b07d00" stroke-width="4"/><rect x="34" y="14" width="32" height="8" rx="3" fill="#f4b400"/>' +
    '<ellipse cx="50" cy="50" rx="32" ry="28" fill="#d32f2f"/><path d="M50 22c-12 8-12 48 0 56M50 22c12 8 12 48 0 56" fill="none" stroke="#8e0000" stroke-width="3"/>' +
    '<rect x="34" y="76" width="32" height="8" rx="3" fill="#f4b400"/><path d="M44 84l-2 12M50 84v12M56 84l2 12" stroke="#f4b400" stroke-width="3"/>',
  turtle:
    '<circle cx="84" cy="52" r="9" fill="#7cb342"/><circle cx="87" cy="49" r="2" fill="#1b1b2f"/>' +
    '<ellipse cx="26" cy="74" rx="8" ry="6" fill="#7cb342"/><ellipse cx="68" cy="74" rx="8" ry="6" fill="#7cb342"/>' +
    '<path d="M10 66c0-22 16-38 38-38s36 16 36 38z" fill="#2e7d32" stroke="#1b5e20" stroke-width="3"/>' +
    '<path d="M36 40l12-6 12 6v12l-12 6-12-6zM20 58l10-4M76 58l-10-4M48 58v8" fill="none" stroke="#a5d6a7" stroke-width="3"/>',
  tiger:
    '<circle cx="24" cy="26" r="12" fill="#ef8a17"/><circle cx="76" cy="26" r="12" fill="#ef8a17"/><circle cx="24" cy="26" r="5" fill="#fff"/><circle cx="76" cy="26" r="5" fill="#fff"/>' +
    '<circle cx="50" cy="54" r="38" fill="#ef8a17"/><ellipse cx="50" cy="70" rx="20" ry="15" fill="#fff"/>' +
    '<path d="M50 18v12M40 20l4 10M60 20l-4 10M14 50h12M14 62l12-4M86 50H74M86 62l-12-4" stroke="#1b1b2f" stroke-width="4" stroke-linecap="round"/>' +
    '<circle cx="36" cy="48" r="5" fill="#1b1b2f"/><circle cx="64" cy="48" r="5" fill="#1b1b2f"/><path d="M44 62h12l-6 7z" fill="#1b1b2f"/>',
  dragon:
    '<path d="M14 84c14-4 12-24 26-28s22 8 34-6" fill="none" stroke="#2e7d32" stroke-width="14" stroke-linecap="round"/>' +
    '<path d="M14 84c14-4 12-24 26-28s22 8 34-6" fill="none" stroke="#ffd24a" stroke-width="3" stroke-dasharray="4 6"/>' +
    '<path d="M54 40c0-14 10-24 24-24 8 0 12 6 10 12l-6 4 8 8c-6 8-18 10-26 8z" fill="#43a047" stroke="#1b5e20" stroke-width="3"/>' +
    '<path d="M62 18l-6-12M72 16l2-12" stroke="#ffd24a" stroke-width="4" stroke-linecap="round"/><circle cx="74" cy="28" r="4" fill="#ffd24a"/>' +
    '<path d="M88 36c6 2 8 8 6 12" fill="none" stroke="#d32f2f" stroke-width="3" stroke-linecap="round"/>',
  pearl:
    '<circle cx="50" cy="50" r="40" fill="#4fc3f7" opacity=".35"/><circle cx="50" cy="50" r="30" fill="#e3f2fd" stroke="#81d4fa" stroke-width="4"/>' +
    '<circle cx="40" cy="40" r="9" fill="#fff"/><path d="M66 64c-4 6-10 8-16 8" fill="none" stroke="#4fc3f7" stroke-width="4" stroke-linecap="round"/>',
  grapes:
    '<path d="M50 8v12" stroke="#5d4037" stroke-width="5" stroke-linecap="round"/><path d="M52 14c10-8 22-6 28 2-10 6-20 6-28-2z" fill="#43a047"/>' +
    '<circle cx="34" cy="34" r="12" fill="#43a047"/><circle cx="58" cy="34" r="12" fill="#388e3c"/><circle cx="46" cy="52" r="12" fill="#66bb6a"/>' +
    '<circle cx="24" cy="52" r="11" fill="#388e3c"/><circle cx="68" cy="52" r="11" fill="#43a047"/><circle cx="36" cy="70" r="11" fill="#43a047"/>' +
    '<circle cx="58" cy="70" r="11" fill="#388e3c"/><circle cx="47" cy="86" r="9" fill="#66bb6a"/><circle cx="42" cy="48" r="3" fill="#fff" opacity=".55"/>',
  melon:
    '<path d="M6 40h88c0 28-20 48-44 48S6 68 6 40z" fill="#2e7d32"/><path d="M12 40h76c0 22-16 40-38 40S12 62 12 40z" fill="#fff59d"/>' +
    '<path d="M16 40h68c0 18-14 34-34 34S16 58 16 40z" fill="#e53935"/>' +
    '<path d="M32 50l2 5M50 50v6M68 50l-2 5M40 62l1 5M60 62l-1 5" stroke="#1b1b2f" stroke-width="4" stroke-linecap="round"/>',
  strawberry:
    '<path d="M50 92C28 78 14 60 16 42c2-12 14-16 34-16s32 4 34 16c2 18-12 36-34 50z" fill="#e53935"/>' +
    '<path d="M30 24l20 10 20-10-10-4-10 6-10-6z" fill="#43a047"/><path d="M50 28V12" stroke="#2e7d32" stroke-width="4" stroke-linecap="round"/>' +
    '<g fill="#ffeb3b"><circle cx="34" cy="46" r="2.5"/><circle cx="50" cy="44" r="2.5"/><circle cx="66" cy="46" r="2.5"/><circle cx="40" cy="60" r="2.5"/><circle cx="60" cy="60" r="2.5"/><circle cx="50" cy="74" r="2.5"/></g>',
  party:
    '<path d="M12 90l20-54 34 34z" fill="#f4b400" stroke="#b07d00" stroke-width="3" stroke-linejoin="round"/>' +
    '<path d="M22 62l14 14M28 46l26 26" stroke="#d32f2f" stroke-width="5"/>' +
    '<rect x="56" y="14" width="8" height="14" rx="2" fill="#e91e63" transform="rotate(25 60 21)"/><rect x="76" y="30" width="8" height="14" rx="2" fill="#2196f3" transform="rotate(-30 80 37)"/>' +
    '<rect x="70" y="56" width="8" height="14" rx="2" fill="#4caf50" transform="rotate(60 74 63)"/><circle cx="46" cy="20" r="5" fill="#9c27b0"/><circle cx="86" cy="14" r="4" fill="#ff9800"/><circle cx="88" cy="52" r="4" fill="#e91e63"/>',
};

/** The wilds differ by game: a mahjong dragon tile for Dragon Gold, a rainbow for Fruit Fiesta, a star elsewhere. */
const WILDS: Record<string, string> = {
  'house-dragon-gold':
    '<rect x="20" y="8" width="60" height="84" rx="8" fill="#f5f0e1" stroke="#b07d00" stroke-width="4"/><rect x="28" y="16" width="44" height="68" rx="4" fill="none" stroke="#d32f2f" stroke-width="3"/>' +
    '<path d="M50 22v56M36 36h28v20H36zM42 66l-8 8M58 66l8 8" fill="none" stroke="#d32f2f" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
  'house-fruit-fiesta':
    '<path d="M8 78a42 42 0 0 1 84 0" fill="none" stroke="#e53935" stroke-width="8"/><path d="M16 78a34 34 0 0 1 68 0" fill="none" stroke="#fb8c00" stroke-width="8"/>' +
    '<path d="M24 78a26 26 0 0 1 52 0" fill="none" stroke="#fdd835" stroke-width="8"/><path d="M32 78a18 18 0 0 1 36 0" fill="none" stroke="#43a047" stroke-width="8"/>' +
    '<path d="M40 78a10 10 0 0 1 20 0" fill="none" stroke="#1e88e5" stroke-width="8"/><ellipse cx="14" cy="82" rx="12" ry="8" fill="#fff"/><ellipse cx="86" cy="82" rx="12" ry="8" fill="#fff"/>',
};

/**
 * The drawing of one symbol of a slot: the game's own wild where it has one, and the star-in-a-circle wild for a
 * symbol without a drawing, so that a cell is never empty.
 */
export function symbolSvg(gameCode: string, id: string): string {
  return svg((id === 'wild' && WILDS[gameCode]) || DRAWINGS[id] || DRAWINGS.wild || '');
}
