import { INITIAL_REPLIES_ELEMENT_ID, INITIAL_REPLY_MAX_AGE_MS, replyKey } from '@casino/contract/initial-replies.ts';

/** The replies the server wrote into the page, by key, until taken; read at the first call. */
let pending: Map<string, unknown> | undefined;

function readPending(doc: Document): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  const text = doc.getElementById(INITIAL_REPLIES_ELEMENT_ID)?.textContent;
  if (!text) return entries;
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return entries;
    for (const entry of list) {
      const { path, lang, body, reply } = (entry ?? {}) as Record<string, unknown>;
      if (typeof path === 'string' && typeof lang === 'string' && typeof body === 'string') {
        entries.set(replyKey(path, lang, body), reply);
      }
    }
  } catch {
    // A page without usable replies asks its calls as any page would.
  }
  return entries;
}

/**
 * The reply envelope the server wrote into the page for this call, language and body (JSON of the parsed request),
 * once: a later call of the same asks the server. Only in the page's first moments, while they are as fresh as a reply.
 */
export function takeInitialReply(path: string, lang: string, body: string, doc: Document = document): unknown {
  if (performance.now() > INITIAL_REPLY_MAX_AGE_MS) return undefined;
  pending ??= readPending(doc);
  const key = replyKey(path, lang, body);
  if (!pending.has(key)) return undefined;
  const reply = pending.get(key);
  pending.delete(key);
  return reply;
}

/** Forgets what was read (tests load pages one after the other in one document). */
export function resetInitialReplies(): void {
  pending = undefined;
}
