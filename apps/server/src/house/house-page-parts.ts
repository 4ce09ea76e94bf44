import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the shells of the house pages share (the games app's, and the plain error page without a games build): a
 * policy without inline code, escaping, and the site's font sheet.
 */

/**
 * Scripts, styles, fonts and pictures from this server only; no inline code at all; framed only by the site itself.
 * Fonts: the site's own font sheet of the page's language (siteFontSheet).
 */
export const HOUSE_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The site's own font sheet of a language from the web build (decision 23: one subsetted "Site Sans" per language), so
 * that a house page draws its language's script on devices without a font for it; none without a build.
 */
const fontSheets = new Map<string, string | null>();
export function siteFontSheet(webDistDir: string | undefined, language: string): string | null {
  if (!webDistDir) return null;
  const key = `${webDistDir}\0${language}`;
  if (!fontSheets.has(key)) {
    let found: string | null = null;
    try {
      const file = readdirSync(join(webDistDir, 'assets')).find((f) => f.startsWith(`font-${language}-`) && f.endsWith('.css'));
      if (file) found = `/assets/${file}`;
    } catch {
      // No web build: the page falls back to the device's fonts.
    }
    fontSheets.set(key, found);
  }
  return fontSheets.get(key) ?? null;
}

/** The link to a page's font sheet, or nothing. */
export const fontLink = (sheet: string | null | undefined) =>
  sheet ? `<link rel="stylesheet" href="${escapeHtml(sheet)}">` : '';

/** JSON inside a data block: never run, but it must not close its element. */
export const blockJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');

const ICON = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">`;
export const BACK_ICON = `${ICON}<path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.5"/></svg>`;
export const RULES_ICON = `${ICON}<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 10v7" stroke="currentColor" stroke-width="2.5"/><circle cx="12" cy="6.8" r="1.6" fill="currentColor"/></svg>`;
