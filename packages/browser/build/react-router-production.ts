import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * React Router's package exports only its development build (warnings and checks on every navigation); the
 * production build it also ships is the one a visitor or operator downloads (and the one the tests run).
 */
export const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};
