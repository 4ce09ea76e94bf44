import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '@casino/contract/languages.ts';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_FONTS, languageFontCss, SITE_FONT_FAMILY, siteFonts } from '../../build/site-fonts.ts';
import viteConfig from '../../vite.config.ts';

const require = createRequire(import.meta.url);

function fontFaces(css: string): string[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1] ?? '');
}

/** A font file's name as built (package-subset-weight-normal-hash.woff2), split into its parts. */
function builtFontFile(url: string) {
  const name = url.split('/').pop() ?? '';
  return /^(?<file>.+-(?<weight>\d{3})-normal)-[\w-]{8}\.woff2$/.exec(name)?.groups ?? null;
}

function expectedFiles(language: LanguageCode): Set<string> {
  const font = LANGUAGE_FONTS[language];
  const files = new Set<string>();
  for (const [, url] of languageFontCss(language).matchAll(/url\("([^"]+)"\)/g)) {
    files.add(
      (url ?? '')
        .split('/')
        .pop()
        ?.replace(/\.woff2$/, '') ?? '',
    );
  }
  expect(files.size).toBeGreaterThan(0);
  for (const file of files) expect(file.startsWith(`${font.fontsource}-`)).toBe(true);
  return files;
}

describe('site font style sheets', () => {
  it.each(LANGUAGE_CODES)('%s: woff2 files of its own font only, weights 400 and 700, never blocking the text', (language) => {
    const css = languageFontCss(language);
    const font = LANGUAGE_FONTS[language];
    const faces = fontFaces(css);
    expect(faces.length).toBeGreaterThanOrEqual(4);
    const packageDir = dirname(require.resolve(`@fontsource/${font.fontsource}/package.json`));
    for (const face of faces) {
      expect(face).toContain(`font-family: "${SITE_FONT_FAMILY}";`);
      expect(face).toContain('font-display: swap;');
      expect(face).toMatch(/font-weight: (400|700);/);
      expect(face).toMatch(/unicode-range: U\+/);
      const sources = [...face.matchAll(/url\("([^"]+)"\)\s*format\("([^"]+)"\)/g)];
      expect(sources).toHaveLength(1);
      const [, url, format] = sources[0] ?? [];
      expect(format).toBe('woff2');
      expect(url?.startsWith(`@fontsource/${font.fontsource}/files/`)).toBe(true);
      expect(existsSync(join(packageDir, 'files', url?.split('/').pop() ?? ''))).toBe(true);
    }
  });

  it('the CJK fonts come in unicode-range slices, so a page fetches only the characters it shows', () => {
    for (const language of ['zh_CN', 'zh_TW', 'ja_JP', 'ko_KR'] as const) {
      expect(fontFaces(languageFontCss(language)).length).toBeGreaterThan(150);
    }
  });

  it('the plugin serves virtual:site-fonts/<language>.css for the site languages only', async () => {
    const plugin = siteFonts();
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const resolved = resolveId('virtual:site-fonts/th_TH.css');
    expect(resolved).toMatch(/font-th_TH\.css$/);
    expect(load(resolved ?? '')).toBe(languageFontCss('th_TH'));
    expect(resolveId('./other.css')).toBeNull();
    expect(() => resolveId('virtual:site-fonts/xx_XX.css')).toThrow(/xx_XX/);
  });

  it('every font package is under the SIL Open Font License', () => {
    for (const { fontsource } of Object.values(LANGUAGE_FONTS)) {
      const pkg = require(`@fontsource/${fontsource}/package.json`) as { license: string };
      expect(pkg.license).toBe('OFL-1.1');
    }
  });
});

describe('the built site', () => {
  let assets: Rolldown.OutputAsset[] = [];
  let chunks: Rolldown.OutputChunk[] = [];

  beforeAll(async () => {
    const output = await build({
      ...viteConfig,
      configFile: false,
      root: join(import.meta.dirname, '../..'),
      logLevel: 'silent',
      build: { ...viteConfig.build, write: false, sourcemap: false, emptyOutDir: false },
    });
    const files = (Array.isArray(output) ? output : [output]).flatMap((bundle) => (bundle as Rolldown.RolldownOutput).output);
    assets = files.filter((file): file is Rolldown.OutputAsset => file.type === 'asset');
    chunks = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  }, 180_000);

  const styleSheets = () => assets.filter((asset) => asset.fileName.endsWith('.css'));
  const fontSheet = (language: LanguageCode) => {
    const sheets = styleSheets().filter((asset) => new RegExp(`/font-${language}-[\\w-]{8}\\.css$`).test(asset.fileName));
    expect(sheets, `one style sheet of ${language}'s font`).toHaveLength(1);
    return String(sheets[0]?.source);
  };

  it.each(LANGUAGE_CODES)("%s: its style sheet references that language's font files and no other", (language) => {
    const css = fontSheet(language);
    const expected = expectedFiles(language);
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBe(expected.size);
    for (const url of urls) {
      expect(url).not.toMatch(/^data:/);
      const parts = builtFontFile(url);
      expect(parts, url).not.toBeNull();
      expect(expected.has(parts?.file ?? '')).toBe(true);
      expect(['400', '700']).toContain(parts?.weight);
      expect(assets.some((asset) => `/${asset.fileName}` === url)).toBe(true);
    }
    for (const face of fontFaces(css)) expect(face).toContain('font-display:swap');
  });

  it('no other style sheet declares a font, and the page preloads none', () => {
    const fontSheets = new Set(LANGUAGE_CODES.map((language) => fontSheet(language)));
    for (const sheet of styleSheets()) {
      const css = String(sheet.source);
      if (fontSheets.has(css)) continue;
      expect(css, sheet.fileName).not.toMatch(/@font-face|\.woff2?\b/);
    }
    const html = String(assets.find((asset) => asset.fileName === 'index.html')?.source);
    expect(html).not.toMatch(/woff2|font-[a-z]{2}_[A-Z]{2}|rel="preload"/);
  });

  it("the fonts are no part of the first page's JavaScript or style sheets: they load on demand", () => {
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    const initial = new Set<string>();
    const visit = (fileName: string) => {
      if (initial.has(fileName)) return;
      initial.add(fileName);
      const chunk = chunks.find((candidate) => candidate.fileName === fileName);
      for (const imported of chunk?.imports ?? []) visit(imported);
    };
    visit(entry?.fileName ?? '');
    for (const fileName of initial) {
      const chunk = chunks.find((candidate) => candidate.fileName === fileName);
      const importedCss = [...(chunk?.viteMetadata?.importedCss ?? [])];
      expect(importedCss.filter((css) => /\/font-/.test(css))).toEqual([]);
      expect(chunk?.code ?? '').not.toMatch(/@font-face|base64,d09GMg/);
    }
  });
});
