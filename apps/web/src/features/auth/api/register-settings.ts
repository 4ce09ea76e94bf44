import { registerSettingsCall } from '@casino/contract/calls/register-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export type RegisterSettings = CallResponse<typeof registerSettingsCall>;

export const registerSettingsKeys = {
  all: ['register-settings'] as const,
  site: (siteId: number) => [...registerSettingsKeys.all, siteId] as const,
};

export function fetchRegisterSettings(siteId: number, signal?: AbortSignal): Promise<RegisterSettings> {
  return callApi(registerSettingsCall, { site_id: siteId }, { signal });
}

/** Which registration fields each currency shows and requires, and the SMS resend countdown. */
export function useRegisterSettings() {
  const { SITE_ID } = useRuntimeConfig();
  return useQuery({
    queryKey: registerSettingsKeys.site(SITE_ID),
    queryFn: ({ signal }) => fetchRegisterSettings(SITE_ID, signal),
    staleTime: 5 * 60_000,
  });
}
