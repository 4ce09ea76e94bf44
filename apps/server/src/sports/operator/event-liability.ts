import type { operatorSportsLiabilityCall } from '@casino/contract/calls/sports-operator-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { Db } from '../../db/database.ts';
import { formatMoney } from '../../house/house-play.ts';
import { lineText } from '../book/sports-views.ts';
import { formatOdds } from '../model.ts';

type LiabilityReply = CallResponse<typeof operatorSportsLiabilityCall>;

/**
 * An event's liability per selection and currency: the open bets with a leg on it, their stakes at risk and what they
 * would pay if it won. A parlay counts in full on each selection it holds (the most it could cost), so the figures
 * are an upper bound, as a trader reads them. Null for an unknown event.
 */
export async function eventLiability(db: Db, eventId: string): Promise<LiabilityReply | null> {
  const event = await db
    .selectFrom('sports_events')
    .select(['id', 'home', 'away', 'status'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) return null;
  const markets = await db
    .selectFrom('sports_markets')
    .select(['id', 'type', 'line', 'status', 'held'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .execute();
  const selections = markets.length
    ? await db
        .selectFrom('sports_selections')
        .select(['market_id', 'key', 'odds'])
        .where(
          'market_id',
          'in',
          markets.map((m) => m.id),
        )
        .orderBy('market_id')
        .orderBy('position')
        .execute()
    : [];
  const exposure = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
    .select((eb) => [
      'l.market_id',
      'l.selection_key',
      'b.currency_code',
      eb.fn.countAll<string>().as('bets'),
      eb.fn.sum<string>('b.stake').as('stakes'),
      eb.fn.sum<string>('b.potential_return').as('liability'),
    ])
    .where('l.event_id', '=', eventId)
    .where('b.status', '=', 'open')
    .groupBy(['l.market_id', 'l.selection_key', 'b.currency_code'])
    .orderBy('b.currency_code')
    .execute();
  return {
    event_id: event.id,
    home: event.home,
    away: event.away,
    status: event.status,
    markets: markets.map((m) => ({
      market_id: m.id,
      type: m.type,
      line: lineText(m.line),
      status: m.status,
      held: m.held,
      selections: selections
        .filter((s) => s.market_id === m.id)
        .map((s) => ({
          key: s.key,
          odds: formatOdds(s.odds),
          exposure: exposure
            .filter((e) => e.market_id === m.id && e.selection_key === s.key)
            .map((e) => ({
              currency: e.currency_code,
              bets: Number(e.bets),
              stakes: formatMoney(BigInt(e.stakes), e.currency_code),
              liability: formatMoney(BigInt(e.liability), e.currency_code),
            })),
        })),
    })),
  };
}
