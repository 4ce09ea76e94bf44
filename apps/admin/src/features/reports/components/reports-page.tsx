import './reports.css';
import { GAME_REPORT_GROUPS, PAYMENT_REPORT_GROUPS, REPORT_PAGE_SIZES } from '@casino/contract/calls/operator-report-calls.ts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  exportGameReport,
  exportPaymentReport,
  type GameGroup,
  type GameReport,
  type GameReportRow,
  type GameSort,
  type Order,
  type PaymentGroup,
  type PaymentReport,
  type PaymentReportRow,
  type PaymentSort,
  type ReportFilter,
  readGameReport,
  readPaymentReport,
} from '../api/report-calls.ts';
import { type ReportColumn, ReportTable } from './report-table.tsx';

type Kind = 'games' | 'payments';

/** Today and 29 days before it, as the browser's calendar has them (the server counts site days). */
function lastThirtyDays(): { start: string; end: string } {
  const today = new Date();
  const start = new Date(today.getTime() - 29 * 86_400_000);
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { start: day(start), end: day(today) };
}

/** Saves a CSV file the server made, under its name. */
function download(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const EMPTY_GAME_ROW: GameReportRow = {
  day: null,
  site_id: null,
  site: null,
  provider_id: null,
  provider: null,
  game_type_id: null,
  game_type: null,
  game_code: null,
  game: null,
  currency: '',
  bets: 0,
  turnover: '',
  payout: '',
  ggr: '',
  bonuses: null,
  rebates: null,
  ngr: null,
};

/** Reports: GGR/NGR by day, site, provider, game type or game, and deposits and withdrawals by method. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const period = lastThirtyDays();
  const [kind, setKind] = useState<Kind>('games');
  const [draft, setDraft] = useState<ReportFilter>({
    start_date: period.start,
    end_date: period.end,
    site_id: '',
    currency: '',
    provider_id: '',
    game_type_id: '',
    direction: '',
  });
  const [filter, setFilter] = useState<ReportFilter>(draft);
  const [gameGroup, setGameGroup] = useState<GameGroup>('day');
  const [paymentGroup, setPaymentGroup] = useState<PaymentGroup>('method');
  const [gameOrder, setGameOrder] = useState<Order<GameSort>>({ sort_by: 'key', sort_dir: 'desc' });
  const [paymentOrder, setPaymentOrder] = useState<Order<PaymentSort>>({ sort_by: 'key', sort_dir: 'desc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(50);
  const [games, setGames] = useState<GameReport | null>(null);
  const [payments, setPayments] = useState<PaymentReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = useCallback(
    (caught: unknown) => {
      const message = caught instanceof AdminCallError ? caught.message : 'network';
      setError(
        t(
          message === 'report.bad_period' || message === 'report.too_many_rows'
            ? message.replace('report.', 'reports.error.')
            : 'reports.error.network',
        ),
      );
    },
    [t],
  );

  useEffect(() => {
    let live = true;
    setBusy(true);
    const paging = { page, page_size: pageSize };
    const read =
      kind === 'games'
        ? readGameReport(call, filter, gameGroup, gameOrder, paging).then((report) => live && setGames(report))
        : readPaymentReport(call, filter, paymentGroup, paymentOrder, paging).then((report) => live && setPayments(report));
    read
      .then(() => live && setError(null))
      .catch((caught) => live && failed(caught))
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [call, kind, filter, gameGroup, paymentGroup, gameOrder, paymentOrder, page, pageSize, failed]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilter(draft);
  };
  const field = (name: keyof ReportFilter) => ({
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => setDraft({ ...draft, [name]: e.currentTarget.value }),
  });
  const sortNext = <S extends string>(order: Order<S>, sort: S): Order<S> => ({
    sort_by: sort,
    sort_dir: order.sort_by === sort && order.sort_dir === 'desc' ? 'asc' : 'desc',
  });

  const exportCsv = async () => {
    setBusy(true);
    try {
      const file =
        kind === 'games'
          ? await exportGameReport(call, filter, gameGroup, gameOrder)
          : await exportPaymentReport(call, filter, paymentGroup, paymentOrder);
      download(file.filename, file.csv);
      setError(null);
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  };

  const gameKeyColumns: Record<GameGroup, ReportColumn<GameReportRow>[]> = {
    day: [{ id: 'day', header: t('reports.column.day'), cell: (r) => r.day, sort: 'key' }],
    site: [{ id: 'site', header: t('reports.column.site'), cell: (r) => r.site, sort: 'key' }],
    provider: [{ id: 'provider', header: t('reports.column.provider'), cell: (r) => r.provider, sort: 'key' }],
    game_type: [{ id: 'game_type', header: t('reports.column.game_type'), cell: (r) => r.game_type, sort: 'key' }],
    game: [
      { id: 'game', header: t('reports.column.game'), cell: (r) => r.game ?? r.game_code, sort: 'key' },
      { id: 'provider', header: t('reports.column.provider'), cell: (r) => r.provider },
      { id: 'game_type', header: t('reports.column.game_type'), cell: (r) => r.game_type },
    ],
  };
  const withNgr = games?.totals.some((total) => total.ngr !== null) ?? false;
  const gameColumns: ReportColumn<GameReportRow>[] = [
    ...gameKeyColumns[gameGroup],
    { id: 'currency', header: t('reports.column.currency'), cell: (r) => r.currency },
    { id: 'bets', header: t('reports.column.bets'), cell: (r) => r.bets, number: true, sort: 'bets' },
    { id: 'turnover', header: t('reports.column.turnover'), cell: (r) => r.turnover, number: true, sort: 'turnover' },
    { id: 'payout', header: t('reports.column.payout'), cell: (r) => r.payout, number: true, sort: 'payout' },
    { id: 'ggr', header: t('reports.column.ggr'), cell: (r) => r.ggr, number: true, sort: 'ggr' },
    ...(withNgr
      ? [
          { id: 'bonuses', header: t('reports.column.bonuses'), cell: (r: GameReportRow) => r.bonuses, number: true },
          { id: 'rebates', header: t('reports.column.rebates'), cell: (r: GameReportRow) => r.rebates, number: true },
          { id: 'ngr', header: t('reports.column.ngr'), cell: (r: GameReportRow) => r.ngr, number: true, sort: 'ngr' },
        ]
      : []),
  ];
  const paymentColumns: ReportColumn<PaymentReportRow>[] = [
    ...(paymentGroup === 'day'
      ? [{ id: 'day', header: t('reports.column.day'), cell: (r: PaymentReportRow) => r.day, sort: 'key' }]
      : []),
    { id: 'direction', header: t('reports.column.direction'), cell: (r) => t(`reports.direction.${r.direction}`) },
    { id: 'method', header: t('reports.column.method'), cell: (r) => r.method, sort: paymentGroup === 'day' ? undefined : 'key' },
    { id: 'currency', header: t('reports.column.currency'), cell: (r) => r.currency },
    { id: 'orders', header: t('reports.column.orders'), cell: (r) => r.orders, number: true, sort: 'orders' },
    { id: 'amount', header: t('reports.column.amount'), cell: (r) => r.amount, number: true, sort: 'amount' },
  ];

  const totalRows = (kind === 'games' ? games?.total_rows : payments?.total_rows) ?? 0;
  const pages = Math.max(1, Math.ceil(totalRows / pageSize));

  return (
    <section className="page" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <fieldset className="report-tabs" aria-label={t('reports.kind')}>
        {(['games', 'payments'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => {
              setKind(k);
              setPage(1);
            }}
          >
            {t(`reports.${k}`)}
          </button>
        ))}
      </fieldset>
      <form className="report-filters card" aria-label={t('reports.filters')} onSubmit={apply}>
        <label>
          {t('reports.from')}
          <input type="date" required {...field('start_date')} />
        </label>
        <label>
          {t('reports.to')}
          <input type="date" required {...field('end_date')} />
        </label>
        <label>
          {t('reports.siteId')}
          <input inputMode="numeric" {...field('site_id')} />
        </label>
        <label>
          {t('reports.column.currency')}
          <input maxLength={8} {...field('currency')} />
        </label>
        {kind === 'games' ? (
          <>
            <label>
              {t('reports.providerId')}
              <input inputMode="numeric" {...field('provider_id')} />
            </label>
            <label>
              {t('reports.gameTypeId')}
              <input inputMode="numeric" {...field('game_type_id')} />
            </label>
            <label>
              {t('reports.groupBy')}
              <select
                value={gameGroup}
                onChange={(e) => {
                  setGameGroup(e.currentTarget.value as GameGroup);
                  setPage(1);
                }}
              >
                {GAME_REPORT_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {t(`reports.column.${group}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : (
          <>
            <label>
              {t('reports.column.direction')}
              <select {...field('direction')}>
                <option value="">{t('reports.direction.both')}</option>
                <option value="deposit">{t('reports.direction.deposit')}</option>
                <option value="withdrawal">{t('reports.direction.withdrawal')}</option>
              </select>
            </label>
            <label>
              {t('reports.groupBy')}
              <select
                value={paymentGroup}
                onChange={(e) => {
                  setPaymentGroup(e.currentTarget.value as PaymentGroup);
                  setPage(1);
                }}
              >
                {PAYMENT_REPORT_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {t(`reports.paymentGroup.${group}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <label>
          {t('reports.pageSize')}
          <select
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.currentTarget.value));
              setPage(1);
            }}
          >
            {REPORT_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">{t('reports.apply')}</span>
          <button type="submit" disabled={busy}>
            {t('reports.apply')}
          </button>
        </label>
        <label>
          <span className="visually-hidden">{t('reports.export')}</span>
          <button type="button" disabled={busy} onClick={() => void exportCsv()} data-testid="export-csv">
            {t('reports.export')}
          </button>
        </label>
      </form>
      {error && <ErrorNote message={error} />}
      {kind === 'games' && games && (
        <ReportTable
          columns={gameColumns}
          rows={games.rows}
          totals={games.totals.map((total) => ({
            label: t('reports.total', { currency: total.currency }),
            row: { ...EMPTY_GAME_ROW, ...total },
          }))}
          sortBy={gameOrder.sort_by}
          sortDir={gameOrder.sort_dir}
          onSort={(sort) => setGameOrder(sortNext(gameOrder, sort as GameSort))}
        />
      )}
      {kind === 'payments' && payments && (
        <ReportTable
          columns={paymentColumns}
          rows={payments.rows}
          totals={payments.totals.map((total) => ({
            label: t('reports.totalOf', { currency: total.currency, direction: t(`reports.direction.${total.direction}`) }),
            row: { day: null, method: '', ...total },
          }))}
          sortBy={paymentOrder.sort_by}
          sortDir={paymentOrder.sort_dir}
          onSort={(sort) => setPaymentOrder(sortNext(paymentOrder, sort as PaymentSort))}
        />
      )}
      <nav className="report-pager" aria-label={t('reports.pages')}>
        <button type="button" disabled={busy || page <= 1} onClick={() => setPage(page - 1)}>
          {t('reports.previous')}
        </button>
        <span data-testid="report-page">{t('reports.pageOf', { page, pages, rows: totalRows })}</span>
        <button type="button" disabled={busy || page >= pages} onClick={() => setPage(page + 1)}>
          {t('reports.next')}
        </button>
      </nav>
    </section>
  );
}
