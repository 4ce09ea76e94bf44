import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { usePromotion } from '../api/promotions.ts';
import { ContentEmpty, ContentError, ContentLoading, isContentNotFound } from './content-states.tsx';
import { PromotionCover, PromotionPeriod } from './promotion-period.tsx';
import { ServerHtml } from './server-html.tsx';
import './content-page.css';
import './promotions.css';

/** The discount modal (SPEC section 2): one promotion over the list, with a way to its own page. */
export function DiscountModal({ id, fallbackTitle, onClose }: { id: number; fallbackTitle: string; onClose: () => void }) {
  const { t } = useTranslation();
  const promotion = usePromotion(id);
  let body: ReactNode;
  if (promotion.isPending) body = <ContentLoading rows={2} height="8rem" />;
  else if (promotion.isError)
    body = isContentNotFound(promotion.error) ? (
      <ContentEmpty message={t('content.promotion_gone')} />
    ) : (
      <ContentError title={t('content.promotion_load_failed')} error={promotion.error} onRetry={() => void promotion.refetch()} />
    );
  else
    body = (
      <div className="promotion-article promotion-article--modal">
        <PromotionCover cover={promotion.data.cover} className="promotion-article__cover" placeholder={false} />
        <PromotionPeriod promotion={promotion.data} />
        <ServerHtml html={promotion.data.body} testId="discount-modal-body" />
      </div>
    );
  return (
    <Modal
      title={promotion.data?.title ?? fallbackTitle}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="lg"
      testId="discount-modal"
    >
      {body}
      <div className="promotion-article__actions">
        <Link to={`/discount/${id}`} className={buttonClassName('secondary', 'md')} onClick={onClose}>
          {t('content.open_page')}
        </Link>
        <Link to="/faq/17" className="promotion-article__terms" onClick={onClose}>
          {t('content.promotion_terms')}
        </Link>
      </div>
    </Modal>
  );
}
