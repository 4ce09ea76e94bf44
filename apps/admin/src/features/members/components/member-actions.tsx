import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import type { FoundMember } from '../api/member-calls.ts';
import { endMemberSessions, resetMemberPassword, setMemberLocked } from '../api/member-page-calls.ts';

type Action = 'lock' | 'unlock' | 'reset' | 'end';

/**
 * Lock or unlock, reset the password, end the sessions: each with a reason for the audit log. A reset's temporary
 * password is shown here once, for the operator to pass on; it cannot be read again.
 */
export function MemberActions({ member, onChanged }: { member: FoundMember; onChanged: () => void }) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const locked = member.status !== 1;

  const run = async (action: Action) => {
    if (busy) return;
    if (reason.trim().length < 3) {
      setError('members.actions.reasonNeeded');
      return;
    }
    setBusy(true);
    setError(null);
    setDone(null);
    setTemporary(null);
    try {
      if (action === 'lock' || action === 'unlock') {
        const result = await setMemberLocked(call, member.id, action === 'lock', reason.trim());
        setDone(t(`members.actions.${action}ed`, { count: result.ended_sessions }));
      } else if (action === 'reset') {
        const result = await resetMemberPassword(call, member.id, reason.trim());
        setTemporary(result.temporary_password);
      } else {
        const result = await endMemberSessions(call, member.id, reason.trim());
        setDone(t('members.actions.ended', { count: result.ended_sessions }));
      }
      setReason('');
      onChanged();
    } catch (failure) {
      const code = failure instanceof AdminCallError ? failure.code : 0;
      setError(code === 102 ? 'members.actions.unchanged' : code === 403 ? 'members.actions.forbidden' : 'signIn.error.network');
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title">{t('members.actions.title')}</h2>
      <form onSubmit={submit}>
        <label>
          {t('members.reason')}
          <input
            name="action-reason"
            minLength={3}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </label>
        <div className="actions">
          <button
            type="button"
            className={locked ? '' : 'secondary'}
            disabled={busy}
            onClick={() => void run(locked ? 'unlock' : 'lock')}
          >
            {t(locked ? 'members.actions.unlock' : 'members.actions.lock')}
          </button>
          <button type="button" className="secondary" disabled={busy} onClick={() => void run('reset')}>
            {t('members.actions.reset')}
          </button>
          <button type="button" className="secondary" disabled={busy} onClick={() => void run('end')}>
            {t('members.actions.end')}
          </button>
        </div>
      </form>
      {error && <ErrorNote message={t(error)} />}
      {done && (
        <p className="note" role="status">
          {done}
        </p>
      )}
      {temporary && (
        <div className="note" role="status">
          <p>{t('members.actions.temporary')}</p>
          <p className="secret">
            <code data-testid="temporary-password">{temporary}</code>
          </p>
        </div>
      )}
    </section>
  );
}
