import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OwnSession } from '../../../lib/api-client.ts';
import { logout } from '../../auth/api/logout.ts';
import { withdrawOnlyKeys } from '../api/withdraw-only-queries.ts';
import { forgetWithdrawOnlyToken, useWithdrawOnlyToken } from '../withdraw-only-token.ts';

export type WithdrawOnlySession = {
  /** The session to call with, or null once it is over (or was never handed over). */
  session: OwnSession | null;
  /** "Done": ends the session on the server and goes home. */
  finish: () => Promise<void>;
  finishing: boolean;
};

/** The withdraw-only session of this tab, never the site's: its end forgets the token and every reply made with it. */
export function useWithdrawOnlySession(): WithdrawOnlySession {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useWithdrawOnlyToken();
  const [finishing, setFinishing] = useState(false);

  const end = useCallback(() => {
    forgetWithdrawOnlyToken();
    queryClient.removeQueries({ queryKey: withdrawOnlyKeys.all });
  }, [queryClient]);

  const session = useMemo(() => (token === null ? null : { token, onOver: end }), [token, end]);

  const finish = async () => {
    if (token === null || finishing) return;
    setFinishing(true);
    try {
      await logout(token);
    } catch {
      // The session ends by itself within 15 minutes; leaving must not wait for it.
    }
    // Home first, so that the page does not flash its closed window on the way out.
    void navigate('/', { replace: true });
    end();
  };

  return { session, finish, finishing };
}
