import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nextLite } from '../../packages/browser/build/i18next-lite.ts';
// A relative path, so that Vite bundles it with this configuration (Node 20 loads no TypeScript from packages).
import { preactCompat } from '../../packages/browser/build/preact-compat.ts';

/**
 * One entry per kind of game page (decision 48): every `src/*.tsx` file is a page's entry, named after its file, so a
 * new page kind adds its entry file and nothing else. The server reads the manifest to write each page's shell
 * (apps/server/src/house/games-app.ts).
 */
const sourceDir = fileURLToPath(new URL('src', import.meta.url));
const PAGE_ENTRIES = Object.fromEntries(
  readdirSync(sourceDir)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => [file.slice(0, -'.tsx'.length), `src/${file}`]),
);

export default defineConfig({
  base: '/house/app/',
  plugins: [react()],
  resolve: { alias: [...preactCompat, ...i18nextLite] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      input: PAGE_ENTRIES,
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The libraries every game page runs on, in one chunk cached across the games.
        codeSplitting: {
          groups: [
            // Zod with its configuration (@casino/browser/zod-jitless.ts) and the house calls' common parts, for the pages
            // that call the house API (not the error page). Each game's own call schemas stay with the pages that import
            // them, so that a page carries no other game's calls (decision 70).
            {
              name: 'contract',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](house[\\/]house-call\.ts$|input-bounds)|packages[\\/]browser[\\/]src[\\/]zod-jitless\.ts$/,
              priority: 2,
            },
            // The socket.io client, for the pages that hear a table over a socket (the live tables).
            {
              name: 'socket',
              test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io[\\/]component-emitter|xmlhttprequest-ssl)[\\/]/,
              priority: 3,
            },
            // The browser package but its realtime options, which stay with the live page that connects.
            {
              name: 'runtime',
              test: /node_modules[\\/]|packages[\\/]browser[\\/]src[\\/](?!realtime-socket\.ts$)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5174 },
});
