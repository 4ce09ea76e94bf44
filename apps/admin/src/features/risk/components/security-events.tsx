import { formatDateTime } from '@casino/browser/date-format.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  EVENTS_PAGE,
  liftWithdrawLock,
  MEMBER_SECURITY_EVENT_KINDS,
  readSecurityEvents,
  type SecurityEvent,
  type SecurityEventKind,
} from '../api/risk-calls.ts';

/** The lock still running of a withdraw_password_locked event, else null. */
function runningLock(event: SecurityEvent): string | null {
  if (event.kind !== 'withdraw_password_locked') return null;
  const until = event.detail.locked_until;
  return typeof until === 'string' && Date.parse(until) > Date.now() ? until : null;
}

/** An event's facts as "name: value" pairs, lists as their items. */
const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(' ') : String(value)}`)
    .join(', ');

/** Members' security events, newest first, filtered by kind and account and paged back; locks can be lifted here. */
export function SecurityEvents({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [kind, setKind] = useState<SecurityEventKind | ''>('');
  const [account, setAccount] = useState('');
  const [filter, setFilter] = useState<{ kind: SecurityEventKind | ''; account: string }>({ kind: '', account: '' });
  const [events, setEvents] = useState<SecurityEvent[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  /** The event whose lock is being lifted, and the reason typed. */
  const [lifting, setLifting] = useState<{ id: number; reason: string } | null>(null);

  const load = useCallback(
    async (beforeId?: number) => {
      try {
        const page = await readSecurityEvents(call, {
          kind: filter.kind || undefined,
          memberAccount: filter.account || undefined,
          beforeId,
        });
        setEvents((known) => (beforeId ? [...(known ?? []), ...page] : page));
        setMore(page.length === EVENTS_PAGE);
        setError(null);
      } catch {
        setError('signIn.error.network');
      }
    },
    [call, filter],
  );
  useEffect(() => {
    setEvents(null);
    void load();
  }, [load]);

  const lift = async (event: SecurityEvent, reason: string) => {
    setLifting(null);
    try {
      await liftWithdrawLock(call, event.site_id, event.member_account, reason);
      setNote(t('risk.lifted', { account: event.member_account }));
      setError(null);
    } catch (failure) {
      setNote(null);
      setError(failure instanceof AdminCallError && failure.code === 102 ? 'risk.error.notLocked' : 'signIn.error.network');
    }
    await load();
  };

  return (
    <section aria-labelledby="events-title">
      <h2 id="events-title">{t('risk.events')}</h2>
      <form
        className="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ kind, account: account.trim() });
        }}
      >
        <label>
          {t('risk.kind')}
          <select value={kind} onChange={(e) => setKind(e.currentTarget.value as SecurityEventKind | '')}>
            <option value="">{t('risk.allKinds')}</option>
            {MEMBER_SECURITY_EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`risk.kindName.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('risk.account')}
          <input maxLength={64} value={account} onChange={(e) => setAccount(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('risk.filter')}</button>
      </form>
      {error && <ErrorNote message={t(error)} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {events === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : events.length === 0 ? (
        <p>{t('risk.none')}</p>
      ) : (
        <div className="table-scroll">
          <table data-testid="security-events">
            <thead>
              <tr>
                <th scope="col">{t('risk.when')}</th>
                <th scope="col">{t('risk.account')}</th>
                <th scope="col">{t('risk.site')}</th>
                <th scope="col">{t('risk.kind')}</th>
                <th scope="col">{t('risk.details')}</th>
                {canManage && <th scope="col">{t('risk.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {events.map((event) => {
                const lock = runningLock(event);
                return (
                  <tr key={event.id} data-testid={`event-${event.id}`}>
                    <td>{formatDateTime(Date.parse(event.created_at), i18n.language)}</td>
                    <td>{event.member_account}</td>
                    <td>{event.site_id}</td>
                    <td>{t(`risk.kindName.${event.kind}`, { defaultValue: event.kind })}</td>
                    <td>
                      <code>{detailText(event.detail)}</code>
                    </td>
                    {canManage && (
                      <td>
                        {lock && lifting?.id !== event.id && (
                          <button type="button" onClick={() => setLifting({ id: event.id, reason: '' })}>
                            {t('risk.lift')}
                          </button>
                        )}
                        {lifting?.id === event.id && (
                          <form
                            className="actions"
                            onSubmit={(e) => {
                              e.preventDefault();
                              void lift(event, lifting.reason.trim());
                            }}
                          >
                            <label>
                              {t('risk.reason')}
                              <input
                                required
                                minLength={3}
                                maxLength={200}
                                value={lifting.reason}
                                onChange={(e) => setLifting({ id: event.id, reason: e.currentTarget.value })}
                              />
                            </label>
                            <button type="submit">{t('risk.lift')}</button>
                            <button type="button" className="link" onClick={() => setLifting(null)}>
                              {t('risk.cancel')}
                            </button>
                          </form>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {more && events && (
        <button type="button" className="secondary" onClick={() => void load(events.at(-1)?.id)}>
          {t('risk.older')}
        </button>
      )}
    </section>
  );
}
