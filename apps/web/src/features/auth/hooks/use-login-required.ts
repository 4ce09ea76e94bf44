import { useCallback } from 'react';
import { getSession, useSession } from '../../../lib/session.ts';
import { authModals } from '../auth-modals.ts';

/**
 * For actions that need a member (SPEC section 5, "Play refusals": not logged in shows a confirm asking to log in).
 * requireLogin() returns true for a member; for a visitor it opens the login-required confirm and returns false.
 */
export function useLoginRequired() {
  const session = useSession();
  const requireLogin = useCallback((): boolean => {
    if (getSession()) return true;
    authModals.askLogin();
    return false;
  }, []);
  return { isMember: session !== null, requireLogin };
}
