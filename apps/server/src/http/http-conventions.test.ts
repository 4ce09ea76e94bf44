import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('reply envelope and validation', () => {
  it('answers a valid call with code 1000 and data', async () => {
    const { status, body } = await server.call('/v2/get_jackpot', { currency: 'USD' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1000, message: 'ok', data: { jackpot_amount_total: '1000.00' } });
  });

  it('refuses a malformed body with HTTP 400 naming every failing field', async () => {
    const { status, body } = await server.call('/v3/game_list', { site_id: 'abc', currency: 'EUR', support_device: 9 });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.message).toBe('validation_failed');
    expect(Object.keys(body.data.fields).sort()).toEqual(['currency', 'site_id', 'support_device', 'template']);
  });

  it('refuses JSON that does not parse with HTTP 400', async () => {
    const response = await fetch(`${server.url}/api/v2/get_jackpot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"currency": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).message).toBe('validation_failed');
  });

  it('names a site that does not exist as a failing field', async () => {
    const { status, body } = await server.call('/arks/web/site/detail', { site_id: 999 });
    expect(status).toBe(400);
    expect(body.data.fields).toEqual({ site_id: ['unknown_site'] });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { status, body } = await server.call('/no/such/call', {});
    expect(status).toBe(404);
    expect(body.code).toBe(404);
  });
});

describe('authorization header', () => {
  it('answers a member call without a token with HTTP 401', async () => {
    const { status, body } = await server.call('/logout');
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it('answers an unknown token with HTTP 401', async () => {
    const { status } = await server.call('/logout', {}, { authorization: 'Bearer not-a-real-token' });
    expect(status).toBe(401);
  });

  it('accepts a live token, and the token stops working after logout', async () => {
    const { token } = await createSignedInMember(server.db, 'logoutuser1');
    const first = await server.call('/logout', undefined, { authorization: `Bearer ${token}` });
    expect(first).toEqual({ status: 200, body: { code: 1000, message: 'ok', data: null } });
    const second = await server.call('/logout', undefined, { authorization: `Bearer ${token}` });
    expect(second.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token, memberId } = await createSignedInMember(server.db, 'expireduser');
    await server.db
      .updateTable('member_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', memberId)
      .execute();
    const { status } = await server.call('/logout', {}, { authorization: token });
    expect(status).toBe(401);
  });
});

describe('health and API description', () => {
  it('reports health and readiness', async () => {
    expect((await (await fetch(`${server.url}/health`)).json()) as any).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as any).status).toBe('ok');
  });

  it('publishes an OpenAPI document with every call', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as any;
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/api/v3/game_list', '/api/arks/web/carousel_picture', '/api/logout', '/api/template_config']) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    expect(doc.paths['/api/v3/game_list'].post.requestBody.content['application/json'].schema.required).toContain('site_id');
  });
});

describe('sliding sessions', () => {
  it('hands a new token in the authorization header once half the session has passed, keeping the old one briefly', async () => {
    const { token, memberId } = await createSignedInMember(server.db, 'slidinguser');
    const fresh = await fetch(`${server.url}/api/member/profile/common/layout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(fresh.headers.get('authorization')).toBeNull();

    await server.db
      .updateTable('member_sessions')
      .set({ created_at: new Date(Date.now() - 5 * 24 * 3_600_000) })
      .where('member_id', '=', memberId)
      .execute();
    const aged = await fetch(`${server.url}/api/member/profile/common/layout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const renewed = aged.headers.get('authorization')?.replace('Bearer ', '');
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(token);

    const withNew = await server.call('/member/profile/common/layout', {}, { authorization: `Bearer ${renewed}` });
    expect(withNew.body.data.id).toBe(memberId);
    const withOld = await server.call('/member/profile/common/layout', {}, { authorization: `Bearer ${token}` });
    expect(withOld.status).toBe(200);
    const expiry = await server.db
      .selectFrom('member_sessions')
      .select('expires_at')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(expiry.expires_at.getTime()).toBeLessThan(Date.now() + 61_000);
  });
});
