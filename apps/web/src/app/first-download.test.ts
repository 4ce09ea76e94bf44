import { describe, expect, it } from 'vitest';
import { initialJsFiles, type Manifest } from '../../build/initial-js.ts';

// The shape of Vite's build manifest, cut down: an entry with shared chunks, pages and languages behind dynamic imports.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react.js', '_data.js'],
    dynamicImports: [
      'src/app/pages/user-page.tsx',
      'src/locales/en_US.json?part=first',
      'src/locales/en_US.json?part=rest',
      'src/locales/th_TH.json?part=first',
      'src/locales/th_TH.json?part=rest',
    ],
  },
  '_react.js': { file: 'assets/react-b.js' },
  '_data.js': { file: 'assets/data-c.js', imports: ['_react.js'] },
  '_shared.js': { file: 'assets/shared-d.js' },
  'src/app/pages/user-page.tsx': { file: 'assets/user-page-e.js', imports: ['_shared.js', '_react.js'] },
  'src/locales/en_US.json?part=first': { file: 'assets/en_US-f.js' },
  'src/locales/en_US.json?part=rest': { file: 'assets/en_US.rest-h.js' },
  'src/locales/th_TH.json?part=first': { file: 'assets/th_TH-g.js', imports: ['_shared.js'] },
  'src/locales/th_TH.json?part=rest': { file: 'assets/th_TH.rest-i.js' },
};

describe('the home page initial JavaScript (decision 29)', () => {
  it('is the entry, its static imports once each, and the first part of the page language, without the pages and the rest of the messages behind dynamic imports', () => {
    expect(initialJsFiles(manifest).sort()).toEqual([
      'assets/data-c.js',
      'assets/en_US-f.js',
      'assets/index-a.js',
      'assets/react-b.js',
    ]);
  });

  it('counts the language of the page, with what its chunk imports', () => {
    expect(initialJsFiles(manifest, 'th_TH').sort()).toEqual([
      'assets/data-c.js',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/shared-d.js',
      'assets/th_TH-g.js',
    ]);
  });

  it('refuses a manifest whose entry imports a chunk it does not list', () => {
    expect(() => initialJsFiles({ 'index.html': { file: 'assets/index.js', imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
  });
});
