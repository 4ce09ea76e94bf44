import { type ConvertedGrant, countProviderBets } from '../bonuses/count-provider-bets.ts';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/executor.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceCash } from '../wallet/main-cash.ts';
import type { ProviderRegistry } from './provider-adapter.ts';

const PAGE_SIZE = 500;
const MAX_PAGES = 40;

/**
 * Reads every transfer-wallet provider's bet history into provider_bet_records (docs/decisions/0064), on every node:
 * a page is read from the provider's stored cursor and written in one transaction with the cursor's move, only if
 * the cursor is still where it was read from, so a page two nodes read at once is written by one. A bet reported
 * again (resettled) replaces its row, and the page counts towards the wagering of its members' bonuses in the same
 * transaction (bonuses/count-provider-bets.ts). Answers the records written.
 */
export async function importBetRecords(
  db: Db,
  providers: Pick<ProviderRegistry, 'all' | 'gpIdOf'>,
  options: { pageSize?: number; maxPages?: number; realtime?: Pick<Realtime, 'broadcast'> } = {},
): Promise<number> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  let written = 0;
  const converted: ConvertedGrant[] = [];
  for (const adapter of providers.all()) {
    const read = adapter.betRecords;
    if (!read) continue;
    const gpId = await providers.gpIdOf(adapter.code);
    if (gpId === undefined) continue;
    await db
      .insertInto('provider_bet_cursors')
      .values({ gp_id: gpId, cursor: '' })
      .onConflict((oc) => oc.column('gp_id').doNothing())
      .execute();
    for (let page = 0; page < (options.maxPages ?? MAX_PAGES); page++) {
      const before = await db.selectFrom('provider_bet_cursors').select('cursor').where('gp_id', '=', gpId).executeTakeFirst();
      if (!before) break;
      // The provider is asked outside any transaction (a real one answers over the network).
      const { records, cursor } = await read(before.cursor === '' ? null : before.cursor, pageSize);
      const count = await inTransaction(db, async (trx) => {
        // The page is written only from where it was read: a node that moved the cursor meanwhile wrote it.
        const moved = await trx
          .updateTable('provider_bet_cursors')
          .set({ cursor: cursor ?? before.cursor, updated_at: new Date() })
          .where('gp_id', '=', gpId)
          .where('cursor', '=', before.cursor)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) return null;
        if (records.length > 0) {
          await trx
            .insertInto('provider_bet_records')
            .values(
              records.map((r) => ({
                gp_id: gpId,
                bet_ref: r.betRef,
                member_id: r.memberId,
                currency_code: r.currency,
                game_type_id: r.gameType,
                stake: r.stake,
                valid_amount: r.validAmount,
                payout: r.payout,
                settled_at: r.settledAt,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['gp_id', 'bet_ref']).doUpdateSet((eb) => ({
                stake: eb.ref('excluded.stake'),
                valid_amount: eb.ref('excluded.valid_amount'),
                payout: eb.ref('excluded.payout'),
                settled_at: eb.ref('excluded.settled_at'),
                game_type_id: eb.ref('excluded.game_type_id'),
                recorded_at: new Date(),
              })),
            )
            .execute();
          converted.push(...(await countProviderBets(db, trx, gpId, records)));
        }
        return records.length;
      });
      if (count === null) break;
      written += count;
      if (count < pageSize) break;
    }
  }
  if (options.realtime) {
    for (const c of converted) if (c.cash !== undefined) announceCash(options.realtime, c.memberId, c.cash, c.currency);
  }
  return written;
}
