import type { GameScope } from './game-keys.ts';

/** The provider whose games a slot page or game room shows, from its address (/slotgame?gt_id&gp_id&house). */
export type ProviderPage = { gtId: number; gpId: number; house: string };

/** Reads gt_id, gp_id and house; null when gt_id or gp_id is not a positive whole number. */
export function parseProviderPage(search: URLSearchParams): ProviderPage | null {
  const gtId = search.get('gt_id') ?? '';
  const gpId = search.get('gp_id') ?? '';
  if (!/^\d{1,9}$/.test(gtId) || !/^\d{1,9}$/.test(gpId)) return null;
  if (Number(gtId) < 1 || Number(gtId) > 9 || Number(gpId) < 1) return null;
  return { gtId: Number(gtId), gpId: Number(gpId), house: (search.get('house') ?? '').slice(0, 40) };
}

/** The body of a provider page's game lists (game_label, the demo list, the member's list) for a scope. */
export const providerPageBody = (scope: GameScope, page: ProviderPage) => ({
  site_id: scope.siteId,
  currency: scope.currency,
  device: scope.device,
  gp_id: page.gpId,
  game_type_id: page.gtId,
  house: page.house,
});
