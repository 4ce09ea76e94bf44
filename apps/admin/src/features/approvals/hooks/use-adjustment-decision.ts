import { useState } from 'react';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { decideAdjustment, type PendingAdjustment } from '../../members/api/member-page-calls.ts';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';

/** The message key of a refused decision (codes of the decide call, else an HTTP status). */
function decisionError(failure: unknown): string {
  if (!(failure instanceof AdminCallError)) return 'signIn.error.network';
  if (failure.code === 103) return 'members.approval.notDecidable';
  if (failure.code === 104) return 'members.error.short';
  if (failure.code === 400) return 'members.actions.reasonNeeded';
  if (failure.code === 403) return 'approvals.error.forbidden';
  return 'signIn.error.network';
}

/**
 * Approving or rejecting proposed adjustments with one reason field, on the member page and the approvals queue
 * alike. `afterDecision` runs after every attempt, told whether it went through: a refused one (e.g. decided by
 * someone else meanwhile) leaves the shown list stale too.
 */
export function useAdjustmentDecision(afterDecision: (decided: boolean) => void) {
  const { call } = useAdminSession();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (item: PendingAdjustment, approve: boolean) => {
    if (busy) return;
    if (reason.trim().length < 3) {
      setError('members.actions.reasonNeeded');
      return;
    }
    setBusy(true);
    setError(null);
    let decided = false;
    try {
      await decideAdjustment(call, item.id, approve, reason.trim());
      setReason('');
      decided = true;
    } catch (failure) {
      setError(decisionError(failure));
    } finally {
      setBusy(false);
    }
    afterDecision(decided);
  };

  return { reason, setReason, error, busy, decide };
}
