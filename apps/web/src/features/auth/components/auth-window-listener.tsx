import { loginResultData } from '@casino/contract/calls/auth-calls.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/error-text.ts';
import { clearWindowMessage, onWindowMessage } from '../../../lib/window-message.ts';
import { showToast } from '../../../ui/toast.tsx';
import { authCloseError, closeAuthWindow, takeOwnResult } from '../auth-callback.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';

/**
 * The opener's side of /authCallback (SPEC section 4, "Cross-window message"): authLogin closes the auth window and
 * completes the login with the data given; authLoginClose shows the returned message as an error when it carries a
 * result code, and closes the auth window. The message is removed once handled. Only the window that started the
 * sign-in takes its result (the state it sent off with comes back in the message); every other window of the site
 * ignores it, so that a sign-in can never be pushed into a window (decision 44).
 */
export function AuthWindowListener() {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const context = useRef({ t, completeLogin });
  context.current = { t, completeLogin };

  useEffect(
    () =>
      onWindowMessage((message) => {
        if (message.type !== 'authLogin' && message.type !== 'authLoginClose') return;
        if (!takeOwnResult(message.data)) return;
        if (message.type === 'authLogin') {
          const result = loginResultData.safeParse(message.data);
          clearWindowMessage();
          closeAuthWindow();
          if (result.success) context.current.completeLogin(result.data);
        } else if (message.type === 'authLoginClose') {
          clearWindowMessage();
          closeAuthWindow();
          const error = authCloseError(message.data);
          if (error) {
            const { t: translate } = context.current;
            showToast(error.message ? messageText(error.message, translate) : translate('auth_callback.failed'), {
              tone: 'error',
            });
          }
        }
      }),
    [],
  );
  return null;
}
