import {
  LETTER_PAGE_SIZE,
  type LetterListResponse,
  letterDestroyCall,
  letterListCall,
  letterReadCall,
} from '@casino/contract/calls/engagement-calls.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, getRequestLanguage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { engagementKeys } from './engagement-keys.ts';

/** SPEC section 7: the list call's body (page size 50, id descending, active 1). */
function listBody(page: number) {
  return {
    active: 1,
    count: LETTER_PAGE_SIZE,
    language: getRequestLanguage(),
    page,
    sort_field: 'id' as const,
    sort_order: 'desc' as const,
  };
}

/** One page of the member's letters with the total and unread counts; idle for visitors. */
export function useLetters(page = 1) {
  const session = useSession();
  return useQuery({
    queryKey: [...engagementKeys.letters(session?.memberId ?? 0), page],
    queryFn: ({ signal }) => callApi(letterListCall, listBody(page), { signal }),
    enabled: session !== null,
    staleTime: 60_000,
  });
}

/** The number of unread letters (the header badge), from the first page's reply. */
export function useUnreadLetters(): number {
  return useLetters(1).data?.unread_count ?? 0;
}

/** Marks a letter read; the lists are fetched again (the realtime letter.read does so in other windows). */
export function useReadLetter() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (id: number) => callApi(letterReadCall, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: engagementKeys.letters(session?.memberId ?? 0) }),
  });
}

/** Deletes letters (the given ids, or every read one); the reply is the first page as it now stands. */
export function useDestroyLetters() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (ids?: number[]) => callApi(letterDestroyCall, { ...listBody(1), ...(ids ? { ids } : {}) }),
    onSuccess: (page: LetterListResponse) => {
      const key = engagementKeys.letters(session?.memberId ?? 0);
      queryClient.setQueryData([...key, 1], page);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
