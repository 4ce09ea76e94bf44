import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { Button } from '../../ui/button.tsx';
import './error-page.css';

type ErrorPageProps = {
  status: number;
  path: string;
  /** Drawn without the site layout (the layout itself failed). */
  standalone?: boolean;
};

/** 404 "Page Not Found" with the missing path, any other status "Internal Server Error"; never indexed. */
export function ErrorPage({ status, path, standalone = false }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notFound = status === 404;
  const title = notFound ? t('error_page.not_found_title') : t('error_page.server_error_title');
  const message = notFound ? t('error_page.not_found_message', { path }) : t('error_page.server_error_message');
  useDocumentTitle(title);

  return (
    <section
      className={standalone ? 'error-page error-page--standalone' : 'error-page'}
      data-testid="error-page"
      aria-labelledby="error-page-title"
    >
      <meta name="robots" content="noindex" />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-page-title" className="error-page__title">
        {title}
      </h1>
      <p className="error-page__message">{message}</p>
      <Button size="lg" onClick={() => navigate('/')}>
        {t('error_page.go_home')}
      </Button>
    </section>
  );
}

/** Unknown paths. */
export function NotFoundPage() {
  const location = useLocation();
  return <ErrorPage status={404} path={location.pathname} />;
}
