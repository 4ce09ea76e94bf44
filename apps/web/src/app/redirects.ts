import { captureReferral } from '../features/auth/register/introducer.ts';
import { setCookie } from '../lib/cookies.ts';
import { getRuntimeConfig } from '../lib/runtime-config.ts';

/**
 * Redirect rules of SPEC section 2, run before the page renders: each gets the address asked for and returns the
 * path to go to instead, or null to draw the page.
 */
export type RedirectRule = (url: URL) => string | null;

export function redirectHome(): string {
  return '/';
}

/** /slotgame needs a game type; without gt_id it goes home. */
export function slotGameRedirect(url: URL): string | null {
  return url.searchParams.get('gt_id') ? null : '/';
}

/** /fastDeposit marks the fast deposit flow for the next start and goes home. */
export function fastDepositRedirect(): string {
  setCookie('isFastDeposit', 'true', { path: '/', sameSite: 'Lax' });
  return '/';
}

/**
 * /register remembers a referral link (id, invite, currency). In production it then marks that the register modal
 * should open and goes home; elsewhere it is a page.
 */
export function registerRedirect(url: URL): string | null {
  captureReferral(url.search);
  if (!getRuntimeConfig().PRODUCTION) return null;
  setCookie('isRouteRegister', 'true', { path: '/', sameSite: 'Lax' });
  return '/';
}
