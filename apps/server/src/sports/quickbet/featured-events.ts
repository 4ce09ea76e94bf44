import type { HouseCallRequest, HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { QUICKBET_MOST_EVENTS, type sportsFeaturedCall } from '@casino/contract/house/sports-quickbet-calls.ts';
import type { Db } from '../../db/database.ts';
import { LOBBY_HORIZON_MS } from '../book/sports-lobby.ts';
import { readEventViews } from '../book/sports-views.ts';

type FeaturedReply = HouseCallResponse<typeof sportsFeaturedCall>;

/** How long one node keeps an answer: the page is public and polls, and the prices' news waits at most this long. */
export const FEATURED_CACHE_MS = 3_000;

/**
 * The quick-bet page's events (docs/decisions/0067): the live ones first, then the next to start within the lobby's
 * horizon, of one sport or of all, each with its main markets. Only events with a market open to bets are shown: a
 * featured event without a price is no use.
 */
export async function featuredEvents(
  db: Db,
  body: HouseCallRequest<typeof sportsFeaturedCall>,
  now: number,
): Promise<FeaturedReply> {
  let query = db
    .selectFrom('sports_events as e')
    .select('e.id')
    .where('e.status', 'in', ['live', 'scheduled'])
    .where('e.starts_at', '<=', new Date(now + LOBBY_HORIZON_MS))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sports_markets as m')
          .select('m.id')
          .whereRef('m.event_id', '=', 'e.id')
          .where('m.status', '=', 'open')
          .where('m.held', '=', false),
      ),
    );
  if (body.sport) query = query.where('e.sport', '=', body.sport);
  const ids = await query
    .orderBy((eb) => eb.case().when('e.status', '=', 'live').then(0).else(1).end())
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .limit(QUICKBET_MOST_EVENTS)
    .execute();
  return {
    server_time: now,
    events: await readEventViews(
      db,
      ids.map((row) => row.id),
      false,
    ),
  };
}

/** featuredEvents kept FEATURED_CACHE_MS per sport on this node, one read at a time per sport. */
export function cachedFeaturedEvents(db: Db, now: () => number) {
  const kept = new Map<string, { until: number; reply: Promise<FeaturedReply> }>();
  return (body: HouseCallRequest<typeof sportsFeaturedCall>): Promise<FeaturedReply> => {
    const key = body.sport ?? '';
    const at = now();
    const hit = kept.get(key);
    if (hit && hit.until > at) return hit.reply;
    const reply = featuredEvents(db, body, at);
    kept.set(key, { until: at + FEATURED_CACHE_MS, reply });
    reply.catch(() => kept.delete(key));
    return reply;
  };
}
