import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LanguageCode } from '@casino/contract/languages.ts';
import type { Plugin } from 'vite';

/**
 * Web fonts of the site (decision 23): one font family per language, served as subsetted woff2 files from the
 * Fontsource packages (OFL), loaded only for the page's language.
 *
 * Every language's style sheet names its faces with the same family, SITE_FONT_FAMILY, which leads the site's font
 * stack (styles/theme.css). Only the active language's sheet is loaded, so the family is always that language's
 * font; a family name of our own also keeps a font of the same name installed on the device from standing in for it.
 */
export const SITE_FONT_FAMILY = 'Site Sans';

/** The weights the site's styles use (600 and above draw with 700). */
export const SITE_FONT_WEIGHTS = [400, 700] as const;

type LanguageFont = {
  /** The @fontsource/... package. */
  fontsource: string;
  /** Named subsets to ship; a CJK package's numbered slices ([0], [1], ...) are shipped whole with `slices`. */
  subsets: readonly string[];
  /** CJK: the script comes as many small numbered unicode-range slices, of which a page fetches only what it shows. */
  slices?: boolean;
};

export const LANGUAGE_FONTS: Record<LanguageCode, LanguageFont> = {
  en_US: { fontsource: 'inter', subsets: ['latin', 'latin-ext'] },
  vi_VN: { fontsource: 'inter', subsets: ['vietnamese', 'latin-ext', 'latin'] },
  zh_CN: { fontsource: 'noto-sans-sc', subsets: ['latin-ext', 'latin'], slices: true },
  zh_TW: { fontsource: 'noto-sans-tc', subsets: ['latin-ext', 'latin'], slices: true },
  ja_JP: { fontsource: 'noto-sans-jp', subsets: ['latin-ext', 'latin'], slices: true },
  ko_KR: { fontsource: 'noto-sans-kr', subsets: ['latin-ext', 'latin'], slices: true },
  th_TH: { fontsource: 'noto-sans-thai', subsets: ['thai', 'latin-ext', 'latin'] },
  hi_IN: { fontsource: 'noto-sans-devanagari', subsets: ['devanagari', 'latin-ext', 'latin'] },
  ta_IN: { fontsource: 'noto-sans-tamil', subsets: ['tamil', 'latin-ext', 'latin'] },
  bn_BD: { fontsource: 'noto-sans-bengali', subsets: ['bengali', 'latin-ext', 'latin'] },
  my_MM: { fontsource: 'noto-sans-myanmar', subsets: ['myanmar', 'latin-ext', 'latin'] },
};

const require = createRequire(import.meta.url);

function packageDir(fontsource: string): string {
  return dirname(require.resolve(`@fontsource/${fontsource}/package.json`));
}

/** Subset name → unicode-range of a Fontsource package, in the package's own order. */
function unicodeRanges(fontsource: string): [string, string][] {
  const ranges = JSON.parse(readFileSync(join(packageDir(fontsource), 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(ranges);
}

/**
 * The @font-face rules of one language: woff2 only, font-display swap, the language's subsets and SITE_FONT_WEIGHTS.
 * Where unicode ranges overlap, the face declared last is tried first, so Latin comes last (as in Fontsource's own
 * style sheets).
 */
export function languageFontCss(language: LanguageCode): string {
  const font = LANGUAGE_FONTS[language];
  const ranges = new Map(unicodeRanges(font.fontsource));
  const slices = font.slices ? [...ranges.keys()].filter((name) => /^\[\d+\]$/.test(name)) : [];
  const subsets = [...slices, ...font.subsets];
  const rules: string[] = [];
  // A subset's weights side by side: their long unicode-range lists then compress as one.
  for (const subset of subsets) {
    const range = ranges.get(subset);
    if (!range) throw new Error(`@fontsource/${font.fontsource} has no subset ${subset}`);
    for (const weight of SITE_FONT_WEIGHTS) {
      const file = `@fontsource/${font.fontsource}/files/${font.fontsource}-${subset.replace(/[[\]]/g, '')}-${weight}-normal.woff2`;
      rules.push(
        [
          '@font-face {',
          `  font-family: "${SITE_FONT_FAMILY}";`,
          '  font-style: normal;',
          '  font-display: swap;',
          `  font-weight: ${weight};`,
          `  src: url("${file}") format("woff2");`,
          `  unicode-range: ${range};`,
          '}',
        ].join('\n'),
      );
    }
  }
  return `/* ${SITE_FONT_FAMILY} for ${language}: @fontsource/${font.fontsource} (OFL-1.1) */\n${rules.join('\n')}\n`;
}

/** What the site imports: virtual:site-fonts/<language>.css, one style sheet per language. */
const PUBLIC_PREFIX = 'virtual:site-fonts/';
/** Resolved id; its base name (font-<language>) names the built style sheet. */
const RESOLVED_PREFIX = '\0site-fonts/font-';

function isLanguage(value: string): value is LanguageCode {
  return Object.hasOwn(LANGUAGE_FONTS, value);
}

/** Serves virtual:site-fonts/<language>.css, built from the Fontsource packages at build (and dev) time. */
export function siteFonts(): Plugin {
  return {
    name: 'casino:site-fonts',
    enforce: 'pre',
    resolveId(id) {
      if (!id.startsWith(PUBLIC_PREFIX)) return null;
      const language = id.slice(PUBLIC_PREFIX.length).replace(/\.css$/, '');
      if (!isLanguage(language)) throw new Error(`no site font for ${language}`);
      return `${RESOLVED_PREFIX}${language}.css`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const language = id.slice(RESOLVED_PREFIX.length).replace(/\.css$/, '');
      return isLanguage(language) ? languageFontCss(language) : null;
    },
  };
}
