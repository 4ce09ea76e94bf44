import { type GameTypeEntry, gameListCall } from '@casino/contract/calls/game-calls.ts';
import type { CurrencyCode } from '@casino/contract/currencies.ts';
import { SUPPORT_DEVICE, type SupportDevice } from '@casino/contract/devices.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { templateFor, useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useSiteCurrency } from '../../../lib/site-currency.ts';

export type GameListRequest = {
  siteId: number;
  currency: CurrencyCode;
  supportDevice: SupportDevice;
  template: string;
};

export const gameListKeys = {
  all: ['game-list'] as const,
  list: (request: GameListRequest, language: string) =>
    [...gameListKeys.all, request.siteId, request.currency, request.supportDevice, request.template, language] as const,
};

/** support_device of the catalogue: 1 on the desktop layout, 2 on mobile. */
export function supportDeviceFor(mode: LayoutMode): SupportDevice {
  return mode === 'desktop' ? SUPPORT_DEVICE.desktop : SUPPORT_DEVICE.mobile;
}

const listRequest = (request: GameListRequest) => ({
  site_id: request.siteId,
  currency: request.currency,
  support_device: request.supportDevice,
  template: request.template,
});

export async function fetchGameList(request: GameListRequest, signal?: AbortSignal): Promise<GameTypeEntry[]> {
  return (await callApi(gameListCall, listRequest(request), { signal })).list;
}

/** Game types with their providers for the site currency and the layout's device and template. */
export function useGameList(mode: LayoutMode) {
  const config = useRuntimeConfig();
  const currency = useSiteCurrency();
  const { i18n } = useTranslation();
  const request: GameListRequest = {
    siteId: config.SITE_ID,
    currency,
    supportDevice: supportDeviceFor(mode),
    template: templateFor(config, mode),
  };
  return useQuery({
    queryKey: gameListKeys.list(request, i18n.language),
    queryFn: ({ signal }) => fetchGameList(request, signal),
    // The catalogue written into the page: the first render draws the menu and the game types at once.
    initialData: () => writtenReply(gameListCall, listRequest(request))?.list,
    staleTime: 5 * 60_000,
  });
}
