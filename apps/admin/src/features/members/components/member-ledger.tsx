import { formatDateTime } from '@casino/browser/date-format.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type MemberPosting, readMemberLedger } from '../api/member-page-calls.ts';

/** The member's ledger postings, newest first; "older" reads the next page from the server. */
export function MemberLedger({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const readPage = useCallback(
    async (before: string | null) => {
      const page = await readMemberLedger(call, memberId, before);
      return { list: page.list, next: page.next_before };
    },
    [call, memberId],
  );
  const { rows: postings, error, hasMore, more } = useCursorPages<MemberPosting, string>(readPage);

  return (
    <section className="card" aria-labelledby="ledger-title">
      <h2 id="ledger-title">{t('members.page.ledger')}</h2>
      {error !== null && <ErrorNote message={t('signIn.error.network')} />}
      {postings === null ? null : postings.length === 0 ? (
        <p>{t('members.page.noPostings')}</p>
      ) : (
        <table data-testid="member-ledger">
          <thead>
            <tr>
              <th scope="col">{t('members.page.when')}</th>
              <th scope="col">{t('members.page.transaction')}</th>
              <th scope="col">{t('members.page.kind')}</th>
              <th scope="col">{t('members.page.walletCode')}</th>
              <th scope="col">{t('members.page.amount')}</th>
              <th scope="col">{t('members.page.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {postings.map((p) => (
              <tr key={`${p.transaction_id}:${p.wallet}`}>
                <td>{formatDateTime(Date.parse(p.created_at), i18n.language)}</td>
                <td>{p.transaction_id}</td>
                <td>{p.kind}</td>
                <td>
                  <code>{p.wallet}</code>
                </td>
                <td className="amount">{p.amount}</td>
                <td className="amount">{p.balance_after}</td>
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
