import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** The element the server's shell leaves for a game page (games-app.ts on the server). */
export const ROOT_ID = 'games-root';

/** Draws a page into the shell's root element, replacing the plain text left there for browsers without scripts. */
export function mountGamePage(page: ReactNode, doc: Document = document) {
  const root = doc.getElementById(ROOT_ID);
  if (!root) throw new Error(`the page has no #${ROOT_ID}`);
  root.textContent = '';
  createRoot(root).render(page);
}
