import { describe, expect, it } from 'vitest';
import en from './en_US.json';
import zh from './zh_CN.json';

type Messages = { [key: string]: string | Messages };

function entries(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the back office messages', () => {
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
