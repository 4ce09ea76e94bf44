import { ANDAR_BAHAR_CODE } from './andar-bahar.ts';
import { BACCARAT_CODE } from './baccarat.ts';
import { BLACKJACK_CODE } from './blackjack.ts';
import { SIC_BO_CODE } from './sic-bo.ts';

/** Tile pictures of the house's card and table games: a felt table with the game's cards or dice, drawn as shapes. */

const SUITS: Record<string, string> = {
  S: 'M50 6C62 26 94 40 94 62C94 76 84 84 73 84C65 84 58 80 54 74C56 84 60 91 68 95H32C40 91 44 84 46 74C42 80 35 84 27 84C16 84 6 76 6 62C6 40 38 26 50 6Z',
  H: 'M50 90C20 66 6 48 6 30C6 16 16 6 29 6C39 6 46 12 50 20C54 12 61 6 71 6C84 6 94 16 94 30C94 48 80 66 50 90Z',
  D: 'M50 4L90 50L50 96L10 50Z',
  C: 'M50 8A19 19 0 0 1 64 40A19 19 0 1 1 56 70Q58 86 68 95H32Q42 86 44 70A19 19 0 1 1 36 40A19 19 0 0 1 50 8Z',
};

function card(x: number, y: number, rotate: number, rank: string, suit: string): string {
  const colour = suit === 'H' || suit === 'D' ? '#c4122f' : '#15151f';
  return `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-42" y="-60" width="84" height="120" rx="9" fill="#fff" stroke="#c9ccd6" stroke-width="2"/>
<g fill="${colour}"><text x="-34" y="-36" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700">${rank}</text>
<path transform="translate(-34 -30) scale(0.16)" d="${SUITS[suit]}"/><path transform="translate(-20 -12) scale(0.42)" d="${SUITS[suit]}"/></g></g>`;
}

const PIPS: Record<number, [number, number][]> = {
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

function die(x: number, y: number, rotate: number, n: number): string {
  const pips = (PIPS[n] ?? [])
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="9" fill="${n === 4 ? '#c4122f' : '#15151f'}"/>`)
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(0.7) translate(-50 -50)"><rect x="4" y="4" width="92" height="92" rx="18" fill="#fbfaf6" stroke="#b9b3a3" stroke-width="3"/>${pips}</g>`;
}

function chip(x: number, y: number, colour: string): string {
  const stripes = [0, 60, 120, 180, 240, 300]
    .map((a) => `<rect x="-4" y="-27" width="8" height="9" fill="#fff" transform="rotate(${a})"/>`)
    .join('');
  return `<g transform="translate(${x} ${y})"><circle r="27" fill="${colour}"/>${stripes}<circle r="16" fill="#fff"/><circle r="13" fill="none" stroke="${colour}" stroke-width="2"/></g>`;
}

/** Shapes only, no words: the site writes the game's name under the tile in the page's language. */
function tile(art: string, felt: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><defs><radialGradient id="f" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="${felt[0]}"/><stop offset="1" stop-color="${felt[1]}"/></radialGradient></defs>
<rect width="300" height="300" rx="28" fill="url(#f)"/><rect x="8" y="8" width="284" height="284" rx="22" fill="none" stroke="#d9b35a" stroke-width="3"/>
<g transform="translate(0 30)">${art}</g></svg>`;
}

/** The tile of a house card or table game, or undefined for another game. */
export function tableTileSvg(gameCode: string): string | undefined {
  switch (gameCode) {
    case BLACKJACK_CODE:
      return tile(`${card(118, 118, -12, 'A', 'S')}${card(178, 112, 10, 'K', 'H')}${chip(236, 190, '#c4122f')}`, [
        '#1f7a4a',
        '#0c3f25',
      ]);
    case BACCARAT_CODE:
      return tile(`${card(110, 116, -8, '9', 'D')}${card(190, 116, 8, '8', 'C')}${chip(150, 186, '#2f6fdb')}`, [
        '#8a1c2b',
        '#3e0a12',
      ]);
    case SIC_BO_CODE:
      return tile(
        `<ellipse cx="150" cy="130" rx="112" ry="70" fill="#000" fill-opacity="0.2"/>${die(100, 138, -14, 4)}${die(160, 100, 8, 5)}${die(206, 150, 20, 6)}`,
        ['#7a1f6e', '#2e0b2a'],
      );
    case ANDAR_BAHAR_CODE:
      return tile(`${card(150, 112, 0, '7', 'H')}${card(62, 112, -14, '2', 'S')}${card(238, 112, 14, '7', 'C')}`, [
        '#1d4f91',
        '#0b1f3d',
      ]);
    default:
      return undefined;
  }
}
