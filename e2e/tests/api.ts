import type { APIRequestContext } from '@playwright/test';

/** Calls the site's API the way the page does, to know what the page should show. */
export async function apiCall<T = any>(request: APIRequestContext, path: string, body: unknown, lang = 'en_US'): Promise<T> {
  const response = await request.post(`/api${path}`, { data: body, headers: { lang } });
  const reply = await response.json();
  if (reply.code !== 1000) throw new Error(`${path} answered ${reply.code} ${reply.message}`);
  return reply.data as T;
}
