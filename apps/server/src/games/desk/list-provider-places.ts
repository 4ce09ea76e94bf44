import type { OperatorProviderPlace } from '@casino/contract/calls/operator-game-calls.ts';
import type { Executor } from '../../ledger/executor.ts';

/** A site's provider places in the site's order (game type, then place), with each provider's maintenance window. */
export async function listProviderPlaces(db: Executor, siteId: number, placeId?: number): Promise<OperatorProviderPlace[]> {
  let query = db
    .selectFrom('site_game_providers as sgp')
    .innerJoin('game_providers as gp', 'gp.id', 'sgp.provider_id')
    .innerJoin('game_types as gt', 'gt.id', 'sgp.game_type_id')
    .leftJoin('site_provider_maintenance as m', (join) =>
      join.onRef('m.site_id', '=', 'sgp.site_id').onRef('m.provider_id', '=', 'sgp.provider_id'),
    )
    .select([
      'sgp.id',
      'sgp.site_id',
      'sgp.provider_id',
      'gp.code',
      'gp.name',
      'sgp.game_type_id',
      'gt.name as game_type_name',
      'sgp.currency_code',
      'sgp.display_name',
      'sgp.sort',
      'sgp.active',
      'gp.active as provider_active',
      'm.starts_at',
      'm.ends_at',
    ])
    .where('sgp.site_id', '=', siteId);
  if (placeId !== undefined) query = query.where('sgp.id', '=', placeId);
  const rows = await query.orderBy('gt.sort').orderBy('gt.id').orderBy('sgp.sort').orderBy('sgp.id').execute();
  return rows.map((r) => ({
    place_id: r.id,
    site_id: r.site_id,
    provider_id: r.provider_id,
    provider_code: r.code,
    provider_name: r.name,
    game_type: r.game_type_id,
    game_type_name: r.game_type_name,
    currency: r.currency_code,
    display_name: r.display_name,
    sort: r.sort,
    active: r.active,
    provider_active: r.provider_active,
    maintenance: r.starts_at && r.ends_at ? { starts_at: r.starts_at.toISOString(), ends_at: r.ends_at.toISOString() } : null,
  }));
}
