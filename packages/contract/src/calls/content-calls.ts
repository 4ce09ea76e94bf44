import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineCall } from '../define-call.ts';
import { INT4_MAX, rowId } from '../input-bounds.ts';
import { LANGUAGE_CODES } from '../languages.ts';

/*
 * Content of the site beyond the home page (SPEC sections 2, 3, 4 and 7): bulletins (the pop-up discount notices),
 * the register background, promotions of the /discount pages, the FAQ and information pages of /faq/{id} and the
 * news pages of /main/{id}; and the operator's content desk that writes them and the home-page content of
 * site-calls.ts. See docs/decisions/0027-content-desk.md. Texts come in the language of the lang header, falling
 * back to the site's default language and then to en_US; `language` says which one a text was served in.
 */

const currencyCode = z.lazy(() => z.enum(CURRENCY_CODES));
const languageCode = z.lazy(() => z.enum(LANGUAGE_CODES));
const list = <T extends z.ZodType>(item: T) => z.array(item);
const flag = z.lazy(() => z.union([z.literal(0), z.literal(1)]));

/** Refusals of the content calls. */
export const ContentCode = {
  /** No such page, promotion or item, or it is hidden, not yet started or ended. */
  notFound: 101,
  /** The picture sent is not a PNG or JPEG, is damaged, or is too large (bytes or pixels). */
  badImage: 102,
  /** An item named by the request belongs to another site or does not exist (a category, a picture). */
  badReference: 103,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Bulletins: the pop-up discount notices (SPEC sections 3 and 4)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Where a bulletin shows: 1 the home page of visitors, 2 the home page of members, 3 the member's deposit page
 * (/user/Deposit). Visitors ask for 1, members for 2 or 3.
 */
export const BULLETIN_LOCATION = { visitorHome: 1, memberHome: 2, memberDeposit: 3 } as const;
/**
 * display_device of a request: the screen asking, with the support_device codes (1 desktop, 2 mobile web, 3 app).
 * display_device of an item: 0 every screen, 1 desktop only, 2 mobile web and app only.
 */
export const BULLETIN_DEVICE = { all: 0, desktop: 1, mobile: 2, app: 3 } as const;
/** display_content of an item: 1 text (content is HTML), 2 picture (image, with content as its caption HTML). */
export const BULLETIN_CONTENT = { text: 1, picture: 2 } as const;
/**
 * setting.display_frequency: 0 a member's closing hides the notices shown until one of them changes (the site calls
 * /bulletin/member/hide); 1 they show again in every new browser session (the site keeps the close time).
 */
export const DISPLAY_FREQUENCY = { untilHidden: 0, everySession: 1 } as const;
/**
 * Who a notice is aimed at, by the caller's state (decision 42): a visitor (not signed in), a member who never had a
 * deposit credited, one who has, one who took a promotion's bonus (on the promotion page or with a deposit; this
 * state comes before the deposit ones). The operator picks any of them per notice; all four by default.
 */
export const BULLETIN_AUDIENCES = ['visitor', 'never_deposited', 'deposited', 'bonus_taken'] as const;
export type BulletinAudience = (typeof BULLETIN_AUDIENCES)[number];

const requestDevice = z.lazy(() => z.union([z.literal(1), z.literal(2), z.literal(3)]));

export const bulletinItem = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    /** 0 every screen, 1 desktop, 2 mobile web and app. */
    display_device: z.number().int(),
    /** 1 text, 2 picture. */
    display_content: z.number().int(),
    /** Sanitised HTML. */
    content: z.string(),
    /** /media/{id} of a picture notice, '' otherwise. */
    image: z.string(),
    /** Where a click on the picture leads (a site path or an http(s) address), '' for none. */
    link_url: z.string(),
    /** The language the title and content are in (after fallback). */
    language: languageCode,
    /** ISO date-time of the last change: a visitor's stored close time older than this shows the notice again. */
    updated_at: z.string(),
  }),
);
export type BulletinItem = z.infer<typeof bulletinItem>;

export const bulletinSetting = z.lazy(() => z.object({ display_frequency: z.number().int() }));
const bulletinReply = z.lazy(() => z.object({ list: list(bulletinItem), setting: bulletinSetting }));

export const bulletinCall = defineCall({
  path: '/arks/web/bulletin',
  access: 'public',
  summary: "Visitors' pop-up discount notices for a screen (display_location 1), running now, in sort order",
  request: () =>
    z.object({
      site_id: rowId,
      display_device: requestDevice,
      display_location: z.literal(1).default(1),
    }),
  response: () => bulletinReply,
});

export const memberBulletinCall = defineCall({
  path: '/arks/web/bulletin/member',
  access: 'member',
  summary:
    "A member's pop-up discount notices for a screen and location (2 home, 3 deposit page), running now, without those the member hid",
  request: () =>
    z.object({
      site_id: rowId,
      display_device: requestDevice,
      display_location: z.union([z.literal(2), z.literal(3)]),
    }),
  response: () => bulletinReply,
});

export const bulletinHistoryItem = z.lazy(() =>
  bulletinItem.unwrap().extend({
    /** ISO date-time it started showing (its start, or when it was made when it has none). */
    starts_at: z.string(),
    /** ISO date-time it stops or stopped showing, null when open-ended. */
    ends_at: z.string().nullable(),
  }),
);
export type BulletinHistoryItem = z.infer<typeof bulletinHistoryItem>;

export const bulletinHistoryCall = defineCall({
  path: '/arks/web/bulletin/history',
  access: 'member',
  summary:
    "The member centre's announcements (InfoCenter / Announcement): every member notice of the screen that started, hidden and ended ones included, newest first",
  request: () =>
    z.object({
      site_id: rowId,
      display_device: requestDevice,
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      count: z.coerce.number().int().min(1).max(50).default(20),
    }),
  response: () => z.object({ list: list(bulletinHistoryItem), total_count: z.number().int() }),
});

export const bulletinHideCall = defineCall({
  path: '/arks/web/bulletin/member/hide',
  access: 'member',
  summary:
    'Hides for the member the notices now shown at a location and screen (display_frequency 0); a notice changed later shows again',
  request: () =>
    z.object({
      site_id: rowId,
      display_device: requestDevice,
      display_location: z.union([z.literal(2), z.literal(3)]),
    }),
  response: () => z.object({ hidden: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------------------------
// Register background
// ---------------------------------------------------------------------------------------------------------------

export const registerBackgroundCall = defineCall({
  path: '/arks/web/model/register-background/detail',
  access: 'public',
  summary: "The register page's background picture of a template ('' when none: the site uses its default picture)",
  request: () => z.object({ site_id: rowId, template: z.string().trim().max(64).default('') }),
  response: () => z.object({ detail: z.object({ photo: z.string() }) }),
});

// ---------------------------------------------------------------------------------------------------------------
// Promotions (/discount and /discount/{id})
// ---------------------------------------------------------------------------------------------------------------

export const promotionCategory = z.lazy(() => z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() }));
export type PromotionCategory = z.infer<typeof promotionCategory>;

export const promotionSummary = z.lazy(() =>
  z.object({
    id: z.number().int(),
    /** null: in no category (shown under "all" only). */
    category_id: z.number().int().nullable(),
    title: z.string(),
    summary: z.string(),
    /** /media/{id} of the cover picture, '' when none. */
    cover: z.string(),
    /** ISO date-times; ends_at null when open-ended. */
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    sort: z.number().int(),
    language: languageCode,
    updated_at: z.string(),
  }),
);
export type PromotionSummary = z.infer<typeof promotionSummary>;

export const promotionDetail = z.lazy(() =>
  promotionSummary.unwrap().extend({
    /** Sanitised HTML. */
    body: z.string(),
  }),
);
export type PromotionDetail = z.infer<typeof promotionDetail>;

const promotionAudience = {
  site_id: rowId,
  /** The site currency shown; promotions limited to other currencies are left out. Without it, all are listed. */
  currency: currencyCode.optional(),
};

export const promotionListCall = defineCall({
  path: '/arks/web/promotion/list',
  access: 'public',
  summary:
    'Running promotions of a site (started, not ended, shown, for the currency and the lang header language) in sort order, and the categories that hold any',
  request: () => z.object({ ...promotionAudience, category_id: rowId.optional() }),
  response: () => z.object({ categories: list(promotionCategory), list: list(promotionSummary) }),
});

export const promotionDetailCall = defineCall({
  path: '/arks/web/promotion/detail',
  access: 'public',
  summary: 'One running promotion with its body (code 101 when there is no such running promotion)',
  request: () => z.object({ ...promotionAudience, id: rowId }),
  response: () => z.object({ detail: promotionDetail }),
});

// ---------------------------------------------------------------------------------------------------------------
// Pages: FAQ and information (/faq/{id}) and news (/main/{id})
// ---------------------------------------------------------------------------------------------------------------

/** The fixed ids of the information pages of /faq/{id} (SPEC section 2). */
export const INFO_PAGE = {
  about: 1,
  userAgreement: 2,
  responsibleGaming: 3,
  terms: 4,
  privacy: 5,
  depositGuide: 6,
  withdrawalGuide: 7,
  faq: 8,
  promotionStatement: 17,
} as const;
export const INFO_PAGE_IDS: readonly number[] = Object.values(INFO_PAGE);
/** News pages get ids from here up, apart from the information pages. */
export const FIRST_NEWS_PAGE_ID = 100;

export const PAGE_KINDS = ['info', 'news'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const pageSummary = z.lazy(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(PAGE_KINDS),
    title: z.string(),
    summary: z.string(),
    /** /media/{id} of a cover picture, '' when none. */
    cover: z.string(),
    /** ISO date-time the page was published. */
    published_at: z.string(),
    updated_at: z.string(),
    language: languageCode,
  }),
);
export type PageSummary = z.infer<typeof pageSummary>;

export const pageDetail = z.lazy(() =>
  pageSummary.unwrap().extend({
    /** Sanitised HTML. */
    body: z.string(),
  }),
);
export type PageDetail = z.infer<typeof pageDetail>;

export const pageListCall = defineCall({
  path: '/arks/web/page/list',
  access: 'public',
  summary:
    'Published pages of a kind: info (the /faq pages, in sort order) or news (the /main pages, newest first); count limits news',
  request: () =>
    z.object({
      site_id: rowId,
      kind: z.enum(PAGE_KINDS),
      count: z.coerce.number().int().min(1).max(100).default(50),
    }),
  response: () => z.object({ list: list(pageSummary) }),
});

export const pageDetailCall = defineCall({
  path: '/arks/web/page/detail',
  access: 'public',
  summary: 'One published page, information (/faq/{id}) or news (/main/{id}), with its body (code 101 when none)',
  request: () => z.object({ site_id: rowId, id: rowId }),
  response: () => z.object({ detail: pageDetail }),
});

// ---------------------------------------------------------------------------------------------------------------
// Operator content desk (/operator/content/...): admin writes, support reads; every change is audited, announced on
// the realtime channels and drops the cached replies it changed.
// ---------------------------------------------------------------------------------------------------------------

/** What the desk edits; `list`, `delete`, `order` and `visibility` take one of these as `kind`. */
export const CONTENT_KINDS = [
  'bulletin',
  'promotion',
  'promotion_category',
  'page',
  'register_background',
  'content_model',
  'banner',
  'marquee',
  'site_link',
  'logo',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** Kinds with a shown/hidden switch (the others are deleted instead). */
export const HIDEABLE_CONTENT_KINDS = [
  'bulletin',
  'promotion',
  'promotion_category',
  'page',
  'register_background',
  'banner',
  'marquee',
  'site_link',
] as const satisfies readonly ContentKind[];
/** Kinds with a sort order. */
export const ORDERED_CONTENT_KINDS = [
  'bulletin',
  'promotion',
  'promotion_category',
  'page',
  'content_model',
  'banner',
  'marquee',
  'site_link',
] as const satisfies readonly ContentKind[];

/** A text per language ({"en_US": "...", "th_TH": "..."}); en_US or the site's default language should be there. */
const localised = (max: number) => z.partialRecord(languageCode, z.string().max(max));
/** HTML of an operator: sanitised on the server before it is stored and again before it is served. */
const HTML_MAX = 60_000;
/** An ISO date-time with offset, or '' for none (open start or end). */
const dateTime = z.lazy(() =>
  z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))), 'date_time'),
);
/** A picture uploaded before (/operator/content/media/upload); 0 for none where a picture is optional. */
const mediaId = z.lazy(() => z.coerce.number().int().min(0).max(INT4_MAX));
/** A link: an http(s) address or a path of the site; anything else is refused. */
const link = z.lazy(() => z.string().trim().max(500));
const sort = z.lazy(() => z.coerce.number().int().min(0).max(32_767).default(0));
const itemId = rowId.optional();

const localisedRecord = z.lazy(() => z.record(z.string(), z.string()));

export const bulletinInput = z.lazy(() =>
  z.object({
    id: itemId,
    site_id: rowId,
    title: localised(200),
    content: localised(HTML_MAX).default({}),
    display_content: z.union([z.literal(1), z.literal(2)]).default(1),
    image_media_id: mediaId.default(0),
    link_url: link.default(''),
    display_device: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    display_locations: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .min(1)
      .max(3),
    /** Who sees it (BULLETIN_AUDIENCES); everyone when not given. */
    audiences: z
      .array(z.enum(BULLETIN_AUDIENCES))
      .min(1)
      .max(BULLETIN_AUDIENCES.length)
      .default([...BULLETIN_AUDIENCES]),
    starts_at: dateTime.default(''),
    ends_at: dateTime.default(''),
    sort,
    active: flag.default(1),
  }),
);
export const bulletinRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    title: localisedRecord,
    content: localisedRecord,
    display_content: z.number().int(),
    image_media_id: z.number().int(),
    link_url: z.string(),
    display_device: z.number().int(),
    display_locations: list(z.number().int()),
    audiences: list(z.string()),
    starts_at: z.string(),
    ends_at: z.string(),
    sort: z.number().int(),
    active: flag,
    updated_at: z.string(),
  }),
);

export const bulletinSettingInput = z.lazy(() =>
  z.object({
    site_id: rowId,
    display_location: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    display_frequency: z.union([z.literal(0), z.literal(1)]),
  }),
);

export const promotionCategoryInput = z.lazy(() =>
  z.object({
    id: itemId,
    site_id: rowId,
    name: localised(100),
    sort,
    active: flag.default(1),
  }),
);
export const promotionCategoryRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    name: localisedRecord,
    sort: z.number().int(),
    active: flag,
  }),
);

export const promotionInput = z.lazy(() =>
  z.object({
    id: itemId,
    site_id: rowId,
    /** 0: in no category. */
    category_id: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
    title: localised(200),
    summary: localised(1_000).default({}),
    body: localised(HTML_MAX).default({}),
    cover_media_id: mediaId.default(0),
    /** Shown only with these site currencies; empty for all. */
    currencies: z.array(currencyCode).max(CURRENCY_CODES.length).default([]),
    /** Shown only in these languages; empty for all (falling back to another language's text). */
    languages: z.array(languageCode).max(LANGUAGE_CODES.length).default([]),
    starts_at: dateTime.default(''),
    ends_at: dateTime.default(''),
    sort,
    active: flag.default(1),
  }),
);
export const promotionRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    category_id: z.number().int(),
    title: localisedRecord,
    summary: localisedRecord,
    body: localisedRecord,
    cover_media_id: z.number().int(),
    currencies: list(z.string()),
    languages: list(z.string()),
    starts_at: z.string(),
    ends_at: z.string(),
    sort: z.number().int(),
    active: flag,
    updated_at: z.string(),
  }),
);

export const pageInput = z.lazy(() =>
  z.object({
    /** An information page's fixed id (1 to 8, 17), or a news page's; left out, a new news page is made. */
    id: itemId,
    site_id: rowId,
    kind: z.enum(PAGE_KINDS),
    title: localised(200),
    summary: localised(1_000).default({}),
    body: localised(HTML_MAX).default({}),
    cover_media_id: mediaId.default(0),
    /** When the page becomes visible; '' for now. */
    published_at: dateTime.default(''),
    sort,
    active: flag.default(1),
  }),
);
export const pageRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    kind: z.string(),
    title: localisedRecord,
    summary: localisedRecord,
    body: localisedRecord,
    cover_media_id: z.number().int(),
    published_at: z.string(),
    sort: z.number().int(),
    active: flag,
    updated_at: z.string(),
  }),
);

export const registerBackgroundInput = z.lazy(() =>
  z.object({
    id: itemId,
    site_id: rowId,
    /** The template it is for; '' for every template without its own. */
    template: z.string().trim().max(64).default(''),
    image_media_id: rowId,
    active: flag.default(1),
  }),
);
export const registerBackgroundRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    template: z.string(),
    image_media_id: z.number().int(),
    active: flag,
  }),
);

export const contentModelInput = z.lazy(() =>
  z.object({
    id: itemId,
    site_id: rowId,
    model: z.enum(['setting', 'sponsor', 'login']),
    language_code: languageCode,
    title: z.string().max(200).default(''),
    /** HTML (sanitised). */
    content: z.string().max(HTML_MAX).default(''),
    url: link.default(''),
    image_media_id: mediaId.default(0),
    sort,
  }),
);
export const contentModelRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    model: z.string(),
    language_code: z.string(),
    title: z.string(),
    content: z.string(),
    url: z.string(),
    image_media_id: z.number().int(),
    sort: z.number().int(),
    version: z.number().int(),
  }),
);

const gameLinkInput = z.lazy(() =>
  z.object({
    currency: currencyCode,
    gt_id: z.coerce.number().int().min(1).max(32_767),
    gp_id: rowId,
    gp_gt_name: z.string().max(100),
    customized: flag,
  }),
);
export const bannerInput = z.lazy(() =>
  z.object({
    id: itemId,
    site_id: rowId,
    title: z.string().max(200).default(''),
    image_media_id: rowId,
    link_type: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
    link_url: link.default(''),
    link_method: flag.default(0),
    /** For link_type 2 (a game). */
    game_link_parameter: gameLinkInput.optional(),
    use_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    starts_at: dateTime.default(''),
    ends_at: dateTime.default(''),
    sort,
    active: flag.default(1),
    /** Per-language title and picture; the banner's own are served to languages without one. Replaces the old set. */
    variants: z
      .array(z.object({ language_code: languageCode, title: z.string().max(200).default(''), image_media_id: rowId }))
      .max(LANGUAGE_CODES.length)
      .default([]),
  }),
);
export const bannerRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    title: z.string(),
    image_media_id: z.number().int(),
    link_type: z.number().int(),
    link_url: z.string(),
    link_method: z.number().int(),
    game_link_parameter: z.record(z.string(), z.unknown()).nullable(),
    use_type: z.number().int(),
    starts_at: z.string(),
    ends_at: z.string(),
    sort: z.number().int(),
    active: flag,
    variants: list(z.object({ language_code: z.string(), title: z.string(), image_media_id: z.number().int() })),
  }),
);

export const marqueeInput = z.lazy(() =>
  z.object({
    id: itemId,
    site_id: rowId,
    content: localised(2_000),
    display_before_login: flag.default(1),
    display_after_login: flag.default(1),
    sort,
    active: flag.default(1),
  }),
);
export const marqueeRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    content: localisedRecord,
    display_before_login: flag,
    display_after_login: flag,
    sort: z.number().int(),
    active: flag,
  }),
);

export const siteLinkInput = z.lazy(() =>
  z.object({
    id: itemId,
    site_id: rowId,
    placement: z.enum(['footer', 'mobile_footer', 'float']),
    /** For mobile_footer: the template it belongs to; '' for all. */
    template: z.string().trim().max(64).default(''),
    title: localised(200),
    url: link,
    icon_media_id: mediaId.default(0),
    sort,
    active: flag.default(1),
  }),
);
export const siteLinkRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    placement: z.string(),
    template: z.string(),
    title: localisedRecord,
    url: z.string(),
    icon_media_id: z.number().int(),
    sort: z.number().int(),
    active: flag,
  }),
);

export const logoInput = z.lazy(() =>
  z.object({
    id: itemId,
    site_id: rowId,
    /** header, mobile_header, footer, favicon. */
    type: z.enum(['header', 'mobile_header', 'footer', 'favicon']),
    /** The language it is drawn in; left out for every language without its own. */
    language_code: languageCode.optional(),
    media_id: rowId,
  }),
);
export const logoRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    type: z.string(),
    language_code: z.string().nullable(),
    media_id: z.number().int(),
  }),
);

/** An operator's saved item of a kind, as stored (texts of every language). */
const saveCall = <I extends z.ZodType, R extends z.ZodType>(kind: string, what: string, input: I, record: R) =>
  defineCall({
    path: `/operator/content/${kind}/save`,
    access: 'operator',
    summary: `Creates (no id) or replaces (id) ${what}; HTML sanitised, links and pictures checked (code 101 unknown id, 103 a category or picture of another site; admin)`,
    request: () => input,
    response: () => record,
  });

export const operatorBulletinSaveCall = saveCall('bulletin', 'a pop-up discount notice', bulletinInput, bulletinRecord);
export const operatorPromotionSaveCall = saveCall('promotion', 'a promotion', promotionInput, promotionRecord);
export const operatorPromotionCategorySaveCall = saveCall(
  'promotion_category',
  'a promotion category',
  promotionCategoryInput,
  promotionCategoryRecord,
);
export const operatorPageSaveCall = saveCall('page', 'an information or news page', pageInput, pageRecord);
export const operatorRegisterBackgroundSaveCall = saveCall(
  'register_background',
  'a register background',
  registerBackgroundInput,
  registerBackgroundRecord,
);
export const operatorContentModelSaveCall = saveCall(
  'content_model',
  'an ad, sponsor or login-box entry',
  contentModelInput,
  contentModelRecord,
);
export const operatorBannerSaveCall = saveCall('banner', 'a banner and its language variants', bannerInput, bannerRecord);
export const operatorMarqueeSaveCall = saveCall('marquee', 'a marquee announcement', marqueeInput, marqueeRecord);
export const operatorSiteLinkSaveCall = saveCall(
  'site_link',
  'a footer, mobile footer or float link',
  siteLinkInput,
  siteLinkRecord,
);
export const operatorLogoSaveCall = saveCall('logo', 'a logo', logoInput, logoRecord);

export const operatorBulletinSettingCall = defineCall({
  path: '/operator/content/bulletin_setting/save',
  access: 'operator',
  summary: 'Sets display_frequency of the notices of one location (admin)',
  request: () => bulletinSettingInput,
  response: () =>
    z.object({ site_id: z.number().int(), display_location: z.number().int(), display_frequency: z.number().int() }),
});

export const operatorContentListCall = defineCall({
  path: '/operator/content/list',
  access: 'operator',
  summary: 'Every item of a kind on a site, hidden and scheduled ones included, as stored (admin, support)',
  request: () => z.object({ site_id: rowId, kind: z.enum(CONTENT_KINDS) }),
  response: () => z.object({ kind: z.enum(CONTENT_KINDS), list: list(z.record(z.string(), z.unknown())) }),
});

export const operatorContentDeleteCall = defineCall({
  path: '/operator/content/delete',
  access: 'operator',
  summary: 'Deletes an item of a kind (code 101 no such item on the site; admin)',
  request: () => z.object({ site_id: rowId, kind: z.enum(CONTENT_KINDS), id: rowId }),
  response: () => z.object({ kind: z.enum(CONTENT_KINDS), id: z.number().int() }),
});

export const operatorContentVisibilityCall = defineCall({
  path: '/operator/content/visibility',
  access: 'operator',
  summary: 'Shows (active 1) or hides (active 0) an item (code 101 no such item on the site; admin)',
  request: () => z.object({ site_id: rowId, kind: z.enum(HIDEABLE_CONTENT_KINDS), id: rowId, active: flag }),
  response: () => z.object({ kind: z.string(), id: z.number().int(), active: flag }),
});

export const operatorContentOrderCall = defineCall({
  path: '/operator/content/order',
  access: 'operator',
  summary:
    'Puts items of a kind in the order given (sort 0, 1, 2 ...); items left out keep their sort (code 101 an id not of the site; admin)',
  request: () => z.object({ site_id: rowId, kind: z.enum(ORDERED_CONTENT_KINDS), ids: z.array(rowId).min(1).max(500) }),
  response: () => z.object({ kind: z.string(), ids: list(z.number().int()) }),
});

export const operatorCustomerServiceLinkCall = defineCall({
  path: '/operator/content/customer_service_link/save',
  access: 'operator',
  summary: "Sets the site's customer-service link (an http(s) address or a site path; admin)",
  request: () => z.object({ site_id: rowId, url: link }),
  response: () => z.object({ site_id: z.number().int(), url: z.string() }),
});

export const operatorCleanCacheCall = defineCall({
  path: '/operator/content/clean_cache',
  access: 'operator',
  summary:
    "Tells every open page of the site to drop its cached content and app shell and reload (app_clean_cache), and empties the server's reply cache (admin)",
  request: () => z.object({ site_id: rowId }),
  response: () => z.object({ site_id: z.number().int() }),
});

/** The largest picture the desk accepts: 2 MiB of PNG or JPEG, at most 4096 pixels a side. */
export const MEDIA_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const MEDIA_UPLOAD_MAX_SIDE = 4096;
/**
 * The picture upload of the desk: not a JSON call but POST /api/operator/content/media/upload with the file's bytes as
 * the body (content-type image/png, image/jpeg or application/octet-stream) and the operator's token; it has its own
 * body limit. The picture is told by its magic bytes, decoded and encoded again (no metadata or trailing bytes
 * survive); SVG and other types are refused with code 102 (admin). The reply's data is `mediaUploadReply`.
 */
export const MEDIA_UPLOAD_PATH = '/operator/content/media/upload';
export const mediaUploadReply = z.lazy(() =>
  z.object({
    media_id: z.number().int(),
    url: z.string(),
    content_type: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
  }),
);
export type MediaUploadReply = z.infer<typeof mediaUploadReply>;
