import { dwRecordCall } from '@casino/contract/calls/payment-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, tokenOption } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';

export type DwRecordRequest = CallRequest<typeof dwRecordCall>;
export type DwRecordPage = CallResponse<typeof dwRecordCall>;

export const DW_RECORD_PAGE_SIZE = 20;

export const dwRecordKeys = {
  all: [MEMBER_QUERY_ROOT, 'fund', 'dw-record'] as const,
  page: (memberId: number, request: DwRecordRequest) => [...dwRecordKeys.all, memberId, request] as const,
};

/** POST /member/dw_record/list: the member's deposit and withdrawal orders, newest first. */
export async function fetchDwRecord(request: DwRecordRequest, signal?: AbortSignal, token?: string): Promise<DwRecordPage> {
  return callApi(dwRecordCall, request, { signal, ...tokenOption(token) });
}

/**
 * One page of the record. It is read again when the window regains focus (a gateway payment finishes in another
 * tab) and whenever member queries are invalidated (the realtime member_deposit.success event); the previous page
 * stays on screen while the next one loads.
 */
export function useDwRecord(request: DwRecordRequest) {
  const session = useSession();
  return useQuery({
    queryKey: dwRecordKeys.page(session?.memberId ?? 0, request),
    queryFn: ({ signal }) => fetchDwRecord(request, signal),
    enabled: session !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}
