import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { InsufficientFunds, postTransaction } from '../../ledger/post-transaction.ts';
import type { OddsHundredths } from '../model.ts';
import { type LegState, type Limits, type RefusalCode, refusalMessageKey, type Slip, validateSlip } from '../validate-slip.ts';
import { sportsbookAccounts } from './sportsbook-accounts.ts';

export type PlaceBetResult =
  | { ok: true; betId: bigint; odds: OddsHundredths[]; potentialReturn: bigint; replayed: boolean }
  | { ok: false; code: RefusalCode; messageKey: string; legIndex?: number; current?: OddsHundredths };

class Refused extends Error {
  constructor(readonly result: Extract<PlaceBetResult, { ok: false }>) {
    super(result.code);
  }
}

/**
 * Places a member's bet from their sportsbook wallet (docs/decisions/0053). In one transaction the legs' events are
 * locked for share, so a feed message of those events (which locks them for update) waits for the bet or the bet for
 * it: the bet is taken at the prices of one moment, never half old and half new. The slip is validated against that
 * moment (validate-slip.ts), the bet and its legs written, and the stake moved to the book under the bet's own
 * ledger key. The member's request key makes a repeated request answer the first bet instead of placing another.
 */
export async function placeBet(
  db: Db,
  input: {
    memberId: number;
    /** The sportsbook's provider: the member's wallet there stakes the bet (decision 0062). */
    gpId: number;
    requestKey: string;
    slip: Slip;
    limits: Readonly<Record<string, Limits>>;
  },
  retried = false,
): Promise<PlaceBetResult> {
  const { memberId, requestKey, slip } = input;
  try {
    return await inTransaction(db, async (trx) => {
      const existing = await trx
        .selectFrom('sports_bets')
        .select(['id', 'potential_return'])
        .where('member_id', '=', memberId)
        .where('request_key', '=', requestKey)
        .executeTakeFirst();
      if (existing) {
        const legs = await trx
          .selectFrom('sports_bet_legs')
          .select('odds')
          .where('bet_id', '=', existing.id)
          .orderBy('leg_no')
          .execute();
        return {
          ok: true,
          betId: existing.id,
          odds: legs.map((l) => l.odds),
          potentialReturn: existing.potential_return,
          replayed: true,
        };
      }
      const eventIds = [...new Set(slip.legs.map((l) => l.eventId))].sort();
      const events = eventIds.length
        ? await trx
            .selectFrom('sports_events')
            .select(['id', 'status'])
            .where('id', 'in', eventIds)
            .orderBy('id')
            .forShare()
            .execute()
        : [];
      const marketIds = [...new Set(slip.legs.map((l) => l.marketId))];
      const offers = marketIds.length
        ? await trx
            .selectFrom('sports_markets as m')
            .innerJoin('sports_selections as s', 's.market_id', 'm.id')
            .select(['m.id as market_id', 'm.event_id', 'm.status', 'm.held', 's.key', 's.odds', 's.active'])
            .where('m.id', 'in', marketIds)
            .execute()
        : [];
      const statusOf = new Map(events.map((e) => [e.id, e.status]));
      const verdict = validateSlip(
        slip,
        (leg): LegState | null => {
          const offer = offers.find((o) => o.market_id === leg.marketId && o.key === leg.selectionKey);
          const eventStatus = statusOf.get(leg.eventId);
          if (!offer || offer.event_id !== leg.eventId || !eventStatus) return null;
          // A market an operator holds takes no bets, whatever the feed says.
          const marketStatus = offer.held && offer.status === 'open' ? 'suspended' : offer.status;
          return { eventStatus, marketStatus, selectionActive: offer.active, odds: offer.odds };
        },
        input.limits,
      );
      if (!verdict.ok) throw new Refused(verdict);
      const bet = await trx
        .insertInto('sports_bets')
        .values({
          member_id: memberId,
          gp_id: input.gpId,
          currency_code: slip.currency,
          request_key: requestKey,
          kind: slip.kind,
          odds_policy: slip.policy,
          original_stake: slip.stake,
          stake: slip.stake,
          potential_return: verdict.potentialReturn,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('sports_bet_legs')
        .values(
          slip.legs.map((leg, i) => ({
            bet_id: bet.id,
            leg_no: i + 1,
            event_id: leg.eventId,
            market_id: leg.marketId,
            selection_key: leg.selectionKey,
            odds: verdict.odds[i]!,
          })),
        )
        .execute();
      const posted = await postTransaction(db, trx, {
        key: `sports:bet:${bet.id}:stake`,
        kind: 'sports_stake',
        reference: `sports:bet:${bet.id}`,
        postings: [
          { account: sportsbookAccounts.wallet(memberId, input.gpId, slip.currency), amount: -slip.stake },
          { account: sportsbookAccounts.book(slip.currency, memberId), amount: slip.stake },
        ],
      });
      await trx.updateTable('sports_bets').set({ stake_transaction_id: posted.id }).where('id', '=', bet.id).execute();
      return { ok: true, betId: bet.id, odds: verdict.odds, potentialReturn: verdict.potentialReturn, replayed: false };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    if (error instanceof InsufficientFunds) {
      return { ok: false, code: 'insufficient_funds', messageKey: refusalMessageKey('insufficient_funds') };
    }
    // The same request key sent twice at once: the first placed the bet, and this one answers it.
    if ((error as { code?: string })?.code === '23505' && !retried) return placeBet(db, input, true);
    throw error;
  }
}
