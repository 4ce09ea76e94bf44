import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect } from './fixtures.ts';
import { address, post } from './members.ts';

/** Helpers of the back-office browser tests (/admin, docs/decisions/0071 and 0072). */

/** A new operator account (an admin unless told), made by the seeded admin over the operator API. */
export async function newAdmin(request: Parameters<typeof post>[0], role: 'admin' | 'finance' | 'support' = 'admin') {
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': address() },
  );
  const username = `bo${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;
  const password = 'Back-office-2026!';
  await post(
    request,
    '/operator/operators/create',
    { username, role, password },
    { authorization: `Bearer ${login.data.token as string}` },
  );
  return { username, password };
}

/** The authenticator's code at a moment (30-second steps). */
export const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1_000) });

/** Signs an operator without an authenticator in to /admin; the back office then shows its first page. */
export async function signInToBackOffice(page: Page, operator: { username: string; password: string }) {
  await fromOwnAddress(page);
  await page.goto('/admin');
  await page.getByLabel('User name').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toContainText(operator.username);
}

/**
 * A new admin whose authenticator is set up through the operator API (secret from start, confirmed with its current
 * code), so that their browser sign-in needs a code of the next step.
 */
export async function newAdminWithAuthenticator(request: Parameters<typeof post>[0]) {
  const admin = await newAdmin(request);
  const login = await post(
    request,
    '/operator/login',
    { username: admin.username, password: admin.password },
    { 'x-forwarded-for': address() },
  );
  const bearer = { authorization: `Bearer ${login.data.token as string}` };
  const started = await post(request, '/operator/second-factor/start', {}, bearer);
  const secret = started.data.secret as string;
  const confirmed = await post(request, '/operator/second-factor/confirm', { code: await codeAt(secret, Date.now()) }, bearer);
  expect(confirmed.code, JSON.stringify(confirmed)).toBe(1000);
  return { ...admin, secret };
}

/** Signs an operator with an authenticator in to /admin: password, then the code of the next step (never reused). */
export async function signInWithAuthenticator(page: Page, operator: { username: string; password: string; secret: string }) {
  await fromOwnAddress(page);
  await page.goto('/admin');
  await page.getByLabel('User name').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authenticator code').fill(await codeAt(operator.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('operator-name')).toContainText(operator.username);
}

/**
 * Each operator's browser comes from an address of its own, as operators do: sign-ins per address are limited (20 a
 * minute, 20 failures in 15 minutes), and the back-office tests of both workers would otherwise share 127.0.0.1.
 */
async function fromOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
}
