import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/date-format.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useContentPage } from '../api/pages.ts';
import { ContentEmpty, ContentError, ContentLoading, isContentNotFound } from './content-states.tsx';
import { ServerHtml } from './server-html.tsx';
import './news.css';

/** The news modal (SPEC section 2): one news page over the current one, with a way to its own page. */
export function NewsModal({ id, fallbackTitle, onClose }: { id: number; fallbackTitle: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const page = useContentPage(id);
  let body: ReactNode;
  if (page.isPending) body = <ContentLoading rows={2} height="6rem" />;
  else if (page.isError)
    body = isContentNotFound(page.error) ? (
      <ContentEmpty message={t('content.page_gone')} />
    ) : (
      <ContentError title={t('content.page_load_failed')} error={page.error} onRetry={() => void page.refetch()} />
    );
  else
    body = (
      <>
        <p className="news-article__date">{date(page.data.published_at)}</p>
        <ServerHtml html={page.data.body} testId="news-modal-body" />
      </>
    );
  return (
    <Modal
      title={page.data?.title ?? fallbackTitle}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="lg"
      testId="news-modal"
    >
      {body}
      <div className="news-modal__actions">
        <Link to={`/main/${id}`} className={buttonClassName('secondary', 'md')} onClick={onClose}>
          {t('content.open_page')}
        </Link>
      </div>
    </Modal>
  );
}
