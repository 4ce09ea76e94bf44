/**
 * The part of i18next the site uses, in about 1 KB instead of 18 KB gzip (decision 36): one language's messages,
 * nested keys, `{{value}}` interpolation without escaping, plural forms by `count`, and `defaultValue`. The site's
 * build serves it for `i18next` (build/i18next-lite.ts); unit tests run the real i18next, and apps/web's i18next-lite.test.ts
 * holds the two to the same answers. A language change reloads the page (lib/site-language.ts), so there is no
 * language switching here.
 */

import { mergeMessages } from './merge-messages.ts';

type Messages = { [key: string]: string | Messages };
type Options = Record<string, unknown>;
type InitOptions = {
  lng: string;
  resources: Record<string, { translation: Messages }>;
};

const PLACEHOLDER = /\{\{(-?)\s*([^{}]+?)\s*\}\}/g;

function find(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(options: Options, path: string): unknown {
  let value: unknown = options;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Options)[part];
  }
  return value;
}

/** `{{name}}` (and i18next's unescaped `{{- name}}`) from the options; a value not given keeps its placeholder. */
function interpolate(text: string, options: Options): string {
  return text.replace(PLACEHOLDER, (whole, _dash: string, name: string) => {
    const value = valueAt(options, name);
    if (value === undefined) return Object.hasOwn(options, name) ? '' : whole;
    return String(value);
  });
}

export class LiteI18n {
  language = '';
  private messages: Messages = {};
  private plurals: Intl.PluralRules | null = null;

  use(_plugin: unknown): this {
    return this;
  }

  async init(options: InitOptions): Promise<this> {
    this.language = options.lng;
    this.messages = options.resources[options.lng]?.translation ?? {};
    return this;
  }

  /** More sections of the same language (the messages that follow the first paint). */
  addResourceBundle(_lng: string, _ns: string, resources: Messages): this {
    mergeMessages(this.messages, resources);
    return this;
  }

  /** i18next's lookup order with a numeric count: `key_zero` (count 0), `key_<plural form>`, then `key`. */
  t = (key: string, options: Options = {}): string => {
    let found: string | undefined;
    const count = options.count;
    if (typeof count === 'number') {
      if (count === 0) found = find(this.messages, `${key}_zero`);
      if (found === undefined) {
        this.plurals ??= new Intl.PluralRules(this.language.replace('_', '-'));
        found = find(this.messages, `${key}_${this.plurals.select(count)}`);
      }
    }
    found ??= find(this.messages, key);
    if (found === undefined) {
      const fallback = options.defaultValue;
      return typeof fallback === 'string' ? interpolate(fallback, options) : key;
    }
    return interpolate(found, options);
  };
}

const i18next = {
  createInstance: () => new LiteI18n(),
};

export type i18n = LiteI18n;
export default i18next;
