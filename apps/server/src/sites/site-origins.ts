import type { AddressInfo } from 'node:net';
import type { Db } from '../db/database.ts';
import { normaliseHost } from './resolve-site-by-host.ts';

/**
 * The origins this server hands to gateways, providers and browsers, built from configuration only: PUBLIC_URL,
 * the sites' configured hosts (site_hosts) and the address this server listens on. A request's Host header may
 * select one of the configured hosts, but is never copied into an address (docs/security.md).
 */
export type SiteOrigins = {
  /** Where other parties call this server back: PUBLIC_URL, else this server's own loopback address. */
  callback(): string;
  /** The origin a member's browser uses for the site: the configured host the request named, else callback(). */
  browser(requestHost: string | undefined): Promise<string>;
};

export type SiteOriginsOptions = {
  db: Db;
  /** PUBLIC_URL's origin; required in production (config.ts). */
  publicUrl?: string;
  /** The address the HTTP server listens on, once it does. */
  listening: () => AddressInfo | string | null;
};

/** A host this process can always reach itself on: loopback when it listens on every address. */
function loopbackOrigin(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port yet');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export function createSiteOrigins(options: SiteOriginsOptions): SiteOrigins {
  const configured = options.publicUrl ? new URL(options.publicUrl) : undefined;
  const callback = () => configured?.origin ?? loopbackOrigin(options.listening());
  return {
    callback,
    async browser(requestHost) {
      const row = await options.db
        .selectFrom('site_hosts')
        .select('host')
        .where('host', '=', normaliseHost(requestHost))
        .executeTakeFirst();
      if (!row) return callback();
      // The host name is the configured one read from the database; scheme and port are the deployment's.
      const scheme = configured?.protocol ?? 'http:';
      const port = configured ? configured.port : String((options.listening() as AddressInfo | null)?.port ?? '');
      return `${scheme}//${row.host}${port ? `:${port}` : ''}`;
    },
  };
}
