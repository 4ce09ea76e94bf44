import type { Db } from '../db/database.ts';
import { FieldError } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { favouriteGameIds, findOfferedGames } from './offered-games.ts';

export type FavouriteChange = { game_id: number; status: 0 | 1 };

/**
 * Adds (status 1) or removes (status 0) games from a member's favourites, in the order given; answers the favourite ids,
 * newest first. Only games the member's site offers in their currency can be added (else HTTP 400 naming the entry);
 * removing a game that is not a favourite does nothing.
 */
export async function storeFavouriteGames(
  db: Db,
  member: { memberId: number; siteId: number; currency: string },
  changes: FavouriteChange[],
): Promise<number[]> {
  const added = [...new Set(changes.filter((c) => c.status === 1).map((c) => c.game_id))];
  const offered = new Set(
    (await findOfferedGames(db, { siteId: member.siteId, currency: member.currency, gameIds: added })).map((g) => g.id),
  );
  const unknown: Record<string, string[]> = {};
  changes.forEach((c, i) => {
    if (c.status === 1 && !offered.has(c.game_id)) unknown[`data.${i}.game_id`] = ['unknown_game'];
  });
  if (Object.keys(unknown).length > 0) throw new FieldError(unknown);

  await inTransaction(db, async (trx) => {
    for (const change of changes) {
      if (change.status === 1) {
        await trx
          .insertInto('member_favorite_games')
          .values({ member_id: member.memberId, game_id: change.game_id })
          .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
          .execute();
      } else {
        await trx
          .deleteFrom('member_favorite_games')
          .where('member_id', '=', member.memberId)
          .where('game_id', '=', change.game_id)
          .execute();
      }
    }
  });
  return favouriteGameIds(db, member.memberId);
}
