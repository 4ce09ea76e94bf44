import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { MEDIA_UPLOAD_MAX_BYTES } from '@casino/contract/calls/content-calls.ts';

/**
 * Fetches an outside picture that operator HTML names, once, when the HTML is saved (decision 42); the picture is then
 * stored through the upload path and served from the site. Every address it calls is one configuration allows
 * (CONTENT_IMAGE_FETCH_HOSTS), and in production never a private, loopback or link-local one: the address a host name
 * resolves to is checked in the lookup that the connection itself uses, so a name cannot resolve to a public address
 * for the check and a private one for the connection. No redirect is followed; the body is bounded in bytes and time.
 */
export type PictureFetcher = {
  /** Whether configuration lets the server fetch this address at all (before any network use). */
  allows(url: URL): boolean;
  /** The picture's bytes; a PictureFetchError says why not. */
  fetch(url: URL): Promise<Buffer>;
};

export type PictureFetchFailure =
  | 'host_not_allowed'
  | 'private_address'
  | 'unreachable'
  | 'timeout'
  | 'redirect'
  | 'status'
  | 'too_large';

export class PictureFetchError extends Error {
  constructor(readonly reason: PictureFetchFailure) {
    super(`picture fetch failed: ${reason}`);
  }
}

export type PictureFetcherOptions = {
  /** Host names (host:port when not the scheme's default) the server may fetch from; '*' any host. Empty: none. */
  hosts: readonly string[] | '*';
  /** Loopback, private and link-local addresses: never in production (config.ts). */
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** The resolver (replaced in tests). */
  lookup?: typeof dnsLookup;
};

/** Addresses that are not the public internet: this machine, private networks, link-local, CGNAT, multicast and the rest. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:127.0.0.1, ::ffff:7f00:1), or null. */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const prefixZero = groups.slice(0, 5).every((g) => g === 0);
  if (!prefixZero || (groups[5] !== 0xffff && groups[5] !== 0)) return null;
  if (groups[5] === 0 && groups[6] === 0) return null;
  const [high, low] = [groups[6] as number, groups[7] as number];
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or null when it is not one. */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] as string;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = (dotted[1] as string).split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((parts[0] as number) * 256 + (parts[1] as number)).toString(16)}:${((parts[2] as number) * 256 + (parts[3] as number)).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? (halves[0] as string).split(':') : [];
  const tail = halves.length === 2 && halves[1] ? (halves[1] as string).split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether an IP address is not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return NOT_PUBLIC.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    return v4 !== null ? NOT_PUBLIC.check(v4, 'ipv4') : NOT_PUBLIC.check(address, 'ipv6');
  }
  return true;
}

/** The host as configuration lists it: lower case, with the port only when it is not the scheme's default. */
export const hostOf = (url: URL) => url.host.toLowerCase();

export function createPictureFetcher(options: PictureFetcherOptions): PictureFetcher {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? MEDIA_UPLOAD_MAX_BYTES;
  const resolve = options.lookup ?? dnsLookup;
  const allows = (url: URL) =>
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    (options.hosts === '*' ? true : options.hosts.includes(hostOf(url)));

  // Every address a name resolves to must be public, and the connection goes to one of those checked.
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      if (!options.allowPrivateAddresses && list.some((a) => isPrivateAddress(a.address))) {
        return callback(new PictureFetchError('private_address'), '', 0);
      }
      const first = list[0];
      if (!first) return callback(new PictureFetchError('unreachable'), '', 0);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, first.address, first.family);
    });
  };

  return {
    allows,
    fetch(url) {
      if (!allows(url)) return Promise.reject(new PictureFetchError('host_not_allowed'));
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) && !options.allowPrivateAddresses && isPrivateAddress(literal)) {
        return Promise.reject(new PictureFetchError('private_address'));
      }
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      return new Promise<Buffer>((resolveBody, reject) => {
        const fail = (reason: PictureFetchFailure) => {
          request.destroy();
          reject(new PictureFetchError(reason));
        };
        const timer = setTimeout(() => fail('timeout'), timeoutMs);
        const request = send(
          url,
          {
            method: 'GET',
            lookup: guardedLookup,
            headers: { accept: 'image/png, image/jpeg', 'user-agent': 'casino-content-desk' },
          },
          (response: IncomingMessage) => {
            const status = response.statusCode ?? 0;
            if (status >= 300 && status < 400) return fail('redirect');
            if (status !== 200) return fail('status');
            if (Number(response.headers['content-length'] ?? 0) > maxBytes) return fail('too_large');
            const chunks: Buffer[] = [];
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > maxBytes) return fail('too_large');
              chunks.push(chunk);
            });
            response.on('end', () => {
              clearTimeout(timer);
              if (size <= maxBytes) resolveBody(Buffer.concat(chunks));
            });
            response.on('error', () => fail('unreachable'));
          },
        );
        request.on('error', (error) => {
          clearTimeout(timer);
          reject(error instanceof PictureFetchError ? error : new PictureFetchError('unreachable'));
        });
        request.on('close', () => clearTimeout(timer));
        request.end();
      });
    },
  };
}
