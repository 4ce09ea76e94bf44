import { BALL_SVG, roosterSvg, shirtSvg } from './virtual-art.ts';
import { COCKFIGHT_CODE, VIRTUAL_FOOTBALL_CODE } from './virtual-config.ts';

/** A square tile; the halls show its middle (about 300 x 225), so the art stays there and the name is the card's. */
function tile(title: string, art: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${title}">
<defs><clipPath id="tile"><rect width="300" height="300" rx="28"/></clipPath></defs><g clip-path="url(#tile)"><rect width="300" height="300" fill="#123524"/>${art}</g><rect x="8" y="8" width="284" height="284" rx="22" fill="none" stroke="#d9b35a" stroke-width="3"/></svg>`;
}

const pitch = `<g>${[0, 1, 2, 3, 4, 5]
  .map((i) => `<rect x="${i * 50}" y="0" width="50" height="300" fill="${i % 2 ? '#1f7a3a' : '#23893f'}"/>`)
  .join('')}<g fill="none" stroke="#e8f5e9" stroke-width="3" stroke-opacity="0.85"><rect x="18" y="40" width="264" height="220"/>
<path d="M150 40V260"/><circle cx="150" cy="150" r="34"/><rect x="18" y="110" width="36" height="80"/><rect x="246" y="110" width="36" height="80"/></g></g>`;

const arena = `<rect width="300" height="300" rx="28" fill="#3b2412"/><ellipse cx="150" cy="175" rx="140" ry="84" fill="#5b3a1e"/>
<ellipse cx="150" cy="175" rx="126" ry="72" fill="#c9a36b"/><ellipse cx="150" cy="175" rx="126" ry="72" fill="none" stroke="#f2dfb4" stroke-width="4" stroke-dasharray="10 8"/>`;

/** The tile of a virtual game, or undefined for another game. */
export function virtualTileSvg(gameCode: string): string | undefined {
  if (gameCode === VIRTUAL_FOOTBALL_CODE) {
    return tile(
      'Virtual Football',
      `${pitch}<g transform="translate(50 70) scale(1.55)">${shirtSvg('#1d4ed8', '#ffffff')}</g><g transform="translate(157 70) scale(1.55)">${shirtSvg('#dc2626', '#fde047')}</g><g transform="translate(150 218) scale(1.3)">${BALL_SVG}</g>`,
    );
  }
  if (gameCode === COCKFIGHT_CODE) {
    return tile(
      'Rooster Arena',
      `${arena}<g transform="translate(14 64) scale(1.2)">${roosterSvg('#b91c1c', '#f59e0b')}</g><g transform="translate(286 64) scale(-1.2 1.2)">${roosterSvg('#1e3a8a', '#93c5fd')}</g>`,
    );
  }
  return undefined;
}
