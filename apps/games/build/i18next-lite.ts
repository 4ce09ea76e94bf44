import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

// TODO(decision 48): move i18n-lite into a package shared by the site and the games; until then the games build
// points at the site's copy rather than holding a second one.
const lite = (file: string) => fileURLToPath(new URL(`../../web/src/lib/i18n-lite/${file}`, import.meta.url));

/**
 * i18next and react-i18next served by the site's own small versions (decision 36), as in the site's build: the games
 * use one language per page load and nested keys. Unit tests run the real libraries.
 */
export const i18nextLite: Alias[] = [
  { find: /^i18next$/, replacement: lite('i18next.ts') },
  { find: /^react-i18next$/, replacement: lite('react-i18next.tsx') },
];
