import { formatDate, formatDateTime } from '@casino/browser/date-format.ts';
import { formatMoney } from '@casino/browser/money-format.ts';
import { TRANSACTION_KINDS, type TransactionEntry, type TransactionKind } from '@casino/contract/calls/wallet-calls.ts';
import { DEFAULT_TIMEZONE } from '@casino/contract/constants.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLayoutMode } from '../../../lib/layout-mode.ts';
import { useSession } from '../../../lib/session.ts';
import { type DayRange, isDay, lastDays } from '../../../lib/site-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { FormAlert, SelectField } from '../../../ui/form-field.tsx';
import { pageCount, RecordList, RecordPager } from '../../../ui/record-list.tsx';
import { type TransactionFilter, useTransactions } from '../api/transaction-list.ts';
import { directionOf } from '../cash-format.ts';
import './transaction-record.css';

export const TRANSACTION_PAGE_SIZE = 20;
/** Quick ranges, in days up to and including today (America/Caracas). */
const PRESETS = [1, 7, 30] as const;
const DEFAULT_DAYS = 7;

type KindChoice = TransactionKind | 'all';
type Draft = { kind: KindChoice; start: string; end: string };

function isKind(value: string): value is TransactionKind {
  return (TRANSACTION_KINDS as readonly string[]).includes(value);
}

/**
 * The transaction record (/user/TransactionRecord/Transaction): movements of the main wallet, filtered by kind and by
 * calendar days of America/Caracas (the last 7 days at first, with quick ranges), 20 to a page. Amounts carry their
 * sign as well as their colour. A table on desktop, cards on mobile.
 */
export function TransactionRecord() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const mode = useLayoutMode();
  const session = useSession();
  const currency = session?.currency ?? '';
  const [initial] = useState<DayRange>(() => lastDays(DEFAULT_DAYS));
  const [draft, setDraft] = useState<Draft>({ kind: 'all', start: initial.start, end: initial.end });
  const [filter, setFilter] = useState<TransactionFilter>({
    start_date: initial.start,
    end_date: initial.end,
    kind: null,
    page: 1,
    page_size: TRANSACTION_PAGE_SIZE,
  });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const query = useTransactions(filter);

  const apply = (next: Draft) => {
    if (!isDay(next.start) || !isDay(next.end)) {
      setRangeError(t('wallet.tx.err_date'));
      return;
    }
    if (next.start > next.end) {
      setRangeError(t('wallet.tx.err_range'));
      return;
    }
    setRangeError(null);
    setFilter({
      start_date: next.start,
      end_date: next.end,
      kind: next.kind === 'all' ? null : next.kind,
      page: 1,
      page_size: TRANSACTION_PAGE_SIZE,
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const choosePreset = (days: number) => {
    const range = lastDays(days);
    const next = { ...draft, start: range.start, end: range.end };
    setDraft(next);
    apply(next);
  };

  const goTo = (page: number) => setFilter((current) => ({ ...current, page }));

  const presetLabel = (days: number) =>
    days === 1 ? t('wallet.tx.preset_today') : days === 7 ? t('wallet.tx.preset_7_days') : t('wallet.tx.preset_30_days');
  const activePreset = PRESETS.find((days) => {
    const range = lastDays(days);
    return range.start === draft.start && range.end === draft.end;
  });

  const data = query.data;
  const total = data?.total_count ?? 0;
  const pages = pageCount(total, filter.page_size);
  const kindLabel = (kind: TransactionKind) => t(`wallet.kinds.${kind}`);
  const caption = t('wallet.tx.caption', {
    start: formatDate(filter.start_date, i18n.language),
    end: formatDate(filter.end_date, i18n.language),
  });

  const rows = (list: readonly TransactionEntry[]) =>
    mode === 'desktop' ? (
      <div className="tx-table-wrap">
        <table className="tx-table" data-testid="tx-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.tx.time')}</th>
              <th scope="col">{t('wallet.tx.kind')}</th>
              <th scope="col" className="tx-table__number">
                {t('wallet.tx.amount')}
              </th>
              <th scope="col" className="tx-table__number">
                {t('wallet.tx.balance_after')}
              </th>
              <th scope="col">{t('wallet.tx.details')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((entry) => (
              <TransactionRow key={entry.id} entry={entry} currency={currency} language={i18n.language} kindLabel={kindLabel} />
            ))}
          </tbody>
        </table>
      </div>
    ) : (
      <ul className="tx-cards" data-testid="tx-table" aria-label={caption}>
        {list.map((entry) => (
          <TransactionCard key={entry.id} entry={entry} currency={currency} language={i18n.language} kindLabel={kindLabel} />
        ))}
      </ul>
    );

  return (
    <div className={`tx-record tx-record--${mode}`} data-testid="transaction-record">
      <form className="tx-filters" aria-label={t('wallet.tx.filters_label')} onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('wallet.tx.kind')}
          value={draft.kind}
          onValueChange={(value) => setDraft((d) => ({ ...d, kind: isKind(value) ? value : 'all' }))}
          testId="tx-kind-filter"
          fieldClassName="tx-filters__kind"
        >
          <option value="all">{t('wallet.tx.all_kinds')}</option>
          {TRANSACTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </SelectField>
        <DateField
          label={t('wallet.tx.start')}
          value={draft.start}
          onValueChange={(start) => setDraft((d) => ({ ...d, start }))}
          max={draft.end || undefined}
          testId="tx-start"
          fieldClassName="tx-filters__date"
        />
        <DateField
          label={t('wallet.tx.end')}
          value={draft.end}
          onValueChange={(end) => setDraft((d) => ({ ...d, end }))}
          min={draft.start || undefined}
          testId="tx-end"
          fieldClassName="tx-filters__date"
        />
        <Button type="submit" className="tx-filters__search" data-testid="tx-search">
          {t('wallet.tx.search')}
        </Button>
        <fieldset className="tx-filters__presets">
          <legend className="visually-hidden">{t('wallet.tx.presets_label')}</legend>
          {PRESETS.map((days) => (
            <Button
              key={days}
              variant="ghost"
              size="sm"
              className="tx-filters__preset"
              aria-pressed={activePreset === days}
              onClick={() => choosePreset(days)}
              data-testid={`tx-preset-${days}`}
            >
              {presetLabel(days)}
            </Button>
          ))}
        </fieldset>
        <div className="tx-filters__alert">
          <FormAlert message={rangeError} />
        </div>
        <p className="tx-filters__note">{t('wallet.tx.time_zone_note', { zone: DEFAULT_TIMEZONE })}</p>
      </form>

      <section
        className="tx-record__results"
        aria-label={t('wallet.tx.results_label')}
        aria-busy={(query.isFetching && !query.isPending) || undefined}
      >
        <RecordList
          query={query}
          describeError={errorText}
          labels={{
            loading: t('common.loading'),
            failed: t('wallet.tx.load_failed'),
            retry: t('common.retry'),
            empty: t('wallet.tx.empty'),
          }}
          placeholders={5}
          loadingClassName="tx-record__loading"
          emptyClassName="empty-state"
          emptyTestId="tx-empty"
        >
          {rows}
        </RecordList>
      </section>

      {total > 0 ? (
        <RecordPager
          label={t('wallet.tx.paging_label')}
          layout="split"
          page={filter.page}
          pages={pages}
          onPage={goTo}
          prevLabel={t('wallet.tx.prev')}
          nextLabel={t('wallet.tx.next')}
          summary={t('wallet.tx.summary', { total, page: filter.page, pages })}
          summaryTestId="tx-summary"
          testIdPrefix="tx"
          pageLabel={(page) => t('wallet.tx.page_label', { page })}
        />
      ) : null}
    </div>
  );
}

type EntryProps = {
  entry: TransactionEntry;
  currency: string;
  language: string;
  kindLabel: (kind: TransactionKind) => string;
};

/**
 * What the member can look up about a movement: the provider, the round as the game shows it, the order number. The
 * server sends no internal ledger key (gp:1:round:...), so none can show here.
 */
function useDetails(entry: TransactionEntry): string[] {
  const { t } = useTranslation();
  return [
    entry.gp_name,
    entry.round_id === null ? null : t('wallet.tx.round', { round: entry.round_id }),
    entry.order_number === null ? null : t('wallet.tx.order_number', { number: entry.order_number }),
  ].filter((part): part is string => Boolean(part));
}

/** A signed amount with its sign written out (+ in, − out), so that the direction does not rest on colour alone. */
function Amount({ amount, currency, language }: { amount: string; currency: string; language: string }) {
  return (
    <span className={`tx-amount tx-amount--${directionOf(amount)}`}>
      {formatMoney(amount, currency, language, { sign: 'always' })}
    </span>
  );
}

function TransactionRow({ entry, currency, language, kindLabel }: EntryProps) {
  const details = useDetails(entry);
  return (
    <tr data-testid="tx-row" data-kind={entry.kind}>
      <td className="tx-table__time">{formatDateTime(entry.created_at, language)}</td>
      <td>{kindLabel(entry.kind)}</td>
      <td className="tx-table__number">
        <Amount amount={entry.amount} currency={currency} language={language} />
      </td>
      <td className="tx-table__number">{formatMoney(entry.balance_after, currency, language)}</td>
      <td className="tx-table__reference" data-testid="tx-details">
        {details.length ? details.map((part) => <span key={part}>{part}</span>) : '–'}
      </td>
    </tr>
  );
}

function TransactionCard({ entry, currency, language, kindLabel }: EntryProps) {
  const { t } = useTranslation();
  const details = useDetails(entry);
  return (
    <li className="tx-card" data-testid="tx-row" data-kind={entry.kind}>
      <div className="tx-card__head">
        <span className="tx-card__kind">{kindLabel(entry.kind)}</span>
        <Amount amount={entry.amount} currency={currency} language={language} />
      </div>
      <dl className="tx-card__details">
        <div>
          <dt>{t('wallet.tx.time')}</dt>
          <dd>{formatDateTime(entry.created_at, language)}</dd>
        </div>
        <div>
          <dt>{t('wallet.tx.balance_after')}</dt>
          <dd>{formatMoney(entry.balance_after, currency, language)}</dd>
        </div>
        {details.length ? (
          <div>
            <dt>{t('wallet.tx.details')}</dt>
            <dd className="tx-card__reference" data-testid="tx-details">
              {details.map((part) => (
                <span key={part}>{part}</span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
