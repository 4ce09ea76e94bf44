import type { MemberLetter } from '@casino/contract/calls/engagement-calls.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { ServerHtml } from '../../content/components/server-html.tsx';
import { useDestroyLetters, useLetters, useReadLetter } from '../api/letters.ts';
import './letter-page.css';

function LetterItem({ letter }: { letter: MemberLetter }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const read = useReadLetter();
  const destroy = useDestroyLetters();
  const bodyId = `letter-body-${letter.id}`;
  const toggle = () => {
    setOpen((o) => !o);
    if (!open && letter.is_read === 0) read.mutate(letter.id, { onError: (e) => showToast(errorText(e), { tone: 'error' }) });
  };
  return (
    <li
      className={`letter ${letter.is_read ? 'letter--read' : 'letter--unread'}`}
      data-testid="letter"
      data-read={letter.is_read}
    >
      <button type="button" className="letter__head" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        {letter.is_read ? null : <span className="letter__dot" aria-hidden="true" />}
        <span className="letter__title">
          {letter.is_read ? null : <span className="visually-hidden">{t('engagement.unread')}: </span>}
          {letter.title}
        </span>
        <time className="letter__time" dateTime={letter.created_at}>
          {dates.dateTime(letter.created_at)}
        </time>
      </button>
      {open ? (
        <div className="letter__body" id={bodyId}>
          <ServerHtml html={letter.content} testId="letter-content" />
          <Button
            variant="ghost"
            size="sm"
            disabled={destroy.isPending}
            onClick={() =>
              destroy.mutate([letter.id], {
                onSuccess: () => showToast(t('engagement.letter_deleted'), { tone: 'success' }),
                onError: (e) => showToast(errorText(e), { tone: 'error' }),
              })
            }
            data-testid="letter-delete"
          >
            {t('engagement.delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** InfoCenter / Letter: the member's letters, newest first, 50 a page; opening one marks it read. */
export function LetterPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const letters = useLetters(page);
  const destroy = useDestroyLetters();
  const data = letters.data;
  const pages = data ? Math.max(1, Math.ceil(data.total_count / 50)) : 1;

  if (letters.isPending) {
    return (
      <div className="letters" aria-busy="true">
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </div>
    );
  }
  if (letters.isError || !data) {
    return (
      <p className="letters__empty" role="alert">
        {errorText(letters.error)}
      </p>
    );
  }
  const readCount = data.total_count - data.unread_count;
  return (
    <div className="letters" data-testid="letters">
      <div className="letters__bar">
        <p className="letters__counts" data-testid="letters-counts">
          {t('engagement.letter_counts', { total: data.total_count, unread: data.unread_count })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={readCount === 0 || destroy.isPending}
          onClick={() => destroy.mutate(undefined, { onError: (e) => showToast(errorText(e), { tone: 'error' }) })}
          data-testid="letters-delete-read"
        >
          {t('engagement.delete_read')}
        </Button>
      </div>
      {data.list.length === 0 ? (
        <p className="letters__empty" data-testid="letters-empty">
          {t('engagement.no_letters')}
        </p>
      ) : (
        <ul className="letters__list">
          {data.list.map((letter) => (
            <LetterItem key={letter.id} letter={letter} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="letters__pager" aria-label={t('engagement.pages')}>
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('engagement.previous')}
          </Button>
          <span>{t('engagement.page_of', { page, pages })}</span>
          <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('engagement.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
