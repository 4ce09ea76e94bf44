import { formatDateTime } from '@casino/browser/date-format.ts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { ChoiceTabs } from '../../../ui/choice-tabs.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type MemberOrder, type OrderKind, readMemberOrders } from '../api/member-page-calls.ts';

const KINDS: OrderKind[] = ['deposit', 'withdrawal'];

/** The member's deposits or withdrawals, newest first, a page at a time from the server. */
export function MemberOrders({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [kind, setKind] = useState<OrderKind>('deposit');
  const readPage = useCallback(
    async (beforeId: number | null) => {
      const page = await readMemberOrders(call, memberId, kind, beforeId);
      return { list: page.list, next: page.next_before_id };
    },
    [call, memberId, kind],
  );
  const { rows: orders, error, hasMore, more } = useCursorPages<MemberOrder, number>(readPage);

  return (
    <section className="card" aria-labelledby="orders-title">
      <h2 id="orders-title">{t('members.page.orders')}</h2>
      <ChoiceTabs choices={KINDS} chosen={kind} onChoose={setKind} labelOf={(k) => t(`members.page.${k}s`)} />
      {error !== null && <ErrorNote message={t('signIn.error.network')} />}
      {orders === null ? null : orders.length === 0 ? (
        <p>{t('members.page.noOrders')}</p>
      ) : (
        <table data-testid="member-orders">
          <thead>
            <tr>
              <th scope="col">{t('members.page.when')}</th>
              <th scope="col">{t('desk.order')}</th>
              <th scope="col">{t('members.page.amount')}</th>
              <th scope="col">{t('desk.status')}</th>
              <th scope="col">{t('members.page.method')}</th>
              <th scope="col">{t('members.page.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td>{formatDateTime(Date.parse(o.created_at), i18n.language)}</td>
                <td>{o.order_number}</td>
                <td className="amount">
                  {o.amount} {o.currency}
                </td>
                <td>{t(`desk.statusName.${o.status}`, { defaultValue: o.status })}</td>
                <td>{o.method}</td>
                <td>{o.remark || '—'}</td>
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
