import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { PromotionBonus } from '../../bonuses/components/promotion-bonus.tsx';
import { usePromotion } from '../api/promotions.ts';
import { routeId } from '../route-id.ts';
import { ContentEmpty, ContentError, ContentLoading, isContentNotFound } from './content-states.tsx';
import { PromotionCover, PromotionPeriod } from './promotion-period.tsx';
import { ServerHtml } from './server-html.tsx';
import './content-page.css';
import './promotions.css';

/** /discount/{id}: one running promotion; an ended or unknown one says so and leads back to the list. */
export function PromotionPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const promotion = usePromotion(id);
  useDocumentTitle(promotion.data?.title ?? t('pages.discount'));

  let body: ReactNode;
  if (id === null || (promotion.isError && isContentNotFound(promotion.error))) {
    body = <ContentEmpty message={t('content.promotion_gone')} testId="promotion-gone" />;
  } else if (promotion.isPending) {
    body = <ContentLoading rows={2} height="12rem" />;
  } else if (promotion.isError) {
    body = (
      <ContentError title={t('content.promotion_load_failed')} error={promotion.error} onRetry={() => void promotion.refetch()} />
    );
  } else {
    const detail = promotion.data;
    body = (
      <article className="promotion-article" data-testid="promotion-article" data-id={detail.id}>
        <PromotionCover cover={detail.cover} className="promotion-article__cover" placeholder={false} />
        <h1 className="content-page__title">{detail.title}</h1>
        <PromotionPeriod promotion={detail} />
        <PromotionBonus promotionId={detail.id} />
        <ServerHtml html={detail.body} testId="promotion-body" />
      </article>
    );
  }
  return (
    <section className="promotion-page page-container" data-testid="promotion-page">
      <nav className="content-page__crumbs" aria-label={t('content.breadcrumb_label')}>
        <Link to="/discount">← {t('content.all_promotions')}</Link>
      </nav>
      {promotion.data ? null : <h1 className="visually-hidden">{t('pages.discount')}</h1>}
      {body}
      <p className="promotions-page__terms">
        <Link to="/faq/17">{t('content.promotion_terms')}</Link>
      </p>
    </section>
  );
}
