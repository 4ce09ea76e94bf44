import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { authModals } from '../features/auth/auth-modals.ts';
import { useDocumentTitle } from '../lib/document-title.ts';
import { useSession, useSignInOffer } from '../lib/session.ts';
import { Button } from '../ui/button.tsx';
import { UserIcon } from '../ui/icons.tsx';
import './pages/coming-soon-page.css';

/**
 * A member-only page: visitors get the login dialog, and the page itself once they have logged in. A member who logs
 * out here is on their way home (the session controller takes them): no login dialog opens by itself for them. While a
 * sign-in handed over in the address waits for its answer (decision 44), the login dialog waits too.
 */
export function MemberOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const isMember = session !== null;
  const wasMember = useRef(isMember);
  const offerWaiting = useSignInOffer() !== null;

  useEffect(() => {
    if (isMember) wasMember.current = true;
    else if (!wasMember.current && !offerWaiting) authModals.openLogin('login');
  }, [isMember, offerWaiting]);

  // The page's own title, for members too: a child's title effect runs before this one and would be overwritten.
  useDocumentTitle(title);
  if (isMember) return children;
  return (
    <section className="coming-soon page-container" data-testid="member-only" aria-labelledby="member-only-title">
      <div className="coming-soon__badge" aria-hidden="true">
        <UserIcon size="2rem" />
      </div>
      <h1 id="member-only-title" className="coming-soon__title">
        {title}
      </h1>
      <p className="coming-soon__message">{t('member.login_needed')}</p>
      <Button size="lg" onClick={() => authModals.openLogin('login')}>
        {t('auth.login')}
      </Button>
    </section>
  );
}
