/**
 * Public content replies stay cached this long at most, as the calls' replies and as written into pages
 * (http/initial-replies.ts); every change through the content desk drops them at once.
 */
export const CONTENT_TTL_MS = 15_000;
