/** Whether the address holds a character a browser strips or rejects (tab, new line, other controls). */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * An address from operator content that may become a link: an http(s) address, or a path of this site starting with
 * a single '/'. Anything else (javascript:, data:, '//other.host', '/\other.host', addresses with control
 * characters) gives undefined, and the caller renders no link.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || hasControlCharacter(trimmed)) return undefined;
  if (trimmed.startsWith('/')) return /^\/[/\\]/.test(trimmed) ? undefined : trimmed;
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'http:' || protocol === 'https:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a safe address leaves the site (an absolute http(s) address) rather than being a path of it. */
export function isAbsoluteUrl(safe: string): boolean {
  return !safe.startsWith('/');
}
