import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDay } from '../engagement/site-day.ts';
import {
  auth,
  bindBankAccount,
  fund,
  holdOf,
  mainOf,
  newKey,
  newMember,
  type PaymentsServer,
  startPaymentsServer,
} from '../payments/payments-test-kit.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';

/**
 * The daily withdrawal limit of a VIP level (docs/decisions/0083) in the withdrawal's create path: requests at once
 * never jointly pass it, a member without a level keeps only the site's limits, and the ledger stays whole.
 */
let p: PaymentsServer;
beforeAll(async () => {
  p = await startPaymentsServer();
  await p.server.db.deleteFrom('vip_levels').where('site_id', '=', 1).where('currency_code', '=', 'INR').execute();
  await p.server.db
    .insertInto('vip_levels')
    .values([
      { site_id: 1, currency_code: 'INR', level: 1, min_points: 10n, daily_withdrawal_limit: 50_000n, birthday_bonus: 0n },
      { site_id: 1, currency_code: 'INR', level: 2, min_points: 20n, daily_withdrawal_limit: null, birthday_bonus: 0n },
    ])
    .execute();
}, 60_000);
afterAll(() => p.server.close());

const withdraw = (token: string, bank: number, amount: string) =>
  p.server.call('/member/withdraw/create', { amount, bank_account_id: bank, withdraw_password: '1234' }, auth(token, newKey()));

describe('VIP daily withdrawal limit', () => {
  it('holds against requests at once, counts only what waits or was paid today, and leaves other levels alone', async () => {
    const m = await newMember(p.server.db);
    // Checked today: the loyalty job leaves the level as it is until tomorrow.
    await p.server.db
      .insertInto('member_loyalty')
      .values({ member_id: m.memberId, vip_level: 1, level_checked_on: siteDay() })
      .execute();
    const bank = await bindBankAccount(p.server.db, m.memberId);
    await fund(p, m, '2000.00');

    const replies = await Promise.all(Array.from({ length: 4 }, () => withdraw(m.token, bank, '200.00')));
    const codes = replies.map((r) => r.body.code).sort();
    expect(codes).toEqual([1000, 1000, 110, 110]);
    const refused = replies.find((r) => r.body.code === 110);
    expect(refused?.body.data).toEqual({ limit: '500.00', used: '400.00' });
    expect(await holdOf(p.server.db, m.memberId)).toBe(40_000n);
    expect(await mainOf(p.server.db, m.memberId)).toBe(160_000n);
    // A rejected order gives its part of the limit back; what is left of the day's limit still goes.
    await p.server.db.updateTable('withdrawal_orders').set({ status: 'rejected' }).where('member_id', '=', m.memberId).execute();
    expect((await withdraw(m.token, bank, '300.00')).body.code).toBe(1000);
    expect((await withdraw(m.token, bank, '200.00')).body.code).toBe(1000);
    const over = await withdraw(m.token, bank, '200.00');
    expect(over.body).toMatchObject({ code: 110, data: { limit: '500.00', used: '500.00' } });

    // Level 2 sets no limit; level 0 has none.
    const big = await newMember(p.server.db);
    await p.server.db
      .insertInto('member_loyalty')
      .values({ member_id: big.memberId, vip_level: 2, level_checked_on: siteDay() })
      .execute();
    const plain = await newMember(p.server.db);
    for (const who of [big, plain]) {
      const account = await bindBankAccount(p.server.db, who.memberId);
      await fund(p, who, '1000.00');
      expect((await withdraw(who.token, account, '800.00')).body.code).toBe(1000);
    }
    expect(await ledgerInvariants(p.server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  }, 60_000);
});
