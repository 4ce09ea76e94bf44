import { REQUEST_TIMEOUT_MS } from '@casino/contract/constants.ts';
import { API_PREFIX } from '@casino/contract/define-call.ts';
import { isSuccessCode } from '@casino/contract/envelope.ts';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig, runtimeConfig } from '@casino/contract/runtime-config.ts';

/**
 * The public runtime configuration of the site. The server writes it into the page for the request's host; a page
 * without it (vite dev server) asks GET /api/runtime_config. It never changes while the page lives.
 */
export const RUNTIME_CONFIG_PATH = '/runtime_config';

let current: RuntimeConfig | null = null;

/** Reads the JSON the server embedded in the page; null when absent or not valid. */
export function readEmbeddedRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = runtimeConfig.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function fetchRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetcher(`${API_PREFIX}${RUNTIME_CONFIG_PATH}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    const body = (await response.json()) as { code?: unknown; data?: unknown };
    if (typeof body.code !== 'number' || !isSuccessCode(body.code)) {
      throw new Error(`runtime config refused (HTTP ${response.status})`);
    }
    return runtimeConfig.parse(body.data);
  } finally {
    clearTimeout(timer);
  }
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return readEmbeddedRuntimeConfig() ?? (await fetchRuntimeConfig());
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config is not loaded yet');
  return current;
}

/** The runtime configuration inside components; it is loaded before the first render. */
export function useRuntimeConfig(): RuntimeConfig {
  return getRuntimeConfig();
}

/** SITE_TITLE for Chinese (zh_CN), SITE_TITLE_EN for every other language (SPEC section 3). */
export function siteTitleFor(config: RuntimeConfig, language: string): string {
  return language === 'zh_CN' ? config.SITE_TITLE : config.SITE_TITLE_EN;
}

/** Template of the active layout: TEMPLATE_NAME on desktop, MOBILE_TEMPLATE_NAME on mobile. */
export function templateFor(config: RuntimeConfig, mode: 'desktop' | 'mobile'): string {
  return mode === 'desktop' ? config.TEMPLATE_NAME : config.MOBILE_TEMPLATE_NAME;
}
