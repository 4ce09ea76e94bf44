import type { PageSummary } from '@casino/contract/calls/content-calls.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { useContentPage, useContentPages } from '../api/pages.ts';
import { routeId } from '../route-id.ts';
import { ContentEmpty, ContentError, ContentLoading, isContentNotFound } from './content-states.tsx';
import { NewsModal } from './news-modal.tsx';
import { ServerHtml } from './server-html.tsx';
import './content-page.css';
import './news.css';

function MoreNews({ currentId }: { currentId: number | null }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const news = useContentPages('news');
  const [open, setOpen] = useState<PageSummary | null>(null);
  let body: ReactNode;
  if (news.isPending) body = <ContentLoading rows={3} height="3.5rem" />;
  else if (news.isError)
    body = <ContentError title={t('content.news_load_failed')} error={news.error} onRetry={() => void news.refetch()} />;
  else {
    const others = news.data.filter((entry) => entry.id !== currentId);
    body =
      others.length === 0 ? (
        <p className="news-more__empty">{t('content.no_more_news')}</p>
      ) : (
        <ul className="news-more__list" data-testid="news-more-list">
          {others.map((entry) => (
            <li key={entry.id}>
              <button type="button" className="news-more__item" onClick={() => setOpen(entry)}>
                <span className="news-more__title">{entry.title}</span>
                <span className="news-more__date">{date(entry.published_at)}</span>
              </button>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <aside className="news-more" aria-labelledby="news-more-title">
      <h2 id="news-more-title" className="news-more__heading">
        {t('content.more_news')}
      </h2>
      {body}
      {open ? <NewsModal id={open.id} fallbackTitle={open.title} onClose={() => setOpen(null)} /> : null}
    </aside>
  );
}

/** /main/{id} (SPEC section 2): a news or footer-linked content page, with the other news beside it. */
export function NewsPage() {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const id = routeId(useParams().id);
  const page = useContentPage(id);
  useDocumentTitle(page.data?.title ?? t('pages.main'));

  let body: ReactNode;
  if (id === null || (page.isError && isContentNotFound(page.error))) {
    body = (
      <ContentEmpty message={t('content.page_gone')} testId="news-page-gone">
        <Link to="/">{t('coming_soon.back_home')}</Link>
      </ContentEmpty>
    );
  } else if (page.isPending) {
    body = <ContentLoading rows={3} height="6rem" />;
  } else if (page.isError) {
    body = <ContentError title={t('content.page_load_failed')} error={page.error} onRetry={() => void page.refetch()} />;
  } else {
    const detail = page.data;
    body = (
      <article className="news-article" data-testid="news-article" data-id={detail.id}>
        <h1 className="content-page__title">{detail.title}</h1>
        <p className="news-article__date">{date(detail.published_at)}</p>
        <FallbackImage src={detail.cover} className="news-article__cover" fallback={null} />
        <ServerHtml html={detail.body} testId="news-body" />
      </article>
    );
  }
  return (
    <section className="news-page page-container" data-testid="news-page">
      {page.data ? null : <h1 className="visually-hidden">{t('pages.main')}</h1>}
      <div className="news-page__layout">
        <div className="news-page__main">{body}</div>
        <MoreNews currentId={id} />
      </div>
    </section>
  );
}
