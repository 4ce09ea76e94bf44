import { bonusSettingCheckCall, recommendProjectCall, recommendRecordCall } from '@casino/contract/calls/invite-calls.ts';
import type { CurrencyCode } from '@casino/contract/currencies.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useSession } from '../../../lib/session.ts';
import { inviteKeys } from './invite-keys.ts';

/** POST /bonus_setting/check: whether the member's site runs friend invites in the member's currency (is_friend). */
export function useFriendInvitesOpen() {
  const session = useSession();
  const config = useRuntimeConfig();
  const currency = (session?.currency ?? '') as CurrencyCode;
  return useQuery({
    queryKey: inviteKeys.open(session?.memberId ?? 0, currency),
    queryFn: ({ signal }) => callApi(bonusSettingCheckCall, { site_id: config.SITE_ID, member_currency: currency }, { signal }),
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });
}

/** POST /member/recommend/project: the member's code, the programme and what the invites brought. */
export function useRecommendProject() {
  const session = useSession();
  return useQuery({
    queryKey: inviteKeys.project(session?.memberId ?? 0),
    queryFn: ({ signal }) => callApi(recommendProjectCall, {}, { signal }),
    enabled: session !== null,
  });
}

export const FRIENDS_PER_PAGE = 20;

/** POST /member/recommend/record: one page of the member's invited friends, by account when a keyword is given. */
export function useRecommendRecord(request: { keyword: string; page: number }) {
  const session = useSession();
  return useQuery({
    queryKey: inviteKeys.record(session?.memberId ?? 0, request),
    queryFn: ({ signal }) => callApi(recommendRecordCall, { ...request, count: FRIENDS_PER_PAGE }, { signal }),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  });
}
