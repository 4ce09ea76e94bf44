/** Small helpers over document.cookie. Values are URI-encoded. */
export type CookieOptions = {
  /** Lifetime in days; omitted means a session cookie. */
  days?: number;
  /** Lifetime in seconds; wins over days. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
};

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return entry.slice(prefix.length);
      }
    }
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  parts.push(`path=${options.path ?? '/'}`);
  const maxAge = options.maxAgeSeconds ?? (options.days === undefined ? undefined : Math.round(options.days * 86_400));
  if (maxAge !== undefined) {
    parts.push(`max-age=${maxAge}`);
    parts.push(`expires=${new Date(Date.now() + maxAge * 1000).toUTCString()}`);
  }
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { path, maxAgeSeconds: 0 });
}
