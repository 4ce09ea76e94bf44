import type { Db } from '../../db/database.ts';
import type { Fixture } from '../feed/feed-adapter.ts';

/**
 * Adds the feed's fixtures the store does not hold yet, with their competitions, at version 0. A known event is left
 * alone: its start, status and everything else change only through versioned messages (fixture_change), so a fixture
 * list read late cannot undo newer news. Answers how many events were new.
 */
export async function upsertFixtures(db: Db, producer: string, fixtures: readonly Fixture[]): Promise<number> {
  if (fixtures.length === 0) return 0;
  const competitions = new Map(fixtures.map((f) => [f.competition.id, f]));
  await db
    .insertInto('sports_competitions')
    .values(
      [...competitions.values()].map((f) => ({
        id: f.competition.id,
        sport: f.sport,
        name: f.competition.name,
        country: f.competition.country,
        producer,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const added = await db
    .insertInto('sports_events')
    .values(
      fixtures.map((f) => ({
        id: f.eventId,
        sport: f.sport,
        competition_id: f.competition.id,
        home: f.home,
        away: f.away,
        starts_at: f.startsAt,
        producer,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return added.length;
}
