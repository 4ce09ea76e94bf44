import { type PicturePolicy, sanitiseHtml } from '../content/sanitise-html.ts';

/**
 * The one place letter bodies are cleaned before they are stored: the site's allow-list for operator HTML
 * (docs/decisions/0027-content-desk.md), the same as bulletins and promotions, and their pictures (decision 42).
 */
export function sanitiseLetterHtml(html: string, pictures: PicturePolicy = {}): string {
  return sanitiseHtml(html, pictures);
}
