import { formatDateTime } from '@casino/browser/date-format.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import './member-page.css';
import { MEMBER_SEARCH_FIELDS } from '@casino/contract/calls/operator-member-calls.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type FoundMember, type SearchField, searchMembers } from '../api/member-calls.ts';
import { AdjustBalance } from './adjust-balance.tsx';

/** Roles whose calls may move a member's balance (the server refuses the others whatever this shows). */

/** Members: an exact search by account, phone, email, id or agent; a chosen member's card with the balance adjustment. */
export function MembersPage() {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [q, setQ] = useState('');
  const [by, setBy] = useState<SearchField>('any');
  const [found, setFound] = useState<FoundMember[] | null>(null);
  const [chosen, setChosen] = useState<FoundMember | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !q.trim()) return;
    setBusy(true);
    try {
      const list = await searchMembers(call, q.trim(), by);
      setFound(list);
      setChosen(list.length === 1 ? (list[0] ?? null) : null);
      setError(false);
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page" aria-labelledby="members-title">
      <h1 id="members-title">{t('members.title')}</h1>
      <form className="search" aria-label={t('members.search')} onSubmit={(event) => void search(event)}>
        <label>
          {t('members.query')}
          <input name="q" value={q} onChange={(e) => setQ(e.currentTarget.value)} />
        </label>
        <label>
          {t('members.by')}
          <select value={by} onChange={(e) => setBy(e.currentTarget.value as SearchField)}>
            {MEMBER_SEARCH_FIELDS.map((field) => (
              <option key={field} value={field}>
                {t(`members.field.${field}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy} aria-busy={busy}>
          {t('members.search')}
        </button>
      </form>
      {error && <ErrorNote message={t('signIn.error.network')} />}
      {found && found.length === 0 && <p>{t('members.none')}</p>}
      {found && found.length > 0 && (
        <table data-testid="members-table">
          <thead>
            <tr>
              <th scope="col">{t('members.account')}</th>
              <th scope="col">{t('members.field.phone')}</th>
              <th scope="col">{t('members.field.email')}</th>
              <th scope="col">{t('members.field.agent')}</th>
              <th scope="col">{t('members.balance')}</th>
              <th scope="col">{t('members.joined')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('members.page.openPage')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {found.map((m) => (
              <tr key={m.id} aria-selected={chosen?.id === m.id}>
                <td>
                  <button type="button" className="link" onClick={() => setChosen(m)}>
                    {m.account}
                  </button>
                </td>
                <td>{m.phone}</td>
                <td>{m.email}</td>
                <td>{m.agent_account ?? '—'}</td>
                <td>
                  {m.main_cash} {m.currency}
                </td>
                <td>{formatDateTime(Date.parse(m.created_at), i18n.language)}</td>
                <td>
                  <Link to={`/members/${m.id}`} data-testid="open-member">
                    {t('members.page.openPage')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {chosen && (
        <section className="card" aria-labelledby="member-title" data-testid="member-card">
          <h2 id="member-title">
            {chosen.account} <span className="badge">#{chosen.id}</span>
          </h2>
          <p>
            <Link to={`/members/${chosen.id}`}>{t('members.page.openPage')}</Link>
          </p>
          <p data-testid="member-balance">
            {t('members.balance')}: {chosen.main_cash} {chosen.currency}
          </p>
          {signIn && can(signIn.role, 'members.adjust') && (
            <AdjustBalance
              member={chosen}
              onAdjusted={(mainCash) => {
                const updated = { ...chosen, main_cash: mainCash };
                setChosen(updated);
                setFound((list) => list?.map((m) => (m.id === updated.id ? updated : m)) ?? null);
              }}
            />
          )}
        </section>
      )}
    </section>
  );
}
