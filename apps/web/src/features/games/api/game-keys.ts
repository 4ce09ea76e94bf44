import type { CurrencyCode } from '@casino/contract/currencies.ts';
import { DEVICE, SUPPORT_DEVICE, type SupportDevice } from '@casino/contract/devices.ts';
import { useTranslation } from 'react-i18next';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';
import { useSiteCurrency } from '../../../lib/site-currency.ts';

/** Public game lists (the same for every visitor); names come in the request language, so it is part of each key. */
export const gameKeys = {
  all: ['games'] as const,
};

/** A member's game lists live under the member root so that logout drops them. */
export const memberGameKeys = {
  all: [MEMBER_QUERY_ROOT, 'games'] as const,
  member: (memberId: number) => [...memberGameKeys.all, memberId] as const,
};

/** What every game list call is scoped by: the site, its currency, the layout's device and the language. */
export type GameScope = {
  siteId: number;
  currency: CurrencyCode;
  /** support_device of catalogue calls: 1 desktop, 2 mobile. */
  supportDevice: SupportDevice;
  /** device of demo and provider-page calls: 0 desktop, 1 mobile (SPEC section 9). */
  device: 0 | 1;
  language: string;
};

export function gameScopeFor(siteId: number, currency: CurrencyCode, mode: LayoutMode, language: string): GameScope {
  return {
    siteId,
    currency,
    supportDevice: mode === 'desktop' ? SUPPORT_DEVICE.desktop : SUPPORT_DEVICE.mobile,
    device: mode === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
    language,
  };
}

/** The scope of the current site, currency and language on a layout. */
export function useGameScope(mode: LayoutMode): GameScope {
  const config = useRuntimeConfig();
  const currency = useSiteCurrency();
  const { i18n } = useTranslation();
  return gameScopeFor(config.SITE_ID, currency, mode, i18n.language);
}

export function scopeKey(scope: GameScope) {
  return [scope.siteId, scope.currency, scope.supportDevice, scope.language] as const;
}
