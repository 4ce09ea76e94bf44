import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';
import { address, openSignedIn, post, registerMember } from './members.ts';

/** Signs the seeded admin in over the operator API; returns its authorization header. */
async function operator(request: Parameters<typeof post>[0]) {
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': address() },
  );
  return { authorization: `Bearer ${login.data.token as string}` };
}

test('a deposit bonus is taken with the deposit, played through on the house slot, then the money is withdrawn', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one money walk-through, on the desktop layout');
  test.setTimeout(60_000);
  const headers = await operator(request);
  const title = `E2E match ${Date.now() % 1_000_000}`;
  const promotion = await post(
    request,
    '/operator/content/promotion/save',
    { site_id: 1, title: { en_US: title }, body: { en_US: '<p>Double your deposit.</p>' }, currencies: ['INR'] },
    headers,
  );
  expect(promotion.code, JSON.stringify(promotion)).toBe(1000);
  const terms = await post(
    request,
    '/operator/bonuses/promotion/save',
    {
      site_id: 1,
      promotion_id: promotion.data.id,
      kind: 'deposit_match',
      amounts: [{ currency: 'INR', percent: 20, cap: '100', min_deposit: '100' }],
      wagering_multiple: 1,
      wagering_base: 'bonus_deposit',
    },
    headers,
  );
  expect(terms.code, JSON.stringify(terms)).toBe(1000);

  const member = await registerMember(request);
  await openSignedIn(page, member, '/user/Fund/Deposit');
  const deposit = page.getByTestId('deposit-page');
  await deposit.getByTestId('deposit-bonus-select').selectOption({ label: title });
  await expect(deposit.getByTestId('deposit-bonus')).toContainText('20% deposit match up to ₹100.00');
  await deposit.locator('[data-testid="deposit-method"][data-kind="gateway"]').first().click();
  await deposit.getByTestId('deposit-amount').fill('500');
  await deposit.getByTestId('deposit-submit').click();
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByTestId('sandbox-approve').click();

  // 20 % of 500 = 100.00 of bonus; bonus plus deposit once (600.00) to wager.
  await page.goto('/user/Bonus');
  const card = page.getByTestId('bonus-active');
  await expect(card.getByTestId('bonus-balance')).toHaveText('₹100.00', { timeout: 15_000 });
  await expect(card.getByTestId('bonus-remaining')).toHaveText('₹600.00');
  await page.goto('/user/Fund/Withdrawal');
  await expect(page.getByTestId('wagering-notice')).toContainText('₹600.00 is left to wager');

  // Played through on the house slot (its page's own calls, at its largest bet).
  const play = await post(
    request,
    '/member/game/play1',
    { gpId: await houseGpId(request), game_type: 2, game_code: 'house-dragon-gold' },
    member.headers,
  );
  expect(play.code, JSON.stringify(play)).toBe(1000);
  const session = new URL(play.data.game_url, 'http://x').searchParams.get('session');
  const state = await (await request.post('/house/api/session', { data: { session } })).json();
  const bet = [...(state.bets as string[])].filter((b) => Number(b) <= 100).sort((a, b) => Number(b) - Number(a))[0] as string;
  let wagered = 0;
  while (wagered < 600) {
    const spin = await (await request.post('/house/api/spin', { data: { session, bet } })).json();
    expect(spin.error, JSON.stringify(spin)).toBeUndefined();
    wagered += Number(spin.bet);
  }

  await page.goto('/user/Bonus');
  await expect(page.getByTestId('bonus-none')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('bonus-closed').first()).toHaveAttribute('data-status', 'converted');
  await page.screenshot({ path: testInfo.outputPath('bonus-converted.png'), fullPage: true });

  const cash = await post(request, '/member/profile/my_cash', {}, member.headers);
  const main = Number(cash.data.main_cash);
  expect(main, 'the deposit and the converted bonus, less what the spins lost').toBeGreaterThan(0);
  await page.goto('/user/Fund/Withdrawal');
  await expect(page.getByTestId('wagering-notice')).toHaveCount(0);
  const withdrawal = page.getByTestId('withdrawal-page');
  await withdrawal.getByTestId('withdrawal-amount').fill(main >= 200 ? '200' : String(Math.floor(main)));
  await withdrawal.getByTestId('withdrawal-password').fill('1357');
  await withdrawal.getByTestId('withdrawal-submit').click();
  await expect(withdrawal.getByTestId('withdrawal-order-number')).toHaveText(/\S+/);

  // The promotion's bonus is withdrawn again, so that other tests of this run do not meet it on the deposit page.
  const off = await post(
    request,
    '/operator/bonuses/promotion/save',
    {
      site_id: 1,
      promotion_id: promotion.data.id,
      kind: 'deposit_match',
      amounts: [{ currency: 'INR', percent: 20, cap: '100', min_deposit: '100' }],
      wagering_multiple: 1,
      active: 0,
    },
    headers,
  );
  expect(off.code, JSON.stringify(off)).toBe(1000);
});

type GameTypes = { list: { gt_id: number; gp_list: { gp_id: number; gp_name: string }[] }[] };

/** The house provider's id, from the catalogue as the site reads it. */
async function houseGpId(request: Parameters<typeof post>[0]): Promise<number> {
  const types = (await post(request, '/v3/game_list', { site_id: 1, currency: 'INR', support_device: 1, template: 'site02' }))
    .data as GameTypes;
  const house = types.list.flatMap((type) => type.gp_list).find((provider) => provider.gp_name === 'House Games');
  expect(house, 'the house provider is in the catalogue').toBeTruthy();
  return house?.gp_id ?? 0;
}

test('the bonus page holds at 360 px in long-worded languages', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
  test.setTimeout(60_000);
  const member = await registerMember(request);
  const granted = await post(
    request,
    '/operator/bonuses/grant',
    { site_id: 1, member_account: member.account, amount: '150', wagering_multiple: 10 },
    { ...(await operator(request)), 'idempotency-key': `e2e-bonus-${member.account}` },
  );
  expect(granted.code, JSON.stringify(granted)).toBe(1000);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const language of ['my_MM', 'ta_IN', 'en_US']) {
    await openSignedIn(page, member, '/user/Bonus', language);
    const card = page.getByTestId('bonus-active');
    await expect(card.getByTestId('bonus-remaining')).toContainText('1,500.00');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const faults = await page.evaluate(findLayoutFaults);
    expect(faults, `${language}: ${faults.join('\n')}`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`bonus-360-${language}.png`), fullPage: true });
  }
  // The deposit page offers the demo site's deposit match beside the amount.
  await openSignedIn(page, member, '/user/Fund/Deposit', 'ta_IN');
  await expect(page.getByTestId('deposit-bonus-select')).toBeVisible();
  const depositFaults = await page.evaluate(findLayoutFaults);
  expect(depositFaults, depositFaults.join('\n')).toEqual([]);
});
