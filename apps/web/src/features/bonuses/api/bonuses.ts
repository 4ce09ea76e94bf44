import { bonusApplyCall, bonusCancelCall, bonusOffersCall, bonusSummaryCall } from '@casino/contract/calls/bonus-calls.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';
import { bonusKeys } from './bonus-keys.ts';

/** The member's active bonuses with their wagering, the closed ones and the rebates paid. */
export function useBonusSummary(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: bonusKeys.summary(session?.memberId ?? 0),
    queryFn: ({ signal }) => callApi(bonusSummaryCall, {}, { signal }),
    enabled: enabled && session !== null,
    staleTime: 10_000,
  });
}

/** Running promotions with a bonus for the member (one when promotionId is given). */
export function useBonusOffers(promotionId: number | null, enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: bonusKeys.offers(session?.memberId ?? 0, promotionId),
    queryFn: ({ signal }) => callApi(bonusOffersCall, promotionId === null ? {} : { promotion_id: promotionId }, { signal }),
    enabled: enabled && session !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** Takes a promotion's bonus; every member query is read again (the bonus changes what may be withdrawn). */
export function useApplyBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotionId: number) => callApi(bonusApplyCall, { promotion_id: promotionId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] }),
  });
}

/** Gives up an active bonus. */
export function useCancelBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(bonusCancelCall, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] }),
  });
}
