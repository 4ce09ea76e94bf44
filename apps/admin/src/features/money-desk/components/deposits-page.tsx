import { formatDateTime } from '@casino/browser/date-format.ts';
import { ORDER_STATUSES } from '@casino/contract/calls/payment-calls.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  confirmDeposit,
  type DepositFilter,
  type QueuedDeposit,
  type RiskHints,
  readDepositQueue,
  readRiskHints,
  rejectDeposit,
} from '../api/desk-calls.ts';
import { RiskHintBadges } from './risk-hints.tsx';

const METHOD_KINDS = ['gateway', 'bank_transfer'] as const;

/**
 * The deposits queue: filtered on the server (status, method, member, days), a page at a time with each order's risk
 * hints; a pending deposit is confirmed (the member is credited once) or rejected, each with a reason for the record.
 */
export function DepositsPage() {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [draft, setDraft] = useState<DepositFilter>({ status: 'pending' });
  const [filter, setFilter] = useState<DepositFilter>({ status: 'pending' });
  const [hints, setHints] = useState<Map<string, RiskHints>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ order: string; confirm: boolean; reason: string } | null>(null);
  const canDecide = signIn !== null && can(signIn.role, 'deposits.confirm');

  const readPage = useCallback(
    async (beforeId: number | null) => {
      const page = await readDepositQueue(call, { ...filter, ...(beforeId ? { before_id: beforeId } : {}) });
      // The queue still works when the hints cannot be read; hints are kept by order number.
      const pageHints = await readRiskHints(
        call,
        'deposit',
        page.list.map((o) => o.order_number),
      ).catch(() => new Map<string, RiskHints>());
      setHints((old) => new Map([...old, ...pageHints]));
      return { list: page.list, next: page.next_before_id };
    },
    [call, filter],
  );
  const { rows: orders, error: readFailure, hasMore, more, reload } = useCursorPages<QueuedDeposit, number>(readPage);
  const readError =
    readFailure === null
      ? null
      : readFailure instanceof AdminCallError && readFailure.status === 400
        ? 'desk.error.filter'
        : 'signIn.error.network';
  const shownError = error ?? readError;

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '' && value !== undefined));
    setError(null);
    setFilter(cleaned as DepositFilter);
  };
  const set = (field: keyof DepositFilter, value: string) => setDraft((old) => ({ ...old, [field]: value || undefined }));

  const decide = async (event: FormEvent) => {
    event.preventDefault();
    if (!deciding || deciding.reason.trim().length < 3) return;
    const { order, confirm, reason } = deciding;
    setDeciding(null);
    setError(null);
    try {
      if (confirm) await confirmDeposit(call, order, reason.trim());
      else await rejectDeposit(call, order, reason.trim());
      setNote(t(confirm ? 'desk.deposit.confirmed' : 'desk.deposit.rejected', { order, reason: reason.trim() }));
    } catch (failure) {
      setError(failure instanceof AdminCallError && failure.code === 102 ? 'desk.deposit.decided' : 'signIn.error.network');
    }
    await reload();
  };

  return (
    <section className="page" aria-labelledby="deposits-title">
      <h1 id="deposits-title">{t('desk.deposit.title')}</h1>
      <form className="search desk-filter" aria-label={t('desk.deposit.filters')} onSubmit={applyFilter}>
        <label>
          {t('desk.status')}
          <select value={draft.status ?? ''} onChange={(e) => set('status', e.currentTarget.value)}>
            <option value="">{t('desk.allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`desk.statusName.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('desk.deposit.method')}
          <select value={draft.method_kind ?? ''} onChange={(e) => set('method_kind', e.currentTarget.value)}>
            <option value="">{t('desk.deposit.allMethods')}</option>
            {METHOD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`desk.deposit.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('desk.deposit.member')}
          <input
            name="member"
            value={draft.member_account ?? ''}
            onChange={(e) => set('member_account', e.currentTarget.value)}
          />
        </label>
        <label>
          {t('desk.deposit.from')}
          <input type="date" name="from" value={draft.from ?? ''} onChange={(e) => set('from', e.currentTarget.value)} />
        </label>
        <label>
          {t('desk.deposit.to')}
          <input type="date" name="to" value={draft.to ?? ''} onChange={(e) => set('to', e.currentTarget.value)} />
        </label>
        <button type="submit">{t('desk.deposit.apply')}</button>
      </form>
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {shownError && <ErrorNote message={t(shownError)} />}
      {orders === null && !shownError && <p>{t('common.loading')}</p>}
      {orders?.length === 0 && <p>{t('desk.deposit.none')}</p>}
      {orders && orders.length > 0 && (
        <table data-testid="deposits-table">
          <thead>
            <tr>
              <th scope="col">{t('desk.order')}</th>
              <th scope="col">{t('desk.deposit.member')}</th>
              <th scope="col">{t('desk.deposit.amount')}</th>
              <th scope="col">{t('desk.deposit.method')}</th>
              <th scope="col">{t('desk.deposit.payer')}</th>
              <th scope="col">{t('desk.status')}</th>
              <th scope="col">{t('desk.asked')}</th>
              <th scope="col">{t('desk.hint.title')}</th>
              {canDecide && <th scope="col">{t('desk.decision')}</th>}
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.order_number} data-testid={`deposit-${o.order_number}`}>
                <td>{o.order_number}</td>
                <td>{o.member_account}</td>
                <td className="amount">
                  {o.amount} {o.currency}
                </td>
                <td>{o.method}</td>
                <td>
                  {o.payer_name || '—'} {o.payer_reference}
                </td>
                <td>{t(`desk.statusName.${o.status}`, { defaultValue: o.status })}</td>
                <td>{formatDateTime(Date.parse(o.created_at), i18n.language)}</td>
                <td>
                  <RiskHintBadges hints={hints.get(o.order_number)} />
                </td>
                {canDecide && (
                  <td>
                    {o.status === 'pending' && deciding?.order !== o.order_number && (
                      <span className="actions">
                        <button type="button" onClick={() => setDeciding({ order: o.order_number, confirm: true, reason: '' })}>
                          {t('desk.deposit.confirm')}
                        </button>
                        <button
                          type="button"
                          className="secondary"
                          onClick={() => setDeciding({ order: o.order_number, confirm: false, reason: '' })}
                        >
                          {t('desk.reject')}
                        </button>
                      </span>
                    )}
                    {deciding?.order === o.order_number && (
                      <form className="actions" onSubmit={(event) => void decide(event)}>
                        <label>
                          {t('desk.deposit.reason')}
                          <input
                            required
                            minLength={3}
                            maxLength={200}
                            value={deciding.reason}
                            onChange={(e) => setDeciding({ ...deciding, reason: e.currentTarget.value })}
                          />
                        </label>
                        <button type="submit" className={deciding.confirm ? '' : 'secondary'}>
                          {t(deciding.confirm ? 'desk.deposit.confirm' : 'desk.reject')}
                        </button>
                        <button type="button" className="link" onClick={() => setDeciding(null)}>
                          {t('desk.cancel')}
                        </button>
                      </form>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasMore && (
        <button type="button" className="secondary" onClick={() => void more()}>
          {t('members.page.older')}
        </button>
      )}
    </section>
  );
}
