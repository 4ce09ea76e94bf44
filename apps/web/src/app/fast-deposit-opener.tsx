import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FAST_PAYMENT_PATH, useFastDepositPrompt } from '../features/fund/hooks/use-fast-deposit-prompt.ts';
import { useLayoutMode } from '../lib/layout-mode.ts';
import { openMemberPath } from '../lib/member-windows.ts';

/**
 * The isFastDeposit flow (SPEC section 2, /fastDeposit): once a member is signed in with the flag set, the fast
 * deposit window opens, as a pop-up on desktop and in this tab on mobile.
 */
export function FastDepositOpener() {
  const requested = useFastDepositPrompt();
  const mode = useLayoutMode();
  const navigate = useNavigate();
  const opened = useRef(false);
  useEffect(() => {
    if (!requested || opened.current) return;
    opened.current = true;
    openMemberPath(FAST_PAYMENT_PATH, { mode, navigate });
  }, [requested, mode, navigate]);
  return null;
}
