import { formatDateTime } from '@casino/browser/date-format.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { endOtherSessions, type OwnSessions, readOwnSessions } from '../api/security-calls.ts';
import { EnrolAuthenticator } from './enrol-authenticator.tsx';

/** The operator's own security: the authenticator (set it up when off) and the open sessions, ending the others. */
export function SecurityPage() {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [own, setOwn] = useState<OwnSessions | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState(false);

  const load = useCallback(() => {
    readOwnSessions(call).then(
      (read) => {
        setOwn(read);
        setError(false);
      },
      () => setError(true),
    );
  }, [call]);
  useEffect(load, [load]);

  const endOthers = async () => {
    try {
      const { ended } = await endOtherSessions(call);
      setNote(t('security.ended', { count: ended }));
      load();
    } catch {
      setError(true);
    }
  };

  return (
    <section className="page" aria-labelledby="security-title">
      <h1 id="security-title">{t('security.title')}</h1>
      {error && <ErrorNote message={t('signIn.error.network')} />}
      {own && (
        <section className="card">
          <h2>{t('security.authenticator')}</h2>
          {!enrolling && <p data-testid="authenticator-state">{t(own.second_factor ? 'security.on' : 'security.off')}</p>}
          {!own.second_factor &&
            (enrolling ? (
              <EnrolAuthenticator
                onDone={() => {
                  setEnrolling(false);
                  load();
                }}
              />
            ) : (
              <button type="button" onClick={() => setEnrolling(true)}>
                {t('security.setUp')}
              </button>
            ))}
        </section>
      )}
      {own && (
        <section className="card">
          <h2>{t('security.sessions')}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('security.address')}</th>
                <th scope="col">{t('security.since')}</th>
                <th scope="col">{t('security.until')}</th>
              </tr>
            </thead>
            <tbody>
              {own.sessions.map((s) => (
                <tr key={s.id} aria-current={s.current ? 'true' : undefined}>
                  <td>
                    {s.ip}
                    {s.current && <span className="badge">{t('security.thisOne')}</span>}
                  </td>
                  <td>{formatDateTime(Date.parse(s.created_at), i18n.language)}</td>
                  <td>{formatDateTime(Date.parse(s.expires_at), i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" onClick={() => void endOthers()} disabled={own.sessions.length < 2}>
            {t('security.endOthers')}
          </button>
          {note && (
            <p role="status" className="note">
              {note}
            </p>
          )}
        </section>
      )}
    </section>
  );
}
