import { formatMoney } from '@casino/browser/money-format.ts';
import { realtimeEvents, realtimePayloads } from '@casino/contract/realtime.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { EventHandlers } from '../../lib/realtime.ts';
import { getSession } from '../../lib/session.ts';
import { showToast } from '../../ui/toast.tsx';
import { type MyCash, myCashKeys, withMainCash } from './api/my-cash.ts';
import { walletKeys } from './api/wallet-keys.ts';

/**
 * Wallet handlers of the member's private channel (SPEC section 7):
 * - member.cash: the new main balance goes straight into the cached wallets, without a reload;
 * - all_transfer_back: a one-key return finished (maybe in another window): the wallets are loaded again;
 * - member_deposit.success: says the deposit arrived, with its amount, and reloads the wallets.
 */
export function walletEventHandlers({
  queryClient,
  t,
  language = pageLanguage(),
}: {
  queryClient: QueryClient;
  t: TFunction;
  /** The page language; the document's when not given. */
  language?: string;
}): EventHandlers {
  return {
    [realtimeEvents.memberCash]: (payload) => {
      const parsed = realtimePayloads[realtimeEvents.memberCash].safeParse(payload);
      const session = getSession();
      if (!parsed.success || !session) return;
      queryClient.setQueryData<MyCash>(myCashKeys.detail(session.memberId), (data) =>
        data ? withMainCash(data, parsed.data.cash) : data,
      );
    },
    [realtimeEvents.allTransferBack]: () => {
      if (!getSession()) return;
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    [realtimeEvents.memberDepositSuccess]: (payload) => {
      const parsed = realtimePayloads[realtimeEvents.memberDepositSuccess].safeParse(payload);
      const session = getSession();
      if (!parsed.success || !session) return;
      showToast(t('wallet.deposit_success', { amount: formatMoney(parsed.data.deposit_amount, session.currency, language) }), {
        tone: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  };
}

/** The language the page is shown in (the root element's lang, which follows the site language). */
function pageLanguage(): string {
  return (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en_US';
}
