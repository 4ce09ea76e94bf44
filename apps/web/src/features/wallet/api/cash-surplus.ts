import { cashSurplusCheckCall } from '@casino/contract/calls/wallet-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useSession } from '../../../lib/session.ts';
import { walletKeys } from './wallet-keys.ts';

export const cashSurplusKeys = {
  all: [...walletKeys.all, 'cash-surplus'] as const,
  detail: (memberId: number, currency: string) => [...cashSurplusKeys.all, memberId, currency] as const,
};

/** POST /arks/web/cash_surplus/check: whether money is left in any provider wallet (active 1). */
export async function fetchCashSurplus(siteId: number, currency: string, signal?: AbortSignal): Promise<boolean> {
  const reply = await callApi(cashSurplusCheckCall, { site_id: siteId, currency }, { signal });
  return reply.active === 1;
}

/** Whether the signed-in member has money waiting in a game wallet; idle for visitors. */
export function useCashSurplus() {
  const session = useSession();
  const config = useRuntimeConfig();
  const currency = session?.currency ?? '';
  return useQuery({
    queryKey: cashSurplusKeys.detail(session?.memberId ?? 0, currency),
    queryFn: ({ signal }) => fetchCashSurplus(config.SITE_ID, currency, signal),
    enabled: session !== null && currency !== '',
    staleTime: 30_000,
  });
}
