import { outlineText, type TextWeight } from './text-outlines.ts';

/** Generated SVG artwork for the demo data: banners, tiles, logos and icons, their text drawn as outlines. */

export type Palette = { from: string; to: string; accent: string };

export const PALETTES: Palette[] = [
  { from: '#3a0ca3', to: '#7209b7', accent: '#ffd166' },
  { from: '#0b3d2e', to: '#1b998b', accent: '#f4d35e' },
  { from: '#7f1d1d', to: '#dc2626', accent: '#fde68a' },
  { from: '#0f172a', to: '#1d4ed8', accent: '#fbbf24' },
  { from: '#4a044e', to: '#be185d', accent: '#fcd34d' },
  { from: '#164e63', to: '#0891b2', accent: '#fef08a' },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function gradient(id: string, p: Palette): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`;
}

/** Font families that carry each language's script, for text the site's fonts cannot outline here (not installed). */
const SCRIPT_FONTS: Record<string, string> = {
  zh_CN: "'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  zh_TW: "'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', sans-serif",
  ja_JP: "'Noto Sans JP', 'Hiragino Sans', 'Yu Gothic', sans-serif",
  ko_KR: "'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif",
  th_TH: "'Noto Sans Thai', Thonburi, 'Leelawadee UI', Tahoma, sans-serif",
  hi_IN: "'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI', Mangal, sans-serif",
  ta_IN: "'Noto Sans Tamil', 'Tamil Sangam MN', 'Nirmala UI', Latha, sans-serif",
  bn_BD: "'Noto Sans Bengali', 'Bangla Sangam MN', 'Nirmala UI', Vrinda, sans-serif",
  my_MM: "'Noto Sans Myanmar', 'Myanmar Sangam MN', 'Myanmar Text', Padauk, sans-serif",
};
const LATIN_FONTS = "Inter, 'Helvetica Neue', Arial, sans-serif";

const round = (value: number) => Math.round(value * 100) / 100;

type DrawnText = {
  x: number;
  /** The baseline. */
  y: number;
  fontSize: number;
  weight: TextWeight;
  fill: string;
  language?: string | undefined;
  /** x is the start of the text, or its middle. */
  anchor?: 'start' | 'middle';
  /** A longer text is squeezed to this width (long translations stay inside the art). */
  maxWidth?: number;
};

/** Roughly how wide a text is in em: ideographs and Hangul are a full em, other letters about half of one. */
function emWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.58;
  return width;
}

/**
 * A line of text drawn as outlines in the site's fonts (text-outlines.ts), named by an aria-label; where no installed
 * font draws it, a text element in the fonts of its script.
 */
function drawnText(text: string, o: DrawnText): string {
  const outline = outlineText(text, { language: o.language, weight: o.weight, fontSize: o.fontSize });
  const label = escapeXml(text);
  if (!outline) {
    const fonts = escapeXml((o.language && SCRIPT_FONTS[o.language]) || LATIN_FONTS);
    const anchor = o.anchor === 'middle' ? ' text-anchor="middle"' : '';
    const squeeze =
      o.maxWidth && emWidth(text) * o.fontSize > o.maxWidth
        ? ` textLength="${Math.round(o.maxWidth)}" lengthAdjust="spacingAndGlyphs"`
        : '';
    return `<text x="${round(o.x)}" y="${round(o.y)}"${anchor} font-family="${fonts}" font-size="${o.fontSize}" font-weight="${o.weight}" fill="${o.fill}"${squeeze}>${label}</text>`;
  }
  const squeeze = o.maxWidth && outline.width > o.maxWidth ? o.maxWidth / outline.width : 1;
  const left = o.anchor === 'middle' ? o.x - (outline.width * squeeze) / 2 : o.x;
  const scale = squeeze < 1 ? ` scale(${squeeze.toFixed(4)} 1)` : '';
  return `<path aria-label="${label}" transform="translate(${round(left)} ${round(o.y)})${scale}" fill="${o.fill}" d="${outline.d}"/>`;
}

/** A banner with its headline and subtitle written in `language`. */
export function bannerSvg(title: string, subtitle: string, p: Palette, width: number, height: number, language?: string): string {
  const x = Math.round(width * 0.06);
  const maxWidth = width * 0.88;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${gradient('g', p)}
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.42}" fill="${p.accent}" opacity="0.18"/>
<circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.28}" fill="none" stroke="${p.accent}" stroke-width="${height * 0.03}" opacity="0.6"/>
${drawnText(title, { x, y: Math.round(height * 0.48), fontSize: Math.round(height * 0.16), weight: 700, fill: '#fff', language, maxWidth })}
${drawnText(subtitle, { x, y: Math.round(height * 0.66), fontSize: Math.round(height * 0.07), weight: 400, fill: p.accent, language, maxWidth })}
</svg>`;
}

/** The shapes drawn on a game tile's reels: a star, a diamond and a coin. */
const REEL_SHAPES = [
  (cx: number, cy: number, fill: string) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const r = i % 2 === 0 ? 22 : 9;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
    }).join(' ');
    return `<polygon points="${points}" fill="${fill}"/>`;
  },
  (cx: number, cy: number, fill: string) =>
    `<path d="M${cx} ${cy - 22}L${cx + 17} ${cy}L${cx} ${cy + 22}L${cx - 17} ${cy}Z" fill="${fill}"/>`,
  (cx: number, cy: number, fill: string) =>
    `<circle cx="${cx}" cy="${cy}" r="19" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="12" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="3"/>`,
];

/**
 * A game tile: shapes only, no words. The site writes the game's name under the tile in the page's language, so a
 * name drawn into the picture would stay in one language (docs/decisions/0045).
 */
export function tileSvg(p: Palette, variant = 0): string {
  const reels = [0, 1, 2]
    .map((i) => {
      const x = 48 + i * 70;
      const shape = REEL_SHAPES[(i + variant) % REEL_SHAPES.length]!;
      return `<rect x="${x}" y="96" width="64" height="96" rx="12" fill="#fff" fill-opacity=".92"/>${shape(x + 32, 144, i === 1 ? p.from : p.to)}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">${gradient('g', p)}
<rect width="300" height="300" rx="28" fill="url(#g)"/>
<circle cx="150" cy="144" r="118" fill="${p.accent}" opacity="0.22"/>
<rect x="36" y="84" width="228" height="120" rx="20" fill="#000" fill-opacity=".25" stroke="${p.accent}" stroke-width="4"/>
${reels}
<circle cx="150" cy="236" r="10" fill="${p.accent}"/><circle cx="112" cy="236" r="6" fill="${p.accent}" opacity=".6"/><circle cx="188" cy="236" r="6" fill="${p.accent}" opacity=".6"/>
</svg>`;
}

/** A logo: a round mark with the name's first letter, and the name written in `language`. */
export function logoSvg(name: string, p: Palette, width = 240, height = 64, language?: string): string {
  const x = height * 1.05;
  const initial = new Intl.Segmenter().segment(name)[Symbol.iterator]().next().value?.segment ?? '';
  const mark = {
    x: height / 2,
    y: height * 0.64,
    fontSize: height * 0.45,
    weight: 700,
    fill: p.from,
    language,
    anchor: 'middle',
  } as const;
  const line = {
    x,
    y: height * 0.66,
    fontSize: Math.round(height * 0.42),
    weight: 700,
    fill: '#fff',
    language,
    maxWidth: width - x - 4,
  } as const;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.4}" fill="${p.accent}"/>
${drawnText(initial, mark)}
${drawnText(name, line)}
</svg>`;
}

const GLYPHS: Record<string, string> = {
  slot: '<rect x="14" y="20" width="12" height="24" rx="3"/><rect x="26" y="20" width="12" height="24" rx="3" opacity=".7"/><rect x="38" y="20" width="12" height="24" rx="3"/>',
  live_casino:
    '<circle cx="32" cy="32" r="18"/><circle cx="32" cy="32" r="9" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="3"/>',
  sports: '<circle cx="32" cy="32" r="18"/><path d="M32 14v36M14 32h36" stroke="#000" stroke-opacity=".35" stroke-width="3"/>',
  lottery: '<circle cx="22" cy="36" r="10"/><circle cx="42" cy="36" r="10" opacity=".7"/><circle cx="32" cy="20" r="10"/>',
  card_game:
    '<rect x="18" y="12" width="28" height="40" rx="4"/><path d="M32 22l7 10-7 10-7-10z" fill="#000" fill-opacity=".35"/>',
  virtual_sport:
    '<rect x="12" y="18" width="40" height="28" rx="4"/><path d="M28 26l10 6-10 6z" fill="#000" fill-opacity=".35"/>',
  cockfight: '<path d="M16 44c0-14 8-26 20-26 6 0 10 4 12 8l-6 2c2 6 0 16-10 16z"/>',
  esport:
    '<rect x="12" y="22" width="40" height="22" rx="11"/><circle cx="24" cy="33" r="3" fill="#000" fill-opacity=".35"/><circle cx="40" cy="33" r="3" fill="#000" fill-opacity=".35"/>',
};

export function gameTypeIconSvg(key: string, active: boolean): string {
  const colour = active ? '#ffd166' : '#cbd5e1';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><g fill="${colour}">${GLYPHS[key] ?? GLYPHS.slot}</g></svg>`;
}

export function providerIconSvg(name: string, dark: boolean): string {
  const fg = dark ? '#0f172a' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">
${drawnText(name, { x: 80, y: 42, fontSize: 24, weight: 700, fill: fg, anchor: 'middle', maxWidth: 152 })}
</svg>`;
}
