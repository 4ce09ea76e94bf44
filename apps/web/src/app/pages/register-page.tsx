import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RegisterForm } from '../../features/auth/register/register-form.tsx';
import { RegisterBackground } from '../../features/content/components/register-background.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';
import { buttonClassName } from '../../ui/button.tsx';
import './register-page.css';

/** /register outside production: the registration form as a page (SPEC section 2, "Register page"). */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const title = t('pages.register');
  useDocumentTitle(title);
  return (
    <section className="register-page page-container" aria-labelledby="register-page-title">
      <RegisterBackground />
      <h1 id="register-page-title" className="register-page__title">
        {title}
      </h1>
      {session ? (
        <div className="register-page__member">
          <p>{t('signup.already_member', { account: session.account })}</p>
          <Link to="/" className={buttonClassName('primary', 'lg')}>
            {t('coming_soon.back_home')}
          </Link>
        </div>
      ) : (
        <RegisterForm variant="page" onRegistered={() => navigate('/')} />
      )}
    </section>
  );
}
