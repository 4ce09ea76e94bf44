import { promotionDetailCall, promotionListCall } from '@casino/contract/calls/content-calls.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useSiteCurrency } from '../../../lib/site-currency.ts';
import { contentKeys } from './content-keys.ts';

/** Running promotions of the site for its currency and language, with the categories that hold any. */
export function usePromotions() {
  const { SITE_ID } = useRuntimeConfig();
  const { i18n } = useTranslation();
  const currency = useSiteCurrency();
  return useQuery({
    queryKey: contentKeys.promotions(SITE_ID, i18n.language, currency),
    queryFn: ({ signal }) => callApi(promotionListCall, { site_id: SITE_ID, currency }, { signal }),
    initialData: () => writtenReply(promotionListCall, { site_id: SITE_ID, currency }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** One running promotion with its body; the call answers code 101 when it is not (or no longer) running. */
export function usePromotion(id: number | null) {
  const { SITE_ID } = useRuntimeConfig();
  const { i18n } = useTranslation();
  const currency = useSiteCurrency();
  return useQuery({
    queryKey: contentKeys.promotion(SITE_ID, i18n.language, currency, id ?? 0),
    queryFn: async ({ signal }) =>
      (await callApi(promotionDetailCall, { site_id: SITE_ID, currency, id: id ?? 0 }, { signal })).detail,
    enabled: id !== null,
    staleTime: 60_000,
  });
}
