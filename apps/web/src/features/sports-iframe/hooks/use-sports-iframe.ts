import { SUPPORT_DEVICE } from '@casino/contract/devices.ts';
import { useQuery } from '@tanstack/react-query';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useSiteCurrency } from '../../../lib/site-currency.ts';
import { checkIframe } from '../api/check-iframe.ts';
import { fetchQuickbetUrl, type QuickbetTarget } from '../api/sport-quickbet-url.ts';
import { originOf } from '../lib/frame-messages.ts';

/** SPEC section 4, "Sports iframe": fetch the address, check it, then checked or error. */
export type SportsIframeState =
  | { status: 'loading' }
  | { status: 'checked'; url: string; origin: string; gpId: number }
  | { status: 'error' };

export const sportsIframeKeys = {
  all: ['sports-iframe'] as const,
  target: (currency: string, device: number, language: string, origin: string) =>
    [...sportsIframeKeys.all, currency, device, language, origin] as const,
};

/** The checked address: the server's check, and the page's own that it is on this site's origin (its only framer). */
async function checkedTarget(body: Parameters<typeof fetchQuickbetUrl>[0], signal: AbortSignal) {
  const target: QuickbetTarget = await fetchQuickbetUrl(body, signal);
  const origin = originOf(target.url);
  if (origin !== window.location.origin || !(await checkIframe(target.url, signal))) throw new Error('sports_iframe_refused');
  return { ...target, origin };
}

export function useSportsIframe(mode: LayoutMode, language: string): SportsIframeState & { retry(): void } {
  const config = useRuntimeConfig();
  const currency = useSiteCurrency();
  const device = mode === 'desktop' ? SUPPORT_DEVICE.desktop : SUPPORT_DEVICE.mobile;
  const origin = window.location.origin;
  const query = useQuery({
    queryKey: sportsIframeKeys.target(currency, device, language, origin),
    queryFn: ({ signal }) => checkedTarget({ currency, support_device: device, domain: origin, site_id: config.SITE_ID }, signal),
    retry: 1,
    staleTime: 5 * 60_000,
  });
  const retry = () => void query.refetch();
  if (query.isPending || (query.isError && query.isFetching)) return { status: 'loading', retry };
  if (query.isError || !query.data) return { status: 'error', retry };
  return { status: 'checked', url: query.data.url, origin: query.data.origin, gpId: query.data.gpId, retry };
}
