import { formatDateTime } from '@casino/browser/date-format.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type AdjustmentThreshold, readAdjustmentThresholds } from '../api/approval-calls.ts';
import { ThresholdForm } from './threshold-form.tsx';

/** Each site's two-person threshold per currency; a role with `adjustments.settings` also sets them. */
export function AdjustmentThresholds() {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [list, setList] = useState<AdjustmentThreshold[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setList(await readAdjustmentThresholds(call));
      setLoadError(null);
    } catch (failure) {
      setList([]);
      setLoadError(
        failure instanceof AdminCallError && failure.code === 403 ? 'approvals.error.forbidden' : 'signIn.error.network',
      );
    }
  }, [call]);
  useEffect(() => {
    void load();
  }, [load]);

  const maySet = signIn !== null && can(signIn.role, 'adjustments.settings');
  return (
    <section className="card" aria-labelledby="thresholds-title">
      <h2 id="thresholds-title">{t('approvals.thresholds.title')}</h2>
      <p className="muted">{t('approvals.thresholds.intro')}</p>
      {loadError && <ErrorNote message={t(loadError)} />}
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.length === 0 ? (
        loadError ? null : (
          <p>{t('approvals.thresholds.empty')}</p>
        )
      ) : (
        <table data-testid="adjustment-thresholds">
          <thead>
            <tr>
              <th scope="col">{t('approvals.queue.site')}</th>
              <th scope="col">{t('approvals.thresholds.currency')}</th>
              <th scope="col" className="amount">
                {t('approvals.thresholds.amount')}
              </th>
              <th scope="col">{t('approvals.thresholds.updatedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={`${row.site_id}:${row.currency}`}>
                <td>{row.site_id}</td>
                <td>{row.currency}</td>
                <td className="amount">{row.amount}</td>
                <td>{formatDateTime(Date.parse(row.updated_at), i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {maySet && <ThresholdForm onSaved={() => void load()} />}
    </section>
  );
}
