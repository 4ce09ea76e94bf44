import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { freshAddress, loginAs, register } from '../testing/accounts-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * A first sign-in on a device or from an address other members signed in with is kept as a device_shared or
 * address_shared security event naming them, listed for the operator under either member; coming back adds nothing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

const eventsOf = (memberId: number) =>
  server.db
    .selectFrom('member_security_events')
    .select(['kind', 'detail'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['device_shared', 'address_shared'])
    .orderBy('id')
    .execute();

async function signedUp() {
  const { reply, account, password } = await register(server, {}, freshAddress());
  expect(reply.body.code).toBe(1000);
  return { account, password, memberId: Number(reply.body.data.member_id) };
}

describe('a device or address shared by members', () => {
  it('is kept once, at the first sign-in, naming the others, and the operator finds it under either member', async () => {
    const udid = `shared-${randomBytes(6).toString('hex')}`;
    const address = freshAddress();
    const first = await signedUp();
    const second = await signedUp();
    const alone = await signedUp();

    expect((await loginAs(server, first.account, first.password, udid, address)).body.code).toBe(1000);
    expect(await eventsOf(first.memberId)).toEqual([]);

    expect((await loginAs(server, second.account, second.password, udid, address)).body.code).toBe(1000);
    expect(await eventsOf(second.memberId)).toEqual([
      { kind: 'device_shared', detail: { udid, shared_with_member_ids: [first.memberId] } },
      { kind: 'address_shared', detail: { ip: address['x-forwarded-for'], shared_with_member_ids: [first.memberId] } },
    ]);
    // Back on the same device and address: nothing more.
    expect((await loginAs(server, second.account, second.password, udid, address)).body.code).toBe(1000);
    expect(await eventsOf(second.memberId)).toHaveLength(2);
    // Another device from another address: nothing.
    expect((await loginAs(server, alone.account, alone.password, `own-${udid}`, freshAddress())).body.code).toBe(1000);
    expect(await eventsOf(alone.memberId)).toEqual([]);

    const op = await createOperator(server.db, 'support');
    const support = await signInOperator(server, op.username, op.password);
    for (const kind of ['device_shared', 'address_shared']) {
      const listed = await support.call('/operator/security_events/list', { kind, member_account: first.account });
      expect(listed.body.data.list.map((e: { member_id: number }) => e.member_id)).toEqual([second.memberId]);
    }
  });
});
