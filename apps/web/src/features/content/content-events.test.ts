import { realtimeEvents } from '@casino/contract/realtime.ts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { siteDetailKeys } from '../site/api/site-detail.ts';
import { contentKeys } from './api/content-keys.ts';
import { CONTENT_CHANGE_EVENTS, contentEventHandlers, memberContentEventHandlers } from './content-events.ts';

describe('content realtime events', () => {
  it('make the content stale on every content event, and the site detail on a customer-service change', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const handlers = contentEventHandlers({ queryClient, reload: vi.fn() });
    for (const event of CONTENT_CHANGE_EVENTS) {
      invalidate.mockClear();
      handlers[event]?.({ url: '/arks/web/promotion/list' });
      const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
      expect(keys, event).toContainEqual(contentKeys.all);
      expect(keys, event).toContainEqual(contentKeys.member);
      expect(
        keys.some((key) => key === siteDetailKeys.all),
        event,
      ).toBe(event === realtimeEvents.customerServiceLinkChange);
    }
  });

  it('app_clean_cache empties the caches and reloads', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(contentKeys.all, 'cached');
    const reload = vi.fn();
    const cleanCaches = vi.fn(async () => {});
    contentEventHandlers({ queryClient, reload, cleanCaches })[realtimeEvents.appCleanCache]?.({});
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(cleanCaches).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(contentKeys.all)).toBeUndefined();
  });

  it("member_deposit.success fetches the member's pop-up notices again: their audience changed", async () => {
    const queryClient = new QueryClient();
    const home = contentKeys.memberBulletins(7, 1, 'en_US', 1, 2);
    const deposit = contentKeys.memberBulletins(7, 1, 'en_US', 1, 3);
    const fetched = vi.fn(async () => ({ list: [], setting: { display_frequency: 1 } }));
    for (const queryKey of [home, deposit]) await queryClient.fetchQuery({ queryKey, queryFn: fetched, staleTime: 60_000 });
    queryClient.setQueryData(contentKeys.all, 'public');
    memberContentEventHandlers({ queryClient })[realtimeEvents.memberDepositSuccess]?.({
      order_number: 'D1',
      deposit_amount: '500.00',
      deposit_times: 1,
    });
    expect(queryClient.getQueryState(home)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(deposit)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(contentKeys.all)?.isInvalidated).toBe(false);
  });
});
