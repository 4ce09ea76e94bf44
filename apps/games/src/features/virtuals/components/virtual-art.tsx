/**
 * The drawn artwork of the virtual games, as SVG shapes (no emoji or font glyphs): a stylised rooster, a team shirt, a
 * ball, the pitch and the arena. The halls' tiles draw the same shapes on the server (virtuals/virtual-art.ts).
 */

/** A stylised rooster facing right in a 120 x 120 box: body and wing colours. */
export function Rooster({ body, accent }: { body: string; accent: string }) {
  return (
    <g>
      <path d="M32 64C8 58 2 40 10 28C16 44 28 52 40 56Z" fill={accent} />
      <path d="M30 60C10 40 8 20 22 10C24 30 32 40 40 48Z" fill={body} />
      <path d="M36 62C20 66 12 56 14 46C22 56 30 58 40 58Z" fill={accent} fillOpacity="0.8" />
      <path
        d="M48 84L46 100L40 105M46 100L53 104M58 84L61 100L55 105M61 100L68 104"
        fill="none"
        stroke="#e8a33d"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path d="M28 62C28 44 50 38 66 44C76 48 80 60 74 72C68 84 48 88 38 82C30 78 28 70 28 62Z" fill={body} />
      <path d="M40 60C50 54 62 56 66 64C58 72 46 72 40 60Z" fill={accent} />
      <path d="M62 50C64 38 70 30 78 28C84 34 82 46 74 54Z" fill={body} />
      <circle cx="80" cy="28" r="9" fill={body} />
      <path d="M72 21C72 14 76 12 78 17C79 11 84 10 84 16C86 12 91 14 88 21Z" fill="#d91f26" />
      <path d="M88 26L99 30L88 33Z" fill="#f5b316" />
      <path d="M84 34C87 40 83 45 80 38Z" fill="#d91f26" />
      <circle cx="82.5" cy="26" r="2" fill="#111" />
    </g>
  );
}

/** A team shirt in a 60 x 60 box. */
export function Shirt({ colours: [main, trim] }: { colours: readonly [string, string] }) {
  return (
    <>
      <path
        d="M18 6L26 2C28 7 32 7 34 2L42 6L55 16L48 27L42 23V57H18V23L12 27L5 16Z"
        fill={main}
        stroke={trim}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M26 2C28 7 32 7 34 2" fill="none" stroke={trim} strokeWidth="3" />
      <rect x="18" y="30" width="24" height="5" fill={trim} fillOpacity="0.9" />
    </>
  );
}

/** A ball of radius 14 around the origin. */
export function Ball() {
  return (
    <>
      <circle r="14" fill="#fff" stroke="#1f2937" strokeWidth="1.5" />
      <path d="M0 -5L4.8 -1.5L3 4H-3L-4.8 -1.5Z" fill="#1f2937" />
      <path d="M0 -5V-13M4.8 -1.5L12.5 -4M3 4L8 11M-3 4L-8 11M-4.8 -1.5L-12.5 -4" stroke="#1f2937" strokeWidth="1.5" />
    </>
  );
}

/** The pitch in a 400 x 240 box. */
export function Pitch() {
  return (
    <>
      <rect width="400" height="240" fill="#23893f" />
      {[0, 2, 4, 6].map((i) => (
        <rect key={i} x={i * 50} width="50" height="240" fill="#1f7a3a" />
      ))}
      <g fill="none" stroke="#e8f5e9" strokeWidth="2.5" strokeOpacity="0.85">
        <rect x="12" y="12" width="376" height="216" />
        <path d="M200 12V228" />
        <circle cx="200" cy="120" r="34" />
        <rect x="12" y="70" width="44" height="100" />
        <rect x="344" y="70" width="44" height="100" />
        <rect x="4" y="98" width="8" height="44" />
        <rect x="388" y="98" width="8" height="44" />
      </g>
    </>
  );
}

/** The cockpit in a 400 x 240 box, with the two corners' strength bars (their widths out of 120). */
export function Cockpit({ meronBar, walaBar }: { meronBar: number; walaBar: number }) {
  return (
    <>
      <rect width="400" height="240" fill="#3b2412" />
      <ellipse cx="200" cy="150" rx="190" ry="86" fill="#5b3a1e" />
      <ellipse cx="200" cy="150" rx="174" ry="74" fill="#c9a36b" />
      <ellipse cx="200" cy="150" rx="174" ry="74" fill="none" stroke="#f2dfb4" strokeWidth="3" strokeDasharray="10 8" />
      <rect x="30" y="18" width="120" height="10" rx="5" fill="#000" fillOpacity="0.35" />
      <rect x="250" y="18" width="120" height="10" rx="5" fill="#000" fillOpacity="0.35" />
      <rect id="meron-bar" x="30" y="18" width={meronBar} height="10" rx="5" fill="#b91c1c" />
      <rect id="wala-bar" x="250" y="18" width={walaBar} height="10" rx="5" fill="#1d4ed8" />
    </>
  );
}

/** A stake chip in its colour (the text colour). */
export function ChipArt() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="currentColor" />
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <rect key={angle} x="18" y="1" width="4" height="6" fill="#fff" transform={`rotate(${angle} 20 20)`} />
      ))}
      <circle cx="20" cy="20" r="12" fill="#fff" />
    </svg>
  );
}

/** The history icon of the header: a clock. */
export function HistoryIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
