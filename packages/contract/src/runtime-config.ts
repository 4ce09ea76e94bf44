import { z } from 'zod';
import { currencyCode, languageCode } from './calls/site-calls.ts';

/**
 * Public runtime configuration of SPEC section 3 ("Site settings"). The server resolves the site from the request's
 * host name and writes this object into the page as JSON, so one build serves every site.
 */
export const runtimeConfig = z.lazy(() =>
  z.object({
    SITE_ID: z.number().int(),
    SITE_TITLE: z.string(),
    SITE_TITLE_EN: z.string(),
    BRANCH_NAME: z.string(),
    SITE_NAME: z.string(),
    TEMPLATE_NAME: z.string(),
    MOBILE_TEMPLATE_NAME: z.string(),
    CURRENCIES: z.array(currencyCode).min(1),
    LANGUAGES: z.array(languageCode).min(1),
    DEFAULT_LANGUAGE: languageCode,
    /** ISO country of the visitor as the edge reported it, when known. */
    VISITOR_COUNTRY: z.string().nullable(),
    PRODUCTION: z.boolean(),
    DEMO_MODE: z.boolean(),
  }),
);
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

/** Id of the script element that carries the JSON. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
