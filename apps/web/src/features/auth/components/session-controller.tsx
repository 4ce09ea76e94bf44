import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorised } from '../../../lib/api-client.ts';
import { deleteCookie, getCookie } from '../../../lib/cookies.ts';
import { closeThisMemberWindow } from '../../../lib/member-windows.ts';
import { getSession, useSession } from '../../../lib/session.ts';
import { onSessionEndedElsewhere } from '../../../lib/session-channel.ts';
import { showToast } from '../../../ui/toast.tsx';
import { authModals } from '../auth-modals.ts';
import { captureReferral } from '../register/introducer.ts';
import { endSession } from '../session.ts';

/** Cookie set by /register in production so that the register dialog opens at start (SPEC section 2). */
export const ROUTE_REGISTER_COOKIE = 'isRouteRegister';

/**
 * Whether this page was loaded signed in. A session can end before the controller mounts (a 401 to one of the page's
 * first calls); the page still goes home then, as it does for an ending it sees.
 */
const loadedSignedIn = getSession() !== null;

/**
 * Keeps the page in step with the session: any 401 logs out, an ending in another window of the site ends it here
 * too, a logout (from any cause) goes home or closes a member pop-up, and at start a referral link on the home page
 * or a production /register opens the register dialog.
 */
export function SessionController() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const session = useSession();
  const wasMember = useRef(session !== null || loadedSignedIn);
  const startLocation = useRef(location);

  // One ending can reach this window several times (its own 401s, the channel message and the storage event).
  const ending = useRef(false);
  useEffect(() => {
    if (session !== null) ending.current = false;
  }, [session]);

  useEffect(() => {
    const stopUnauthorised = onUnauthorised(() => {
      if (!getSession() || ending.current) return;
      ending.current = true;
      showToast(t('errors.unauthorised'), { tone: 'error' });
      void endSession(queryClient, { callServer: false, reason: 'unauthorised' });
    });
    // Logout, a 401 or an ending announced in another window of the site ends the session here too.
    const stopElsewhere = onSessionEndedElsewhere((reason) => {
      if (!getSession() || ending.current) return;
      ending.current = true;
      if (reason !== 'logout') showToast(t('session.ended'), { tone: 'error' });
      void endSession(queryClient, { callServer: false, announce: false });
    });
    return () => {
      stopUnauthorised();
      stopElsewhere();
    };
  }, [queryClient, t]);

  useEffect(() => {
    if (wasMember.current && session === null) {
      authModals.close();
      navigate('/');
      // A member centre (or agent, fast deposit) pop-up has nothing left to show: it closes; elsewhere the page is
      // the visitor's home page.
      closeThisMemberWindow();
    }
    wasMember.current = session !== null;
  }, [session, navigate]);

  useEffect(() => {
    const { pathname, search } = startLocation.current;
    const referral = pathname === '/' ? captureReferral(search) : '';
    if (getSession()) return;
    if (getCookie(ROUTE_REGISTER_COOKIE) === 'true') {
      deleteCookie(ROUTE_REGISTER_COOKIE);
      authModals.openRegister();
    } else if (referral) {
      authModals.openRegister();
    }
  }, []);

  return null;
}
