import { serviceAgreementCall } from '@casino/contract/calls/register-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export type AgreementSection = CallResponse<typeof serviceAgreementCall>['list'][number];

export const serviceAgreementKeys = {
  all: ['service-agreement'] as const,
  site: (siteId: number, language: string) => [...serviceAgreementKeys.all, siteId, language] as const,
};

export async function fetchServiceAgreement(siteId: number, signal?: AbortSignal): Promise<AgreementSection[]> {
  const reply = await callApi(serviceAgreementCall, { site_id: siteId }, { signal });
  return reply.list;
}

/** The service agreement in the current language (the server reads the lang header). */
export function useServiceAgreement() {
  const { SITE_ID } = useRuntimeConfig();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: serviceAgreementKeys.site(SITE_ID, i18n.language),
    queryFn: ({ signal }) => fetchServiceAgreement(SITE_ID, signal),
    staleTime: 10 * 60_000,
  });
}
