import { describe, expect, it } from 'vitest';
import type { EventFeedState } from '../feed-messages.ts';
import type { SelectionOutcome } from '../model.ts';
import { reconcileSnapshot } from './reconcile-snapshot.ts';

const win: SelectionOutcome = { result: 'win', deadHeat: { num: 1n, den: 1n } };
const lose: SelectionOutcome = { result: 'lose', deadHeat: { num: 1n, den: 1n } };
const halfDeadHeat: SelectionOutcome = { result: 'win', deadHeat: { num: 1n, den: 2n } };

const state = (version: number, settlements: EventFeedState['settlements'], cancelled = false): EventFeedState => ({
  event: {
    id: 'e1',
    sport: 'football',
    competitionId: 'c1',
    home: 'Home',
    away: 'Away',
    status: cancelled ? { kind: 'cancelled' } : { kind: 'ended', score: { home: 1, away: 0 } },
    version,
  },
  markets: {
    m1: { id: 'm1', eventId: 'e1', spec: { type: 'match_winner' }, status: 'settled', selections: [] },
    m2: { id: 'm2', eventId: 'e1', spec: { type: 'both_teams_to_score' }, status: 'settled', selections: [] },
    m3: { id: 'm3', eventId: 'e1', spec: { type: '1x2' }, status: 'settled', selections: [] },
  },
  settlements,
});

describe('reconcileSnapshot', () => {
  it('settles what the book missed, resettles what changed, rolls back what the feed no longer holds', () => {
    const book = state(3, { m1: { home: win, away: lose }, m2: { yes: lose, no: win } });
    const feed = state(7, { m1: { home: lose, away: win }, m3: { home: win, draw: lose, away: lose } });
    const { state: next, effects } = reconcileSnapshot(book, feed);
    expect(effects).toEqual([
      { kind: 'resettle_market', marketId: 'm1', outcomes: { home: lose, away: win } },
      { kind: 'rollback_market', marketId: 'm2' },
      { kind: 'settle_market', marketId: 'm3', outcomes: { home: win, draw: lose, away: lose } },
    ]);
    expect(next.settlements).toEqual(feed.settlements);
    expect(next.event.version).toBe(7);
  });

  it('books nothing for the same results, tells a dead heat apart, and reports a cancellation', () => {
    const book = state(3, { m1: { home: win, away: lose } });
    expect(reconcileSnapshot(book, state(4, { m1: { home: win, away: lose } })).effects).toEqual([]);
    expect(reconcileSnapshot(book, state(4, { m1: { home: halfDeadHeat, away: lose } })).effects).toMatchObject([
      { kind: 'resettle_market', marketId: 'm1' },
    ]);
    expect(reconcileSnapshot(book, state(4, { m1: { home: win, away: lose } }, true)).effects).toEqual([
      { kind: 'event_cancelled' },
    ]);
  });

  it('ignores an older snapshot and keeps unchanged markets as they were', () => {
    const book = state(5, { m1: { home: win, away: lose } });
    const older = reconcileSnapshot(book, state(4, {}));
    expect(older.state).toBe(book);
    expect(older.effects).toEqual([{ kind: 'ignored_stale', version: 4, current: 5 }]);
    const same = reconcileSnapshot(book, state(5, { m1: { home: win, away: lose } }));
    expect(same.state.markets.m1).toBe(book.markets.m1);
  });
});
