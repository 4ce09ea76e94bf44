import { redirect } from 'react-router';
import { captureReferral } from '../features/auth/register/introducer.ts';
import { setCookie } from '../lib/cookies.ts';
import { getRuntimeConfig } from '../lib/runtime-config.ts';

/** Redirect rules of SPEC section 2, run before the page renders. */
export function redirectHome() {
  return redirect('/');
}

/** /slotgame needs a game type; without gt_id it goes home. */
export function slotGameLoader({ request }: { request: Request }) {
  const gtId = new URL(request.url).searchParams.get('gt_id');
  return gtId ? null : redirect('/');
}

/** /fastDeposit marks the fast deposit flow for the next start and goes home. */
export function fastDepositLoader() {
  setCookie('isFastDeposit', 'true', { path: '/', sameSite: 'Lax' });
  return redirect('/');
}

/**
 * /register remembers a referral link (id, invite, currency). In production it then marks that the register modal
 * should open and goes home; elsewhere it is a page.
 */
export function registerLoader({ request }: { request: Request }) {
  captureReferral(new URL(request.url).search);
  if (!getRuntimeConfig().PRODUCTION) return null;
  setCookie('isRouteRegister', 'true', { path: '/', sameSite: 'Lax' });
  return redirect('/');
}
