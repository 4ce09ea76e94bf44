import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { adjustBalance, type FoundMember } from '../api/member-calls.ts';
import { proposeAdjustment } from '../api/member-page-calls.ts';

/**
 * Credits or debits the member's main wallet with a reason (audited). One key per adjustment the operator means: a
 * retry after a lost answer sends the same key and moves the money once; a new amount or reason is a new key.
 */
export function AdjustBalance({
  member,
  onAdjusted,
  onProposed,
}: {
  member: FoundMember;
  onAdjusted: (mainCash: string) => void;
  onProposed?: () => void;
}) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Above the site's threshold (or the role's own limit) the adjustment can only be proposed for a second operator.
  const [needsApproval, setNeedsApproval] = useState(false);

  const fresh = () => setKey(crypto.randomUUID());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    setNeedsApproval(false);
    try {
      const result = await adjustBalance(call, member, amount.trim(), reason.trim(), key);
      onAdjusted(result.main_cash);
      setDone(t('members.adjusted', { amount: result.amount, balance: result.main_cash, currency: result.currency }));
      setAmount('');
      setReason('');
      fresh();
    } catch (failure) {
      const code = failure instanceof AdminCallError ? failure.code : 0;
      if (code === 103 || code === 104) setNeedsApproval(true);
      else setError(code === 102 ? 'members.error.short' : code === 400 ? 'members.error.invalid' : 'signIn.error.network');
    } finally {
      setBusy(false);
    }
  };

  const propose = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const proposed = await proposeAdjustment(call, member.id, amount.trim(), reason.trim(), key);
      setDone(t('members.approval.proposed', { amount: proposed.amount, currency: proposed.currency }));
      setNeedsApproval(false);
      setAmount('');
      setReason('');
      fresh();
      onProposed?.();
    } catch (failure) {
      const code = failure instanceof AdminCallError ? failure.code : 0;
      setError(code === 400 ? 'members.error.invalid' : 'signIn.error.network');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="adjust" onSubmit={(event) => void submit(event)} aria-labelledby="adjust-title">
      <h3 id="adjust-title">{t('members.adjust')}</h3>
      <label>
        {t('members.amount')}
        <input
          name="amount"
          inputMode="decimal"
          required
          pattern="-?\d{1,12}(\.\d{1,2})?"
          value={amount}
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            fresh();
          }}
        />
      </label>
      <label>
        {t('members.reason')}
        <input
          name="reason"
          required
          minLength={3}
          maxLength={200}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            fresh();
          }}
        />
      </label>
      <button type="submit" disabled={busy} aria-busy={busy}>
        {t('members.apply')}
      </button>
      {error && <ErrorNote message={t(error)} />}
      {needsApproval && (
        <div className="note" role="status">
          <p>{t('members.approval.needed')}</p>
          <button type="button" disabled={busy} onClick={() => void propose()}>
            {t('members.approval.propose')}
          </button>
        </div>
      )}
      {done && (
        <p className="note" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
