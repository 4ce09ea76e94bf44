import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from '../operators/operator-test-helpers.ts';
import {
  auth,
  fund,
  newMember,
  type PaymentsServer,
  startPaymentsServer,
  type TestMember,
} from '../payments/payments-test-kit.ts';
import { seedDemoContentDesk } from '../seed/seed-demo-content-desk.ts';

/**
 * Pop-up notices aimed by the caller's state (decision 42): visitors, members who never deposited, who deposited,
 * who took a bonus. The seeded "first deposit doubled" notice stops showing once the member deposited and took it.
 */

let p: PaymentsServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  p = await startPaymentsServer();
  admin = await signInOperator(p.server, 'admin', 'admin1234');
}, 60_000);
afterAll(() => p?.server.close());

const WELCOME = 'Welcome bonus 100%';
type Item = { id: number; title: string };

const visitorTitles = async () => {
  const { body } = await p.server.call(
    '/arks/web/bulletin',
    { site_id: 1, display_device: 1, display_location: 1 },
    { lang: 'en_US' },
  );
  expect(body.code).toBe(1000);
  return (body.data.list as Item[]).map((i) => i.title);
};
const memberTitles = async (member: TestMember, location: 2 | 3 = 2) => {
  const { body } = await p.server.call(
    '/arks/web/bulletin/member',
    { site_id: 1, display_device: 1, display_location: location },
    { ...auth(member.token), lang: 'en_US' },
  );
  expect(body.code).toBe(1000);
  return (body.data.list as Item[]).map((i) => i.title);
};

const saveNotice = (title: string, audiences?: string[], locations = [1, 2]) =>
  admin.call('/operator/content/bulletin/save', {
    site_id: 1,
    title: { en_US: title },
    content: { en_US: `<p>${title}</p>` },
    display_locations: locations,
    ...(audiences ? { audiences } : {}),
  });

describe('pop-up notices aimed by member state', () => {
  it('shows the welcome offer to visitors and new members, and not once the member deposited and took the bonus', async () => {
    const suffix = Date.now() % 1_000_000;
    const toDeposited = `Reload ${suffix}`;
    const toBonusTaken = `Wagering tips ${suffix}`;
    const toEveryone = `Maintenance ${suffix}`;
    for (const [title, audiences] of [
      [toDeposited, ['deposited']],
      [toBonusTaken, ['bonus_taken']],
      [toEveryone, undefined],
    ] as const) {
      const saved = await saveNotice(title, audiences ? [...audiences] : undefined);
      expect(saved.body.code, JSON.stringify(saved.body)).toBe(1000);
    }

    const visitor = await visitorTitles();
    expect(visitor).toContain(WELCOME);
    expect(visitor).toContain(toEveryone);
    expect(visitor).not.toContain(toDeposited);
    expect(visitor).not.toContain(toBonusTaken);

    const member = await newMember(p.server.db);
    expect(await memberTitles(member)).toEqual(expect.arrayContaining([WELCOME, toEveryone]));
    expect(await memberTitles(member)).not.toContain(toDeposited);

    // A credited deposit: deposited.
    await fund(p, member, '500');
    const deposited = await memberTitles(member);
    expect(deposited).not.toContain(WELCOME);
    expect(deposited).toEqual(expect.arrayContaining([toDeposited, toEveryone]));
    expect(deposited).not.toContain(toBonusTaken);

    // The welcome promotion's deposit match taken on its page: bonus_taken.
    const promotions = await p.server.call('/arks/web/promotion/list', { site_id: 1, currency: 'INR' }, { lang: 'en_US' });
    const welcome = (promotions.body.data.list as Item[]).find((i) => i.title === WELCOME);
    expect(welcome).toBeDefined();
    const applied = await p.server.call('/arks/web/bonus/apply', { promotion_id: welcome?.id }, auth(member.token));
    expect(applied.body.code, JSON.stringify(applied.body)).toBe(1000);
    const taken = await memberTitles(member);
    expect(taken).not.toContain(WELCOME);
    expect(taken).not.toContain(toDeposited);
    expect(taken).toEqual(expect.arrayContaining([toBonusTaken, toEveryone]));

    // The visitors' list is the same for everyone, whoever asked before.
    expect(await visitorTitles()).toEqual(visitor);
  });

  it('keeps the audience on the record, everyone by default, and refuses a notice that can reach no one', async () => {
    const everyone = await saveNotice(`Default ${Date.now()}`);
    expect(everyone.body.data.audiences).toEqual(['visitor', 'never_deposited', 'deposited', 'bonus_taken']);
    const aimed = await saveNotice(`Aimed ${Date.now()}`, ['bonus_taken', 'visitor', 'visitor']);
    expect(aimed.body.data.audiences).toEqual(['visitor', 'bonus_taken']);

    // Visitors only see the visitors' home (location 1); members only locations 2 and 3.
    const membersOnVisitorHome = await saveNotice(`Nobody ${Date.now()}`, ['deposited'], [1]);
    expect(membersOnVisitorHome.status).toBe(400);
    expect(membersOnVisitorHome.body.data.fields).toEqual({ audiences: ['reaches_no_one'] });
    const visitorsOnDepositPage = await saveNotice(`Nobody ${Date.now()}`, ['visitor'], [3]);
    expect(visitorsOnDepositPage.status).toBe(400);
    expect((await saveNotice(`Bad ${Date.now()}`, ['whales'])).status).toBe(400);
  });

  it('aims the demo welcome notice of a database seeded before audiences, and leaves one an operator changed', async () => {
    const welcome = () =>
      p.server.db
        .selectFrom('bulletins')
        .select(['id', 'audiences'])
        .where('site_id', '=', 1)
        .where(sql<boolean>`title ->> 'en_US' = ${WELCOME}`)
        .executeTakeFirstOrThrow();
    const { id } = await welcome();
    const everyone = ['visitor', 'never_deposited', 'deposited', 'bonus_taken'];
    await p.server.db.updateTable('bulletins').set({ audiences: everyone }).where('id', '=', id).execute();
    await p.server.db.transaction().execute((tx) => seedDemoContentDesk(tx));
    expect((await welcome()).audiences).toEqual(['visitor', 'never_deposited']);

    await p.server.db
      .updateTable('bulletins')
      .set({ audiences: everyone, updated_at: new Date(Date.now() + 1_000) })
      .where('id', '=', id)
      .execute();
    await p.server.db.transaction().execute((tx) => seedDemoContentDesk(tx));
    expect((await welcome()).audiences).toEqual(everyone);
  });
});
