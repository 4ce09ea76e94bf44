import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { authModals } from '../features/auth/auth-modals.ts';
import { clearStoredSession } from '../lib/session.ts';
import { clearToasts } from '../ui/toast.tsx';

// Tests never reach the network: a call that no fake API answers (for example one still on its way when a test
// ends) fails like an unreachable server instead of dialling the real one.
globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;

// Pages load on demand (decision 29): on a busy test machine the first render of a page's module can take more than
// the library's default second.
configure({ asyncUtilTimeout: 10_000 });

// Tests set the window's width through innerWidth; the layout mode reads it through a width media query (decision
// 36), which the test window answers from a viewport of its own. Width queries here follow innerWidth, as in a browser.
const testWindowMatchMedia = window.matchMedia.bind(window);
window.matchMedia = (query: string) => {
  const list = testWindowMatchMedia(query);
  const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query)?.[1];
  if (minWidth !== undefined) {
    Object.defineProperty(list, 'matches', { configurable: true, get: () => window.innerWidth >= Number(minWidth) });
  }
  return list;
};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  cleanup();
  clearToasts();
  authModals.close();
  authModals.closeLoginRequired();
  clearStoredSession();
  window.localStorage.clear();
  clearCookies();
  document.body.className = '';
  document.title = '';
});
