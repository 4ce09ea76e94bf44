import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import { maintenanceInterval } from './play-calls.ts';
import { currencyCode, siteId } from './site-calls.ts';

export const supportDevice = z.lazy(() => z.coerce.number().int().min(1).max(3));

export const providerEntry = z.lazy(() =>
  z.object({
    id: z.number().int(),
    gp_id: z.number().int(),
    gp_name: z.string(),
    gp_gt_name: z.string(),
    game_type: z.number().int(),
    /** A customized provider is a hall: its game_code opens the provider's own lobby. */
    customized: z.boolean(),
    /** A slot provider shown as a game room on desktop (/gameRoom). */
    room: z.boolean(),
    game_code: z.string(),
    house: z.string(),
    icon_light: z.string(),
    icon_dark: z.string(),
    logo: z.string(),
    demo: z.boolean(),
    /** The provider's maintenance window on the site, in force or starting within 24 hours (as code 203 gives it). */
    maintenance: maintenanceInterval.nullable().optional(),
  }),
);
export type ProviderEntry = z.infer<typeof providerEntry>;

export const gameTypeEntry = z.lazy(() =>
  z.object({
    gt_id: z.number().int(),
    gt_name: z.string(),
    gt_key: z.string(),
    gt_icon: z.string(),
    gt_icon_active: z.string(),
    gp_list: z.array(providerEntry),
  }),
);
export type GameTypeEntry = z.infer<typeof gameTypeEntry>;

const catalogueRequest = z.lazy(() =>
  z.object({
    site_id: siteId,
    currency: currencyCode,
    support_device: supportDevice,
    template: z.string().min(1).max(64),
  }),
);

export const gameListCall = defineCall({
  path: '/v3/game_list',
  access: 'public',
  summary: 'Game types with their providers for a site, currency and device',
  request: () => catalogueRequest,
  response: () => z.object({ list: z.array(gameTypeEntry) }),
});

export const demoGameTypesCall = defineCall({
  path: '/demo/gt_games',
  access: 'public',
  summary: 'Game types that hold demo providers',
  request: () => catalogueRequest,
  response: () => z.object({ list: z.array(gameTypeEntry) }),
});

export const jackpotCall = defineCall({
  path: '/v2/get_jackpot',
  access: 'public',
  summary: 'Total of the progressive jackpot pools of one currency, as a decimal string',
  request: () => z.object({ currency: currencyCode }),
  response: () => z.object({ jackpot_amount_total: z.string() }),
});

/*
 * Game lists of SPEC section 7 (docs/decisions/0014-game-catalogue.md). Every list holds `gameEntry` rows. Public
 * lists are the same for every visitor (cached by the server) and answer member_favorite 0; a member's favourites
 * come from the member calls below (favorite/list, member-games/provider-games), which answer the real flag.
 */

/** Labels (tags) a game can carry; the hot and new lists and the tabs of a provider's slot page. */
export const GAME_TAGS = ['hot', 'new'] as const;
export type GameTag = (typeof GAME_TAGS)[number];
export const gameTag = z.lazy(() => z.enum(GAME_TAGS));

/** The built-in house provider: its games really run in demo, so demo lists hold it beside SPEC section 5's four. */
export const HOUSE_PROVIDER_CODE = 'GPHS';
/** Providers whose games a demo list may hold: SPEC section 5's GPR8, GPJD, GPFC, GPJL, plus the house provider. */
export const DEMO_LIST_PROVIDER_CODES = ['GPR8', 'GPJD', 'GPFC', 'GPJL', HOUSE_PROVIDER_CODE] as const;

/** Tabs of a provider's slot game page (SPEC names) and the reply fields of /arks/web/member-games/provider-games. */
export const SLOT_PAGE_TABS = { all_game: 'entire_games', my_favorite: 'my_favorites', last_play: 'last_play_games' } as const;

/** Most last-played games kept and answered per member. */
export const RECENT_GAMES_LIMIT = 20;
/** Most games answered by hot-games. */
export const HOT_GAMES_LIMIT = 20;
/** Most games per game type answered by get_template_game_list. */
export const TEMPLATE_GAMES_PER_TYPE = 24;

/** Device code of SPEC section 9 (0 desktop, 1 mobile, 2 app) sent by demo and slot-page calls; support_device = device + 1. */
export const gameDevice = z.lazy(() => z.coerce.number().int().min(0).max(2));
const gameId = rowId;
const gameTypeId = z.lazy(() => z.coerce.number().int().min(1).max(9));
/** An optional game type filter: absent or 0 means every type. */
const optionalGameTypeId = z.lazy(() => z.coerce.number().int().min(0).max(9).optional());

/** One game as every game list answers it. */
export const gameEntry = z.lazy(() =>
  z.object({
    /** The game's id (same as game_id). */
    id: z.number().int(),
    /** The game's id, as favourites and last-played lists name it. */
    game_id: z.number().int(),
    /** The provider's id (as gp_id of /v3/game_list; gpId of /member/game/play1). */
    gp_id: z.number().int(),
    gp_name: z.string(),
    /** Game type id (gt_id). */
    game_type: z.number().int(),
    game_code: z.string(),
    /** Name in the request's `lang` language, else en_US. */
    game_name: z.string(),
    /** The provider's house code. */
    house: z.string(),
    /** Tile image, /media/{id}, or '' when the game has none. */
    image: z.string(),
    tags: z.array(z.string()),
    /** Playable in demo (/demo/play). */
    demo: z.boolean(),
    /** 1 when it is one of the member's favourites; always 0 in public lists. */
    member_favorite: z.union([z.literal(0), z.literal(1)]),
    /** The provider's maintenance window on the site, in force or starting within 24 hours (as code 203 gives it). */
    maintenance: maintenanceInterval.nullable().optional(),
  }),
);
export type GameEntry = z.infer<typeof gameEntry>;

export const tagGameListCall = defineCall({
  path: '/v2/get_tag_game_list',
  access: 'public',
  summary: 'Games carrying one tag (hot or new) that a site offers in a currency on a device, optionally of one game type',
  request: () =>
    z.object({
      site_id: siteId,
      currency: currencyCode,
      support_device: supportDevice,
      tag: gameTag,
      gt_id: optionalGameTypeId,
    }),
  response: () => z.object({ info: z.array(gameEntry) }),
});

/** One provider's page: the provider, game type, and the device it is shown on. */
const providerPageRequest = z.lazy(() =>
  z.object({
    site_id: siteId,
    currency: currencyCode,
    device: gameDevice.default(0),
    gp_id: rowId,
    game_type_id: gameTypeId,
    /** Informative only: the provider is found by gp_id (banner links carry no house, decision 0004). */
    house: z.string().max(40).default(''),
  }),
);

export const gameLabelEntry = z.lazy(() =>
  z.object({
    /** 1 hot, 2 new (position in GAME_TAGS + 1). */
    id: z.number().int(),
    tag: gameTag,
    game_list: z.array(gameEntry),
  }),
);
export type GameLabelEntry = z.infer<typeof gameLabelEntry>;

export const gameLabelCall = defineCall({
  path: '/v2/game_label',
  access: 'public',
  summary:
    "A provider's slot game page: the label tabs that hold games (hot, new) and, as main, every game of that provider and type",
  request: () => providerPageRequest,
  response: () => z.object({ list: z.array(gameLabelEntry), main: z.array(gameEntry) }),
});

export const templateGameTypeEntry = z.lazy(() =>
  z.object({
    gt_id: z.number().int(),
    gt_name: z.string(),
    gt_key: z.string(),
    /** Hot games first, then by the catalogue's order; at most TEMPLATE_GAMES_PER_TYPE. */
    game_list: z.array(gameEntry),
  }),
);
export type TemplateGameTypeEntry = z.infer<typeof templateGameTypeEntry>;

export const templateGameListCall = defineCall({
  path: '/v2/get_template_game_list',
  access: 'public',
  summary: "Games per game type for the home page's sections (only types that have games), in the game types' order",
  request: () => z.object({ site_id: siteId, currency: currencyCode, support_device: supportDevice }),
  response: () => z.object({ info: z.array(templateGameTypeEntry) }),
});

export const demoProviderGamesCall = defineCall({
  path: '/demo/gp_games',
  access: 'public',
  summary: 'Demo games of one provider and type (only providers of DEMO_LIST_PROVIDER_CODES; others answer an empty list)',
  request: () => providerPageRequest,
  response: () => z.object({ list: z.array(gameEntry) }),
});

/** Optional scope of the member lists: the site and currency the member plays in, and a game type. */
const memberListScope = z.lazy(() =>
  z.object({
    site_id: siteId.optional(),
    currency: currencyCode.optional(),
    support_device: supportDevice.optional(),
    gt_id: optionalGameTypeId,
    gp_id: rowId.optional(),
  }),
);

export const hotGamesCall = defineCall({
  path: '/arks/web/member-games/hot-games',
  access: 'member',
  summary: "The member's hot games: the games they play most, then the site's hot-tagged games; at most HOT_GAMES_LIMIT",
  request: () =>
    z.object({
      site_id: siteId,
      currency: currencyCode,
      gt_id: optionalGameTypeId,
      support_device: supportDevice.optional(),
    }),
  response: () => z.object({ list: z.array(gameEntry) }),
});

export const lastPlayingGameCall = defineCall({
  path: '/arks/web/member-games/last-playing-game',
  access: 'member',
  summary: "Ids of the member's last-played games, newest first, at most RECENT_GAMES_LIMIT",
  request: () => memberListScope,
  response: () => z.object({ list: z.array(z.number().int()) }),
});

export const favoriteStoreCall = defineCall({
  path: '/arks/web/member-games/favorite/store',
  access: 'member',
  summary: "Adds (status 1) or removes (status 0) games from the member's favourites; answers the favourite game ids",
  request: () =>
    z.object({
      data: z
        .array(z.object({ game_id: gameId, status: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])) }))
        .min(1)
        .max(100),
    }),
  response: () => z.object({ list: z.array(z.number().int()) }),
});

export const favoriteListCall = defineCall({
  path: '/arks/web/member-games/favorite/list',
  access: 'member',
  summary: "The member's favourite games (newest favourite first), optionally of one site, currency, device, type, provider",
  request: () => memberListScope,
  response: () => z.object({ list: z.array(gameEntry) }),
});

export const providerMemberGamesCall = defineCall({
  path: '/arks/web/member-games/provider-games',
  access: 'member',
  summary:
    "A provider's slot page for a member: the tabs all_game, my_favorite, last_play as entire_games, my_favorites, last_play_games",
  request: () => providerPageRequest,
  response: () =>
    z.object({
      entire_games: z.array(gameEntry),
      my_favorites: z.array(gameEntry),
      last_play_games: z.array(gameEntry),
    }),
});
