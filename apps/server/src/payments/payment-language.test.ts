import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember } from '../testing/test-server.ts';
import {
  auth,
  decide,
  methodIds,
  newKey,
  newMember,
  type PaymentsServer,
  siteToday,
  startPaymentsServer,
} from './payments-test-kit.ts';
import { DEMO_DEPOSIT_METHOD_NAMES, nameDemoDepositMethods } from './seed-payments-demo.ts';

/**
 * A player reads the deposit methods, the deposit record and the sandbox gateway's page in the page's language
 * (docs/decisions/0045), and the gateway writes money as the site does (docs/decisions/0021).
 */
let p: PaymentsServer;
beforeAll(async () => {
  p = await startPaymentsServer();
});
afterAll(() => p.server.close());

/** English words left on a page, once the order and payment numbers are taken out. */
const englishWords = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\b(D|sbx_)[A-Za-z0-9_]+/g, ' ')
    .match(/[A-Za-z]{2,}/g) ?? [];

describe('payments in the page language', () => {
  it('names the deposit methods and the record in the language of the call', async () => {
    const member = await newMember(p.server.db);
    const thai = await p.server.call('/member/deposit/methods', {}, { ...auth(member.token), lang: 'th_TH' });
    expect(thai.body.data.list.map((m: { name: string }) => m.name)).toEqual(['ชำระเงินทดสอบ', 'โอนเงินผ่านธนาคาร']);
    const english = await p.server.call('/member/deposit/methods', {}, { ...auth(member.token), lang: 'en_US' });
    expect(english.body.data.list.map((m: { name: string }) => m.name)).toEqual(['Sandbox Pay', 'Bank transfer']);

    const { bank } = await methodIds(p.server, member);
    const created = await p.server.call(
      '/member/deposit/create',
      { method_id: bank, amount: '500.00' },
      auth(member.token, newKey()),
    );
    expect(created.body.code).toBe(1000);
    const today = siteToday();
    const record = await p.server.call(
      '/member/dw_record/list',
      { start_date: today, end_date: today },
      { ...auth(member.token), lang: 'zh_CN' },
    );
    expect(record.body.data.list[0].method).toBe('银行转账');
  });

  it('shows the sandbox gateway page in the member page language, money as the site writes it', async () => {
    const member = await createSignedInMember(p.server.db, `payl${Date.now() % 1_000_000}`, 1, 'RMB');
    const { gateway } = await methodIds(p.server, member);
    const created = await p.server.call(
      '/member/deposit/create',
      { method_id: gateway, amount: '500.00' },
      { ...auth(member.token, newKey()), lang: 'th_TH' },
    );
    expect(created.body.code).toBe(1000);
    const payUrl = created.body.data.pay_url as string;
    expect(new URL(payUrl).searchParams.get('lang')).toBe('th_TH');

    const html = await (await fetch(payUrl)).text();
    expect(html).toContain('<html lang="th-TH">');
    expect(html).toContain('ยืนยันการชำระเงินของคุณ');
    expect(html).toContain('¥500.00');
    expect(englishWords(html.slice(html.indexOf('<body>')))).toEqual([]);

    // The decision keeps the language (the form carries it) and so does its result page.
    const url = new URL(payUrl);
    const response = await fetch(`${url.origin}${url.pathname}`, {
      method: 'POST',
      body: new URLSearchParams({ session: url.searchParams.get('session') as string, decision: 'decline', lang: 'th_TH' }),
    });
    const result = await response.text();
    expect(result).toContain('ปฏิเสธการชำระเงินแล้ว');
    expect(englishWords(result.slice(result.indexOf('<body>')))).toEqual([]);

    // Without a language, the browser's is taken, then English.
    const chinese = await fetch(`${url.origin}${url.pathname}?session=${url.searchParams.get('session')}`, {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(await chinese.text()).toContain('付款已拒绝');
    expect((await decide(`${url.origin}${url.pathname}?session=${url.searchParams.get('session')}`, 'decline')).html).toContain(
      'Payment declined',
    );
  });

  it('names the methods of a database seeded before the names per language, and leaves an operator their own', async () => {
    const { db } = p.server;
    await db.updateTable('deposit_methods').set({ names: '{}' }).where('site_id', '=', 1).execute();
    const own = await db
      .updateTable('deposit_methods')
      .set({ name: 'UPI Express' })
      .where('site_id', '=', 1)
      .where('currency_code', '=', 'USD')
      .where('kind', '=', 'gateway')
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await db.transaction().execute((tx) => nameDemoDepositMethods(tx))).toBe(true);
    const rows = await db.selectFrom('deposit_methods').select(['id', 'name', 'names']).where('site_id', '=', 1).execute();
    for (const row of rows) {
      if (row.id === own.id) expect(row.names).toEqual({});
      else expect(row.names).toEqual(DEMO_DEPOSIT_METHOD_NAMES[row.name]);
    }
    expect(await db.transaction().execute((tx) => nameDemoDepositMethods(tx))).toBe(false);
  });
});
