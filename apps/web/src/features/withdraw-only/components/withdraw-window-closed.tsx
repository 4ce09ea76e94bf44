import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { authModals } from '../../auth/auth-modals.ts';

/** The withdraw-only session is over (expired, ended, or never handed to this tab): sign in again to go on. */
export function WithdrawWindowClosed() {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The forms it replaces may have held the focus: it moves to the news.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="withdraw-only__closed" role="alert" data-testid="withdraw-only-closed">
      <h2 ref={headingRef} tabIndex={-1} className="withdraw-only__heading">
        {t('withdraw_only.closed_title')}
      </h2>
      <p>{t('withdraw_only.closed_text')}</p>
      <div className="withdraw-only__actions">
        <Button onClick={() => authModals.openLogin('login')} data-testid="withdraw-only-sign-in">
          {t('withdraw_only.sign_in_again')}
        </Button>
        <Link to="/" className={buttonClassName('secondary')}>
          {t('withdraw_only.back_home')}
        </Link>
      </div>
    </div>
  );
}
