import { describe, expect, it } from 'vitest';
import { HOUSE_LANGUAGES, HOUSE_PAGE_TEXT, housePageLanguage } from './house-page-text.ts';

// The words every house page shares; the pages' own words are the games app's (apps/games, its locale tests).
const TABLES: Record<string, Record<string, Record<string, string>>> = {
  house: HOUSE_PAGE_TEXT,
};
const places = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe('house page texts', () => {
  it.each(Object.entries(TABLES))('%s: every language has every word, translated, with the same places to fill', (_, table) => {
    expect(Object.keys(table).sort()).toEqual([...HOUSE_LANGUAGES].sort());
    const english = table.en_US!;
    for (const language of HOUSE_LANGUAGES) {
      const text = table[language]!;
      expect(Object.keys(text).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(text)) {
        expect(value.trim(), `${language} ${key}`).not.toBe('');
        expect(places(value), `${language} ${key}`).toEqual(places(english[key]!));
        if (language !== 'en_US') expect(value, `${language} ${key}`).not.toBe(english[key]);
      }
    }
  });

  it('picks the language of a page from the session, Traditional Chinese for Hong Kong, else English', () => {
    expect(housePageLanguage('ta_IN')).toBe('ta_IN');
    expect(housePageLanguage('zh_HK')).toBe('zh_TW');
    expect(housePageLanguage('zh_SG')).toBe('zh_CN');
    expect(housePageLanguage('fr_FR')).toBe('en_US');
    expect(housePageLanguage('')).toBe('en_US');
  });
});
