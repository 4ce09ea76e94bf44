import { type operatorSportsEventsCall, SPORTS_EVENTS_PAGE } from '@casino/contract/calls/sports-operator-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

type EventsRequest = CallRequest<typeof operatorSportsEventsCall>;
type EventsReply = CallResponse<typeof operatorSportsEventsCall>;

const OPEN_STATUSES = ['scheduled', 'live', 'suspended'] as const;
const OVER_STATUSES = ['ended', 'cancelled'] as const;

/** Where a page ends: its last event's start (ms) and id, as the client hands it back. */
const cursorOf = (startsAt: number, eventId: string) => `${startsAt}~${eventId}`;

function readCursor(cursor: string): { startsAt: Date; eventId: string } | null {
  const cut = cursor.indexOf('~');
  const ms = Number(cursor.slice(0, cut));
  if (cut < 1 || !/^\d+$/.test(cursor.slice(0, cut)) || !Number.isSafeInteger(ms) || cut === cursor.length - 1) return null;
  return { startsAt: new Date(ms), eventId: cursor.slice(cut + 1) };
}

/** The cursor is not one this list gave. */
export class BadEventsCursor extends Error {}

/**
 * A page of the book's events for the back office: open ones soonest first (on the partial index of open events),
 * over ones latest first, after a (start, id) cursor; then, for that page only, its open bets and held markets.
 */
export async function listSportsEvents(db: Db, request: EventsRequest): Promise<EventsReply> {
  const open = request.list === 'open';
  let query = db
    .selectFrom('sports_events as e')
    .innerJoin('sports_competitions as c', 'c.id', 'e.competition_id')
    .select([
      'e.id',
      'e.sport',
      'c.name as competition',
      'e.home',
      'e.away',
      'e.starts_at',
      'e.status',
      'e.score_home',
      'e.score_away',
      'e.clock',
    ])
    .where('e.status', 'in', open ? [...OPEN_STATUSES] : [...OVER_STATUSES]);
  if (request.sport) query = query.where('e.sport', '=', request.sport);
  if (request.after) {
    const after = readCursor(request.after);
    if (!after) throw new BadEventsCursor();
    const row = sql`(${sql.ref('e.starts_at')}, ${sql.ref('e.id')})`;
    const bound = sql`(${after.startsAt}, ${after.eventId})`;
    query = query.where(open ? sql<boolean>`${row} > ${bound}` : sql<boolean>`${row} < ${bound}`);
  }
  const events = await query
    .orderBy('e.starts_at', open ? 'asc' : 'desc')
    .orderBy('e.id', open ? 'asc' : 'desc')
    .limit(SPORTS_EVENTS_PAGE)
    .execute();
  const ids = events.map((e) => e.id);
  const last = events.at(-1);
  const [bets, held] = ids.length
    ? await Promise.all([
        db
          .selectFrom('sports_bet_legs as l')
          .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
          .select((eb) => ['l.event_id', eb.fn.count<string>('l.bet_id').distinct().as('bets')])
          .where('l.event_id', 'in', ids)
          .where('b.status', '=', 'open')
          .groupBy('l.event_id')
          .execute(),
        db
          .selectFrom('sports_markets')
          .select((eb) => ['event_id', eb.fn.countAll<string>().as('held')])
          .where('event_id', 'in', ids)
          .where('held', '=', true)
          .groupBy('event_id')
          .execute(),
      ])
    : [[], []];
  const openBets = new Map(bets.map((row) => [row.event_id, Number(row.bets)]));
  const heldMarkets = new Map(held.map((row) => [row.event_id, Number(row.held)]));
  return {
    list: events.map((e) => ({
      event_id: e.id,
      sport: e.sport,
      competition: e.competition,
      home: e.home,
      away: e.away,
      starts_at: new Date(e.starts_at).getTime(),
      status: e.status,
      score: e.score_home === null || e.score_away === null ? null : `${e.score_home}-${e.score_away}`,
      clock: e.clock,
      open_bets: openBets.get(e.id) ?? 0,
      held_markets: heldMarkets.get(e.id) ?? 0,
    })),
    next: last && events.length === SPORTS_EVENTS_PAGE ? cursorOf(new Date(last.starts_at).getTime(), last.id) : null,
  };
}
