import { formatDateTime } from '@casino/browser/date-format.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  type AgentApplication,
  type ApplicationStatus,
  type CommissionSettlement,
  type CommissionStatement,
  decideApplication,
  readApplications,
  readSettlements,
  readStatements,
} from '../api/agent-calls.ts';

const STATUSES: readonly ApplicationStatus[] = ['pending', 'approved', 'refused'];

/** Agents: applications to decide, and the months of commission settled with every agent's statement. */
export function AgentsPage() {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="agents-title">
      <h1 id="agents-title">{t('agents.title')}</h1>
      <Applications />
      <Commission />
    </section>
  );
}

function Applications() {
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
    } catch {
      setError('signIn.error.network');
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
      setError(failure instanceof AdminCallError && failure.code === 105 ? 'agents.error.decided' : 'signIn.error.network');
    }
    await load();
  };

  return (
    <section aria-labelledby="applications-title">
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

function Commission() {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [settlements, setSettlements] = useState<CommissionSettlement[] | null>(null);
  const [shown, setShown] = useState<{ key: string; statements: CommissionStatement[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keyOf = (s: CommissionSettlement) => `${s.site_id}:${s.currency}:${s.period}`;

  useEffect(() => {
    readSettlements(call)
      .then(setSettlements)
      .catch(() => setError('signIn.error.network'));
  }, [call]);

  const open = async (settlement: CommissionSettlement) => {
    if (shown?.key === keyOf(settlement)) return setShown(null);
    try {
      setShown({ key: keyOf(settlement), statements: await readStatements(call, settlement) });
    } catch {
      setError('signIn.error.network');
    }
  };

  return (
    <section aria-labelledby="commission-title">
      <h2 id="commission-title">{t('agents.commission')}</h2>
      {error && <ErrorNote message={t(error)} />}
      {settlements === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : settlements.length === 0 ? (
        <p>{t('agents.noSettlements')}</p>
      ) : (
        <table data-testid="commission-settlements">
          <thead>
            <tr>
              <th scope="col">{t('agents.period')}</th>
              <th scope="col">{t('agents.site')}</th>
              <th scope="col">{t('agents.currency')}</th>
              <th scope="col">{t('agents.agentsCount')}</th>
              <th scope="col">{t('agents.paid')}</th>
              <th scope="col">{t('agents.statements')}</th>
            </tr>
          </thead>
          <tbody>
            {settlements.map((s) => (
              <tr key={keyOf(s)}>
                <td>{s.period.slice(0, 7)}</td>
                <td>{s.site_id}</td>
                <td>{s.currency}</td>
                <td>{s.agents}</td>
                <td>{s.paid}</td>
                <td>
                  <button type="button" className="link" aria-expanded={shown?.key === keyOf(s)} onClick={() => void open(s)}>
                    {t(shown?.key === keyOf(s) ? 'agents.hide' : 'agents.show')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown && (
        <table data-testid="commission-statements">
          <caption>{t('agents.statementsOf', { period: shown.key.split(':')[2]?.slice(0, 7) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agents.agent')}</th>
              <th scope="col">{t('agents.activeMembers')}</th>
              <th scope="col">{t('agents.validBet')}</th>
              <th scope="col">{t('agents.netRevenue')}</th>
              <th scope="col">{t('agents.rate')}</th>
              <th scope="col">{t('agents.commissionPaid')}</th>
              <th scope="col">{t('agents.carriedOut')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.statements.map((s) => (
              <tr key={s.agent_id}>
                <td>
                  {s.agent_account}
                  {s.version > 1 && <span className="muted"> · {t('agents.corrected', { version: s.version })}</span>}
                </td>
                <td>
                  {s.active_members} / {s.members}
                </td>
                <td>{s.valid_bet}</td>
                <td>{s.net_revenue}</td>
                <td>{s.rate_percent} %</td>
                <td>{s.commission}</td>
                <td>{s.carried_out}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
