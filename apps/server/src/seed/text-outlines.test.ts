import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { bannerSvg, PALETTES } from './artwork.ts';
import { outlineText, woffToSfnt } from './text-outlines.ts';

const fontFile = (name: string) =>
  createRequire(join(import.meta.dirname, '../../../web/package.json')).resolve(`@fontsource/${name}`);

describe('text drawn as outlines in the site fonts', () => {
  it('unwraps a WOFF file into the font it holds, glyph for glyph', () => {
    const woff = readFileSync(fontFile('noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff'));
    const wrapped = create(woff) as Font;
    const plain = create(woffToSfnt(woff)) as Font;
    expect(plain.numGlyphs).toBe(wrapped.numGlyphs);
    const text = 'โบนัสต้อนรับ';
    expect(plain.layout(text).glyphs.map((g) => g.id)).toEqual(wrapped.layout(text).glyphs.map((g) => g.id));
    expect(plain.layout(text).glyphs[0]?.path.toSVG()).toBe(wrapped.layout(text).glyphs[0]?.path.toSVG());
  });

  it('outlines every script of the site, wider for longer text and larger sizes', () => {
    const samples: Array<[string, string]> = [
      ['en_US', 'Royal Ace'],
      ['vi_VN', 'Thưởng chào mừng'],
      ['th_TH', 'โบนัสต้อนรับ'],
      ['zh_CN', '首存红利'],
      ['zh_TW', '首存紅利'],
      ['ja_JP', 'ようこそボーナス'],
      ['ko_KR', '환영 보너스'],
      ['hi_IN', 'स्वागत बोनस'],
      ['ta_IN', 'வரவேற்பு போனஸ்'],
      ['bn_BD', 'স্বাগতম বোনাস'],
      ['my_MM', 'ကြိုဆိုဘောနပ်စ်'],
    ];
    for (const [language, text] of samples) {
      const outline = outlineText(text, { language, weight: 700, fontSize: 20 });
      expect(outline, language).toBeDefined();
      expect(outline?.d, language).toMatch(/^M[-\d. MLQCZ]+$/);
      expect(outline?.width, language).toBeGreaterThan(20);
      const bigger = outlineText(text, { language, weight: 700, fontSize: 40 });
      expect(bigger?.width ?? 0, language).toBeCloseTo((outline?.width ?? 0) * 2, 0);
    }
    const short = outlineText('Ace', { weight: 400, fontSize: 20 });
    const long = outlineText('Ace Ace', { weight: 400, fontSize: 20 });
    expect(long?.width ?? 0).toBeGreaterThan((short?.width ?? 0) * 2);
    // Latin digits and signs inside another script come from the Latin font.
    expect(outlineText('โบนัส 100% ₹10,000', { language: 'th_TH', weight: 400, fontSize: 20 })).toBeDefined();
  });

  it('gives nothing for a character no site font draws, and the artwork then writes it as text', () => {
    const privateUse = '\u{F0000}';
    expect(outlineText(`Ace ${privateUse}`, { weight: 700, fontSize: 20 })).toBeUndefined();
    const svg = bannerSvg(`Ace ${privateUse}`, 'Welcome', PALETTES[0] ?? { from: '#000', to: '#111', accent: '#fff' }, 750, 300);
    expect(svg).toContain(`>Ace ${privateUse}</text>`);
    expect(svg).toContain('<path aria-label="Welcome"');
  });

  it('squeezes a text wider than its room into it, and names it for what it says', () => {
    const title = 'A title much too long to fit the width of this small banner at all';
    const svg = bannerSvg(title, 'Sub', PALETTES[1] ?? { from: '#000', to: '#111', accent: '#fff' }, 320, 120);
    expect(svg).toMatch(new RegExp(`<path aria-label="${title}" transform="translate\\(19 58\\) scale\\(0\\.\\d{4} 1\\)"`));
    expect(svg).not.toMatch(/<text|font-family/);
  });
});
