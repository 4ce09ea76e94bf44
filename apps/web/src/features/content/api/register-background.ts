import { registerBackgroundCall } from '@casino/contract/calls/content-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { contentKeys } from './content-keys.ts';

/** The register page's background picture of the template; '' when the operator set none. */
export function useRegisterBackground(template: string) {
  const { SITE_ID } = useRuntimeConfig();
  return useQuery({
    queryKey: contentKeys.registerBackground(SITE_ID, template),
    queryFn: async ({ signal }) =>
      (await callApi(registerBackgroundCall, { site_id: SITE_ID, template }, { signal })).detail.photo,
    staleTime: 10 * 60_000,
  });
}
