import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nextLite } from '../../packages/browser/build/i18next-lite.ts';
// A relative path, so that Vite bundles it with this configuration (Node 20 loads no TypeScript from packages).
import { preactCompat } from '../../packages/browser/build/preact-compat.ts';
import { reactRouterProduction } from '../../packages/browser/build/react-router-production.ts';

/** The back office (docs/decisions/0072): its own bundle under /admin, never loaded by the player site. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: [...preactCompat, ...i18nextLite, reactRouterProduction] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
