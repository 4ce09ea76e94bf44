import { formatDateTime } from '@casino/browser/date-format.ts';
import { ORDER_STATUSES } from '@casino/contract/calls/payment-calls.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type RiskHints, readRiskHints } from '../api/desk-calls.ts';
import {
  approveWithdrawal,
  type OrderStatus,
  readWithdrawals,
  rejectWithdrawal,
  type WithdrawalOrder,
} from '../api/withdrawal-calls.ts';
import { RiskHintBadges } from './risk-hints.tsx';

/** The withdrawal queue: pending ones first by default, each paid or rejected with a reason (the server audits both). */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [status, setStatus] = useState<OrderStatus | ''>('pending');
  const [hints, setHints] = useState<Map<string, RiskHints>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  /** The order being rejected and the reason typed for it. */
  const [rejecting, setRejecting] = useState<{ order: string; reason: string } | null>(null);
  const canDecide = signIn !== null && can(signIn.role, 'withdrawals.decide');

  // One page: the first 100 orders, with one call for their hints; the queue still works when hints cannot be read.
  const readPage = useCallback(
    async (_cursor: null) => {
      const list = await readWithdrawals(call, status || undefined);
      const pageHints = await readRiskHints(
        call,
        'withdrawal',
        list.map((o) => o.order_number),
      ).catch(() => new Map<string, RiskHints>());
      setHints((old) => new Map([...old, ...pageHints]));
      return { list, next: null };
    },
    [call, status],
  );
  const { rows: orders, error: readFailure, reload } = useCursorPages<WithdrawalOrder, null>(readPage);
  const shownError = error ?? (readFailure === null ? null : 'signIn.error.network');

  const decide = async (order: WithdrawalOrder, approve: boolean, remark?: string) => {
    if (!approve && !remark) return;
    setRejecting(null);
    setError(null);
    try {
      if (approve) await approveWithdrawal(call, order.order_number);
      else await rejectWithdrawal(call, order.order_number, remark as string);
      setNote(t(approve ? 'desk.approved' : 'desk.rejected', { order: order.order_number }));
    } catch (failure) {
      setError(failure instanceof AdminCallError && failure.code === 102 ? 'desk.error.decided' : 'signIn.error.network');
    }
    await reload();
  };

  return (
    <section className="page" aria-labelledby="desk-title">
      <h1 id="desk-title">{t('desk.title')}</h1>
      <label className="filter">
        {t('desk.status')}
        <select
          value={status}
          onChange={(e) => {
            setError(null);
            setStatus(e.currentTarget.value as OrderStatus | '');
          }}
        >
          <option value="">{t('desk.allStatuses')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`desk.statusName.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {shownError && <ErrorNote message={t(shownError)} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {orders === null ? (
        !shownError && <p>{t('common.loading')}</p>
      ) : orders.length === 0 ? (
        <p>{t('desk.none')}</p>
      ) : (
        <table data-testid="withdrawals-table">
          <thead>
            <tr>
              <th scope="col">{t('desk.order')}</th>
              <th scope="col">{t('members.account')}</th>
              <th scope="col">{t('desk.deposit.amount')}</th>
              <th scope="col">{t('desk.bank')}</th>
              <th scope="col">{t('desk.status')}</th>
              <th scope="col">{t('desk.asked')}</th>
              <th scope="col">{t('desk.hint.title')}</th>
              {canDecide && <th scope="col">{t('desk.decision')}</th>}
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.order_number} data-testid={`withdrawal-${o.order_number}`}>
                <td>{o.order_number}</td>
                <td>{o.member_account}</td>
                <td>
                  {o.amount} {o.currency}
                </td>
                <td>
                  {o.bank.bank_name} {o.bank.account_number}
                </td>
                <td>{t(`desk.statusName.${o.status}`, { defaultValue: o.status })}</td>
                <td>{formatDateTime(Date.parse(o.created_at), i18n.language)}</td>
                <td>
                  <RiskHintBadges hints={hints.get(o.order_number)} />
                </td>
                {canDecide && (
                  <td>
                    {o.status === 'pending' && rejecting?.order !== o.order_number && (
                      <span className="actions">
                        <button type="button" onClick={() => void decide(o, true)}>
                          {t('desk.approve')}
                        </button>
                        <button
                          type="button"
                          className="secondary"
                          onClick={() => setRejecting({ order: o.order_number, reason: '' })}
                        >
                          {t('desk.reject')}
                        </button>
                      </span>
                    )}
                    {rejecting?.order === o.order_number && (
                      <form
                        className="actions"
                        onSubmit={(event) => {
                          event.preventDefault();
                          void decide(o, false, rejecting.reason.trim());
                        }}
                      >
                        <label>
                          {t('desk.rejectReason')}
                          <input
                            required
                            maxLength={200}
                            value={rejecting.reason}
                            onChange={(e) => setRejecting({ order: o.order_number, reason: e.currentTarget.value })}
                          />
                        </label>
                        <button type="submit" className="secondary">
                          {t('desk.reject')}
                        </button>
                        <button type="button" className="link" onClick={() => setRejecting(null)}>
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
    </section>
  );
}
