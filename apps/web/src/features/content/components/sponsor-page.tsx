import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { useModelSponsor } from '../../site/api/model-sponsor.ts';
import { ContentLink } from '../../site/components/content-link.tsx';
import { ContentEmpty, ContentError, ContentLoading } from './content-states.tsx';
import { ServerHtml } from './server-html.tsx';
import './content-page.css';
import './sponsor-page.css';

/** /sponsor (SPEC section 2): the site's sponsorships from /web/model_sponsor, in their sort order. */
export function SponsorPage() {
  const { t } = useTranslation();
  const title = t('pages.sponsor');
  useDocumentTitle(title);
  const sponsors = useModelSponsor();

  let body: ReactNode;
  if (sponsors.isPending) body = <ContentLoading rows={2} height="14rem" className="sponsor-list" />;
  else if (sponsors.isError)
    body = (
      <ContentError title={t('content.sponsors_load_failed')} error={sponsors.error} onRetry={() => void sponsors.refetch()} />
    );
  else if (sponsors.data.length === 0) body = <ContentEmpty message={t('content.no_sponsors')} testId="sponsors-empty" />;
  else
    body = (
      <ul className="sponsor-list" data-testid="sponsor-list">
        {sponsors.data.map((sponsor) => (
          <li key={sponsor.id} className="sponsor-card" data-testid="sponsor-card">
            <FallbackImage
              src={sponsor.image}
              className="sponsor-card__image"
              loading="lazy"
              fallback={
                <span className="sponsor-card__image sponsor-card__image--empty" aria-hidden="true">
                  <TrophyIcon size="2.5rem" />
                </span>
              }
            />
            <div className="sponsor-card__body">
              {sponsor.title ? <h2 className="sponsor-card__title">{sponsor.title}</h2> : null}
              {sponsor.content ? <ServerHtml html={sponsor.content} className="sponsor-card__content" /> : null}
              {sponsor.url ? (
                <ContentLink url={sponsor.url} className="sponsor-card__link">
                  {t('content.sponsor_more')}
                  <span className="visually-hidden">: {sponsor.title}</span>
                </ContentLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="sponsor-page page-container" data-testid="sponsor-page" aria-labelledby="sponsor-title">
      <h1 id="sponsor-title" className="content-page__title">
        {title}
      </h1>
      <p className="sponsor-page__intro">{t('content.sponsor_intro')}</p>
      {body}
    </section>
  );
}
