import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { endSession } from '../session.ts';

/** Logs the member out through the server; the session controller then takes the page home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await endSession(queryClient);
    } finally {
      setPending(false);
    }
  }, [queryClient]);
  return { logout, pending };
}
