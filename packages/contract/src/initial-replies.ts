/**
 * Replies of public calls written into a page by the server (decision 37): the calls a page makes first are answered
 * before it asks, which spares it a round trip and the request's own cost. Each entry is for one call path, `lang`
 * header and body, the body as JSON of the call's parsed request (the key order of its schema), and holds the call's
 * whole reply envelope. A page takes each at most once, within INITIAL_REPLY_MAX_AGE_MS of its start.
 */
export const INITIAL_REPLIES_ELEMENT_ID = 'initial-replies';
export const INITIAL_REPLY_MAX_AGE_MS = 30_000;

export type InitialReply = { path: string; lang: string; body: string; reply: unknown };

/** One reply's key: the server's reply cache and the page's written replies use the same. */
export function replyKey(path: string, lang: string, body: string): string {
  return `${path}|${lang}|${body}`;
}
