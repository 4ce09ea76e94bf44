import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const lite = (file: string) => fileURLToPath(new URL(`../src/i18n-lite/${file}`, import.meta.url));

/**
 * i18next and react-i18next served by small versions of their own (src/i18n-lite, decision 36): the site and the
 * game pages use one language per page load, nested keys, interpolation and plurals, which take about 1 KB where the two
 * libraries took 18 KB gzip of the first download. Like the Preact alias, the build and dev server use it and the
 * unit tests keep the libraries; apps/web's i18next-lite.test.ts checks both give the same text.
 */
export const i18nextLite: Alias[] = [
  { find: /^i18next$/, replacement: lite('i18next.ts') },
  { find: /^react-i18next$/, replacement: lite('react-i18next.tsx') },
];
