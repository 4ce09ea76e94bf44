import { realtimeEvents } from '@casino/contract/realtime.ts';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberEventHandlers } from '../features/auth/session.ts';
import { contentEventHandlers, memberContentEventHandlers } from '../features/content/content-events.ts';
import { engagementKeys } from '../features/engagement/api/engagement-keys.ts';
import { letterEventHandlers } from '../features/engagement/engagement-events.ts';
import { carouselPictureKeys } from '../features/home/api/carousel-pictures.ts';
import { loyaltyEventHandlers } from '../features/loyalty/loyalty-events.ts';
import { playEventHandlers } from '../features/play/play-events.ts';
import { modelLoginKeys } from '../features/site/api/model-login.ts';
import { modelSettingKeys } from '../features/site/api/model-setting.ts';
import { modelSponsorKeys } from '../features/site/api/model-sponsor.ts';
import { walletEventHandlers } from '../features/wallet/wallet-events.ts';
import type { EventHandlers } from '../lib/realtime.ts';
import { mergeEventHandlers } from '../lib/realtime-handlers.ts';
import { memberChannelReady } from '../lib/realtime-status.ts';
import { useRuntimeConfig } from '../lib/runtime-config.ts';
import { useSession } from '../lib/session.ts';
import { useSiteCurrency } from '../lib/site-currency.ts';

/** Which cached lists each public event makes stale. */
export const INVALIDATIONS: Record<string, QueryKey> = {
  [realtimeEvents.carouselPictureUrl]: carouselPictureKeys.all,
  [realtimeEvents.modelSettingsUrl]: modelSettingKeys.all,
  [realtimeEvents.modelSponsorUrl]: modelSponsorKeys.all,
  [realtimeEvents.modelLoginUrl]: modelLoginKeys.all,
  // A red-envelope promotion started or was cancelled: the member's envelope is looked up again.
  [realtimeEvents.redEnvelopeDisplay]: engagementKeys.redEnvelopeAll,
};

let realtimeClient: Promise<typeof import('../lib/realtime.ts')> | null = null;

/**
 * The realtime client (socket.io and laravel-echo) is fetched and evaluated once the page has loaded and the browser
 * is idle, so that neither its download nor its evaluation competes with the first paint (decision 36).
 */
function loadRealtimeClient() {
  realtimeClient ??= new Promise<void>((resolve) => {
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : window.setTimeout(resolve, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  })
    .then(() => import('../lib/realtime.ts'))
    .catch((error: unknown) => {
      // A failed download is tried again by the next connection.
      realtimeClient = null;
      throw error;
    });
  return realtimeClient;
}

/**
 * Handlers of the member's private channel: the session's (single-session rule, cache clean, layout cash) and the
 * wallet's (member.cash into the cached wallets without a reload, all_transfer_back, member_deposit.success), the
 * member's pop-up notices again after a deposit (their audience changed), and the play flow's (game.url opens the
 * starting game, forward_game.status 957 stops play), and vip_level.up (the loyalty page's figures again).
 */
export function memberChannelHandlers(context: { queryClient: QueryClient; t: TFunction }): EventHandlers {
  return mergeEventHandlers(
    memberEventHandlers(context),
    walletEventHandlers(context),
    memberContentEventHandlers(context),
    playEventHandlers(),
    letterEventHandlers(context),
    loyaltyEventHandlers(context),
  );
}

/**
 * Keeps the visitor's public channels open (web_member, web_api.{currency}, {template}_template) and refetches
 * banners, model lists and the content pages (promotions, pages, notices) when the server says they changed, and
 * follows app_clean_cache. A member also follows the private channel member.{id}, authorised with the member's token
 * (single-session rule, cache clean, cash, balance returns, deposits). The connection is opened again when the member or the token changes, and the socket closes when the page
 * is left.
 */
export function RealtimeSync() {
  const queryClient = useQueryClient();
  const config = useRuntimeConfig();
  const currency = useSiteCurrency();
  const [generation, setGeneration] = useState(0);
  const session = useSession();
  const memberId = session?.memberId ?? null;
  const token = session?.token ?? null;
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;

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
    void loadRealtimeClient().then(({ connectRealtime, listenOnChannels, listenOnMemberChannel, visitorChannels }) => {
      if (cancelled) return;
      // The token is read when connecting; it authorises the private channel.
      const connection = connectRealtime();
      const handlers = mergeEventHandlers(
        Object.fromEntries(
          Object.entries(INVALIDATIONS).map(([event, queryKey]) => [
            event,
            () => void queryClient.invalidateQueries({ queryKey }),
          ]),
        ),
        contentEventHandlers({ queryClient }),
      );
      const leave = listenOnChannels(connection, visitorChannels({ currency, templateName: config.TEMPLATE_NAME }), handlers);
      const leaveMember =
        memberId !== null && token !== null
          ? listenOnMemberChannel(connection, memberId, memberChannelHandlers({ queryClient, t: tRef.current }), () => {
              memberChannelReady.set(true);
              // A letter sent before the channel was open (while the page started, or the socket was down) is read
              // again now: its event went to nobody.
              void queryClient.invalidateQueries({ queryKey: engagementKeys.lettersAll });
            })
          : () => {};
      const onPageHide = () => connection.disconnect();
      window.addEventListener('pagehide', onPageHide);
      stop = () => {
        memberChannelReady.set(false);
        window.removeEventListener('pagehide', onPageHide);
        leaveMember();
        leave();
        connection.disconnect();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, currency, config.TEMPLATE_NAME, generation, memberId, token]);

  return null;
}
