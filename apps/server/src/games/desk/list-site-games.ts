import type { OperatorSiteGame } from '@casino/contract/calls/operator-game-calls.ts';
import { sql } from 'kysely';
import { pickText } from '../../content/localised-text.ts';
import type { Executor } from '../../ledger/executor.ts';

export type SiteGamesFilter = {
  siteId: number;
  providerId?: number;
  /** Part of the code or English name. */
  q?: string;
  gameId?: number;
  page: number;
  limit: number;
};

/** Escapes the wildcards of a LIKE pattern, so that a search for "50%" finds those characters. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The games a site can offer (those of a provider and game type the site has a place for), with the site's own
 * settings over the catalogue's, in the site's order; one page and the total that match.
 */
export async function listSiteGames(db: Executor, filter: SiteGamesFilter): Promise<{ list: OperatorSiteGame[]; total: number }> {
  let query = db
    .selectFrom('games as g')
    .innerJoin('game_providers as gp', 'gp.id', 'g.provider_id')
    .leftJoin('site_game_settings as s', (join) => join.onRef('s.game_id', '=', 'g.id').on('s.site_id', '=', filter.siteId))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('site_game_providers as sgp')
          .select('sgp.id')
          .where('sgp.site_id', '=', filter.siteId)
          .whereRef('sgp.provider_id', '=', 'g.provider_id')
          .whereRef('sgp.game_type_id', '=', 'g.game_type_id'),
      ),
    );
  if (filter.providerId !== undefined) query = query.where('g.provider_id', '=', filter.providerId);
  if (filter.gameId !== undefined) query = query.where('g.id', '=', filter.gameId);
  if (filter.q !== undefined) {
    const pattern = likeText(filter.q);
    query = query.where(sql<boolean>`(g.game_code ilike ${pattern} or coalesce(g.names ->> 'en_US', '') ilike ${pattern})`);
  }
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'g.id',
      'g.provider_id',
      'gp.name as provider_name',
      'g.game_type_id',
      'g.game_code',
      'g.names',
      'g.active as catalogue_active',
      's.site_id as customised_site',
      sql<boolean>`coalesce(s.active, true)`.as('site_active'),
      sql<string[]>`coalesce(s.tags, g.tags)`.as('site_tags'),
      sql<number>`coalesce(s.sort, g.sort)`.as('site_sort'),
    ])
    .orderBy(sql`coalesce(s.sort, g.sort)`)
    .orderBy('g.id')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return {
    total: Number(counted.total),
    list: rows.map((r) => ({
      game_id: r.id,
      provider_id: r.provider_id,
      provider_name: r.provider_name,
      game_type: r.game_type_id,
      game_code: r.game_code,
      name: pickText(r.names, 'en_US'),
      catalogue_active: r.catalogue_active,
      active: r.site_active,
      tags: r.site_tags,
      sort: Number(r.site_sort),
      customised: r.customised_site !== null,
    })),
  };
}
