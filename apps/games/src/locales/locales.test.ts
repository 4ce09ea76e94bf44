import { LANGUAGE_CODES } from '@casino/contract/languages.ts';
import { describe, expect, it } from 'vitest';

// The same completeness rules as the site's messages (apps/web/src/locales/locales.test.ts).
const files = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });

function messagesOf(code: string): unknown {
  const file = files[`./${code}.json`];
  if (!file) throw new Error(`missing locale file ${code}.json`);
  return file.default;
}

/** Flattens nested messages into dotted keys; a non-string leaf is kept as is so that the test can report it. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort() : [];
}

const reference = flatten(messagesOf('en_US'));

describe('game locale files', () => {
  it('exist for exactly the 11 languages', () => {
    expect(Object.keys(files).sort()).toEqual(LANGUAGE_CODES.map((code) => `./${code}.json`).sort());
  });

  it('have a non-empty English text for every key', () => {
    for (const [key, text] of reference) {
      expect(typeof text === 'string' && text.trim() !== '', `en_US ${key}`).toBe(true);
    }
  });

  it.each(LANGUAGE_CODES)('%s has every key of en_US, none empty, and no extra keys', (code) => {
    const messages = flatten(messagesOf(code));
    const missing = [...reference.keys()].filter((key) => {
      const text = messages.get(key);
      return typeof text !== 'string' || text.trim() === '';
    });
    const extra = [...messages.keys()].filter((key) => !reference.has(key));
    expect(missing, `${code} is missing or has empty keys`).toEqual([]);
    expect(extra, `${code} has keys that en_US does not have`).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s keeps the interpolation placeholders of en_US', (code) => {
    const messages = flatten(messagesOf(code));
    for (const [key, text] of reference) {
      expect(placeholders(messages.get(key)), `${code} ${key}`).toEqual(placeholders(text));
    }
  });
});
