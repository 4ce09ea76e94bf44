import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageAsset } from './house-page-parts.ts';

/**
 * The client files the house's table pages share (page-kit/: escaping, money, calls, the error box, sound; the
 * type, buttons, header and dialogs), under hashed names like the pages' own files. Each page serves them beside its
 * own files and loads them first.
 */
const kitFile = (name: string) => readFileSync(join(import.meta.dirname, 'page-kit', name), 'utf8');

export const PAGE_KIT_ASSETS = {
  kitScript: pageAsset('house-kit.js', 'text/javascript; charset=utf-8', kitFile('house-kit.js')),
  kitStyle: pageAsset('house-kit.css', 'text/css; charset=utf-8', kitFile('house-kit.css')),
};
