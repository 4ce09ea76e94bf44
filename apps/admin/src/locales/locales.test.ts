import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

// The common file and every feature's own, as the app loads them (lib/i18n.ts).
const files = import.meta.glob<Messages>(['./*.json', '../features/*/locales/*.json'], { eager: true, import: 'default' });
const inLanguage = (language: string): Messages =>
  Object.assign(
    {},
    ...Object.entries(files)
      .filter(([path]) => path.endsWith(`/${language}.json`))
      .map(([, m]) => m),
  );
const en = inLanguage('en_US');
const zh = inLanguage('zh_CN');

function entries(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the back office messages', () => {
  it('keep each top-level name in one file per language, so no feature overwrites another', () => {
    for (const language of ['en_US', 'zh_CN']) {
      const names = Object.entries(files)
        .filter(([path]) => path.endsWith(`/${language}.json`))
        .flatMap(([, messages]) => Object.keys(messages));
      expect(names.length, language).toBeGreaterThan(0);
      expect(new Set(names).size, language).toBe(names.length);
    }
  });

  it('have every key in every language, with the same placeholders and no empty text', () => {
    const english = new Map(entries(en));
    const chinese = new Map(entries(zh));
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of chinese) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
