import { formatDateTime } from '@casino/browser/date-format.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { addMemberNote, type MemberNote } from '../api/member-page-calls.ts';

/** Operators' notes on the member, newest first, and a form to add one (notes are never edited). */
export function MemberNotes({ memberId, notes }: { memberId: number; notes: MemberNote[] }) {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [list, setList] = useState(notes);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  useEffect(() => setList(notes), [notes]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !body.trim()) return;
    setBusy(true);
    try {
      const note = await addMemberNote(call, memberId, body.trim());
      setList((old) => [note, ...old]);
      setBody('');
      setError(false);
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="notes-title">
      <h2 id="notes-title">{t('members.page.notes')}</h2>
      <form className="note-form" onSubmit={(event) => void submit(event)}>
        <label>
          {t('members.page.newNote')}
          <textarea
            name="note"
            required
            maxLength={2000}
            rows={2}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={busy} aria-busy={busy}>
          {t('members.page.addNote')}
        </button>
      </form>
      {error && <ErrorNote message={t('signIn.error.network')} />}
      {list.length === 0 ? (
        <p>{t('members.page.noNotes')}</p>
      ) : (
        <ul className="notes" data-testid="member-notes">
          {list.map((n) => (
            <li key={n.id}>
              <span className="who">
                {n.author} · {formatDateTime(Date.parse(n.created_at), i18n.language)}
              </span>
              <p>{n.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
