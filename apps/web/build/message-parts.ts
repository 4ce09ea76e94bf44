import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { FIRST_PAINT_MESSAGES, splitMessages } from '../src/lib/first-paint-messages.ts';

/** `src/locales/<language>.json?part=first` or `?part=rest`. */
const PART = /[\\/]src[\\/]locales[\\/][A-Za-z_]+\.json\?part=(first|rest)$/;

/**
 * Splits a language file in two at build (and dev) time (decision 36): `?part=first` has the messages of
 * FIRST_PAINT_MESSAGES, `?part=rest` every other one, each a module of its own. The source stays one file per
 * language.
 */
export function messageParts(): Plugin {
  return {
    name: 'casino:message-parts',
    enforce: 'pre',
    load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const parts = splitMessages(JSON.parse(readFileSync(file, 'utf8')), FIRST_PAINT_MESSAGES);
      // A module of its own making: the query keeps the bundler from reading the file as JSON itself.
      return { code: `export default ${JSON.stringify(match[1] === 'first' ? parts.first : parts.rest)};`, moduleType: 'js' };
    },
  };
}
