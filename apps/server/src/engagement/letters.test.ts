import { realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLevelUpLetters } from '../loyalty/level-up-letter.ts';
import { createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { deliverLetterBatch } from './letter-delivery.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;
const echoes: ReturnType<typeof connectEcho>[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  const op = await createOperator(server.db, 'admin');
  admin = await signInOperator(server, op.username, op.password);
});
afterAll(async () => {
  for (const echo of echoes) echo.disconnect();
  await server.close();
});

let seq = 0;
async function member(currency = 'INR') {
  seq += 1;
  const account = `let${Date.now() % 1_000_000}m${seq}`;
  return { account, ...(await createSignedInMember(server.db, account, 1, currency)) };
}

const auth = (token: string, lang = 'en_US') => ({ authorization: `Bearer ${token}`, lang });
const list = (token: string, lang = 'en_US', body: object = {}) =>
  server.call('/arks/web/member/letter', body, auth(token, lang));

async function boxOf(token: string, atLeast: number, lang = 'en_US') {
  for (let i = 0; i < 100; i += 1) {
    const { body } = await list(token, lang);
    // The list and the counts are two reads: wait until both show the letters.
    if (body.data.total_count >= atLeast && body.data.list.length >= atLeast) return body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('letters did not arrive');
}

function send(
  audience: object,
  title: Record<string, string> = { en_US: 'Hello', th_TH: 'สวัสดี' },
  body?: Record<string, string>,
) {
  return admin.call('/operator/letters/send', {
    site_id: 1,
    title,
    body: body ?? Object.fromEntries(Object.keys(title).map((l) => [l, `<p>${title[l]}</p>`])),
    audience,
  });
}

describe('letters', () => {
  it('reach the addressed member live, in the asked language, sanitised, and nobody else', async () => {
    const a = await member();
    const b = await member();
    const echo = connectEcho(server.url, a.token);
    echoes.push(echo);
    const arrived = nextEvent<{ ids: number[] }>(
      (cb) => echo.private(`member.${a.memberId}`).listen(`.${realtimeEvents.letterSent}`, cb),
      5_000,
    );
    await settle(echo);
    const sent = await send(
      { kind: 'member', member_account: a.account },
      { en_US: 'Welcome', th_TH: 'ยินดีต้อนรับ' },
      {
        en_US: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
        th_TH: '<p>สวัสดี</p>',
      },
    );
    expect(sent.body.code).toBe(1000);
    const event = await arrived;
    const box = await boxOf(a.token, 1);
    expect(event.ids).toEqual([box.list[0].id]);
    expect(box).toMatchObject({ total_count: 1, unread_count: 1 });
    expect(box.list[0]).toMatchObject({ title: 'Welcome', is_read: 0 });
    expect(box.list[0].content).toBe('<p>Hi <a>link</a></p>');
    expect((await boxOf(a.token, 1, 'th_TH')).list[0].title).toBe('ยินดีต้อนรับ');
    // Other member: empty box, and neither reads nor deletes a's letter.
    expect((await list(b.token)).body.data).toMatchObject({ total_count: 0, unread_count: 0, list: [] });
    const id = box.list[0].id;
    expect((await server.call('/arks/web/member/letter/read', { id }, auth(b.token))).body.code).toBe(101);
    const destroyed = await server.call('/arks/web/member/letter/destroy', { ids: [id] }, auth(b.token));
    expect(destroyed.body.code).toBe(1000);
    expect((await list(a.token)).body.data).toMatchObject({ total_count: 1, unread_count: 1 });
    // The member reads it: the count drops and other pages hear of it.
    const read = nextEvent<{ ids: number[]; unread_count: number }>((cb) =>
      echo.private(`member.${a.memberId}`).listen(`.${realtimeEvents.letterRead}`, cb),
    );
    const readReply = await server.call('/arks/web/member/letter/read', { id }, auth(a.token));
    expect(readReply.body.data).toEqual({ id, is_read: 1, unread_count: 0 });
    expect(await read).toEqual({ ids: [id], unread_count: 0 });
    // Without ids, destroy deletes the read letters.
    const deleted = nextEvent<{ ids: number[] }>((cb) =>
      echo.private(`member.${a.memberId}`).listen(`.${realtimeEvents.letterDelete}`, cb),
    );
    const cleared = await server.call('/arks/web/member/letter/destroy', { active: 1, count: 50, page: 1 }, auth(a.token));
    expect(cleared.body.data).toMatchObject({ total_count: 0, unread_count: 0 });
    expect((await deleted).ids).toEqual([id]);
  });

  it('pages 50 a page, newest first', async () => {
    const a = await member();
    for (let i = 0; i < 3; i += 1)
      expect((await send({ kind: 'members', member_accounts: [a.account] }, { en_US: `n${i}` })).body.code).toBe(1000);
    const box = await boxOf(a.token, 3);
    expect(box.list.map((l: { title: string }) => l.title)).toEqual(['n2', 'n1', 'n0']);
    const page2 = await list(a.token, 'en_US', { count: 2, page: 2 });
    expect(page2.body.data.list.map((l: { title: string }) => l.title)).toEqual(['n0']);
    expect(page2.body.data.total_count).toBe(3);
  });

  it('go to a segment (currency, VIP level, an agent downline) and to everyone', async () => {
    const agent = await member();
    const downline = await member();
    const usd = await member('USD');
    const vip = await member();
    await server.db.updateTable('members').set({ agent_id: agent.memberId }).where('id', '=', downline.memberId).execute();
    await server.db.updateTable('members').set({ vip_level: 7 }).where('id', '=', vip.memberId).execute();
    expect((await send({ kind: 'segment', agent_account: agent.account }, { en_US: 'downline' })).body.code).toBe(1000);
    expect((await send({ kind: 'segment', vip_level: 7 }, { en_US: 'vip' })).body.code).toBe(1000);
    expect((await send({ kind: 'segment', currency: 'USD' }, { en_US: 'usd' })).body.code).toBe(1000);
    expect((await send({ kind: 'everyone' }, { en_US: 'all' })).body.code).toBe(1000);
    const titles = async (token: string, n: number) => (await boxOf(token, n)).list.map((l: { title: string }) => l.title);
    expect(await titles(downline.token, 2)).toEqual(['all', 'downline']);
    expect(await titles(vip.token, 2)).toEqual(['all', 'vip']);
    expect(await titles(usd.token, 2)).toEqual(['all', 'usd']);
    expect(await titles(agent.token, 1)).toEqual(['all']);
  });

  it('refuses unknown members and currencies, and cancelling takes a letter out of every box', async () => {
    const a = await member();
    expect((await send({ kind: 'members', member_accounts: [a.account, 'nobody_here'] })).body).toMatchObject({
      code: 101,
      data: { missing: ['nobody_here'] },
    });
    expect((await send({ kind: 'segment', currency: 'NGN' })).body.code).toBe(103);
    const emptied = await send({ kind: 'member', member_account: a.account }, { en_US: 'x' }, { en_US: '<script>only</script>' });
    expect(emptied.status).toBe(400);
    const sent = await send({ kind: 'member', member_account: a.account }, { en_US: 'oops' });
    await boxOf(a.token, 1);
    const cancelled = await admin.call('/operator/letters/cancel', { id: sent.body.data.id });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await list(a.token)).body.data.total_count).toBe(0);
    expect((await admin.call('/operator/letters/cancel', { id: sent.body.data.id })).body.code).toBe(102);
    const audit = await server.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('target', '=', `letter:${sent.body.data.id}`)
      .execute();
    expect(audit.map((r) => r.action).sort()).toEqual(['letter.cancel', 'letter.send']);
  });

  it("list for operators a page at a time, one source at a time: VIP level rises never bury operators' letters", async () => {
    const m = await member();
    await server.db.transaction().execute((trx) =>
      sendLevelUpLetters(trx, [
        { memberId: m.memberId, siteId: 1, level: 2 },
        { memberId: m.memberId, siteId: 1, level: 3 },
      ]),
    );
    const mine: number[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const sent = await send({ kind: 'member', member_account: m.account }, { en_US: title });
      mine.push(sent.body.data.id as number);
    }
    const page = (body: object) => admin.call('/operator/letters/list', { site_id: 1, ...body });

    const first = await page({ limit: 2 });
    expect(first.body.data.list.map((l: { id: number }) => l.id)).toEqual([mine[2], mine[1]]);
    expect(first.body.data.list.every((l: { source: string }) => l.source === 'operator')).toBe(true);
    expect(first.body.data.next_before_id).toBe(mine[1]);
    const second = await page({ limit: 2, before_id: first.body.data.next_before_id });
    expect(second.body.data.list[0].id).toBe(mine[0]);

    const rises = await page({ source: 'vip_level', limit: 2 });
    expect(rises.body.data.list).toHaveLength(2);
    expect(rises.body.data.list.every((l: { source: string; id: number }) => l.source === 'vip_level' && l.id < mine[0]!)).toBe(
      true,
    );
    expect((await page({ source: 'nobody' })).body.code).not.toBe(1000);
  });

  it('are sent by admin and support, not by finance', async () => {
    const a = await member();
    const finance = await createOperator(server.db, 'finance');
    const fin = await signInOperator(server, finance.username, finance.password);
    const denied = await fin.call('/operator/letters/send', {
      site_id: 1,
      title: { en_US: 't' },
      body: { en_US: 'b' },
      audience: { kind: 'member', member_account: a.account },
    });
    expect(denied.status).toBe(403);
    const support = await createOperator(server.db, 'support');
    const sup = await signInOperator(server, support.username, support.password);
    const ok = await sup.call('/operator/letters/send', {
      site_id: 1,
      title: { en_US: 't' },
      body: { en_US: 'b' },
      audience: { kind: 'member', member_account: a.account },
    });
    expect(ok.body.code).toBe(1000);
    expect((await sup.call('/operator/red_envelopes/list', {})).status).toBe(403);
  });

  it('deliver batch by batch from a cursor kept in the database, so an interrupted send resumes', async () => {
    const members = [await member('RMB'), await member('RMB'), await member('RMB')];
    await server.db
      .updateTable('members')
      .set({ vip_level: 42 })
      .where(
        'id',
        'in',
        members.map((m) => m.memberId),
      )
      .execute();
    // A letter queued as a crashed node left it: the worker of any node picks it up from its cursor.
    const letter = await server.db
      .insertInto('letters')
      .values({
        site_id: 1,
        title: JSON.stringify({ en_US: 'resume' }),
        body: JSON.stringify({ en_US: 'b' }),
        audience: JSON.stringify({ kind: 'segment', vip_level: 42 }),
        status: 'sending',
        cursor_member_id: members[0]?.memberId ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const m of members.slice(1)) await boxOf(m.token, 1);
    expect((await list(members[0]?.token ?? '')).body.data.total_count).toBe(0);
    const row = await server.db.selectFrom('letters').selectAll().where('id', '=', letter.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', delivered: 2 });
    expect(await deliverLetterBatch(server.db, server.app.realtime)).toBe(false);
  });
});
