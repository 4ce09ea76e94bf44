import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { seedDemo } from './seed-demo.ts';

/** The demo's customer-service links open the site's own support page, which shows the site's contact details. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const deadLinks = async () => {
  const sites = await server.db
    .selectFrom('sites')
    .select('id')
    .where('customer_service_link', 'like', '%support.example.com%')
    .execute();
  const links = await server.db.selectFrom('site_links').select('id').where('url', 'like', '%support.example.com%').execute();
  return sites.length + links.length;
};

describe('demo customer service', () => {
  it('links to the support page of the site, whose detail carries the contact details', async () => {
    const { body } = await server.call('/arks/web/site/detail', { site_id: 1 });
    expect(body.data.detail).toMatchObject({
      customer_service_link: '/support',
      support_email: 'support@royal-ace.example',
      support_phone: '+44 20 7946 0018',
    });
    const float = await server.call('/arks/web/float', { site_id: 1 }, { lang: 'th_TH' });
    const service = float.body.data.list.find((entry: { title: string }) => entry.title === 'ฝ่ายบริการลูกค้า');
    expect(service.url).toBe('/support');
    expect(await deadLinks()).toBe(0);
  });

  it('moves a demo seeded before onto the support page, and leaves links an operator set alone', async () => {
    await server.db
      .updateTable('sites')
      .set({ customer_service_link: 'https://support.example.com/royal-ace', support_email: '', support_phone: '' })
      .where('id', '=', 1)
      .execute();
    await server.db
      .updateTable('sites')
      .set({ customer_service_link: 'https://chat.operator.test/lotus' })
      .where('id', '=', 2)
      .execute();
    await server.db
      .updateTable('site_links')
      .set({ url: 'https://support.example.com/chat' })
      .where('url', '=', '/support')
      .execute();
    expect(await deadLinks()).toBeGreaterThan(0);

    expect(await seedDemo(server.db)).toBe(true);
    expect(await deadLinks()).toBe(0);
    const sites = await server.db
      .selectFrom('sites')
      .select(['id', 'customer_service_link', 'support_email'])
      .orderBy('id')
      .execute();
    expect(sites).toEqual([
      { id: 1, customer_service_link: '/support', support_email: 'support@royal-ace.example' },
      { id: 2, customer_service_link: 'https://chat.operator.test/lotus', support_email: 'support@lotus-win.example' },
    ]);
  });
});
