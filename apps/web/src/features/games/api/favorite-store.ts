import { favoriteStoreCall } from '@casino/contract/calls/game-calls.ts';
import { callApi } from '../../../lib/api-client.ts';

export type FavoriteChange = { gameId: number; status: 0 | 1 };

/**
 * POST /arks/web/member-games/favorite/store {data: [{game_id, status}]}: status 1 adds, 0 removes (SPEC section 5,
 * "slot favourites send a status per game"). Resolves with the member's favourite game ids.
 */
export async function storeFavorites(changes: readonly FavoriteChange[]): Promise<number[]> {
  const reply = await callApi(favoriteStoreCall, {
    data: changes.map((change) => ({ game_id: change.gameId, status: change.status })),
  });
  return reply.list;
}
