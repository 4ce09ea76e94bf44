/** What a content or banner link points to (SPEC section 3: external links start with http(s), internal ones look like main/{id}). */
export type LinkTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | { kind: 'none' };

const EXTERNAL = /^https?:\/\//i;
const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript):/i;

export function classifyLink(url: string | null | undefined): LinkTarget {
  const value = url?.trim() ?? '';
  if (!value || UNSAFE_SCHEME.test(value)) return { kind: 'none' };
  if (EXTERNAL.test(value) || value.startsWith('//')) return { kind: 'external', href: value };
  return { kind: 'internal', to: internalPath(value) };
}

/** 'main/3', '/main/3' and './main/3' all become '/main/3'. */
export function internalPath(value: string): string {
  const trimmed = value.trim().replace(/^\.\//, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
