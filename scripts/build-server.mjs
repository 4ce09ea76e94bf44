#!/usr/bin/env node
// Bundles the server into apps/server/dist/main.js (docs/decisions/0030):
// packages from node_modules stay external and load from there at run time; the workspace's own contract package is
// TypeScript and is bundled in. Files the server reads beside its sources (SQL migrations, fonts resolved from a
// module's place) are still found there: each module's import.meta.dirname and import.meta.url are rewritten to its
// source location, relative to the bundle, so the built server reads the same files as the one run from source.
// Usage: node scripts/build-server.mjs [outfile] (default apps/server/dist/main.js; keep it inside the repository, where
// the external packages resolve from node_modules).
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const serverDir = join(root, 'apps/server');
const outFile = resolve(process.argv[2] ?? join(serverDir, 'dist/main.js'));
const outDir = dirname(outFile);
const contractSrc = join(root, 'packages/contract/src');

const toPosix = (path) => path.split(sep).join('/');

/** The contract package's exports map "./*" to "./src/*": resolved here so that it is bundled, not left external. */
const bundleContract = {
  name: 'bundle-contract',
  setup(b) {
    b.onResolve({ filter: /^@casino\/contract\// }, (args) => ({
      path: join(contractSrc, args.path.slice('@casino/contract/'.length)),
    }));
  },
};

/** import.meta of a source module, pointed back at that module's own place from the bundle's. */
const sourceImportMeta = {
  name: 'source-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const fromBundle = toPosix(relative(outDir, args.path));
      const dirFromBundle = toPosix(relative(outDir, dirname(args.path))) || '.';
      const contents =
        `import { resolve as __sourceResolve } from 'node:path';\n` +
        source
          .replaceAll('import.meta.dirname', `__sourceResolve(import.meta.dirname, ${JSON.stringify(dirFromBundle)})`)
          .replaceAll('import.meta.filename', `__sourceResolve(import.meta.dirname, ${JSON.stringify(fromBundle)})`)
          .replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
      return { contents, loader: 'ts' };
    });
  },
};

await rm(outFile, { force: true });
await rm(`${outFile}.map`, { force: true });
const result = await build({
  entryPoints: [join(serverDir, 'src/main.ts')],
  outfile: outFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  // Stack traces point at the TypeScript sources.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [bundleContract, sourceImportMeta],
});
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(`server bundle: ${toPosix(relative(root, outFile))} (${Math.round(bytes / 1024)} KB)`);
