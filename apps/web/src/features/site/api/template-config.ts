import { templateConfigCall } from '@casino/contract/calls/site-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export type TemplateConfig = CallResponse<typeof templateConfigCall>;

export const templateConfigKeys = {
  all: ['template-config'] as const,
  detail: (mobileTemplateName: string) => [...templateConfigKeys.all, mobileTemplateName] as const,
};

export function fetchTemplateConfig(mobileTemplateName: string, signal?: AbortSignal): Promise<TemplateConfig> {
  return callApi(templateConfigCall, { mobileTemplateName }, { signal });
}

/** Configuration of the site's mobile template (MOBILE_TEMPLATE_NAME). */
export function useTemplateConfig(enabled = true) {
  const { MOBILE_TEMPLATE_NAME } = useRuntimeConfig();
  return useQuery({
    queryKey: templateConfigKeys.detail(MOBILE_TEMPLATE_NAME),
    queryFn: ({ signal }) => fetchTemplateConfig(MOBILE_TEMPLATE_NAME, signal),
    initialData: () => writtenReply(templateConfigCall, { mobileTemplateName: MOBILE_TEMPLATE_NAME }),
    staleTime: 10 * 60_000,
    enabled,
  });
}
