import { useEffect, useState } from 'react';
import { deleteCookie, getCookie } from '../../../lib/cookies.ts';
import { useSession } from '../../../lib/session.ts';

/** Cookie set by /fastDeposit (SPEC sections 2 and 3): open the fast deposit window at the next start. */
export const FAST_DEPOSIT_COOKIE = 'isFastDeposit';

/** The fast deposit window's route (SPEC section 2); it opens in a sized pop-up on desktop. */
export const FAST_PAYMENT_PATH = '/fastPayment';

/**
 * Reads and clears the isFastDeposit flag. Returns true once when it was set to 'true'; a visitor's flag is left
 * alone (it is used after login).
 */
export function takeFastDepositFlag(signedIn: boolean): boolean {
  if (!signedIn || getCookie(FAST_DEPOSIT_COOKIE) !== 'true') return false;
  deleteCookie(FAST_DEPOSIT_COOKIE);
  return true;
}

/**
 * For a signed-in member with the isFastDeposit cookie at 'true': clears the cookie and returns true, so that the
 * app opens the fast deposit window (FAST_PAYMENT_PATH). A visitor keeps the flag until they log in, then the hook
 * reports it. Mount it once, high in the app; it stays true until the component unmounts.
 */
export function useFastDepositPrompt(): boolean {
  const signedIn = useSession() !== null;
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (takeFastDepositFlag(signedIn)) setRequested(true);
  }, [signedIn]);
  return requested;
}
