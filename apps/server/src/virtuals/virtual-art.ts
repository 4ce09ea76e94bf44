/**
 * Drawn artwork of the virtual games, as SVG shapes (no emoji or font glyphs): a stylised rooster, a team shirt,
 * a ball, the pitch and the arena, for the halls' tiles. The page draws the same shapes in the games app
 * (apps/games/src/features/virtuals/components/virtual-art.tsx).
 */

/** A stylised rooster facing right in a 120 x 120 box: body and wing colours. */
export function roosterSvg(body: string, accent: string): string {
  return `<g><path d="M32 64C8 58 2 40 10 28C16 44 28 52 40 56Z" fill="${accent}"/><path d="M30 60C10 40 8 20 22 10C24 30 32 40 40 48Z" fill="${body}"/>
<path d="M36 62C20 66 12 56 14 46C22 56 30 58 40 58Z" fill="${accent}" fill-opacity="0.8"/>
<path d="M48 84L46 100L40 105M46 100L53 104M58 84L61 100L55 105M61 100L68 104" fill="none" stroke="#e8a33d" stroke-width="3.5" stroke-linecap="round"/>
<path d="M28 62C28 44 50 38 66 44C76 48 80 60 74 72C68 84 48 88 38 82C30 78 28 70 28 62Z" fill="${body}"/>
<path d="M40 60C50 54 62 56 66 64C58 72 46 72 40 60Z" fill="${accent}"/>
<path d="M62 50C64 38 70 30 78 28C84 34 82 46 74 54Z" fill="${body}"/><circle cx="80" cy="28" r="9" fill="${body}"/>
<path d="M72 21C72 14 76 12 78 17C79 11 84 10 84 16C86 12 91 14 88 21Z" fill="#d91f26"/>
<path d="M88 26L99 30L88 33Z" fill="#f5b316"/><path d="M84 34C87 40 83 45 80 38Z" fill="#d91f26"/>
<circle cx="82.5" cy="26" r="2" fill="#111"/></g>`;
}

/** A team shirt in a 60 x 60 box. */
export function shirtSvg(main: string, trim: string): string {
  return `<path d="M18 6L26 2C28 7 32 7 34 2L42 6L55 16L48 27L42 23V57H18V23L12 27L5 16Z" fill="${main}" stroke="${trim}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M26 2C28 7 32 7 34 2" fill="none" stroke="${trim}" stroke-width="3"/><rect x="18" y="30" width="24" height="5" fill="${trim}" fill-opacity="0.9"/>`;
}

/** A ball of radius 14 around the origin. */
export const BALL_SVG = `<circle r="14" fill="#fff" stroke="#1f2937" stroke-width="1.5"/><path d="M0 -5L4.8 -1.5L3 4H-3L-4.8 -1.5Z" fill="#1f2937"/>
<path d="M0 -5V-13M4.8 -1.5L12.5 -4M3 4L8 11M-3 4L-8 11M-4.8 -1.5L-12.5 -4" stroke="#1f2937" stroke-width="1.5"/>`;
