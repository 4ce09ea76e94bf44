import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type CommissionSettlement, type CommissionStatement, readSettlements, readStatements } from '../api/agent-calls.ts';
import { agentError } from './agent-errors.ts';
import { CommissionStatements } from './commission-statements.tsx';
import { RunSettlementNow } from './run-settlement-now.tsx';

const keyOf = (s: CommissionSettlement) => `${s.site_id}:${s.currency}:${s.period}`;

/** The months of commission settled, newest first; one month's statements open below, each correctable. */
export function CommissionSettlements() {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [settlements, setSettlements] = useState<CommissionSettlement[] | null>(null);
  const [shown, setShown] = useState<{ settlement: CommissionSettlement; statements: CommissionStatement[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSettlements(await readSettlements(call));
      setError(null);
    } catch (failure) {
      setError(agentError(failure));
    }
  }, [call]);
  useEffect(() => {
    void load();
  }, [load]);

  const open = async (settlement: CommissionSettlement) => {
    try {
      setShown({ settlement, statements: await readStatements(call, settlement) });
    } catch (failure) {
      setError(agentError(failure));
    }
  };
  const toggle = (settlement: CommissionSettlement) =>
    shown && keyOf(shown.settlement) === keyOf(settlement) ? setShown(null) : void open(settlement);

  return (
    <section className="card" aria-labelledby="commission-title">
      <h2 id="commission-title">{t('agents.commission')}</h2>
      <RunSettlementNow onSettled={() => void load()} />
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
              <th scope="col" className="amount">
                {t('agents.paid')}
              </th>
              <th scope="col">{t('agents.statements')}</th>
            </tr>
          </thead>
          <tbody>
            {settlements.map((s) => {
              const open = shown !== null && keyOf(shown.settlement) === keyOf(s);
              return (
                <tr key={keyOf(s)}>
                  <td className="nowrap">{s.period.slice(0, 7)}</td>
                  <td>{s.site_id}</td>
                  <td>{s.currency}</td>
                  <td>{s.agents}</td>
                  <td className="amount">{s.paid}</td>
                  <td>
                    <button
                      type="button"
                      className="link"
                      aria-expanded={open}
                      aria-label={t(open ? 'agents.hideOf' : 'agents.showOf', {
                        period: s.period.slice(0, 7),
                        currency: s.currency,
                      })}
                      onClick={() => toggle(s)}
                    >
                      {t(open ? 'agents.hide' : 'agents.show')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {shown && (
        <CommissionStatements
          key={keyOf(shown.settlement)}
          settlement={shown.settlement}
          statements={shown.statements}
          onProposed={() => void open(shown.settlement)}
        />
      )}
    </section>
  );
}
