import type { Db } from '../db/database.ts';

export type OriginCheckOptions = {
  db: Db;
  /** PUBLIC_URL's origin, whose host is always allowed. */
  publicUrl?: string;
  /** Outside production the site is also opened on this machine's loopback names. */
  allowLoopback: boolean;
  /** How long the configured hosts are kept before they are read again. */
  cacheMs?: number;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser page of this origin may open a realtime connection: only pages of the sites' configured hosts
 * (site_hosts), of PUBLIC_URL and, outside production, of loopback. No Origin header means no browser page of
 * another site is asking (browsers always send it on websockets and cross-site requests), so it is allowed.
 */
export function createOriginCheck(options: OriginCheckOptions): (origin: string | undefined) => Promise<boolean> {
  const publicHost = options.publicUrl ? new URL(options.publicUrl).hostname : undefined;
  const cacheMs = options.cacheMs ?? 30_000;
  let hosts: { names: Promise<Set<string>>; until: number } | undefined;

  function configuredHosts(): Promise<Set<string>> {
    if (!hosts || hosts.until < Date.now()) {
      const names = options.db
        .selectFrom('site_hosts')
        .select('host')
        .execute()
        .then((rows) => new Set(rows.map((row) => row.host.toLowerCase())));
      hosts = { names, until: Date.now() + cacheMs };
      names.catch(() => {
        hosts = undefined;
      });
    }
    return hosts.names;
  }

  return async (origin) => {
    if (origin === undefined) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    const host = url.hostname.toLowerCase();
    if (host === publicHost) return true;
    if (options.allowLoopback && LOOPBACK_HOSTS.has(host)) return true;
    return (await configuredHosts()).has(host);
  };
}
