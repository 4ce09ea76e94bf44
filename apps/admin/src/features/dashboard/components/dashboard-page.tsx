import './dashboard.css';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type Dashboard, type DashboardSummary, readDashboard } from '../api/dashboard-calls.ts';
import type { TrendSeries } from './trend-chart.tsx';

// The chart library is a chunk of its own, fetched when the first chart is drawn.
const TrendChart = lazy(() => import('./trend-chart.tsx'));

const FIGURES = [
  'deposits',
  'withdrawals',
  'turnover',
  'ggr',
  'ngr',
  'bets',
  'sign_ups',
  'first_deposits',
  'active_members',
] as const;

const keyOf = (s: { site_id: number; currency: string }) => `${s.site_id}|${s.currency}`;

/** The figures of the last 30 days of one site and currency, a point a day (0 on a day without any). */
function seriesOf(dashboard: Dashboard, chosen: DashboardSummary, label: (name: string) => string) {
  const days: string[] = [];
  for (let day = dashboard.start_date; day <= dashboard.today; ) {
    days.push(day);
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  const byDay = new Map(dashboard.days.filter((d) => keyOf(d) === keyOf(chosen)).map((d) => [d.day, d]));
  const line = (name: 'ggr' | 'ngr' | 'deposits' | 'withdrawals', color: string): TrendSeries => ({
    label: label(name),
    color,
    values: days.map((day) => Number(byDay.get(day)?.[name] ?? 0)),
  });
  return {
    days,
    series: [line('ggr', '#2855d6'), line('ngr', '#0f8a5f'), line('deposits', '#f0a500'), line('withdrawals', '#c0392b')],
  };
}

/** The dashboard: today and the last 30 days per site and currency, a chart of the days, and what waits now. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [dashboard, setDashboard] = useState<Dashboard | null>(null);
  const [chosenKey, setChosenKey] = useState('');
  const [error, setError] = useState(false);

  useEffect(() => {
    let live = true;
    readDashboard(call)
      .then((read) => {
        if (!live) return;
        setDashboard(read);
        setChosenKey((key) => key || (read.summaries[0] ? keyOf(read.summaries[0]) : ''));
      })
      .catch(() => live && setError(true));
    return () => {
      live = false;
    };
  }, [call]);

  const chosen = dashboard?.summaries.find((s) => keyOf(s) === chosenKey) ?? null;
  const chart = useMemo(
    () => (dashboard && chosen ? seriesOf(dashboard, chosen, (name) => t(`dashboard.figure.${name}`)) : null),
    [dashboard, chosen, t],
  );

  return (
    <section className="page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      {error && <ErrorNote message={t('dashboard.error')} />}
      {dashboard && (
        <>
          <h2>{t('dashboard.waiting')}</h2>
          <div className="waiting" data-testid="waiting">
            <Link to="/withdrawals">
              <strong>{dashboard.waiting.pending_withdrawals}</strong>
              {t('dashboard.pendingWithdrawals')}
            </Link>
            <Link to="/withdrawals">
              <strong>{dashboard.waiting.manual_deposits}</strong>
              {t('dashboard.manualDeposits')}
            </Link>
            <Link to="/agents">
              <strong>{dashboard.waiting.agent_applications}</strong>
              {t('dashboard.agentApplications')}
            </Link>
          </div>
          {dashboard.summaries.length === 0 && <p>{t('dashboard.none')}</p>}
          {dashboard.summaries.length > 0 && (
            <label className="dashboard-site">
              {t('dashboard.siteCurrency')}
              <select value={chosenKey} onChange={(e) => setChosenKey(e.currentTarget.value)}>
                {dashboard.summaries.map((s) => (
                  <option key={keyOf(s)} value={keyOf(s)}>
                    {s.site} · {s.currency}
                  </option>
                ))}
              </select>
            </label>
          )}
          {chosen && (
            <>
              <p>{t('dashboard.period', { today: dashboard.today, start: dashboard.start_date })}</p>
              <dl className="dashboard-grid" data-testid="dashboard-figures">
                {FIGURES.map((name) => (
                  <div className="figure" key={name} data-testid={`figure-${name}`}>
                    <dt>{t(`dashboard.figure.${name}`)}</dt>
                    <dd>{chosen.today[name]}</dd>
                    <dd className="month">{t('dashboard.last30', { value: chosen.last_30_days[name] })}</dd>
                  </div>
                ))}
              </dl>
              {chart && (
                <section className="card" aria-labelledby="trend-title">
                  <h2 id="trend-title">{t('dashboard.trend', { currency: chosen.currency })}</h2>
                  <Suspense fallback={<p>{t('dashboard.loadingChart')}</p>}>
                    <TrendChart
                      days={chart.days}
                      series={chart.series}
                      label={t('dashboard.trend', { currency: chosen.currency })}
                      dayLabel={t('dashboard.day')}
                    />
                  </Suspense>
                </section>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
