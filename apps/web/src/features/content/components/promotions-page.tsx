import type { PromotionSummary } from '@casino/contract/calls/content-calls.ts';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { usePromotions } from '../api/promotions.ts';
import { ContentEmpty, ContentError, ContentLoading } from './content-states.tsx';
import { DiscountModal } from './discount-modal.tsx';
import { PromotionCover, PromotionPeriod } from './promotion-period.tsx';
import './content-page.css';
import './promotions.css';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function PromotionCard({ promotion, first, onOpen }: { promotion: PromotionSummary; first: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="promotion-card" data-testid="promotion-card" data-id={promotion.id}>
      <PromotionCover cover={promotion.cover} className="promotion-card__cover" first={first} />
      <div className="promotion-card__body">
        <h2 className="promotion-card__title">{promotion.title}</h2>
        {promotion.summary ? <p className="promotion-card__summary">{promotion.summary}</p> : null}
        <PromotionPeriod promotion={promotion} />
        <Link
          to={`/discount/${promotion.id}`}
          className="promotion-card__more"
          onClick={(event) => {
            // A plain click opens the discount modal; a new tab or window gets the page.
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpen();
          }}
        >
          {t('content.promotion_details')}
          <span className="visually-hidden">: {promotion.title}</span>
        </Link>
      </div>
    </li>
  );
}

/** /discount: the running promotions of the site, by category, each opening in the discount modal. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const title = t('pages.discount');
  useDocumentTitle(title);
  const promotions = usePromotions();
  const [category, setCategory] = useState<number | null>(null);
  const [open, setOpen] = useState<PromotionSummary | null>(null);

  let body: ReactNode;
  if (promotions.isPending) {
    body = <ContentLoading rows={3} height="16rem" className="promotion-grid" />;
  } else if (promotions.isError) {
    body = (
      <ContentError
        title={t('content.promotions_load_failed')}
        error={promotions.error}
        onRetry={() => void promotions.refetch()}
      />
    );
  } else {
    const { categories, list } = promotions.data;
    const chosen = category !== null && categories.some((c) => c.id === category) ? category : null;
    const shown = chosen === null ? list : list.filter((p) => p.category_id === chosen);
    // The first cover drawn is the page's largest paint: fetched at once (the page preloads it too).
    const firstCover = shown.find((p) => p.cover !== '');
    body = (
      <>
        {categories.length > 0 ? (
          <fieldset className="content-tabs">
            <legend className="visually-hidden">{t('content.categories_label')}</legend>
            <button
              type="button"
              className="content-tabs__tab"
              aria-pressed={chosen === null}
              title={t('content.all_promotions')}
              onClick={() => setCategory(null)}
            >
              {t('content.all_promotions')}
            </button>
            {[...categories]
              .sort((a, b) => a.sort - b.sort)
              .map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className="content-tabs__tab"
                  aria-pressed={chosen === c.id}
                  title={c.name}
                  onClick={() => setCategory(c.id)}
                >
                  {c.name}
                </button>
              ))}
          </fieldset>
        ) : null}
        {shown.length === 0 ? (
          <ContentEmpty message={t('content.no_promotions')} testId="promotions-empty" />
        ) : (
          <ul className="promotion-grid" data-testid="promotion-list">
            {shown.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                first={promotion === firstCover}
                onOpen={() => setOpen(promotion)}
              />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="promotions-page page-container" data-testid="promotions-page" aria-labelledby="promotions-title">
      <h1 id="promotions-title" className="content-page__title">
        {title}
      </h1>
      {body}
      <p className="promotions-page__terms">
        <Link to="/faq/17">{t('content.promotion_terms')}</Link>
      </p>
      {open ? <DiscountModal id={open.id} fallbackTitle={open.title} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
