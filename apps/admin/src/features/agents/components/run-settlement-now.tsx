import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type CommissionSettlement, runSettlementNow } from '../api/agent-calls.ts';
import { agentError } from './agent-errors.ts';

/**
 * Settles every ended month not settled yet now, instead of at the worker's next look. It pays agents, so it asks
 * first (in the page, not a browser dialog: readable and usable by keyboard), then says what it settled.
 */
export function RunSettlementNow({ onSettled }: { onSettled: () => void }) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [settled, setSettled] = useState<CommissionSettlement[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    setSettled(null);
    try {
      setSettled(await runSettlementNow(call));
      setAsking(false);
      onSettled();
    } catch (failure) {
      setError(agentError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="run-now">
      {asking ? (
        <fieldset className="confirm">
          <legend>{t('agents.runNow.question')}</legend>
          <div className="actions">
            <button type="button" disabled={busy} aria-busy={busy} onClick={() => void run()}>
              {busy ? t('common.wait') : t('agents.runNow.confirm')}
            </button>
            <button type="button" className="secondary" disabled={busy} onClick={() => setAsking(false)}>
              {t('agents.cancel')}
            </button>
          </div>
        </fieldset>
      ) : (
        <button type="button" onClick={() => setAsking(true)}>
          {t('agents.runNow.button')}
        </button>
      )}
      {error && <ErrorNote message={t(error)} />}
      {settled && (
        <div role="status" data-testid="run-now-result">
          {settled.length === 0 ? (
            <p className="note">{t('agents.runNow.nothing')}</p>
          ) : (
            <>
              <p className="note">{t('agents.runNow.settled', { count: settled.length })}</p>
              <ul>
                {settled.map((s) => (
                  <li key={`${s.site_id}:${s.currency}:${s.period}`}>
                    {t('agents.runNow.month', {
                      period: s.period.slice(0, 7),
                      site: s.site_id,
                      currency: s.currency,
                      agents: s.agents,
                      paid: s.paid,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
