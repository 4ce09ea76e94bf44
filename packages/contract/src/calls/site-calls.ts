import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineCall } from '../define-call.ts';
import { INT4_MAX, rowId } from '../input-bounds.ts';
import { LANGUAGE_CODES } from '../languages.ts';

export const siteId = rowId;
export const currencyCode = z.lazy(() => z.enum(CURRENCY_CODES));
export const languageCode = z.lazy(() => z.enum(LANGUAGE_CODES));
const list = <T extends z.ZodType>(item: T) => z.array(item);
/** A yes-or-no field sent as 0 or 1. */
export const flag = z.lazy(() => z.union([z.literal(0), z.literal(1)]));

export const siteCurrency = z.lazy(() => z.object({ code: currencyCode, symbol: z.string(), exponent: z.number().int() }));

export const siteDetail = z.lazy(() =>
  z.object({
    site_id: z.number().int(),
    site_name: z.string(),
    site_title: z.string(),
    site_title_en: z.string(),
    branch_name: z.string(),
    template_name: z.string(),
    mobile_template_name: z.string(),
    default_language: languageCode,
    languages: list(languageCode),
    currencies: list(siteCurrency),
    customer_service_link: z.string(),
    /** How players reach support, shown on the site's support page (/support); '' when the operator set none. */
    support_email: z.string(),
    support_phone: z.string(),
  }),
);
export type SiteDetail = z.infer<typeof siteDetail>;

export const siteDetailCall = defineCall({
  path: '/arks/web/site/detail',
  access: 'public',
  summary: 'Site detail: titles, templates, languages and currencies of one site',
  request: () => z.object({ site_id: siteId }),
  response: () => z.object({ detail: siteDetail }),
});

export const logoEntry = z.lazy(() => z.object({ id: z.number().int(), type: z.string(), url: z.string() }));
export const webLogoCall = defineCall({
  path: '/web/logo',
  access: 'public',
  summary: 'Logos of a site (header, mobile header, footer, favicon)',
  request: () => z.object({ site_id: siteId }),
  response: () => z.object({ web_logo_list: list(logoEntry) }),
});

/** A content entry of the model lists (settings, sponsors, login ads) and of footer and float lists. */
export const contentEntry = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    url: z.string(),
    image: z.string(),
    sort: z.number().int(),
  }),
);
export type ContentEntry = z.infer<typeof contentEntry>;

const modelRequest = z.lazy(() =>
  z.object({
    site_id: siteId,
    language: languageCode,
    model_version: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  }),
);
const modelResponse = z.lazy(() => z.object({ version: z.number().int(), list: list(contentEntry) }));

export const modelSettingCall = defineCall({
  path: '/web/model_setting',
  access: 'public',
  summary: 'Ad model entries of a site in one language',
  request: () => modelRequest,
  response: () => modelResponse,
});
export const modelSponsorCall = defineCall({
  path: '/web/model_sponsor',
  access: 'public',
  summary: 'Sponsor entries of a site in one language',
  request: () => modelRequest,
  response: () => modelResponse,
});
export const modelLoginCall = defineCall({
  path: '/web/model_login',
  access: 'public',
  summary: 'Login-box entries (content and title) of a site in one language',
  request: () => modelRequest,
  response: () => modelResponse,
});

export const templateConfigCall = defineCall({
  path: '/template_config',
  access: 'public',
  summary: 'Configuration of a mobile template',
  request: () => z.object({ mobileTemplateName: z.string().min(1).max(64) }),
  response: () => z.object({ template: z.string(), config: z.record(z.string(), z.unknown()) }),
});

const linkListResponse = z.lazy(() => z.object({ list: list(contentEntry) }));
export const mobileFooterCall = defineCall({
  path: '/arks/web/web-mobile-footer',
  access: 'public',
  summary: 'Mobile footer links of a template',
  request: () => z.object({ site_id: siteId, template: z.string().min(1).max(64) }),
  response: () => linkListResponse,
});
export const footerCall = defineCall({
  path: '/arks/web/footer',
  access: 'public',
  summary: 'Footer links',
  request: () => z.object({ site_id: siteId }),
  response: () => linkListResponse,
});
export const floatCall = defineCall({
  path: '/arks/web/float',
  access: 'public',
  summary: 'Floating side links',
  request: () => z.object({ site_id: siteId }),
  response: () => linkListResponse,
});

export const LINK_TYPE = { external: 0, internal: 1, game: 2 } as const;
export const gameLinkParameter = z.lazy(() =>
  z.object({
    currency: currencyCode,
    gt_id: z.number().int(),
    gp_id: z.number().int(),
    gp_gt_name: z.string(),
    customized: z.boolean(),
  }),
);
export const banner = z.lazy(() =>
  z.object({
    id: z.number().int(),
    url: z.string(),
    link_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    link_url: z.string(),
    link_method: flag,
    game_link_parameter: gameLinkParameter.nullable(),
    use_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    title: z.string(),
  }),
);
export type Banner = z.infer<typeof banner>;

export const carouselPictureCall = defineCall({
  path: '/arks/web/carousel_picture',
  access: 'public',
  summary: 'Banners for one screen size (use_type 0 desktop, 1 small, 2 mobile)',
  request: () => z.object({ site_id: siteId, use_type: z.coerce.number().int().min(0).max(2) }),
  response: () => z.object({ web_carousel_picture_list: list(banner) }),
});

/**
 * The home page's banners written into its HTML (decision 37): the first banner is its largest paint, and this spares
 * the page the call and the picture's late start. The client takes them when the site and language are its own.
 */
export const HOME_BANNERS_ELEMENT_ID = 'home-banners';
/** The home page's first banner drawn in its HTML, before the script runs; start-up removes it once it has drawn. */
export const FIRST_BANNER_ELEMENT_ID = 'first-banner';
export const homeBanners = z.lazy(() =>
  z.object({
    site_id: siteId,
    language: z.string(),
    desktop: list(banner),
    mobile: list(banner),
  }),
);
export type HomeBanners = z.infer<typeof homeBanners>;

export const announcement = z.lazy(() =>
  z.object({
    id: z.number().int(),
    content: z.string(),
    display_before_login: flag,
    display_after_login: flag,
    sort: z.number().int(),
    created_at: z.string(),
  }),
);
export type Announcement = z.infer<typeof announcement>;

export const marqueeCall = defineCall({
  path: '/arks/web/announcement/marquee',
  access: 'public',
  summary: 'Marquee announcements in the language of the lang header',
  request: () =>
    z.object({
      site_id: siteId,
      sort_field: z.enum(['sort', 'id', 'created_at']).default('sort'),
      sort_order: z.enum(['asc', 'desc']).default('asc'),
    }),
  response: () => z.object({ web_announcement_list: list(announcement) }),
});
