import { formatDateTime } from '@casino/browser/date-format.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type AgentApplication, type ApplicationStatus, decideApplication, readApplications } from '../api/agent-calls.ts';
import { agentError } from './agent-errors.ts';

const STATUSES: readonly ApplicationStatus[] = ['pending', 'approved', 'refused'];

/** Applications to become an agent, by status; a waiting one is approved or refused with an optional reason. */
export function AgentApplications() {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [status, setStatus] = useState<ApplicationStatus | ''>('pending');
  const [list, setList] = useState<AgentApplication[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [reasons, setReasons] = useState<Record<number, string>>({});

  const load = useCallback(async () => {
    try {
      setList(await readApplications(call, status || undefined));
    } catch (failure) {
      setError(agentError(failure));
    }
  }, [call, status]);
  useEffect(() => {
    setList(null);
    setError(null);
    void load();
  }, [load]);

  const decide = async (application: AgentApplication, decision: 'approve' | 'refuse') => {
    setError(null);
    setNote(null);
    try {
      await decideApplication(call, application.id, decision, (reasons[application.id] ?? '').trim());
      setNote(t(decision === 'approve' ? 'agents.approved' : 'agents.refused', { account: application.member_account }));
    } catch (failure) {
      setError(agentError(failure));
    }
    await load();
  };

  return (
    <section className="card" aria-labelledby="applications-title">
      <h2 id="applications-title">{t('agents.applications')}</h2>
      <label className="filter">
        {t('agents.status')}
        <select value={status} onChange={(e) => setStatus(e.currentTarget.value as ApplicationStatus | '')}>
          <option value="">{t('agents.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`agents.statusName.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {error && <ErrorNote message={t(error)} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {list === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('agents.noApplications')}</p>
      ) : (
        <table data-testid="agent-applications">
          <thead>
            <tr>
              <th scope="col">{t('agents.member')}</th>
              <th scope="col">{t('agents.site')}</th>
              <th scope="col">{t('agents.asked')}</th>
              <th scope="col">{t('agents.status')}</th>
              <th scope="col">{t('agents.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => (
              <tr key={a.id} data-testid={`application-${a.id}`}>
                <td>{a.member_account}</td>
                <td>{a.site_id}</td>
                <td>{formatDateTime(Date.parse(a.created_at), i18n.language)}</td>
                <td>
                  {t(`agents.statusName.${a.status}`)}
                  {a.reason && <span className="muted"> · {a.reason}</span>}
                </td>
                <td>
                  {a.status === 'pending' && (
                    <span className="actions">
                      <label>
                        {t('agents.reason')}
                        <input
                          maxLength={200}
                          value={reasons[a.id] ?? ''}
                          onChange={(e) => setReasons({ ...reasons, [a.id]: e.currentTarget.value })}
                        />
                      </label>
                      <button type="button" onClick={() => void decide(a, 'approve')}>
                        {t('agents.approve')}
                      </button>
                      <button type="button" className="secondary" onClick={() => void decide(a, 'refuse')}>
                        {t('agents.refuse')}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
