import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { INT4_MAX, rowId } from '../input-bounds.ts';
import { GAME_TAGS } from './game-calls.ts';

/**
 * The games of each site as operators run them (issue 36's back office, docs/decisions/0077): the site's providers
 * (enable, disable, order, maintenance windows) and its games (enable, disable, hot/new tags, order). Every change
 * is audited and drops the server's cached game lists; permission games.manage (admin).
 */

/** An ISO date-time with an offset or Z ("2030-01-01T03:00:00Z"). */
const dateTime = z.lazy(() =>
  z
    .string()
    .trim()
    .min(10)
    .max(40)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), 'date_time'),
);

/** On (1) or off (0). */
const onOff = z.lazy(() => z.coerce.number().int().min(0).max(1));

/** A place in a list, lower first; the catalogue's sort columns are smallint. */
const sortValue = z.lazy(() => z.coerce.number().int().min(0).max(32_767));

/** Refusals of the game desk calls. */
export const OperatorGameCode = {
  /** No such provider place, provider or game on that site. */
  notFound: 101,
  /** The maintenance window ends before it starts, or has ended already. */
  badWindow: 102,
} as const;

export const maintenanceWindow = z.lazy(() => z.object({ starts_at: z.string(), ends_at: z.string() }));

/** A provider's place in a site's catalogue (one game type and currency), as the game desk shows it. */
export const operatorProviderPlace = z.lazy(() =>
  z.object({
    place_id: z.number().int(),
    site_id: z.number().int(),
    provider_id: z.number().int(),
    provider_code: z.string(),
    provider_name: z.string(),
    game_type: z.number().int(),
    game_type_name: z.string(),
    currency: z.string(),
    display_name: z.string(),
    sort: z.number().int(),
    /** Whether the site offers the provider in this game type and currency. */
    active: z.boolean(),
    /** false: the provider is off in the whole catalogue, whatever the site says. */
    provider_active: z.boolean(),
    /** The provider's maintenance window on this site (current or planned), or null. */
    maintenance: maintenanceWindow.nullable(),
  }),
);
export type OperatorProviderPlace = z.infer<typeof operatorProviderPlace>;

/** A game as one site offers it: the catalogue's facts and the site's own settings. */
export const operatorSiteGame = z.lazy(() =>
  z.object({
    game_id: z.number().int(),
    provider_id: z.number().int(),
    provider_name: z.string(),
    game_type: z.number().int(),
    game_code: z.string(),
    /** The English name (the catalogue's first name when it has none). */
    name: z.string(),
    /** false: the game is off in the whole catalogue. */
    catalogue_active: z.boolean(),
    /** Whether this site offers the game. */
    active: z.boolean(),
    tags: z.array(z.string()),
    sort: z.number().int(),
    /** Whether the site has settings of its own for the game (else the catalogue's apply). */
    customised: z.boolean(),
  }),
);
export type OperatorSiteGame = z.infer<typeof operatorSiteGame>;

export const operatorGameProvidersCall = defineCall({
  path: '/operator/games/providers',
  access: 'operator',
  summary:
    "A site's provider places (provider, game type, currency) in the site's order, with state and maintenance window (admin)",
  request: () => z.object({ site_id: rowId }),
  response: () => z.object({ list: z.array(operatorProviderPlace) }),
});

export const operatorGameProviderSaveCall = defineCall({
  path: '/operator/games/provider_save',
  access: 'operator',
  summary: 'Enables or disables a provider place of a site and sets its order; audited (code 101 no such place; admin)',
  request: () => z.object({ site_id: rowId, place_id: rowId, active: onOff, sort: sortValue }),
  response: () => operatorProviderPlace,
});

export const operatorGameMaintenanceSetCall = defineCall({
  path: '/operator/games/maintenance_set',
  access: 'operator',
  summary:
    "Sets a provider's maintenance window on a site (replacing any other): meanwhile its games are refused with code 203 and the window; audited (codes 101 no such provider on the site, 102 window ends before it starts or has ended; admin)",
  request: () => z.object({ site_id: rowId, provider_id: rowId, starts_at: dateTime, ends_at: dateTime }),
  response: () => z.object({ site_id: z.number().int(), provider_id: z.number().int(), maintenance: maintenanceWindow }),
});

export const operatorGameMaintenanceClearCall = defineCall({
  path: '/operator/games/maintenance_clear',
  access: 'operator',
  summary: "Ends a provider's maintenance window on a site now (or removes a planned one); audited (admin)",
  request: () => z.object({ site_id: rowId, provider_id: rowId }),
  response: () => z.object({ site_id: z.number().int(), provider_id: z.number().int(), cleared: z.boolean() }),
});

export const operatorGamesListCall = defineCall({
  path: '/operator/games/list',
  access: 'operator',
  summary:
    "A site's games with its settings, optionally of one provider or matching a name or code, in the site's order; page (from 1) of limit (admin)",
  request: () =>
    z.object({
      site_id: rowId,
      provider_id: rowId.optional(),
      /** Part of the game's code or English name. */
      q: z.string().trim().min(1).max(80).optional(),
      page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  response: () => z.object({ list: z.array(operatorSiteGame), total: z.number().int() }),
});

export const operatorGameSaveCall = defineCall({
  path: '/operator/games/save',
  access: 'operator',
  summary: "Sets a site's settings of a game: offered or not, hot/new tags, order; audited (code 101 no such game; admin)",
  request: () =>
    z.object({
      site_id: rowId,
      game_id: rowId,
      active: onOff,
      tags: z.array(z.enum(GAME_TAGS)).max(GAME_TAGS.length),
      sort: sortValue,
    }),
  response: () => operatorSiteGame,
});
