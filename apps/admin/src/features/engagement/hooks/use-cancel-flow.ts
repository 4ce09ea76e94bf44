import { useState } from 'react';
import type { AdminClient } from '../../../lib/admin-api.ts';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { engagementError } from '../components/engagement-errors.ts';

/**
 * The confirm-then-cancel flow of a list's row: the row asked about, the call while it runs, and its refusal shown in
 * the confirmation; onCancelled follows a cancellation the server made.
 */
export function useCancelFlow<Row extends { id: number }>(
  cancel: (call: AdminClient, id: number) => Promise<Row>,
  onCancelled: (row: Row) => void | Promise<void>,
) {
  const { call } = useAdminSession();
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!cancelling) return;
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancel(call, cancelling.id);
      setCancelling(null);
      await onCancelled(cancelled);
    } catch (failure) {
      setError(engagementError(failure));
    } finally {
      setBusy(false);
    }
  };
  const ask = (row: Row) => {
    setError(null);
    setCancelling(row);
  };
  return { cancelling, error, busy, ask, keep: () => setCancelling(null), confirm };
}
