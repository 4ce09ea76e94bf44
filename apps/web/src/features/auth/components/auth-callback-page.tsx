import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { postWindowMessage } from '../../../lib/window-message.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { authCallbackMessage, parseAuthCallback } from '../auth-callback.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import './auth-callback-page.css';

type Phase = 'working' | 'left-open';

/**
 * /authCallback (SPEC section 2 and 4): the pop-up a third-party sign-in returns to. It hands the result to the
 * window that opened it through the cross-window message (authLogin with the login data, or authLoginClose with an
 * error code and message), then closes itself. Opened on its own (no opener), it signs in here and goes home.
 */
export function AuthCallbackPage({ close = () => window.close() }: { close?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const title = t('pages.authCallback');
  useDocumentTitle(title);
  const [phase, setPhase] = useState<Phase>('working');
  const [failed, setFailed] = useState(false);
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const result = parseAuthCallback(window.location);
    // The result leaves the address at once, so that it is not kept in the history.
    window.history.replaceState(window.history.state, '', '/authCallback');
    setFailed(result.kind === 'failed');
    if (!window.opener) {
      if (result.kind === 'login') {
        completeLogin(result.result);
        void navigate('/', { replace: true });
        return;
      }
      setPhase('left-open');
      return;
    }
    postWindowMessage(authCallbackMessage(result));
    close();
    // Browsers keep a window open that a script may not close; then it says what happened.
    const timer = window.setTimeout(() => setPhase('left-open'), 500);
    return () => window.clearTimeout(timer);
  }, [close, completeLogin, navigate]);

  return (
    <section
      className="auth-callback page-container"
      data-testid="auth-callback"
      aria-labelledby="auth-callback-title"
      aria-live="polite"
    >
      <h1 id="auth-callback-title" className="auth-callback__title">
        {title}
      </h1>
      {phase === 'working' ? (
        <p className="auth-callback__text">{t('auth_callback.working')}</p>
      ) : (
        <>
          <p className="auth-callback__text">{failed ? t('auth_callback.failed') : t('auth_callback.done')}</p>
          <Link to="/" className={buttonClassName('primary', 'lg')}>
            {t('coming_soon.back_home')}
          </Link>
        </>
      )}
    </section>
  );
}
