import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';

const SRC = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Rules of a minified style sheet, as selector → declarations (one level of at-rules is flattened). */
function rulesOf(css: string, selector: string): string[] {
  const found: string[] = [];
  const pattern = /([^{}]+)\{([^{}]*)\}/g;
  for (const match of css.matchAll(pattern)) {
    const selectors = (match[1] ?? '').split(',').map((part) => part.trim());
    if (selectors.includes(selector)) found.push(match[2] ?? '');
  }
  return found;
}

/** Every style sheet of the site, built by Vite with the project's own configuration (minifier and targets). */
let builtCss = '';
let workDir = '';

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'web-css-'));
  const entry = join(workDir, 'entry.js');
  writeFileSync(
    entry,
    cssFiles(SRC)
      .map((file) => `import ${JSON.stringify(relative(workDir, file).split(sep).join('/'))};`)
      .join('\n'),
  );
  const output = await build({
    ...viteConfig,
    configFile: false,
    root: workDir,
    logLevel: 'silent',
    build: {
      ...viteConfig.build,
      write: false,
      sourcemap: false,
      emptyOutDir: false,
      rolldownOptions: { input: entry },
    },
  });
  const bundles = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  builtCss = bundles
    .flatMap((bundle) => bundle.output)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => (file.type === 'asset' ? String(file.source) : ''))
    .join('\n');
}, 60_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('built CSS', () => {
  it('keeps the standard backdrop-filter beside every prefixed one', () => {
    const prefixed = [...builtCss.matchAll(/([^{}]+)\{([^{}]*-webkit-backdrop-filter:[^{}]*)\}/g)];
    expect(prefixed.length).toBeGreaterThan(0);
    for (const [, selector, body] of prefixed) {
      const value = /-webkit-backdrop-filter:([^;]+)/.exec(body ?? '')?.[1];
      expect(body, `${selector?.trim()} loses the standard backdrop-filter`).toMatch(
        new RegExp(`(^|;)backdrop-filter:${(value ?? '').replace(/[()]/g, '\\$&')}(;|$)`),
      );
    }
  });

  it.each(['.site-header', '.mobile-bottom-nav'])('blurs behind %s in Chromium and Safari', (selector) => {
    const declarations = rulesOf(builtCss, selector).join(';');
    expect(declarations).toMatch(/(^|;)backdrop-filter:blur\(/);
    expect(declarations).toMatch(/-webkit-backdrop-filter:blur\(/);
  });

  it.each(['.site-header', '.mobile-bottom-nav'])('gives %s an opaque background without backdrop-filter', (selector) => {
    // The bar's own rule (outside any @supports) carries a solid colour: where no blur is drawn, nothing shows through.
    const declarations = rulesOf(builtCss.replace(/@supports[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, ''), selector).join(';');
    let background = /(?:^|;)background(?:-color)?:([^;]+)/.exec(declarations)?.[1] ?? '';
    const variable = /^var\((--[\w-]+)\)$/.exec(background)?.[1];
    if (variable) background = new RegExp(`${variable}:([^;}]+)`).exec(builtCss)?.[1] ?? '';
    expect(background).toMatch(/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i);
  });
});
