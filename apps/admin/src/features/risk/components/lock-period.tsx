import { WITHDRAW_LOCK_MINUTES } from '@casino/contract/calls/operator-risk-calls.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { readRiskSettings, setWithdrawLockPeriod } from '../api/risk-calls.ts';

/** A site's withdraw-password lock period: shown to every role, changed by those who may. */
export function LockPeriod({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [siteId, setSiteId] = useState('1');
  const [current, setCurrent] = useState<number | null>(null);
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const load = useCallback(async () => {
    const site = Number(siteId);
    if (!Number.isInteger(site) || site < 1) return;
    try {
      const settings = await readRiskSettings(call, site);
      setCurrent(settings.withdraw_password_lock_minutes);
      setMinutes(String(settings.withdraw_password_lock_minutes));
      setError(null);
    } catch (failure) {
      setCurrent(null);
      setError(failure instanceof AdminCallError && failure.code === 101 ? 'risk.error.noSite' : 'signIn.error.network');
    }
  }, [call, siteId]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async () => {
    try {
      const saved = await setWithdrawLockPeriod(call, Number(siteId), Number(minutes));
      setCurrent(saved.withdraw_password_lock_minutes);
      setNote(t('risk.periodSaved', { from: saved.previous, to: saved.withdraw_password_lock_minutes }));
      setError(null);
    } catch (failure) {
      setNote(null);
      setError(failure instanceof AdminCallError && failure.status === 400 ? 'risk.error.minutes' : 'signIn.error.network');
    }
  };

  return (
    <section aria-labelledby="lock-period-title" className="card">
      <h2 id="lock-period-title">{t('risk.lockPeriod')}</h2>
      <form
        className="search"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label>
          {t('risk.site')}
          <input type="number" min={1} value={siteId} onChange={(e) => setSiteId(e.currentTarget.value)} />
        </label>
        <label>
          {t('risk.minutes')}
          <input
            type="number"
            min={WITHDRAW_LOCK_MINUTES.min}
            max={WITHDRAW_LOCK_MINUTES.max}
            required
            readOnly={!canManage}
            value={minutes}
            onChange={(e) => setMinutes(e.currentTarget.value)}
          />
        </label>
        {canManage && (
          <button type="submit" disabled={current === null || minutes === String(current)}>
            {t('risk.savePeriod')}
          </button>
        )}
      </form>
      <p>{current === null ? '' : t('risk.periodNow', { minutes: current })}</p>
      {error && <ErrorNote message={t(error, { min: WITHDRAW_LOCK_MINUTES.min, max: WITHDRAW_LOCK_MINUTES.max })} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
