import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json); only the fields read here. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A manifest key and every chunk it imports statically, each once. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

/**
 * The JavaScript the home page needs before it draws (decision 29): the entry chunk and its static imports, which
 * the browser fetches at once, plus the chunk of the page's language messages that start-up awaits (the first-paint
 * part, decision 36). Pages, dialogs, the rest of the messages and the realtime client are dynamic imports and are
 * left out.
 */
export function initialJsFiles(manifest: Manifest, language = 'en_US'): string[] {
  const keys = new Set<string>();
  staticClosure(manifest, 'index.html', keys);
  const messages = `src/locales/${language}.json?part=first`;
  if (manifest[messages]) staticClosure(manifest, messages, keys);
  return [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

/** Gzip size of a file at the highest level, as precompressed for serving. */
export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Bytes of the home page's initial JavaScript, raw and gzip, file by file. */
export function initialJsSize(distDir: string, language = 'en_US') {
  const files = initialJsFiles(readManifest(distDir), language).map((file) => {
    const path = join(distDir, file);
    return { file, bytes: readFileSync(path).length, gzip: gzipBytes(path) };
  });
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
