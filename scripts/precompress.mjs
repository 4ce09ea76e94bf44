#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every compressible file of a built site,
// for the server to send as they are (docs/decisions/0030). A copy that
// would not be smaller than its file is not written. Usage: node scripts/precompress.mjs [dir] (default apps/web/dist).
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const root = join(import.meta.dirname, '..');
const dir = process.argv[2] ?? join(root, 'apps/web/dist');
// Text formats; images and fonts (woff2) are compressed already. Source maps are left to on-the-fly compression:
// browsers fetch them only with the developer tools open.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml|ico)$/;
const MIN_BYTES = 1_024;

async function* files(path) {
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let original = 0;
let brBytes = 0;
let gzBytes = 0;
let count = 0;
const jobs = [];
for await (const file of files(dir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  jobs.push(
    (async () => {
      const { size } = await stat(file);
      // Copies left by an earlier build of a file that is now too small must not be sent in its place.
      await Promise.all([unlink(`${file}.br`).catch(() => {}), unlink(`${file}.gz`).catch(() => {})]);
      if (size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
      original += body.length;
      brBytes += Math.min(br.length, body.length);
      gzBytes += Math.min(gzipped.length, body.length);
      count += 1;
    })(),
  );
}
await Promise.all(jobs);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(
  `precompressed ${count} files in ${relative(root, dir) || '.'}: ${kb(original)} -> br ${kb(brBytes)}, gzip ${kb(gzBytes)}`,
);
