import { realtimeEvents } from '@casino/contract/realtime.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { EventHandlers } from '../../lib/realtime.ts';
import { getSession } from '../../lib/session.ts';
import { showToast } from '../../ui/toast.tsx';
import { engagementKeys } from './api/engagement-keys.ts';

/**
 * Handlers of the member's private channel for letters (SPEC section 7): a letter sent, read or deleted in any
 * window makes the cached lists, and so the header's unread count, stale; a new letter is also announced.
 */
export function letterEventHandlers({ queryClient, t }: { queryClient: QueryClient; t: TFunction }): EventHandlers {
  const refresh = () => {
    if (!getSession()) return;
    void queryClient.invalidateQueries({ queryKey: engagementKeys.lettersAll });
  };
  return {
    [realtimeEvents.letterSent]: () => {
      if (!getSession()) return;
      refresh();
      showToast(t('engagement.letter_arrived'), { tone: 'info' });
    },
    [realtimeEvents.letterRead]: refresh,
    [realtimeEvents.letterDelete]: refresh,
  };
}
