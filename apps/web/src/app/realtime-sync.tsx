import { realtimeEvents } from '@casino/contract/realtime.ts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { carouselPictureKeys } from '../features/home/api/carousel-pictures.ts';
import { modelLoginKeys } from '../features/site/api/model-login.ts';
import { modelSettingKeys } from '../features/site/api/model-setting.ts';
import { modelSponsorKeys } from '../features/site/api/model-sponsor.ts';
import { useRuntimeConfig } from '../lib/runtime-config.ts';
import { useSiteCurrency } from '../lib/site-currency.ts';

/** Which cached lists each public event makes stale. */
export const INVALIDATIONS: Record<string, QueryKey> = {
  [realtimeEvents.carouselPictureUrl]: carouselPictureKeys.all,
  [realtimeEvents.modelSettingsUrl]: modelSettingKeys.all,
  [realtimeEvents.modelSponsorUrl]: modelSponsorKeys.all,
  [realtimeEvents.modelLoginUrl]: modelLoginKeys.all,
};

/**
 * Keeps the visitor's public channels open (web_member, web_api.{currency}, {template}_template) and refetches
 * banners and model lists when the server says they changed. The socket closes when the page is left.
 */
export function RealtimeSync() {
  const queryClient = useQueryClient();
  const config = useRuntimeConfig();
  const currency = useSiteCurrency();
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setGeneration((g) => g + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation reconnects after a back-forward restore
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    // The realtime client loads after the first paint; the page does not wait for it.
    void import('../lib/realtime.ts').then(({ connectRealtime, listenOnChannels, visitorChannels }) => {
      if (cancelled) return;
      const connection = connectRealtime();
      const handlers = Object.fromEntries(
        Object.entries(INVALIDATIONS).map(([event, queryKey]) => [event, () => void queryClient.invalidateQueries({ queryKey })]),
      );
      const leave = listenOnChannels(connection, visitorChannels({ currency, templateName: config.TEMPLATE_NAME }), handlers);
      const onPageHide = () => connection.disconnect();
      window.addEventListener('pagehide', onPageHide);
      stop = () => {
        window.removeEventListener('pagehide', onPageHide);
        leave();
        connection.disconnect();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, currency, config.TEMPLATE_NAME, generation]);

  return null;
}
