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

/**
 * Reading document.cookie asks the browser's network process each time; a render reads several cookies in one go.
 * The string is kept until the current task's microtasks have run, and dropped at once when a cookie is set.
 */
let jar: string | undefined;

function cookieJar(): string {
  if (jar === undefined) {
    jar = document.cookie;
    queueMicrotask(() => {
      jar = undefined;
    });
  }
  return jar;
}

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookieJar().split(';')) {
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
  jar = undefined;
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { path, maxAgeSeconds: 0 });
}
