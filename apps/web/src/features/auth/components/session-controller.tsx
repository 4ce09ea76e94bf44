import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorised } from '../../../lib/api-client.ts';
import { deleteCookie, getCookie } from '../../../lib/cookies.ts';
import { getSession, useSession } from '../../../lib/session.ts';
import { showToast } from '../../../ui/toast.tsx';
import { authModals } from '../auth-modals.ts';
import { captureReferral } from '../register/introducer.ts';
import { endSession } from '../session.ts';

/** Cookie set by /register in production so that the register dialog opens at start (SPEC section 2). */
export const ROUTE_REGISTER_COOKIE = 'isRouteRegister';

/**
 * Keeps the page in step with the session: any 401 logs out, a logout (from any cause) goes home, and at start a
 * referral link on the home page or a production /register opens the register dialog.
 */
export function SessionController() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const session = useSession();
  const wasMember = useRef(session !== null);
  const startLocation = useRef(location);

  useEffect(
    () =>
      onUnauthorised(() => {
        if (!getSession()) return;
        showToast(t('errors.unauthorised'), { tone: 'error' });
        void endSession(queryClient, { callServer: false });
      }),
    [queryClient, t],
  );

  useEffect(() => {
    if (wasMember.current && session === null) {
      authModals.close();
      navigate('/');
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
