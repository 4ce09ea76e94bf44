import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { controlMarket, type Liability, readLiability } from '../api/sports-calls.ts';

type Action = 'hold' | 'release' | 'void';

/** One event's markets with the liability of each selection per currency, and hold, release or void per market. */
export function EventLiability({ eventId, onChanged }: { eventId: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [liability, setLiability] = useState<Liability | null>(null);
  const [acting, setActing] = useState<{ marketId: string; action: Action; reason: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setLiability(await readLiability(call, eventId));
    } catch {
      setError('signIn.error.network');
    }
  }, [call, eventId]);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (marketId: string, action: Action, reason: string) => {
    setActing(null);
    setError(null);
    setNote(null);
    try {
      await controlMarket(call, marketId, action, reason);
      setNote(t(`sports.done.${action}`, { market: marketId }));
      onChanged();
    } catch (failure) {
      setError(failure instanceof AdminCallError && failure.code === 102 ? 'sports.error.notVoidable' : 'signIn.error.network');
    }
    await load();
  };

  return (
    <section className="card" aria-labelledby="liability-title" data-testid="sports-liability">
      <h2 id="liability-title">{liability ? `${liability.home} – ${liability.away}` : t('common.loading')}</h2>
      {error && <ErrorNote message={t(error)} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {liability?.markets.map((m) => (
        <div key={m.market_id} className="market" data-testid={`sports-market-${m.market_id}`}>
          <h3>
            {t(`sports.marketType.${m.type}`)}
            {m.line !== null && ` ${m.line}`} · {t(`sports.marketStatus.${m.status}`)}
            {m.held && ` · ${t('sports.heldMark')}`}
          </h3>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('sports.selection')}</th>
                <th scope="col">{t('sports.odds')}</th>
                <th scope="col">{t('sports.exposure')}</th>
              </tr>
            </thead>
            <tbody>
              {m.selections.map((s) => (
                <tr key={s.key}>
                  <td>{s.key}</td>
                  <td>{s.odds}</td>
                  <td>
                    {s.exposure.length === 0
                      ? '—'
                      : s.exposure.map((x) => <div key={x.currency}>{t('sports.exposureLine', { ...x })}</div>)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {acting?.marketId === m.market_id ? (
            <form
              className="actions"
              onSubmit={(event) => {
                event.preventDefault();
                const reason = acting.reason.trim();
                if (reason) void submit(m.market_id, acting.action, reason);
              }}
            >
              <label>
                {t('sports.reason')}
                <input
                  required
                  maxLength={500}
                  value={acting.reason}
                  onChange={(e) => setActing({ ...acting, reason: e.currentTarget.value })}
                />
              </label>
              <button type="submit" className={acting.action === 'void' ? 'secondary' : ''}>
                {t(`sports.confirm.${acting.action}`)}
              </button>
              <button type="button" className="link" onClick={() => setActing(null)}>
                {t('sports.cancel')}
              </button>
            </form>
          ) : (
            ['open', 'suspended', 'closed'].includes(m.status) && (
              <span className="actions">
                <button
                  type="button"
                  onClick={() => setActing({ marketId: m.market_id, action: m.held ? 'release' : 'hold', reason: '' })}
                >
                  {t(m.held ? 'sports.release' : 'sports.hold')}
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setActing({ marketId: m.market_id, action: 'void', reason: '' })}
                >
                  {t('sports.void')}
                </button>
              </span>
            )
          )}
        </div>
      ))}
    </section>
  );
}
