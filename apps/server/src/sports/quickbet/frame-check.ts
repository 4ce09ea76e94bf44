import { QUICKBET_URL_MAX } from '@casino/contract/calls/sports-quickbet-calls.ts';
import { SPORTSBOOK_PAGE_PATH } from '../provider/sportsbook-config.ts';

/** Where the quick-bet page is served: beside the sportsbook's page, under the same policy. */
export const QUICKBET_PAGE_PATH = `${SPORTSBOOK_PAGE_PATH}/quickbet`;
/** The only parameters the quick-bet page's address carries. */
export const QUICKBET_QUERY_KEYS: ReadonlySet<string> = new Set(['lang', 'currency', 'device']);

/** Whether a host name is one of the site's own (configured hosts, PUBLIC_URL, loopback outside production). */
export type HostCheck = (origin: string) => Promise<boolean>;

/**
 * Whether the site may show `address` in its sports iframe (docs/decisions/0067). The address is only read, never
 * fetched: nothing here opens a connection, so an address cannot make this server call anything. It must be the
 * quick-bet page itself (path and parameters), over http(s), without credentials, on the host and port the asking page
 * was served from (`requestHost`, as the quick-bet page may be framed by its own origin only), and that host must be
 * one of the site's own. Anything else (another site, a script or data address, a look-alike host, another path of
 * ours) is refused.
 */
export async function mayFrame(address: string, requestHost: string | undefined, isOwnOrigin: HostCheck): Promise<boolean> {
  if (address.length > QUICKBET_URL_MAX || !requestHost) return false;
  // Only absolute http(s) addresses, written plainly: no spaces, controls or backslashes for a parser to read two ways.
  if (!/^https?:\/\/[^\s\\]+$/i.test(address)) return false;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  if (url.hash !== '') return false;
  if (url.host !== requestHost.toLowerCase()) return false;
  if (url.pathname !== QUICKBET_PAGE_PATH) return false;
  for (const key of url.searchParams.keys()) if (!QUICKBET_QUERY_KEYS.has(key)) return false;
  return isOwnOrigin(url.origin);
}

/**
 * The site's origin as the quick-bet call names it (`domain`: an origin, or a bare host), or null when it is not an
 * origin or not one of the site's own. A bare host gets https in production and http outside it.
 */
export async function ownOrigin(domain: string, isOwnOrigin: HostCheck, production: boolean): Promise<string | null> {
  const written = /^https?:\/\//i.test(domain) ? domain : `${production ? 'https' : 'http'}://${domain}`;
  if (!/^https?:\/\/[^\s\\/?#@]+\/?$/i.test(written)) return null;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  return (await isOwnOrigin(url.origin)) ? url.origin : null;
}
