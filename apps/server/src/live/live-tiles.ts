import { LIVE_BACCARAT, LIVE_DRAGON_TIGER, LIVE_ROULETTE, type LiveTableCode } from './live-games.ts';
import { RED_NUMBERS, WHEEL_ORDER } from './roulette.ts';

/** Tile pictures of the live tables, drawn as shapes: a felt with cards or a wheel. */

const SUITS: Record<string, string> = {
  S: 'M50 6C62 26 94 40 94 62C94 76 84 84 73 84C65 84 58 80 54 74C56 84 60 91 68 95H32C40 91 44 84 46 74C42 80 35 84 27 84C16 84 6 76 6 62C6 40 38 26 50 6Z',
  H: 'M50 90C20 66 6 48 6 30C6 16 16 6 29 6C39 6 46 12 50 20C54 12 61 6 71 6C84 6 94 16 94 30C94 48 80 66 50 90Z',
  D: 'M50 4L90 50L50 96L10 50Z',
  C: 'M50 8A19 19 0 0 1 64 40A19 19 0 1 1 56 70Q58 86 68 95H32Q42 86 44 70A19 19 0 1 1 36 40A19 19 0 0 1 50 8Z',
};

function card(x: number, y: number, rotate: number, rank: string, suit: string): string {
  const colour = suit === 'H' || suit === 'D' ? '#c4122f' : '#15151f';
  return `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-36" y="-52" width="72" height="104" rx="8" fill="#fff" stroke="#c9ccd6" stroke-width="2"/>
<g fill="${colour}"><text x="-29" y="-30" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700">${rank}</text>
<path transform="translate(-29 -25) scale(0.14)" d="${SUITS[suit]}"/><path transform="translate(-17 -8) scale(0.36)" d="${SUITS[suit]}"/></g></g>`;
}

function wheel(cx: number, cy: number, r: number): string {
  const red = new Set<number>(RED_NUMBERS);
  const step = (2 * Math.PI) / 37;
  const point = (radius: number, angle: number) =>
    `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  const pockets = WHEEL_ORDER.map((n, i) => {
    const a0 = (i - 0.5) * step - Math.PI / 2;
    const a1 = (i + 0.5) * step - Math.PI / 2;
    const fill = n === 0 ? '#12803c' : red.has(n) ? '#c4122f' : '#1b1b22';
    return `<path d="M${point(r, a0)} A${r} ${r} 0 0 1 ${point(r, a1)} L${point(r * 0.68, a1)} A${r * 0.68} ${r * 0.68} 0 0 0 ${point(r * 0.68, a0)}Z" fill="${fill}"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="#5a3410"/>${pockets}<circle cx="${cx}" cy="${cy}" r="${r * 0.68}" fill="#a8743a"/><circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="#e7c36a"/><path d="M${cx - r * 0.6} ${cy}H${cx + r * 0.6}M${cx} ${cy - r * 0.6}V${cy + r * 0.6}" stroke="#caa24a" stroke-width="6" stroke-linecap="round"/><circle cx="${cx + r * 0.84}" cy="${cy - r * 0.2}" r="7" fill="#fafafa"/>`;
}

/**
 * Shapes only, no words: the site writes the game's name under its tile and its "live" badge over it, both in the
 * page's language (docs/decisions/0045).
 */
function tile(art: string, felt: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><defs><radialGradient id="f" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="${felt[0]}"/><stop offset="1" stop-color="${felt[1]}"/></radialGradient></defs>
<rect width="300" height="300" rx="28" fill="url(#f)"/><rect x="8" y="8" width="284" height="284" rx="22" fill="none" stroke="#d9b35a" stroke-width="3"/>
${art}</svg>`;
}

export function liveTileSvg(table: LiveTableCode): string {
  switch (table) {
    case LIVE_BACCARAT:
      return tile(`${card(100, 140, -10, '9', 'H')}${card(150, 134, 0, 'K', 'S')}${card(200, 140, 10, '8', 'D')}`, [
        '#1f7a4a',
        '#0c3f25',
      ]);
    case LIVE_DRAGON_TIGER:
      return tile(
        `<rect x="40" y="72" width="100" height="136" rx="14" fill="#a11d2a"/><rect x="160" y="72" width="100" height="136" rx="14" fill="#1d4fa8"/>${card(90, 140, -6, 'Q', 'D')}${card(210, 140, 6, '7', 'C')}`,
        ['#3b1a4d', '#150824'],
      );
    case LIVE_ROULETTE:
      return tile(wheel(150, 146, 96), ['#1d4f91', '#0b1f3d']);
  }
}
