import { formatDateTime } from '@casino/browser/date-format.ts';
import { SPORTS_SPORTS } from '@casino/contract/house/sports-calls.ts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type BookEvent, type EventList, readEvents, type Sport } from '../api/sports-calls.ts';
import { BookSettingsForm } from './book-settings-form.tsx';
import { EventLiability } from './event-liability.tsx';

/**
 * The sportsbook's trading desk: the book's events (open soonest first, or over), each opening its liability per
 * selection with hold, release and void per market; and the book's limits and margins per currency.
 */
export function SportsPage() {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [list, setList] = useState<EventList>('open');
  const [sport, setSport] = useState<Sport | ''>('');
  const [chosen, setChosen] = useState<string | null>(null);

  const readPage = useCallback(
    async (after: string | null) => {
      const page = await readEvents(call, list, sport || undefined, after ?? undefined);
      return { list: page.list, next: page.next };
    },
    [call, list, sport],
  );
  const { rows: events, error: readFailure, hasMore, more, reload } = useCursorPages<BookEvent, string>(readPage);
  const error = readFailure === null ? null : 'signIn.error.network';

  return (
    <section className="page" aria-labelledby="sports-title">
      <h1 id="sports-title">{t('sports.title')}</h1>
      <div className="filters">
        <label className="filter">
          {t('sports.list')}
          <select value={list} onChange={(e) => setList(e.currentTarget.value as EventList)}>
            <option value="open">{t('sports.listOpen')}</option>
            <option value="over">{t('sports.listOver')}</option>
          </select>
        </label>
        <label className="filter">
          {t('sports.sport')}
          <select value={sport} onChange={(e) => setSport(e.currentTarget.value as Sport | '')}>
            <option value="">{t('sports.allSports')}</option>
            {SPORTS_SPORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sports.sportName.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <ErrorNote message={t(error)} />}
      {events === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : events.length === 0 ? (
        <p>{t('sports.none')}</p>
      ) : (
        <table data-testid="sports-events">
          <thead>
            <tr>
              <th scope="col">{t('sports.event')}</th>
              <th scope="col">{t('sports.starts')}</th>
              <th scope="col">{t('sports.status')}</th>
              <th scope="col">{t('sports.openBets')}</th>
              <th scope="col">{t('sports.held')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.event_id} data-testid={`sports-event-${e.event_id}`} aria-selected={chosen === e.event_id}>
                <td>
                  <button type="button" className="link" onClick={() => setChosen(chosen === e.event_id ? null : e.event_id)}>
                    {e.home} – {e.away}
                  </button>
                  <span className="muted">
                    {' '}
                    · {t(`sports.sportName.${e.sport}`)} · {e.competition}
                  </span>
                </td>
                <td>{formatDateTime(e.starts_at, i18n.language)}</td>
                <td>
                  {t(`sports.statusName.${e.status}`)}
                  {e.score && ` ${e.score}`}
                  {e.clock && ` (${e.clock})`}
                </td>
                <td>{e.open_bets}</td>
                <td>{e.held_markets}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasMore && (
        <button type="button" className="secondary" onClick={() => void more()}>
          {t('sports.more')}
        </button>
      )}
      {chosen && <EventLiability key={chosen} eventId={chosen} onChanged={() => void reload()} />}
      <BookSettingsForm />
    </section>
  );
}
