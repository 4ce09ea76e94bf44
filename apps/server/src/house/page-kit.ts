import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageAsset } from './house-page-parts.ts';

/**
 * The house pages' client kit (page-kit/: escaping, money, calls, the error box, sound; the type, buttons, header and
 * dialogs), under hashed names: what is left of it is the style of the plain error page a server without a games build
 * answers (house-pages.ts GAME_PAGE_ASSETS).
 */
const clientFile = (folder: string, name: string) => readFileSync(join(import.meta.dirname, folder, name), 'utf8');
const SCRIPT = 'text/javascript; charset=utf-8';
const STYLE = 'text/css; charset=utf-8';

export const PAGE_KIT_ASSETS = {
  kitScript: pageAsset('house-kit.js', SCRIPT, clientFile('page-kit', 'house-kit.js')),
  kitStyle: pageAsset('house-kit.css', STYLE, clientFile('page-kit', 'house-kit.css')),
};
