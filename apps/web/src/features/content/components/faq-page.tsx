import { INFO_PAGE } from '@casino/contract/calls/content-calls.ts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useContentPage, useContentPages } from '../api/pages.ts';
import { routeId } from '../route-id.ts';
import { ContentEmpty, ContentError, ContentLoading, isContentNotFound } from './content-states.tsx';
import { ServerHtml } from './server-html.tsx';
import './content-page.css';
import './faq-page.css';

/**
 * /faq and /faq/{id} (SPEC section 2): the information pages (1 about, 2 user agreement, 3 responsible gaming,
 * 4 terms, 5 privacy, 6 deposit guide, 7 withdrawal guide, 8 FAQ, 17 promotion statement) with a list of them beside
 * the page on a desktop and above it on a phone. /faq itself shows the FAQ.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const param = useParams().id;
  const id = param === undefined ? INFO_PAGE.faq : routeId(param);
  const pages = useContentPages('info');
  const page = useContentPage(id);
  useDocumentTitle(page.data?.title ?? t('pages.faq'));
  const navList = useRef<HTMLUListElement>(null);

  // On a phone the pages are a row that scrolls sideways: the current one is brought into the middle of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page or the list changes, as the DOM it reads does
  useEffect(() => {
    const list = navList.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [id, pages.data]);

  let nav: ReactNode;
  if (pages.isPending) nav = <ContentLoading rows={4} height="2.5rem" />;
  else if (pages.isError)
    nav = <ContentError title={t('content.pages_load_failed')} error={pages.error} onRetry={() => void pages.refetch()} />;
  else if (pages.data.length === 0) nav = <p className="faq-page__nav-empty">{t('content.no_pages')}</p>;
  else
    nav = (
      <ul className="faq-page__nav-list" ref={navList}>
        {pages.data.map((entry) => (
          <li key={entry.id}>
            <Link
              to={`/faq/${entry.id}`}
              className="faq-page__nav-link"
              aria-current={entry.id === id ? 'page' : undefined}
              data-testid="faq-nav-link"
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    );

  let body: ReactNode;
  if (id === null || (page.isError && isContentNotFound(page.error))) {
    body = (
      <ContentEmpty message={t('content.page_gone')} testId="faq-page-gone">
        <Link to="/faq">{t('content.back_to_help')}</Link>
      </ContentEmpty>
    );
  } else if (page.isPending) {
    body = <ContentLoading rows={3} height="5rem" />;
  } else if (page.isError) {
    body = <ContentError title={t('content.page_load_failed')} error={page.error} onRetry={() => void page.refetch()} />;
  } else {
    body = (
      <article className="faq-page__article" data-testid="faq-article" data-id={page.data.id}>
        <h2 className="faq-page__article-title">{page.data.title}</h2>
        <ServerHtml html={page.data.body} testId="faq-body" />
      </article>
    );
  }

  return (
    <section className="faq-page page-container" data-testid="faq-page" aria-labelledby="faq-title">
      <h1 id="faq-title" className="content-page__title">
        {t('pages.faq')}
      </h1>
      <div className="faq-page__layout">
        <nav className="faq-page__nav" aria-label={t('content.help_pages_label')}>
          {nav}
        </nav>
        <div className="faq-page__content">{body}</div>
      </div>
    </section>
  );
}
