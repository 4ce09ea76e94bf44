import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { Messages } from '../../lib/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { StarIcon } from '../../ui/icons.tsx';
import './coming-soon-page.css';

export type PageTitleKey = keyof Messages['pages'];

/** A page whose section is not open yet: its title, a short note and the way home. */
export function ComingSoonPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${titleKey}`);
  useDocumentTitle(title);
  return (
    <section className="coming-soon page-container" data-testid="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__badge" aria-hidden="true">
        <StarIcon size="2rem" />
      </div>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {title}
      </h1>
      <p className="coming-soon__message">{t('coming_soon.message')}</p>
      <Link to="/" className={buttonClassName('primary', 'lg')}>
        {t('coming_soon.back_home')}
      </Link>
    </section>
  );
}
