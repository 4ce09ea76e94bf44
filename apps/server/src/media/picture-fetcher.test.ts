import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createPictureFetcher, isPrivateAddress, PictureFetchError } from './picture-fetcher.ts';

/**
 * The fetcher of outside pictures (decision 42), against a local HTTP server started here (the machine has no
 * network): it fetches only what configuration allows, never a loopback, private or link-local address in production
 * (checked on the address the connection uses), follows no redirect and reads no more than an upload may hold.
 */

const picture = (() => {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return PNG.sync.write(png);
})();

let server: Server;
let host: string;
const requests: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/banner.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    if (request.url === '/moved.png') return response.writeHead(302, { location: '/banner.png' }).end();
    if (request.url === '/huge.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      // No content-length: the limit is counted on the bytes as they come.
      response.write(Buffer.alloc(600));
      return setTimeout(() => response.end(Buffer.alloc(600)), 20);
    }
    if (request.url === '/slow.png') return setTimeout(() => response.writeHead(200).end(picture), 2_000);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reasonOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'fetched';
  } catch (error) {
    return error instanceof PictureFetchError ? error.reason : String(error);
  }
};

describe('the outside picture fetcher', () => {
  it('fetches a picture of a host configuration lists, once per call', async () => {
    const fetcher = createPictureFetcher({ hosts: [host], allowPrivateAddresses: true });
    requests.length = 0;
    expect((await fetcher.fetch(new URL(`http://${host}/banner.png`))).equals(picture)).toBe(true);
    expect(requests).toEqual(['/banner.png']);
  });

  it('refuses a host configuration does not list, without calling it', async () => {
    requests.length = 0;
    const none = createPictureFetcher({ hosts: [], allowPrivateAddresses: true });
    expect(await reasonOf(none.fetch(new URL(`http://${host}/banner.png`)))).toBe('host_not_allowed');
    const other = createPictureFetcher({ hosts: ['cdn.partner.example'], allowPrivateAddresses: true });
    expect(other.allows(new URL(`http://${host}/banner.png`))).toBe(false);
    expect(other.allows(new URL('https://cdn.partner.example/a.png'))).toBe(true);
    expect(other.allows(new URL('https://u:p@cdn.partner.example/a.png'))).toBe(false);
    expect(other.allows(new URL('ftp://cdn.partner.example/a.png'))).toBe(false);
    expect(requests).toEqual([]);
  });

  it('refuses loopback and private addresses where they are not allowed, by literal or by name, without calling them', async () => {
    requests.length = 0;
    const production = createPictureFetcher({ hosts: '*', allowPrivateAddresses: false });
    const port = host.split(':')[1];
    expect(await reasonOf(production.fetch(new URL(`http://${host}/banner.png`)))).toBe('private_address');
    expect(await reasonOf(production.fetch(new URL(`http://localhost:${port}/banner.png`)))).toBe('private_address');
    expect(await reasonOf(production.fetch(new URL(`http://[::ffff:127.0.0.1]:${port}/banner.png`)))).toBe('private_address');
    expect(await reasonOf(production.fetch(new URL('http://169.254.169.254/latest/meta-data/')))).toBe('private_address');
    // A name whose addresses include a private one (a rebinding name) is refused in the connection's own lookup.
    const rebinding = createPictureFetcher({
      hosts: '*',
      allowPrivateAddresses: false,
      lookup: ((_name: string, _options: unknown, callback: (e: null, a: { address: string; family: number }[]) => void) =>
        callback(null, [
          { address: '93.184.216.34', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ])) as never,
    });
    expect(await reasonOf(rebinding.fetch(new URL(`http://pictures.example:${port}/banner.png`)))).toBe('private_address');
    expect(requests).toEqual([]);
  });

  it('follows no redirect, and stops at the size and time limits', async () => {
    const fetcher = createPictureFetcher({ hosts: [host], allowPrivateAddresses: true, maxBytes: 1_000, timeoutMs: 300 });
    requests.length = 0;
    expect(await reasonOf(fetcher.fetch(new URL(`http://${host}/moved.png`)))).toBe('redirect');
    expect(requests).toEqual(['/moved.png']);
    expect(await reasonOf(fetcher.fetch(new URL(`http://${host}/huge.png`)))).toBe('too_large');
    expect(await reasonOf(fetcher.fetch(new URL(`http://${host}/missing.png`)))).toBe('status');
    expect(await reasonOf(fetcher.fetch(new URL(`http://${host}/slow.png`)))).toBe('timeout');
    expect(await reasonOf(fetcher.fetch(new URL('http://127.0.0.1:1/a.png')))).toBe('host_not_allowed');
  });

  it('tells private addresses from public ones, IPv4 inside IPv6 included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('is configured from CONTENT_IMAGE_* and refuses private addresses in production whatever the hosts', () => {
    const development = loadConfig({ CONTENT_IMAGE_HOSTS: 'CDN.partner.example, img.partner.example:8443' });
    expect(development.contentPictures).toEqual({
      hosts: ['cdn.partner.example', 'img.partner.example:8443'],
      fetchHosts: [],
      allowPrivateAddresses: true,
    });
    const production = loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'a-production-secret-of-some-length',
      PUBLIC_URL: 'https://casino.example',
      CONTENT_IMAGE_FETCH_HOSTS: '*',
    });
    expect(production.contentPictures).toEqual({ hosts: [], fetchHosts: '*', allowPrivateAddresses: false });
    expect(() => loadConfig({ CONTENT_IMAGE_HOSTS: 'https://cdn.partner.example/' })).toThrow(/CONTENT_IMAGE_HOSTS/);
    expect(() => loadConfig({ CONTENT_IMAGE_FETCH_HOSTS: '*.example' })).toThrow(/CONTENT_IMAGE_FETCH_HOSTS/);
  });
});
