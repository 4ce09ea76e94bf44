import { LANGUAGE_CODES } from '@casino/contract/languages.ts';
import { describe, expect, it } from 'vitest';

// The same completeness rules as the site's messages (apps/web/src/locales/locales.test.ts), for the words every game
// page shares (this folder) and for each feature's own (features/<name>/locales).
const sharedFiles = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });
const featureFiles = import.meta.glob<{ default: unknown }>('../features/*/locales/*.json', { eager: true });

type MessageSet = { name: string; files: Record<string, unknown> };

function messageSets(): MessageSet[] {
  const sets: MessageSet[] = [{ name: 'shared', files: {} }];
  for (const [path, file] of Object.entries(sharedFiles)) sets[0]!.files[path.slice(2, -5)] = file.default;
  const byFeature = new Map<string, Record<string, unknown>>();
  for (const [path, file] of Object.entries(featureFiles)) {
    const [, feature, code] = path.match(/features\/([^/]+)\/locales\/([^/]+)\.json$/) ?? [];
    if (!feature || !code) continue;
    const files = byFeature.get(feature) ?? {};
    files[code] = file.default;
    byFeature.set(feature, files);
  }
  for (const [name, files] of byFeature) sets.push({ name, files });
  return sets;
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

const sets = messageSets();

it('a feature never reuses a top-level key of the shared words or of another feature (a page merges them)', () => {
  const owners = new Map<string, string>();
  for (const set of sets) {
    for (const key of Object.keys((set.files.en_US ?? {}) as object)) {
      expect(owners.get(key), `${set.name} reuses "${key}"`).toBeUndefined();
      owners.set(key, set.name);
    }
  }
});

describe.each(sets)('game locale files: $name', ({ files }) => {
  const reference = flatten(files.en_US);

  it('exist for exactly the 11 languages', () => {
    expect(Object.keys(files).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('have a non-empty English text for every key', () => {
    expect(reference.size).toBeGreaterThan(0);
    for (const [key, text] of reference) {
      expect(typeof text === 'string' && text.trim() !== '', `en_US ${key}`).toBe(true);
    }
  });

  it.each(LANGUAGE_CODES)('%s has every key of en_US, none empty, and no extra keys', (code) => {
    const messages = flatten(files[code]);
    const missing = [...reference.keys()].filter((key) => {
      const text = messages.get(key);
      return typeof text !== 'string' || text.trim() === '';
    });
    const extra = [...messages.keys()].filter((key) => !reference.has(key));
    expect(missing, `${code} is missing or has empty keys`).toEqual([]);
    expect(extra, `${code} has keys that en_US does not have`).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s keeps the interpolation placeholders of en_US', (code) => {
    const messages = flatten(files[code]);
    for (const [key, text] of reference) {
      expect(placeholders(messages.get(key)), `${code} ${key}`).toEqual(placeholders(text));
    }
  });
});
