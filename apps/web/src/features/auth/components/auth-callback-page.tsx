import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { offerSignIn } from '../../../lib/session.ts';
import { postWindowMessage } from '../../../lib/window-message.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { authCallbackMessage, parseAuthCallback, takeStartedState } from '../auth-callback.ts';
import './auth-callback-page.css';

type Phase = 'working' | 'left-open' | 'not-started';

/**
 * /authCallback (SPEC section 2 and 4): the pop-up a third-party sign-in returns to. It hands the result to the
 * window that opened it through the cross-window message (authLogin with the login data, or authLoginClose with an
 * error code and message), then closes itself. Opened on its own (no opener), it offers the sign-in here and goes
 * home. A result that does not carry the state this browser sent the sign-in off with was not started here: it is
 * shown as refused and handed to no window (decision 44).
 */
export function AuthCallbackPage({ close = () => window.close() }: { close?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
    if (!takeStartedState(result.state)) {
      setPhase('not-started');
      return;
    }
    if (!window.opener) {
      if (result.kind === 'login') {
        const { token, member_id, member_account, member_currency } = result.result;
        offerSignIn({
          session: { token, memberId: member_id, account: member_account, currency: member_currency },
          startedHere: true,
        });
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
  }, [close, navigate]);

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
      ) : phase === 'not-started' ? (
        <>
          <p className="auth-callback__text" role="alert" data-testid="auth-callback-not-started">
            {t('auth_callback.not_started')}
          </p>
          <Link to="/" className={buttonClassName('primary', 'lg')}>
            {t('coming_soon.back_home')}
          </Link>
        </>
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
