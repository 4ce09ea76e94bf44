import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies.ts';
import { LANGUAGES, languageForCountry, languageTag } from './languages.ts';

describe('languages of the specification', () => {
  it('has the eleven languages with ids 0 to 10', () => {
    expect(LANGUAGES.map((l) => l.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives every language a default currency that the currency table knows', () => {
    for (const language of LANGUAGES) expect(Object.keys(CURRENCIES)).toContain(language.defaultCurrency);
  });

  it('finds the language of a country', () => {
    expect(languageForCountry('la')?.code).toBe('vi_VN');
    expect(languageForCountry('IN')?.defaultCurrency).toBe('INR');
    expect(languageForCountry('FR')).toBeUndefined();
    expect(languageForCountry(undefined)).toBeUndefined();
  });

  it('writes BCP 47 tags', () => {
    expect(languageTag('zh_TW')).toBe('zh-TW');
  });
});
