import { BALANCE_BACK_COOLDOWN_MS } from '@casino/contract/constants.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceReturnRunning } from '../../../lib/balance-return-status.ts';
import { createStore, useStore } from '../../../lib/create-store.ts';
import { getSession, subscribeSession } from '../../../lib/session.ts';
import { showToast } from '../../../ui/toast.tsx';
import { returnAllBalances } from '../api/balance-all-back.ts';
import { balanceBackErrorText } from '../balance-back-errors.ts';
import { refreshCash } from './use-member-cash.ts';

type ReturnAllState = { pending: boolean; cooldownUntil: number };

const IDLE: ReturnAllState = { pending: false, cooldownUntil: 0 };

/** One one-key return for the whole page: the header, the home panel and the wallet page share its cooldown. */
const state = createStore<ReturnAllState>(IDLE);

// A new member (or a visitor) starts without the previous member's cooldown.
let memberId = getSession()?.memberId ?? null;
subscribeSession(() => {
  const next = getSession()?.memberId ?? null;
  if (next !== memberId) state.set(IDLE);
  memberId = next;
});

/** Whole seconds until a moment, ticking once a second; 0 once it has passed. */
export function useSecondsUntil(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads `until`, the only input
  useEffect(() => {
    setSeconds(left());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

export type ReturnAll = {
  run: () => Promise<void>;
  pending: boolean;
  /** Seconds of the 10 s cooldown left; the button is disabled while it runs. */
  cooldown: number;
  disabled: boolean;
};

/**
 * The one-key balance return (SPEC section 4, "Wallet balance return"): a click starts the 10 s cooldown that
 * disables the button, a success says so, and the cash is refreshed either way. Refusals 101 to 105 get their own
 * messages (SPEC section 8), anything else the server's message.
 */
export function useReturnAll(): ReturnAll {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { pending, cooldownUntil } = useStore(state);
  const cooldown = useSecondsUntil(cooldownUntil);

  const run = useCallback(async () => {
    const current = state.get();
    if (current.pending || Date.now() < current.cooldownUntil) return;
    state.set({ pending: true, cooldownUntil: Date.now() + BALANCE_BACK_COOLDOWN_MS });
    balanceReturnRunning.set(true);
    try {
      const result = await returnAllBalances();
      showToast(result.returned.length > 0 ? t('wallet.return_success') : t('wallet.return_nothing'), {
        tone: result.returned.length > 0 ? 'success' : 'info',
      });
    } catch (error) {
      showToast(balanceBackErrorText(error, t), { tone: 'error' });
    } finally {
      balanceReturnRunning.set(false);
      state.set({ ...state.get(), pending: false });
    }
    // Money may have moved even with a refusal (105: some wallets came back).
    await refreshCash(queryClient);
  }, [queryClient, t]);

  return { run, pending, cooldown, disabled: pending || cooldown > 0 };
}
