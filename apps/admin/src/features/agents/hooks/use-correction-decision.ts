import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { approveCorrection, type CommissionCorrection, rejectCorrection } from '../api/agent-calls.ts';
import { agentError } from '../components/agent-errors.ts';

/**
 * Approving or rejecting waiting corrections with one reason field (needed to reject only). `afterDecision` runs after
 * every attempt: a refused one (decided by someone else meanwhile, the statement changed) leaves the list stale too.
 */
export function useCorrectionDecision(afterDecision: () => void) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (send: () => Promise<CommissionCorrection>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const decided = await send();
      setDone(t(`agents.corrections.done.${decided.status}`, { account: decided.agent_account, version: decided.version }));
      setReason('');
    } catch (failure) {
      setError(agentError(failure));
    } finally {
      setBusy(false);
    }
    afterDecision();
  };

  const approve = (correction: CommissionCorrection) => decide(() => approveCorrection(call, correction.id));
  const reject = async (correction: CommissionCorrection) => {
    if (reason.trim() === '') {
      setDone(null);
      setError('agents.corrections.rejectReasonNeeded');
      return;
    }
    await decide(() => rejectCorrection(call, correction.id, reason.trim()));
  };
  const clear = () => {
    setError(null);
    setDone(null);
  };

  return { reason, setReason, error, done, busy, approve, reject, clear };
}
