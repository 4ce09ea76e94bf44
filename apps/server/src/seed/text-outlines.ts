import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/**
 * Text of the demo artwork drawn as outlines in the site's own fonts (the @fontsource files the web ships, decision
 * 23), shaped by fontkit. A picture with outlines looks the same on every device, needs no font inside it, and costs
 * the browser no font lookups: an SVG shown as an image is a document of its own that cannot use the page's fonts, and
 * each one with text looked up its fallback fonts while the page started.
 */

export type TextWeight = 400 | 700;

/** The font package that writes each language's script; Latin text (and what a script's font lacks) uses Inter. */
const SCRIPT_PACKAGES: Record<string, string> = {
  zh_CN: 'noto-sans-sc',
  zh_TW: 'noto-sans-tc',
  ja_JP: 'noto-sans-jp',
  ko_KR: 'noto-sans-kr',
  th_TH: 'noto-sans-thai',
  hi_IN: 'noto-sans-devanagari',
  ta_IN: 'noto-sans-tamil',
  bn_BD: 'noto-sans-bengali',
  my_MM: 'noto-sans-myanmar',
};
const LATIN_PACKAGE = 'inter';

type Subset = { key: string; ranges: Array<[number, number]> };

/** The web workspace declares the fonts; with hoisted packages they resolve from here as well. */
const RESOLVE_FROM = [import.meta.url, join(import.meta.dirname, '../../../web/package.json')];

function resolveFontFile(path: string): string | undefined {
  for (const from of RESOLVE_FROM) {
    try {
      return createRequire(from).resolve(path);
    } catch {
      // not installed there
    }
  }
  return undefined;
}

/** "U+0-ff,U+131,U+2000-206f" as code point ranges. */
function parseRanges(text: string): Array<[number, number]> {
  return text.split(',').map((part) => {
    const [low, high] = part.trim().replace(/^U\+/i, '').split('-');
    const from = Number.parseInt(low ?? '', 16);
    return [from, high ? Number.parseInt(high, 16) : from];
  });
}

const subsetsCache = new Map<string, Subset[] | null>();

/** A package's subsets (or a CJK package's numbered slices) with the code points each covers. */
function subsetsOf(pkg: string): Subset[] | null {
  if (!subsetsCache.has(pkg)) {
    const file = resolveFontFile(`@fontsource/${pkg}/unicode.json`);
    const table = file ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : null;
    subsetsCache.set(pkg, table ? Object.entries(table).map(([key, ranges]) => ({ key, ranges: parseRanges(ranges) })) : null);
  }
  return subsetsCache.get(pkg) ?? null;
}

/**
 * A WOFF file as the plain font it wraps, its tables inflated by Node's zlib: fontkit reads WOFF itself, but inflates
 * each table in JavaScript, which made the demo's first seed several seconds slower.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables: Array<{ tag: number; checksum: number; data: Buffer }> = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    header.writeUInt32BE(table.tag, 12 + i * 16);
    header.writeUInt32BE(table.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(table.data.length, 24 + i * 16);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

const fontCache = new Map<string, Font | null>();

function fontOf(pkg: string, subset: Subset, weight: TextWeight): Font | null {
  const name = `${pkg}-${subset.key.replace(/[[\]]/g, '')}-${weight}-normal.woff`;
  if (!fontCache.has(name)) {
    const file = resolveFontFile(`@fontsource/${pkg}/files/${name}`);
    fontCache.set(name, file ? (create(woffToSfnt(readFileSync(file))) as Font) : null);
  }
  return fontCache.get(name) ?? null;
}

/** A few CJK slices carry a character map fontkit cannot read: such a file draws nothing here. */
function hasGlyph(font: Font, codePoint: number): boolean {
  try {
    return font.hasGlyphForCodePoint(codePoint);
  } catch {
    return false;
  }
}

/** The font file that draws a code point: the script's package first, then Inter. */
function fontFor(codePoint: number, packages: readonly string[], weight: TextWeight): Font | undefined {
  for (const pkg of packages) {
    for (const subset of subsetsOf(pkg) ?? []) {
      if (!subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) continue;
      const font = fontOf(pkg, subset, weight);
      if (font && hasGlyph(font, codePoint)) return font;
    }
  }
  return undefined;
}

export type TextOutline = {
  /** Path data at the font size, the baseline's start at (0, 0). */
  d: string;
  width: number;
};

/**
 * The outline of a line of text in a language at a size and weight, or undefined when a character has no font here
 * (the fonts are not installed): the caller then writes the text as text. Runs of characters of one font file are
 * shaped together (ligatures, marks, Indic reordering).
 */
export function outlineText(
  text: string,
  options: { language?: string; weight: TextWeight; fontSize: number },
): TextOutline | undefined {
  const script = options.language ? SCRIPT_PACKAGES[options.language] : undefined;
  const packages = script ? [script, LATIN_PACKAGE] : [LATIN_PACKAGE];
  const runs: Array<{ font: Font; text: string }> = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const font = fontFor(codePoint, packages, options.weight);
    const last = runs.at(-1);
    // Spaces and marks stay in the run they follow when its font has them, so that a script is shaped as one piece.
    const joinsLast =
      last !== undefined && (font === last.font || (/[\s\p{M}]/u.test(character) && hasGlyph(last.font, codePoint)));
    if (last && joinsLast) {
      last.text += character;
      continue;
    }
    if (!font) return undefined;
    runs.push({ font, text: character });
  }
  let x = 0;
  let d = '';
  for (const run of runs) {
    const { font } = run;
    const scale = options.fontSize / font.unitsPerEm;
    const layout = font.layout(run.text);
    layout.glyphs.forEach((glyph, index) => {
      const position = layout.positions[index];
      if (!position) return;
      const path = glyph.path
        .scale(scale, -scale)
        .translate(x + position.xOffset * scale, -position.yOffset * scale)
        .toSVG()
        // A tenth of a pixel is finer than any of the artwork's sizes shows, and a third less to send.
        .replace(/\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));
      d += path;
      x += position.xAdvance * scale;
    });
  }
  return { d, width: x };
}
