/** Whether the address holds a character a browser strips or rejects (tab, new line, other controls). */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
/** A scheme at the start of an address ('javascript:', 'data:', 'https:'). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link of operator content (banners, footer and float links, content models, the customer service link) as served
 * to the site: an http(s) address, or a path of the site ('/discount', or 'main/3' as SPEC section 3 writes them).
 * Anything else (javascript:, data:, '//other.host', control characters) is served as '' : no link at all. The site
 * checks again (apps/web/src/lib/safe-url.ts).
 */
export function safeLink(value: string | null | undefined): string {
  const link = value?.trim() ?? '';
  if (link === '' || hasControlCharacter(link) || link.includes('\\')) return '';
  if (SCHEME.test(link)) {
    try {
      const { protocol } = new URL(link);
      return protocol === 'http:' || protocol === 'https:' ? link : '';
    } catch {
      return '';
    }
  }
  return link.startsWith('//') ? '' : link;
}
