import { isAbsoluteUrl, safeUrl } from './safe-url.ts';

/** What a content or banner link points to (SPEC section 3: external links start with http(s), internal ones look like main/{id}). */
export type LinkTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | { kind: 'none' };

/** A scheme at the start of an address ('javascript:', 'mailto:'): such an address is never a path of the site. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function classifyLink(url: string | null | undefined): LinkTarget {
  const value = url?.trim() ?? '';
  if (!value) return { kind: 'none' };
  const safe = safeUrl(value);
  if (safe) return isAbsoluteUrl(safe) ? { kind: 'external', href: safe } : { kind: 'internal', to: safe };
  // 'main/3' and './main/3' are paths of the site too, unless they name a scheme.
  if (SCHEME.test(value)) return { kind: 'none' };
  const path = safeUrl(internalPath(value));
  return path ? { kind: 'internal', to: path } : { kind: 'none' };
}

/** 'main/3', '/main/3' and './main/3' all become '/main/3'. */
export function internalPath(value: string): string {
  const trimmed = value.trim().replace(/^\.\//, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
