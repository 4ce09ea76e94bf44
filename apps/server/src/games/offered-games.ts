import type { GameEntry } from '@casino/contract/calls/game-calls.ts';
import { sql } from 'kysely';
import { mediaUrl, pickText } from '../content/localised-text.ts';
import type { Db } from '../db/database.ts';
import type { LocalisedText } from '../db/schema.ts';
import type { SiteMaintenance } from './desk/provider-maintenance.ts';

/** Which games a list holds: those a site offers in a currency, narrowed by the optional fields. */
export type GameFilter = {
  siteId: number;
  currency: string;
  /** support_device code (1 desktop, 2 mobile, 3 app): both the provider's catalogue entry and the game must run there. */
  supportDevice?: number;
  gameTypeId?: number;
  providerId?: number;
  tag?: string;
  /** Only demo games of these provider codes. */
  demoProviderCodes?: readonly string[];
  gameIds?: readonly number[];
};

export type OfferedGame = {
  id: number;
  gp_id: number;
  gp_name: string;
  game_type: number;
  game_code: string;
  names: LocalisedText;
  house: string;
  image_media_id: number | null;
  tags: string[];
  demo: boolean;
};

/**
 * Games a site offers in a currency: active games of active providers that have an active place in the site's
 * catalogue for the game's type and that currency, and that the site has not turned off, in the catalogue's order
 * (game type, provider, game: the site's own order and tags over the catalogue's).
 */
export async function findOfferedGames(db: Db, filter: GameFilter): Promise<OfferedGame[]> {
  if (filter.gameIds && filter.gameIds.length === 0) return [];
  let query = db
    .selectFrom('games as g')
    .innerJoin('game_providers as gp', 'gp.id', 'g.provider_id')
    .innerJoin('game_types as gt', 'gt.id', 'g.game_type_id')
    .innerJoin('site_game_providers as sgp', (join) =>
      join.onRef('sgp.provider_id', '=', 'g.provider_id').onRef('sgp.game_type_id', '=', 'g.game_type_id'),
    )
    // The site's own settings of the game (back office, decision 77) over the catalogue's.
    .leftJoin('site_game_settings as sgs', (join) => join.onRef('sgs.game_id', '=', 'g.id').on('sgs.site_id', '=', filter.siteId))
    .select([
      'g.id',
      'g.provider_id as gp_id',
      'gp.name as gp_name',
      'g.game_type_id as game_type',
      'g.game_code',
      'g.names',
      'gp.house',
      'g.image_media_id',
      sql<string[]>`coalesce(sgs.tags, g.tags)`.as('tags'),
      'g.demo',
    ])
    .where('sgp.site_id', '=', filter.siteId)
    .where('sgp.currency_code', '=', filter.currency)
    .where('sgp.active', '=', true)
    .where('gp.active', '=', true)
    .where('g.active', '=', true)
    .where(sql<boolean>`coalesce(sgs.active, true)`);
  if (filter.supportDevice !== undefined) {
    const device = filter.supportDevice;
    query = query
      .where(sql<boolean>`${device}::smallint = any(sgp.support_devices)`)
      .where(sql<boolean>`${device}::smallint = any(g.support_devices)`);
  }
  if (filter.gameTypeId) query = query.where('g.game_type_id', '=', filter.gameTypeId);
  if (filter.providerId) query = query.where('g.provider_id', '=', filter.providerId);
  if (filter.tag) query = query.where(sql<boolean>`${filter.tag}::text = any(coalesce(sgs.tags, g.tags))`);
  if (filter.demoProviderCodes) {
    query = query.where('g.demo', '=', true).where('gp.code', 'in', [...filter.demoProviderCodes]);
  }
  if (filter.gameIds) query = query.where('g.id', 'in', [...filter.gameIds]);
  const rows = await query
    .orderBy('gt.sort')
    .orderBy('gt.id')
    .orderBy('sgp.sort')
    .orderBy('sgp.id')
    .orderBy(sql`coalesce(sgs.sort, g.sort)`)
    .orderBy('g.id')
    .execute();
  return rows as OfferedGame[];
}

/** What a list knows beside its games: the site's maintenance windows and, for a member, their favourite game ids. */
export type GameEntryContext = { maintenance: SiteMaintenance; favourites?: ReadonlySet<number> };

/** The wire shape of a game, its name in lang (en_US fallback), with its provider's maintenance window if any. */
export function toGameEntry(game: OfferedGame, lang: string, { maintenance, favourites }: GameEntryContext): GameEntry {
  return {
    id: game.id,
    game_id: game.id,
    gp_id: game.gp_id,
    gp_name: game.gp_name,
    game_type: game.game_type,
    game_code: game.game_code,
    game_name: pickText(game.names, lang),
    house: game.house,
    image: mediaUrl(game.image_media_id),
    tags: game.tags,
    demo: game.demo,
    member_favorite: favourites?.has(game.id) ? 1 : 0,
    maintenance: maintenance.get(game.gp_id) ?? null,
  };
}

/** Ids of a member's favourite games, newest favourite first. */
export async function favouriteGameIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member_favorite_games')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id', 'desc')
    .execute();
  return rows.map((r) => r.game_id);
}

/** Orders games as the ids are ordered (ids without a game are skipped). */
export function inIdOrder(games: OfferedGame[], ids: readonly number[]): OfferedGame[] {
  const byId = new Map(games.map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
