import { realtimeEvents, realtimePayloads } from '@casino/contract/realtime.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { EventHandlers } from '../../lib/realtime.ts';
import { getSession } from '../../lib/session.ts';
import { showToast } from '../../ui/toast.tsx';
import { loyaltyKeys } from './api/loyalty-keys.ts';

/**
 * Loyalty handlers of the member's private channel: vip_level.up says the member reached a higher level and reloads
 * the loyalty page's figures, so an open member centre shows the new level and perks at once.
 */
export function loyaltyEventHandlers({ queryClient, t }: { queryClient: QueryClient; t: TFunction }): EventHandlers {
  return {
    [realtimeEvents.vipLevelUp]: (payload) => {
      const parsed = realtimePayloads[realtimeEvents.vipLevelUp].safeParse(payload);
      if (!parsed.success || !getSession()) return;
      showToast(t('loyalty.level_up', { level: parsed.data.level }), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
    },
  };
}
