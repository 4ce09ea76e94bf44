import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nextLite } from '../../packages/browser/build/i18next-lite.ts';
// A relative path, so that Vite bundles it with this configuration (Node 20 loads no TypeScript from packages).
import { preactCompat } from '../../packages/browser/build/preact-compat.ts';
import { reactRouterProduction } from '../../packages/browser/build/react-router-production.ts';
import { messageParts } from './build/message-parts.ts';
import { siteFonts } from './build/site-fonts.ts';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), siteFonts(), messageParts()],
  resolve: { alias: [...preactCompat, ...i18nextLite, reactRouterProduction] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The first-download budget (build/initial-js.ts) reads which chunks the entry pulls in.
    manifest: true,
    // Web fonts stay files: inlined into a style sheet, a font slice would be fetched whether the page shows it or not.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // A language's messages after the first paint (build/message-parts.ts) are named apart from its first part.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('?part=rest') ? 'assets/[name].rest-[hash].js' : 'assets/[name]-[hash].js',
        // Libraries change less often than the site: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react-router|cookie)[\\/]/, priority: 1 },
            // With zod, its configuration (@casino/browser/zod-jitless.ts), so that it runs before any chunk makes a schema.
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack|zod)[\\/]|packages[\\/]browser[\\/]src[\\/]zod-jitless\.ts$/,
              priority: 1,
            },
            // The site's own modules that start-up imports, in the entry chunk itself. Left to the automatic split, the
            // ones also imported by lazy pages became some twenty small shared chunks, each a request before the first
            // paint. Their dependencies are theirs alone or in the two chunks above, so none is pulled in here.
            {
              name: 'index',
              tags: ['$initial'],
              test: (id) => !id.includes('node_modules'),
              priority: -1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/media': { target: API_ORIGIN, changeOrigin: false },
      // The built-in sandbox payment gateway's hosted page.
      '/sandbox-gateway': { target: API_ORIGIN, changeOrigin: false },
      '/socket.io': { target: API_ORIGIN, ws: true, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
