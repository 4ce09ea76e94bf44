import lite from '@casino/browser/i18n-lite/i18next.ts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en_US.json';
import th from '../locales/th_TH.json';

const SAMPLE = {
  plain: 'Deposit',
  nested: { deep: { text: 'Deep' } },
  greet: 'Hello {{name}}, you have {{ amount }} in {{wallet.name}}',
  raw: 'Link {{- url}}',
  items: 'one item or more',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  items_zero: 'no items',
  empty: '',
};

async function both(lng: string, messages: object) {
  const real = i18next.createInstance();
  await real.init({ lng, resources: { [lng]: { translation: messages } }, interpolation: { escapeValue: false } });
  const mine = lite.createInstance();
  await mine.init({ lng, resources: { [lng]: { translation: messages as never } } });
  return { real: real.t as unknown as (key: string, options?: object) => string, mine: mine.t };
}

const CASES: [string, object?][] = [
  ['plain'],
  ['nested.deep.text'],
  ['greet', { name: 'Ana', amount: 12.5, wallet: { name: 'Main' } }],
  ['greet', { name: '<b>&</b>' }],
  ['raw', { url: 'https://a.b/c?d=1&e=2' }],
  ['items', { count: 0 }],
  ['items', { count: 1 }],
  ['items', { count: 7 }],
  ['empty'],
  ['missing.key'],
  ['Insufficient balance.', { defaultValue: 'Insufficient balance.' }],
  ['missing', { defaultValue: 'Now {{n}}', n: 3 }],
];

describe('the site build i18next (i18n-lite)', () => {
  it('gives the same text as i18next for every kind of key the site uses', async () => {
    const { real, mine } = await both('en_US', SAMPLE);
    for (const [key, options] of CASES) expect(mine(key, options as never), key).toBe(real(key, options));
  });

  it('gives the same text as i18next for every message of two languages', async () => {
    for (const [lng, messages] of [
      ['en_US', en],
      ['th_TH', th],
    ] as const) {
      const { real, mine } = await both(lng, messages);
      const keys: string[] = [];
      const walk = (node: object, prefix: string) => {
        for (const [name, value] of Object.entries(node)) {
          if (typeof value === 'string') keys.push(`${prefix}${name}`);
          else walk(value, `${prefix}${name}.`);
        }
      };
      walk(messages, '');
      const options = { count: 2, name: 'N', amount: '1.00', account: 'abc', path: '/x' };
      for (const key of keys) expect(mine(key, options as never), key).toBe(real(key, options));
    }
  });
});
