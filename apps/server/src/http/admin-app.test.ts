import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_SECURITY_POLICY, registerAdminApp } from './admin-app.ts';

/** A back-office build as Vite writes it: its page and one hashed script. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'admin-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/admin/assets/index-abc.js"></script>');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log("back office");');
  writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{}');
  return dist;
}

describe('the back office served', () => {
  const built = Fastify();
  const missing = Fastify();
  afterAll(async () => {
    await built.close();
    await missing.close();
  });

  it('serves its page for every path under /admin under its own policy, never cached, and its files for a year', async () => {
    await registerAdminApp(built, { distDir: fakeBuild() });
    for (const url of ['/admin', '/admin/', '/admin/security', '/admin/audit?action=login']) {
      const page = await built.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('/admin/assets/index-abc.js');
      expect(page.headers['content-security-policy']).toBe(ADMIN_CONTENT_SECURITY_POLICY);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(ADMIN_CONTENT_SECURITY_POLICY).not.toContain('unsafe');
    const script = await built.inject({ url: '/admin/assets/index-abc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Source maps stay on the server, and a missing chunk is a plain 404 rather than the page.
    expect((await built.inject({ url: '/admin/assets/index-abc.js.map' })).statusCode).toBe(404);
    expect((await built.inject({ url: '/admin/assets/old-chunk.js' })).statusCode).toBe(404);
  });

  it('says it is not built when there is no build', async () => {
    await registerAdminApp(missing, { distDir: join(tmpdir(), 'no-such-admin-build') });
    const page = await missing.inject({ url: '/admin/audit' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('has not been built');
  });
});
