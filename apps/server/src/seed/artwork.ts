import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Generated SVG artwork for the demo data: banners, tiles, logos and icons, with no files to ship. */

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

/** Font families that carry each language's script, first the web's own, then those of the common systems. */
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
const LATIN_DISPLAY = 'Georgia, serif';
const LATIN_TEXT = 'Helvetica, Arial, sans-serif';

/**
 * The site's own web font of the scripts that devices most often lack (the same @fontsource files the web ships), by
 * language: a picture embeds it, as an SVG shown as an image cannot use the page's fonts. CJK and Hangul are left to
 * the device (their fonts are everywhere, and large).
 */
const EMBEDDED_FONTS: Record<string, { pkg: string; file: string }> = {
  th_TH: { pkg: '@fontsource/noto-sans-thai', file: 'noto-sans-thai-thai-700-normal.woff2' },
  hi_IN: { pkg: '@fontsource/noto-sans-devanagari', file: 'noto-sans-devanagari-devanagari-700-normal.woff2' },
  ta_IN: { pkg: '@fontsource/noto-sans-tamil', file: 'noto-sans-tamil-tamil-700-normal.woff2' },
  bn_BD: { pkg: '@fontsource/noto-sans-bengali', file: 'noto-sans-bengali-bengali-700-normal.woff2' },
  my_MM: { pkg: '@fontsource/noto-sans-myanmar', file: 'noto-sans-myanmar-myanmar-700-normal.woff2' },
};
const EMBEDDED_FAMILY = 'Artwork Script';
const embedded = new Map<string, string | null>();

/** The @font-face rule of the language's embedded font, or '' when it has none or the font is not installed. */
function embeddedFontFace(language: string | undefined): string {
  const font = language ? EMBEDDED_FONTS[language] : undefined;
  if (!language || !font) return '';
  if (!embedded.has(language)) {
    let data: string | null = null;
    // the web workspace declares the fonts; with hoisted packages they resolve from here as well
    for (const from of [import.meta.url, join(import.meta.dirname, '../../../web/package.json')]) {
      try {
        data = readFileSync(createRequire(from).resolve(`${font.pkg}/files/${font.file}`)).toString('base64');
        break;
      } catch {
        // not installed there
      }
    }
    embedded.set(language, data);
  }
  const data = embedded.get(language);
  return data
    ? `<defs><style>@font-face{font-family:'${EMBEDDED_FAMILY}';font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2')}</style></defs>`
    : '';
}

/** Fonts for the artwork's text in a language: the embedded one, its script's fonts, or the Latin ones. */
function fontsFor(language: string | undefined, latin: string): string {
  const script = language ? SCRIPT_FONTS[language] : undefined;
  if (!script) return latin;
  return language && EMBEDDED_FONTS[language] ? `'${EMBEDDED_FAMILY}', ${script}` : script;
}

/** Roughly how wide a text is in em: ideographs and Hangul are a full em, other letters about half of one. */
function emWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.58;
  return width;
}

/** A text element that is squeezed to `maxWidth` when it would be wider (long translations stay inside the art). */
function fittedText(text: string, attrs: string, fontSize: number, maxWidth: number): string {
  const fit = emWidth(text) * fontSize > maxWidth ? ` textLength="${Math.round(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text ${attrs} font-size="${fontSize}"${fit}>${escapeXml(text)}</text>`;
}

/** A banner with its headline and subtitle written in `language` (its script's fonts). */
export function bannerSvg(title: string, subtitle: string, p: Palette, width: number, height: number, language?: string): string {
  const big = Math.round(height * 0.16);
  const small = Math.round(height * 0.07);
  const x = Math.round(width * 0.06);
  const maxWidth = width * 0.88;
  // an embedded script font is bold only: the Latin digits beside it are bold too
  const subtitleWeight = language && EMBEDDED_FONTS[language] ? 700 : 400;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${gradient('g', p)}${embeddedFontFace(language)}
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.42}" fill="${p.accent}" opacity="0.18"/>
<circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.28}" fill="none" stroke="${p.accent}" stroke-width="${height * 0.03}" opacity="0.6"/>
${fittedText(title, `x="${x}" y="${Math.round(height * 0.48)}" font-family="${escapeXml(fontsFor(language, LATIN_DISPLAY))}" font-weight="700" fill="#fff"`, big, maxWidth)}
${fittedText(subtitle, `x="${x}" y="${Math.round(height * 0.66)}" font-family="${escapeXml(fontsFor(language, LATIN_TEXT))}" font-weight="${subtitleWeight}" fill="${p.accent}"`, small, maxWidth)}
</svg>`;
}

export function tileSvg(name: string, p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">${gradient('g', p)}
<rect width="300" height="300" rx="28" fill="url(#g)"/>
<circle cx="150" cy="120" r="70" fill="${p.accent}" opacity="0.25"/>
<text x="150" y="140" text-anchor="middle" font-family="Georgia, serif" font-size="64" font-weight="700" fill="${p.accent}">${escapeXml(name.slice(0, 1))}</text>
<text x="150" y="250" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(name.slice(0, 18))}</text>
</svg>`;
}

/** A logo: a round mark with the name's first letter, and the name written in `language` (its script's fonts). */
export function logoSvg(name: string, p: Palette, width = 240, height = 64, language?: string): string {
  const fonts = escapeXml(fontsFor(language, LATIN_DISPLAY));
  const x = height * 1.05;
  const initial = new Intl.Segmenter().segment(name)[Symbol.iterator]().next().value?.segment ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${embeddedFontFace(language)}
<circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.4}" fill="${p.accent}"/>
<text x="${height / 2}" y="${height * 0.64}" text-anchor="middle" font-family="${fonts}" font-size="${height * 0.45}" font-weight="700" fill="${p.from}">${escapeXml(initial)}</text>
${fittedText(name, `x="${x}" y="${height * 0.66}" font-family="${fonts}" font-weight="700" fill="#fff"`, Math.round(height * 0.42), width - x - 4)}
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
<text x="80" y="42" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="${fg}">${escapeXml(name)}</text>
</svg>`;
}
