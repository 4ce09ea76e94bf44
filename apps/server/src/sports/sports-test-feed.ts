/** Feed messages for tests and benchmarks: events offered, repriced and settled as a feed would send them. */
import type { Db } from '../db/database.ts';
import { ingestFeedMessage } from './feed/ingest-feed-message.ts';
import type { FeedMessage } from './feed-messages.ts';
import type { EventStatus } from './model.ts';
import { upsertFixtures } from './store/upsert-fixtures.ts';

/** Test events come from this producer, apart from any feed a server runs. */
export const TEST_PRODUCER = 'test-feed';

let versions = 0;
const nextVersion = () => {
  versions += 1;
  return versions;
};

/** A tennis event with a match-winner market at the given prices (hundredths), from TEST_PRODUCER. */
export async function offerTestEvent(
  db: Db,
  eventId: string,
  prices: { home: bigint; away: bigint },
  status: EventStatus = { kind: 'scheduled', startsAt: new Date(Date.now() + 3_600_000).toISOString() },
): Promise<{ marketId: string }> {
  await upsertFixtures(db, TEST_PRODUCER, [
    {
      eventId,
      sport: 'tennis',
      competition: { id: 'test:open', name: 'Test Open', country: 'SG' },
      home: 'A. Sharma',
      away: 'K. Nguyen',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  ]);
  await reprice(db, eventId, prices, status);
  return { marketId: `${eventId}:mw` };
}

/** A new price (and status) of the event's match-winner market, as the feed sends it. */
export async function reprice(
  db: Db,
  eventId: string,
  prices: { home: bigint; away: bigint },
  status: EventStatus = { kind: 'scheduled', startsAt: new Date(Date.now() + 3_600_000).toISOString() },
  marketStatus: 'active' | 'suspended' = 'active',
): Promise<void> {
  const message: FeedMessage = {
    type: 'odds_change',
    eventId,
    version: nextVersion(),
    timestamp: Date.now(),
    eventStatus: status,
    markets: [
      {
        marketId: `${eventId}:mw`,
        spec: { type: 'match_winner' },
        status: marketStatus,
        outcomes: [
          { key: 'home', odds: prices.home, active: true },
          { key: 'away', odds: prices.away, active: true },
        ],
      },
    ],
  };
  const result = await ingestFeedMessage(db, TEST_PRODUCER, message);
  if (result.outcome !== 'applied') throw new Error(`feed message not applied: ${JSON.stringify(result)}`);
}

/** A correct-score market (scores up to 1-1 and `other`) on an offered event, every score at `odds`. */
export async function offerCorrectScore(db: Db, eventId: string, odds: bigint): Promise<{ marketId: string }> {
  const marketId = `${eventId}:cs`;
  const message: FeedMessage = {
    type: 'odds_change',
    eventId,
    version: nextVersion(),
    timestamp: Date.now(),
    markets: [
      {
        marketId,
        spec: { type: 'correct_score', maxGoals: 1 },
        status: 'active',
        outcomes: ['0-0', '1-0', '0-1', '1-1', 'other'].map((key) => ({ key, odds, active: true })),
      },
    ],
  };
  const result = await ingestFeedMessage(db, TEST_PRODUCER, message);
  if (result.outcome !== 'applied') throw new Error(`feed message not applied: ${JSON.stringify(result)}`);
  return { marketId };
}

/** The match-winner market settled: `winner` won. */
export async function settleTestEvent(db: Db, eventId: string, winner: 'home' | 'away'): Promise<void> {
  const result = await ingestFeedMessage(db, TEST_PRODUCER, {
    type: 'bet_settlement',
    eventId,
    version: nextVersion(),
    timestamp: Date.now(),
    markets: [
      {
        marketId: `${eventId}:mw`,
        outcomes: [
          { key: 'home', result: winner === 'home' ? 1 : 0, voidFactor: 0 },
          { key: 'away', result: winner === 'away' ? 1 : 0, voidFactor: 0 },
        ],
      },
    ],
  });
  if (result.outcome !== 'applied') throw new Error(`settlement not applied: ${JSON.stringify(result)}`);
}
