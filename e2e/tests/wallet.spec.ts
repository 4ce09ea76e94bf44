import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures.ts';
import { openSignedIn, registerMember } from './members.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');

async function operatorCli(baseURL: string, ...args: string[]) {
  const { stdout } = await run(
    'npx',
    ['tsx', 'apps/server/src/cli/operator.ts', '--url', baseURL, '--user', 'admin', '--password', 'admin1234', ...args],
    { cwd: root, timeout: 60_000 },
  );
  return stdout;
}

test('a member deposits through the sandbox gateway, withdraws, and sees it paid after an operator approves', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await registerMember(request);
  await openSignedIn(page, member);
  await expect(page.getByTestId('header-balance')).toContainText('0.00');

  // The deposit runs in a second tab; the first one is never reloaded and follows the balance over the realtime channel.
  const payTab = await page.context().newPage();
  await payTab.goto('/user/Fund/Deposit');
  const deposit = payTab.getByTestId('deposit-page');
  await deposit.locator('[data-testid="deposit-method"][data-kind="gateway"]').first().click();
  await deposit.getByTestId('deposit-amount').fill('500');
  await deposit.getByTestId('deposit-submit').click();
  await payTab.waitForURL(/\/sandbox-gateway\/pay\//);
  await expect(payTab.getByText('500.00')).toBeVisible();
  await payTab.getByTestId('sandbox-approve').click();

  await expect(page.getByTestId('header-balance')).toContainText('500.00', { timeout: 15_000 });
  await payTab.close();

  // Withdraw 200 to the bound account.
  await page.goto('/user/Fund/Withdrawal');
  const withdrawal = page.getByTestId('withdrawal-page');
  await withdrawal.getByTestId('withdrawal-amount').fill('200');
  await withdrawal.getByTestId('withdrawal-password').fill('1357');
  await withdrawal.getByTestId('withdrawal-submit').click();
  const orderNumber = (await withdrawal.getByTestId('withdrawal-order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^W/);
  await expect(page.getByTestId('header-balance')).toContainText('300.00');

  // The record shows the deposit paid and the withdrawal pending.
  await page.goto('/user/TransactionRecord/DWRecord');
  await expect(page.locator(`[data-testid="dw-row"][data-order="${orderNumber}"]`).first()).toHaveAttribute(
    'data-status',
    'pending',
  );

  // An operator pays it from the command line.
  const listed = await operatorCli(baseURL as string, 'withdrawals', 'list', '--status', 'pending');
  expect(listed).toContain(orderNumber);
  await operatorCli(baseURL as string, 'withdrawals', 'approve', orderNumber, '--remark', 'paid by e2e');

  await page.getByTestId('dw-refresh').click();
  await expect(page.locator(`[data-testid="dw-row"][data-order="${orderNumber}"]`).first()).toHaveAttribute(
    'data-status',
    'paid',
  );
  await expect(page.getByTestId('header-balance')).toContainText('300.00');
});
