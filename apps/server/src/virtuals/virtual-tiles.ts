import { BALL_SVG, roosterSvg, shirtSvg } from './virtual-art.ts';
import { COCKFIGHT_CODE, VIRTUAL_FOOTBALL_CODE } from './virtual-config.ts';

function tile(title: string, art: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<rect width="300" height="300" rx="28" fill="#123524"/>${art}<rect x="8" y="8" width="284" height="284" rx="22" fill="none" stroke="#d9b35a" stroke-width="3"/>
<rect x="0" y="228" width="300" height="72" fill="#000" fill-opacity="0.4"/>
<text x="150" y="274" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#fff">${title}</text></svg>`;
}

const pitch = `<g>${[0, 1, 2, 3, 4, 5]
  .map((i) => `<rect x="${i * 50}" y="0" width="50" height="300" fill="${i % 2 ? '#1f7a3a' : '#23893f'}"/>`)
  .join('')}<g fill="none" stroke="#e8f5e9" stroke-width="3" stroke-opacity="0.85"><rect x="18" y="18" width="264" height="200"/>
<path d="M150 18V218"/><circle cx="150" cy="118" r="34"/><rect x="18" y="78" width="36" height="80"/><rect x="246" y="78" width="36" height="80"/></g></g>`;

const arena = `<circle cx="150" cy="130" r="124" fill="#5b3a1e"/><circle cx="150" cy="130" r="112" fill="#c9a36b"/>
<circle cx="150" cy="130" r="112" fill="none" stroke="#f2dfb4" stroke-width="4" stroke-dasharray="10 8"/>
<rect x="0" y="0" width="300" height="300" rx="28" fill="none"/>`;

/** The tile of a virtual game, or undefined for another game. */
export function virtualTileSvg(gameCode: string): string | undefined {
  if (gameCode === VIRTUAL_FOOTBALL_CODE) {
    return tile(
      'Virtual Football',
      `${pitch}<g transform="translate(52 70) scale(1.5)">${shirtSvg('#1d4ed8', '#ffffff')}</g><g transform="translate(158 70) scale(1.5)">${shirtSvg('#dc2626', '#fde047')}</g><g transform="translate(150 190) scale(1.3)">${BALL_SVG}</g>`,
    );
  }
  if (gameCode === COCKFIGHT_CODE) {
    return tile(
      'Rooster Arena',
      `${arena}<g transform="translate(20 60) scale(1.15)">${roosterSvg('#b91c1c', '#f59e0b')}</g><g transform="translate(280 60) scale(-1.15 1.15)">${roosterSvg('#1e3a8a', '#93c5fd')}</g>`,
    );
  }
  return undefined;
}
