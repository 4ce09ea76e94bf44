import { type DwRecord, ORDER_STATUSES, type OrderStatus } from '@casino/contract/calls/payment-calls.ts';
import { DEFAULT_TIMEZONE } from '@casino/contract/constants.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { translateKey } from '../../../lib/i18n.ts';
import { useLayoutMode } from '../../../lib/layout-mode.ts';
import { useSession } from '../../../lib/session.ts';
import { type DayRange, isDay } from '../../../lib/site-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { SelectField } from '../../../ui/form-field.tsx';
import { pageCount, RecordList, RecordPager } from '../../../ui/record-list.tsx';
import { DW_RECORD_PAGE_SIZE, type DwRecordRequest, useDwRecord } from '../api/dw-record.ts';
import { DATE_PRESETS, type DatePreset, matchingPreset, presetRange } from '../dates.ts';
import { StatusBadge } from './status-badge.tsx';
import './fund.css';
import './dw-record-page.css';
import { formatDateTime } from '@casino/browser/date-format.ts';
import { formatMoney } from '@casino/browser/money-format.ts';

const TYPES = ['all', 'deposit', 'withdrawal'] as const;
type RecordType = (typeof TYPES)[number];

type Filters = { type: RecordType; status: OrderStatus | ''; range: DayRange };

const PRESET_KEYS: Record<DatePreset, string> = {
  today: 'fund.preset_today',
  yesterday: 'fund.preset_yesterday',
  last7: 'fund.preset_last7',
  last30: 'fund.preset_last30',
};

function initialFilters(): Filters {
  return { type: 'all', status: '', range: presetRange('last7') };
}

/** A date range the server accepts, as a message key when it does not. */
function rangeError(range: DayRange): string | null {
  if (!isDay(range.start) || !isDay(range.end)) return 'fund.err_date_blank';
  if (range.start > range.end) return 'fund.err_date_order';
  return null;
}

/**
 * The deposit and withdrawal record (/user TransactionRecord: DWRecord): orders filtered by type, status and days
 * (the last 7 days in America/Caracas at first), a page at a time, with their translated statuses. A table on the
 * desktop layout, cards on mobile. It is read again on window focus, on the refresh button, and whenever member
 * queries are invalidated (the realtime member_deposit.success event).
 */
export function DwRecordPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const mode = useLayoutMode();
  const [draft, setDraft] = useState<Filters>(initialFilters);
  const [applied, setApplied] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [dateError, setDateError] = useState<string | null>(null);

  const request: DwRecordRequest = {
    start_date: applied.range.start,
    end_date: applied.range.end,
    type: applied.type,
    ...(applied.status ? { status: applied.status } : {}),
    page,
    page_size: DW_RECORD_PAGE_SIZE,
  };
  const records = useDwRecord(request);

  const apply = (next: Filters) => {
    const error = rangeError(next.range);
    setDateError(error);
    if (error) return;
    setApplied(next);
    setPage(1);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const choosePreset = (preset: DatePreset) => {
    const next = { ...draft, range: presetRange(preset) };
    setDraft(next);
    apply(next);
  };

  const currency = session?.currency;
  const money = (decimal: string) => formatMoney(decimal, currency ?? '', i18n.language);
  const activePreset = matchingPreset(draft.range);
  const data = records.data;
  const total = data?.total_count ?? 0;
  const pages = pageCount(total, DW_RECORD_PAGE_SIZE);
  const typeName = (type: DwRecord['type']) => t(type === 'deposit' ? 'fund.type_deposit' : 'fund.type_withdrawal');

  const rows = (list: readonly DwRecord[]) =>
    mode === 'desktop' ? (
      <div className="dw-table-wrap">
        <table className="dw-table" data-testid="dw-table" aria-busy={records.isFetching || undefined}>
          <caption className="visually-hidden">{t('fund.record_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fund.col_time')}</th>
              <th scope="col">{t('fund.order_number')}</th>
              <th scope="col">{t('fund.col_type')}</th>
              <th scope="col">{t('fund.col_method')}</th>
              <th scope="col" className="dw-table__amount">
                {t('fund.amount')}
              </th>
              <th scope="col">{t('fund.status_label')}</th>
              <th scope="col">{t('fund.col_remark')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((record) => (
              <tr key={record.order_number} data-testid="dw-row" data-status={record.status} data-order={record.order_number}>
                <td className="dw-table__time">{formatDateTime(record.created_at, i18n.language)}</td>
                <td className="fund-mono">{record.order_number}</td>
                <td>{typeName(record.type)}</td>
                <td>{record.method}</td>
                <td className={`dw-table__amount dw-amount--${record.type}`}>{money(record.amount)}</td>
                <td>
                  <StatusBadge status={record.status} />
                </td>
                <td className="dw-table__remark">{record.remark || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ) : (
      <ul
        className="dw-cards"
        data-testid="dw-table"
        aria-label={t('fund.record_caption')}
        aria-busy={records.isFetching || undefined}
      >
        {list.map((record) => (
          <li
            key={record.order_number}
            className="dw-card"
            data-testid="dw-row"
            data-status={record.status}
            data-order={record.order_number}
          >
            <div className="dw-card__head">
              <span className="dw-card__type">{typeName(record.type)}</span>
              <StatusBadge status={record.status} />
            </div>
            <p className={`dw-card__amount dw-amount--${record.type}`}>{money(record.amount)}</p>
            <dl className="dw-card__details">
              <div>
                <dt>{t('fund.order_number')}</dt>
                <dd className="fund-mono">{record.order_number}</dd>
              </div>
              <div>
                <dt>{t('fund.col_method')}</dt>
                <dd>{record.method}</dd>
              </div>
              <div>
                <dt>{t('fund.col_time')}</dt>
                <dd>{formatDateTime(record.created_at, i18n.language)}</dd>
              </div>
              {record.remark ? (
                <div>
                  <dt>{t('fund.col_remark')}</dt>
                  <dd>{record.remark}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="fund dw-record" data-testid="dw-record-page">
      <form className="dw-filters" onSubmit={onSearch} noValidate aria-label={t('fund.record_filters')}>
        <SelectField
          label={t('fund.col_type')}
          value={draft.type}
          onValueChange={(value) => setDraft((d) => ({ ...d, type: value as RecordType }))}
          testId="dw-type-filter"
        >
          <option value="all">{t('fund.type_all')}</option>
          <option value="deposit">{t('fund.type_deposit')}</option>
          <option value="withdrawal">{t('fund.type_withdrawal')}</option>
        </SelectField>
        <SelectField
          label={t('fund.status_label')}
          value={draft.status}
          onValueChange={(value) => setDraft((d) => ({ ...d, status: value as OrderStatus | '' }))}
          testId="dw-status-filter"
        >
          <option value="">{t('fund.status_all')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {translateKey(t, `fund.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <DateField
          label={t('fund.date_from')}
          value={draft.range.start}
          max={draft.range.end || undefined}
          onValueChange={(value) => {
            setDraft((d) => ({ ...d, range: { ...d.range, start: value } }));
            setDateError(null);
          }}
          error={dateError ? translateKey(t, dateError) : null}
          testId="dw-start-date"
        />
        <DateField
          label={t('fund.date_to')}
          value={draft.range.end}
          min={draft.range.start || undefined}
          onValueChange={(value) => {
            setDraft((d) => ({ ...d, range: { ...d.range, end: value } }));
            setDateError(null);
          }}
          testId="dw-end-date"
        />
        <div className="dw-filters__actions">
          <Button type="submit" data-testid="dw-search">
            {t('fund.search')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void records.refetch()}
            disabled={session === null || records.isFetching}
            aria-busy={records.isFetching || undefined}
            data-testid="dw-refresh"
          >
            {t('fund.refresh')}
          </Button>
        </div>
      </form>
      <fieldset className="dw-presets">
        <legend className="visually-hidden">{t('fund.presets')}</legend>
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="chip dw-preset"
            aria-pressed={activePreset === preset}
            onClick={() => choosePreset(preset)}
            data-testid={`dw-preset-${preset}`}
          >
            {translateKey(t, PRESET_KEYS[preset])}
          </button>
        ))}
      </fieldset>
      <p className="dw-record__zone">{t('fund.time_zone_note', { zone: DEFAULT_TIMEZONE })}</p>
      {records.isError && data ? (
        <p className="field__error" role="alert">
          {errorText(records.error)}
        </p>
      ) : null}
      {session === null ? (
        <p className="fund-empty">{t('member.login_needed')}</p>
      ) : (
        <RecordList
          query={records}
          describeError={errorText}
          labels={{
            loading: t('common.loading'),
            failed: t('fund.record_failed'),
            retry: t('common.retry'),
            empty: t('fund.record_empty'),
          }}
          placeholders={4}
          loadingClassName="fund-loading"
          emptyClassName="fund-empty"
          emptyTestId="dw-empty"
        >
          {rows}
        </RecordList>
      )}
      {total > 0 ? (
        <RecordPager
          label={t('fund.paging')}
          layout="inline"
          page={page}
          pages={pages}
          onPage={setPage}
          prevLabel={t('fund.prev_page')}
          nextLabel={t('fund.next_page')}
          summary={`${t('fund.page_of', { page, pages })} · ${t('fund.total_records', { total })}`}
          summaryTestId="dw-page-status"
          announceSummary
          testIdPrefix="dw"
        />
      ) : null}
    </div>
  );
}
