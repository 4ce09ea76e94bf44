import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { resettleBets } from '../betting/resettle-bets.ts';
import { settleBets } from '../betting/settle-bets.ts';
import type { Fixture } from '../feed/feed-adapter.ts';
import { ingestFeedMessage } from '../feed/ingest-feed-message.ts';
import type { FeedMessage } from '../feed-messages.ts';
import type { SportsRooms } from '../realtime/sports-rooms.ts';
import { upsertFixtures } from '../store/upsert-fixtures.ts';

/** The producer of events a browser test sends, apart from any feed the server reads. */
const TEST_HOOK_PRODUCER = 'test-hook';

type HookBody = { fixture?: Fixture; message?: FeedMessage };

/** JSON has no bigint: the message's odds come as whole hundredths. */
function withBigintOdds(message: FeedMessage): FeedMessage {
  if (message.type !== 'odds_change') return message;
  return {
    ...message,
    markets: message.markets.map((m) => ({ ...m, outcomes: m.outcomes.map((o) => ({ ...o, odds: BigInt(o.odds) })) })),
  };
}

/**
 * A feed for browser tests (TEST_HOOKS=1, never in production): a fixture and a feed message in the book's own shape,
 * applied as the feed's round applies one, then the bets settled and the event announced to the pages.
 */
export function registerSportsTestHooks(http: FastifyInstance, db: Db, rooms: SportsRooms): void {
  http.post<{ Body: HookBody }>('/house/api/__test/sports-feed', async (request, reply) => {
    const { fixture, message } = request.body ?? {};
    try {
      if (fixture) await upsertFixtures(db, TEST_HOOK_PRODUCER, [fixture]);
      const result = message ? await ingestFeedMessage(db, TEST_HOOK_PRODUCER, withBigintOdds(message)) : null;
      await settleBets(db);
      await resettleBets(db);
      const eventId = message?.eventId ?? fixture?.eventId;
      if (eventId) await rooms.announce([eventId]);
      return { outcome: result?.outcome ?? null };
    } catch (error) {
      return reply.code(400).send({ error: String(error) });
    }
  });
}
