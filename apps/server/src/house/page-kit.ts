import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageAsset } from './house-page-parts.ts';

/**
 * The client files the house's table pages share (page-kit/: escaping, money, calls, the error box, sound; the
 * type, buttons, header and dialogs), under hashed names like the pages' own files. Each page serves them beside its
 * own files and loads them first.
 */
const clientFile = (folder: string, name: string) => readFileSync(join(import.meta.dirname, folder, name), 'utf8');
const SCRIPT = 'text/javascript; charset=utf-8';
const STYLE = 'text/css; charset=utf-8';

export const PAGE_KIT_ASSETS = {
  kitScript: pageAsset('house-kit.js', SCRIPT, clientFile('page-kit', 'house-kit.js')),
  kitStyle: pageAsset('house-kit.css', STYLE, clientFile('page-kit', 'house-kit.css')),
};

/**
 * The cards and chips of the house's card pages (game-client/table-art.*): drawn by the script (after the kit's, before
 * the page's own), styled by the sheet (before the page's own, which sizes them). The live tables use the drawings only.
 */
export const TABLE_ART_ASSETS = {
  artScript: pageAsset('table-art.js', SCRIPT, clientFile('game-client', 'table-art.js')),
  artStyle: pageAsset('table-art.css', STYLE, clientFile('game-client', 'table-art.css')),
};
