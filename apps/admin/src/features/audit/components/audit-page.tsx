import { formatDateTime } from '@casino/browser/date-format.ts';
import { OPERATOR_AUDIT_ACTIONS, type OperatorAuditAction } from '@casino/contract/calls/operator-calls.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { AUDIT_PAGE, type AuditEntry, readAuditPage } from '../api/audit-calls.ts';

/** The audit log of every operator action, newest first, filtered by action, operator and target, paged on the server. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [action, setAction] = useState<OperatorAuditAction | ''>('');
  /** The operator and target filters as applied (typed ones apply on submit). */
  const [who, setWho] = useState({ operator: '', target: '' });
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState(false);

  const load = useCallback(
    async (beforeId?: number) => {
      try {
        const page = await readAuditPage(call, { action: action || undefined, ...who, beforeId });
        setEntries((known) => (beforeId ? [...(known ?? []), ...page] : page));
        setMore(page.length === AUDIT_PAGE);
        setError(false);
      } catch {
        setError(true);
      }
    },
    [call, action, who],
  );
  useEffect(() => {
    setEntries(null);
    void load();
  }, [load]);

  return (
    <section className="page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <form
        className="search"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setWho({ operator: String(form.get('operator') ?? '').trim(), target: String(form.get('target') ?? '').trim() });
        }}
      >
        <label>
          {t('audit.operator')}
          <input name="operator" maxLength={60} defaultValue={who.operator} />
        </label>
        <label>
          {t('audit.target')}
          <input name="target" maxLength={200} defaultValue={who.target} placeholder={t('audit.targetHint')} />
        </label>
        <button type="submit">{t('audit.filter')}</button>
      </form>
      <label className="filter">
        {t('audit.action')}
        <select value={action} onChange={(e) => setAction(e.currentTarget.value as OperatorAuditAction | '')}>
          <option value="">{t('audit.allActions')}</option>
          {OPERATOR_AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      {error && <ErrorNote message={t('signIn.error.network')} />}
      {entries === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('audit.none')}</p>
      ) : (
        <table data-testid="audit-table">
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.operator')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.target')}</th>
              <th scope="col">{t('audit.details')}</th>
              <th scope="col">{t('security.address')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(Date.parse(entry.created_at), i18n.language)}</td>
                <td>{entry.operator_username ?? '—'}</td>
                <td>{entry.action}</td>
                <td>{entry.target}</td>
                <td>
                  <code>{Object.keys(entry.details).length ? JSON.stringify(entry.details) : ''}</code>
                </td>
                <td>{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && entries && (
        <button type="button" onClick={() => void load(entries.at(-1)?.id)}>
          {t('audit.older')}
        </button>
      )}
    </section>
  );
}
