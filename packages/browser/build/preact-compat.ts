import type { Alias } from 'vite';

/**
 * React's API served by Preact (decision 36): preact/compat runs the same components, hooks and libraries
 * (react-router, react-query, react-i18next) in about 11 KB gzip where react-dom took about 60 KB, the largest part
 * of the home page's first download. The built site and the dev server run on it, and so the browser tests.
 */
export const preactCompat: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
