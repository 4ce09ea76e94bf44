import { INITIAL_REPLIES_ELEMENT_ID } from '@casino/contract/initial-replies.ts';
import { afterEach, beforeEach, vi } from 'vitest';
import { setRequestLanguage } from '../lib/api-client.ts';
import { resetInitialReplies } from '../lib/initial-replies.ts';
import { ok } from './fake-api.ts';

/** Writes replies into the page as the server does (decision 37). */
export function writeReplies(entries: unknown) {
  const element = document.createElement('script');
  element.id = INITIAL_REPLIES_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(entries);
  document.head.append(element);
}

/** One written reply: the call's path, language and body (JSON of the parsed request), and its envelope. */
export const written = (path: string, body: unknown, reply: unknown, lang = 'en_US') => ({
  path,
  lang,
  body: JSON.stringify(body),
  reply,
});

/** A reply envelope as the server writes it. */
export const envelope = (data: unknown) => ok(data).body;

/** Each test of the file starts as a page in its first second, in English, with no reply written; and ends so. */
export function startEachTestAsANewPage() {
  beforeEach(() => {
    setRequestLanguage('en_US');
    resetInitialReplies();
    // A page's first second (the test process itself has run for longer).
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    document.getElementById(INITIAL_REPLIES_ELEMENT_ID)?.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
