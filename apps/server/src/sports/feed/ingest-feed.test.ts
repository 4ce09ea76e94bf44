import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { applyFeedMessage, type EventFeedState, type FeedMessage } from '../feed-messages.ts';
import { rebookSelections } from '../margin.ts';
import { loadEventState } from '../store/event-state-store.ts';
import { upsertFixtures } from '../store/upsert-fixtures.ts';
import type { Fixture } from './feed-adapter.ts';
import { ingestFeedMessage } from './ingest-feed-message.ts';
import { ingestSnapshot } from './ingest-snapshot.ts';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database?.drop());

const PRODUCER = 'test-feed';
let fixtureNo = 0;

async function newEvent(): Promise<string> {
  fixtureNo += 1;
  const fixture: Fixture = {
    eventId: `t:${fixtureNo}`,
    sport: 'football',
    competition: { id: 't:league', name: 'Test League', country: 'IN' },
    home: 'Mumbai City',
    away: 'Bengaluru',
    startsAt: '2026-11-29T12:00:00.000Z',
  };
  expect(await upsertFixtures(db, PRODUCER, [fixture])).toBe(1);
  return fixture.eventId;
}

const oddsChange = (eventId: string, version: number, home: bigint, extra: Partial<FeedMessage> = {}): FeedMessage =>
  ({
    type: 'odds_change',
    eventId,
    version,
    timestamp: Date.UTC(2026, 10, 29, 11, 0, version),
    markets: [
      {
        marketId: `${eventId}:1x2`,
        spec: { type: '1x2' },
        status: 'active',
        outcomes: [
          { key: 'home', odds: home, active: true },
          { key: 'draw', odds: 340n, active: true },
          { key: 'away', odds: 400n, active: true },
        ],
      },
      {
        marketId: `${eventId}:ah`,
        spec: { type: 'asian_handicap', line: -1n },
        status: 'active',
        outcomes: [
          { key: 'home', odds: 195n, active: true },
          { key: 'away', odds: 190n, active: true },
        ],
      },
    ],
    ...extra,
  }) as FeedMessage;

const settlement = (eventId: string, version: number, homeWins: boolean): FeedMessage => ({
  type: 'bet_settlement',
  eventId,
  version,
  timestamp: Date.UTC(2026, 10, 29, 14, 0, version),
  markets: [
    {
      marketId: `${eventId}:1x2`,
      outcomes: [
        { key: 'home', result: homeWins ? 1 : 0, voidFactor: 0 },
        { key: 'draw', result: 0, voidFactor: 0 },
        { key: 'away', result: homeWins ? 0 : 1, voidFactor: 0 },
      ],
    },
    {
      marketId: `${eventId}:ah`,
      outcomes: [
        { key: 'home', result: 1, voidFactor: 0.5, deadHeat: { num: 1n, den: 2n } },
        { key: 'away', result: 0, voidFactor: 0.5 },
      ],
    },
  ],
});

const stored = async (eventId: string) => (await loadEventState(db, eventId))!;
const homeOdds = (state: EventFeedState, eventId: string) =>
  state.markets[`${eventId}:1x2`]!.selections.find((s) => s.key === 'home')!.odds;
const settlementNo = async (marketId: string) =>
  (await db.selectFrom('sports_markets').select('settlement_no').where('id', '=', marketId).executeTakeFirstOrThrow())
    .settlement_no;

describe('feed ingestion', () => {
  it('stores what the core computes, so a loaded event equals the message applied in memory', async () => {
    const id = await newEvent();
    const message = oddsChange(id, 1, 210n, {
      eventStatus: { kind: 'live', score: { home: 1, away: 0 }, clock: "34'" },
    } as Partial<FeedMessage>);
    const before = await stored(id);
    expect(before.event.version).toBe(0);
    expect(await ingestFeedMessage(db, PRODUCER, message)).toMatchObject({ outcome: 'applied', resyncNeeded: false });
    expect(await stored(id)).toEqual(applyFeedMessage(before, message).state);
  });

  it("offers the markets a message prices at the book's own margin, when one is set", async () => {
    const id = await newEvent();
    const message = oddsChange(id, 1, 210n);
    await ingestFeedMessage(db, PRODUCER, message, { priceMarginBp: 0 });
    const held = await stored(id);
    const feed = applyFeedMessage(held, message).state;
    for (const marketId of [`${id}:1x2`, `${id}:ah`]) {
      expect(held.markets[marketId]!.selections).toEqual(rebookSelections(feed.markets[marketId]!.selections, 0));
    }
    // The feed's 2 % margin is given back: 2.10 becomes 2.14.
    expect(homeOdds(held, id)).toBe(214n);
    // Without a margin the next message's prices are stored as the feed gave them.
    await ingestFeedMessage(db, PRODUCER, oddsChange(id, 2, 230n), { priceMarginBp: null });
    expect(homeOdds(await stored(id), id)).toBe(230n);
  });

  it('ignores a repeated or late message, and marks a skipped version for a snapshot', async () => {
    const id = await newEvent();
    await ingestFeedMessage(db, PRODUCER, oddsChange(id, 1, 200n));
    expect(await ingestFeedMessage(db, PRODUCER, oddsChange(id, 3, 230n))).toMatchObject({ resyncNeeded: true });
    const afterThree = await stored(id);
    expect(await ingestFeedMessage(db, PRODUCER, oddsChange(id, 2, 210n))).toEqual({ outcome: 'stale', current: 3 });
    expect(await ingestFeedMessage(db, PRODUCER, oddsChange(id, 3, 230n))).toEqual({ outcome: 'stale', current: 3 });
    expect(await stored(id)).toEqual(afterThree);
    expect(homeOdds(afterThree, id)).toBe(230n);
    const event = await db.selectFrom('sports_events').select('resync_needed').where('id', '=', id).executeTakeFirstOrThrow();
    expect(event.resync_needed).toBe(true);
    const log = await db
      .selectFrom('sports_feed_messages')
      .select(['version', 'outcome'])
      .where('event_id', '=', id)
      .orderBy('version')
      .execute();
    expect(log).toEqual([
      { version: 1, outcome: 'applied' },
      { version: 2, outcome: 'stale' },
      { version: 3, outcome: 'applied' },
    ]);
  });

  it('stores results with void and dead-heat factors, and counts settlements, resettlements and rollbacks', async () => {
    const id = await newEvent();
    await ingestFeedMessage(db, PRODUCER, oddsChange(id, 1, 200n));
    const settled = await ingestFeedMessage(db, PRODUCER, settlement(id, 2, true));
    expect(settled).toMatchObject({ outcome: 'applied', effects: [{ kind: 'settle_market' }, { kind: 'settle_market' }] });
    const rows = await db
      .selectFrom('sports_selections')
      .select(['key', 'result', 'void_factor', 'dead_heat_num', 'dead_heat_den'])
      .where('market_id', '=', `${id}:ah`)
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'away', result: 'half_lose', void_factor: '0.5', dead_heat_num: 1n, dead_heat_den: 1n },
      { key: 'home', result: 'half_win', void_factor: '0.5', dead_heat_num: 1n, dead_heat_den: 2n },
    ]);
    expect(await settlementNo(`${id}:1x2`)).toBe(1);

    // The same results again book nothing; corrected ones resettle; a rollback clears them.
    expect(await ingestFeedMessage(db, PRODUCER, settlement(id, 3, true))).toMatchObject({ effects: [] });
    expect(await settlementNo(`${id}:1x2`)).toBe(1);
    expect(await ingestFeedMessage(db, PRODUCER, settlement(id, 4, false))).toMatchObject({
      effects: [{ kind: 'resettle_market', marketId: `${id}:1x2` }],
    });
    expect(await settlementNo(`${id}:1x2`)).toBe(2);
    expect((await stored(id)).settlements[`${id}:1x2`]!.away!.result).toBe('win');
    await ingestFeedMessage(db, PRODUCER, {
      type: 'rollback_bet_settlement',
      eventId: id,
      version: 5,
      timestamp: 5,
      marketIds: [`${id}:1x2`],
    });
    const rolled = await stored(id);
    expect(rolled.settlements[`${id}:1x2`]).toBeUndefined();
    expect(rolled.markets[`${id}:1x2`]!.status).toBe('suspended');
    expect(await settlementNo(`${id}:1x2`)).toBe(3);
    // Odds for a settled market are ignored, as the core decides.
    await ingestFeedMessage(db, PRODUCER, oddsChange(id, 6, 150n));
    expect((await stored(id)).markets[`${id}:ah`]!.status).toBe('settled');
  });

  it('keeps a selection a market no longer offers, inactive, and cancels the event with its open markets', async () => {
    const id = await newEvent();
    await ingestFeedMessage(db, PRODUCER, oddsChange(id, 1, 200n));
    const narrowed = oddsChange(id, 2, 200n);
    if (narrowed.type === 'odds_change') narrowed.markets[0]!.outcomes.pop();
    await ingestFeedMessage(db, PRODUCER, narrowed);
    const selections = await db
      .selectFrom('sports_selections')
      .select(['key', 'active'])
      .where('market_id', '=', `${id}:1x2`)
      .orderBy('key')
      .execute();
    expect(selections).toEqual([
      { key: 'away', active: false },
      { key: 'draw', active: true },
      { key: 'home', active: true },
    ]);
    expect(
      await ingestFeedMessage(db, PRODUCER, { type: 'fixture_change', eventId: id, version: 3, timestamp: 3, cancelled: true }),
    ).toMatchObject({ effects: [{ kind: 'event_cancelled' }] });
    const cancelled = await stored(id);
    expect(cancelled.event.status).toEqual({ kind: 'cancelled' });
    expect(Object.values(cancelled.markets).map((m) => m.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('answers unknown_event for an event the store does not hold, and adds a fixture once', async () => {
    expect(await ingestFeedMessage(db, PRODUCER, oddsChange('t:nowhere', 1, 200n))).toEqual({ outcome: 'unknown_event' });
    const id = await newEvent();
    const again = await upsertFixtures(db, PRODUCER, [
      {
        eventId: id,
        sport: 'football',
        competition: { id: 't:league', name: 'Test League', country: 'IN' },
        home: 'Other',
        away: 'Names',
        startsAt: '2030-01-01T00:00:00.000Z',
      },
    ]);
    expect(again).toBe(0);
    expect((await stored(id)).event.home).toBe('Mumbai City');
  });

  it('recovers a missed settlement from a snapshot, and ignores an older snapshot', async () => {
    const id = await newEvent();
    await ingestFeedMessage(db, PRODUCER, oddsChange(id, 1, 200n));
    // The feed went on to version 4 (a settlement among what was missed); the book saw only version 1, then 4.
    let feed = (await stored(id)) as EventFeedState;
    for (const m of [oddsChange(id, 2, 190n), settlement(id, 3, true), oddsChange(id, 4, 180n)]) {
      feed = applyFeedMessage(feed, m).state;
    }
    await ingestFeedMessage(db, PRODUCER, oddsChange(id, 4, 180n));
    expect((await stored(id)).settlements).toEqual({});
    const recovered = await ingestSnapshot(db, PRODUCER, feed, 4);
    expect(recovered).toMatchObject({
      outcome: 'applied',
      effects: [
        { kind: 'settle_market', marketId: `${id}:1x2` },
        { kind: 'settle_market', marketId: `${id}:ah` },
      ],
    });
    expect(await stored(id)).toEqual(feed);
    expect(await settlementNo(`${id}:ah`)).toBe(1);
    const older = { ...feed, event: { ...feed.event, version: 2 }, settlements: {} };
    expect(await ingestSnapshot(db, PRODUCER, older, 5)).toEqual({ outcome: 'stale', current: 4 });
    expect(await settlementNo(`${id}:ah`)).toBe(1);
  });

  it('applies each version once when nodes ingest the same messages at the same time', async () => {
    const id = await newEvent();
    const messages = [oddsChange(id, 1, 200n), oddsChange(id, 2, 205n), settlement(id, 3, true), oddsChange(id, 4, 150n)];
    // Two nodes each send every message, in order, concurrently with each other.
    const node = async () => {
      const results = [];
      for (const m of messages) results.push(await ingestFeedMessage(db, PRODUCER, m));
      return results;
    };
    const [a, b] = await Promise.all([node(), node()]);
    const applied = [...a!, ...b!].filter((r) => r.outcome === 'applied');
    const settles = applied.flatMap((r) => (r.outcome === 'applied' ? r.effects : [])).filter((e) => e.kind === 'settle_market');
    expect(settles).toHaveLength(2);
    expect(await settlementNo(`${id}:1x2`)).toBe(1);
    const final = await stored(id);
    expect(final.event.version).toBe(4);
    const log = await db.selectFrom('sports_feed_messages').select('version').where('event_id', '=', id).execute();
    expect(log.map((r) => r.version).sort()).toEqual([1, 2, 3, 4]);
  });
});
