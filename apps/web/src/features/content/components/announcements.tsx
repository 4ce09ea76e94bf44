import type { BulletinHistoryItem } from '@casino/contract/calls/content-calls.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useLayoutMode } from '../../../lib/layout-mode.ts';
import { Button } from '../../../ui/button.tsx';
import { ANNOUNCEMENTS_PER_PAGE, useBulletinHistory } from '../api/bulletins.ts';
import { useRequestDevice } from '../hooks/use-request-device.ts';
import { ContentEmpty, ContentError, ContentLoading } from './content-states.tsx';
import { ServerHtml } from './server-html.tsx';
import './announcements.css';

function AnnouncementItem({ item, now }: { item: BulletinHistoryItem; now: number }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const [open, setOpen] = useState(false);
  const ended = item.ends_at !== null && Date.parse(item.ends_at) <= now;
  const panelId = `announcement-${item.id}`;
  return (
    <li className="announcement" data-testid="announcement" data-id={item.id}>
      <button
        type="button"
        className="announcement__head"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="announcement__title">{item.title || t('content.popup_title')}</span>
        <span className="announcement__meta">
          <span className={ended ? 'announcement__badge announcement__badge--ended' : 'announcement__badge'}>
            {ended ? t('content.announcement_ended') : t('content.announcement_current')}
          </span>
          <time dateTime={item.starts_at}>{date(item.starts_at)}</time>
        </span>
      </button>
      {open ? (
        <div id={panelId} className="announcement__body">
          {item.display_content === 2 && item.image ? (
            <img className="announcement__picture" src={item.image} alt={item.title} loading="lazy" />
          ) : null}
          {item.content ? <ServerHtml html={item.content} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** InfoCenter / Announcement of the member centre: every notice shown to members, newest first, a page at a time. */
export function Announcements() {
  const { t } = useTranslation();
  const device = useRequestDevice(useLayoutMode());
  const [page, setPage] = useState(1);
  const history = useBulletinHistory(device, page);
  const [now] = useState(() => Date.now());

  let body: ReactNode;
  if (history.isPending) body = <ContentLoading rows={4} height="3.5rem" />;
  else if (history.isError)
    body = (
      <ContentError title={t('content.announcements_load_failed')} error={history.error} onRetry={() => void history.refetch()} />
    );
  else if (history.data.list.length === 0 && page === 1)
    body = <ContentEmpty message={t('content.no_announcements')} testId="announcements-empty" />;
  else {
    const pages = Math.max(1, Math.ceil(history.data.total_count / ANNOUNCEMENTS_PER_PAGE));
    body = (
      <>
        <ul className="announcement-list" data-testid="announcement-list" aria-busy={history.isPlaceholderData}>
          {history.data.list.map((item) => (
            <AnnouncementItem key={item.id} item={item} now={now} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav className="announcement-pager" aria-label={t('content.pages_label')}>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('content.previous_page')}
            </Button>
            <span aria-live="polite">{t('content.page_of', { page, pages })}</span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('content.next_page')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <div className="announcements" data-testid="announcements">
      {body}
    </div>
  );
}
