import type { LoginResult } from '@casino/contract/calls/auth-calls.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast.tsx';
import { authModals } from '../auth-modals.ts';
import { startSession } from '../session.ts';

/**
 * What every successful sign-in does (login, double validation, registration): start the session, close the
 * dialog and say so. A forced password change follows from the member layout.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    (result: LoginResult, message: string = t('login.success')) => {
      startSession(result, queryClient);
      authModals.close();
      showToast(message, { tone: 'success' });
    },
    [queryClient, t],
  );
}
