import { realtimeEvents } from '@casino/contract/realtime.ts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { siteDetailKeys } from '../site/api/site-detail.ts';
import { contentKeys } from './api/content-keys.ts';
import { CONTENT_CHANGE_EVENTS, contentEventHandlers } from './content-events.ts';

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
});
