import { describe, expect, it } from 'vitest';
import type { EventFeedState, FeedMessage } from './feed-messages.ts';
import { applyFeedMessage, deadHeatFromFeed, outcomeFromFeed } from './feed-messages.ts';

const start: EventFeedState = {
  event: {
    id: 'e1',
    sport: 'football',
    competitionId: 'c1',
    home: 'Mumbai City',
    away: 'Bengaluru',
    status: { kind: 'scheduled', startsAt: '2026-11-28T12:00:00Z' },
    version: 0,
  },
  markets: {},
  settlements: {},
};

const odds = (version: number, home: bigint): FeedMessage => ({
  type: 'odds_change',
  eventId: 'e1',
  version,
  timestamp: version,
  markets: [
    {
      marketId: 'e1-1x2',
      spec: { type: '1x2' },
      status: 'active',
      outcomes: [
        { key: 'home', odds: home, active: true },
        { key: 'draw', odds: 340n, active: true },
        { key: 'away', odds: 400n, active: true },
      ],
    },
  ],
});
const settle = (version: number, homeResult: 0 | 1): FeedMessage => ({
  type: 'bet_settlement',
  eventId: 'e1',
  version,
  timestamp: version,
  markets: [
    {
      marketId: 'e1-1x2',
      outcomes: [
        { key: 'home', result: homeResult, voidFactor: 0 },
        { key: 'draw', result: 0, voidFactor: 0 },
        { key: 'away', result: homeResult === 1 ? 0 : 1, voidFactor: 0 },
      ],
    },
  ],
});

const run = (messages: FeedMessage[], state = start) =>
  messages.reduce(
    (acc, m) => {
      const next = applyFeedMessage(acc.state, m);
      return { state: next.state, effects: [...acc.effects, ...next.effects] };
    },
    { state, effects: [] as ReturnType<typeof applyFeedMessage>['effects'] },
  );

const homeOdds = (s: EventFeedState) => s.markets['e1-1x2']!.selections.find((x) => x.key === 'home')!.odds;

describe('applyFeedMessage', () => {
  it('applies odds changes in order and keeps the highest version', () => {
    const { state } = run([odds(1, 200n), odds(2, 210n)]);
    expect(homeOdds(state)).toBe(210n);
    expect(state.event.version).toBe(2);
    expect(state.markets['e1-1x2']!.status).toBe('open');
  });

  it('ignores a late message and a duplicate, and does not change the state object', () => {
    const { state, effects } = run([odds(1, 200n), odds(3, 230n), odds(2, 210n), odds(3, 230n)]);
    expect(homeOdds(state)).toBe(230n);
    expect(effects).toEqual([
      { kind: 'resync_needed', missedFrom: 2, missedTo: 2 },
      { kind: 'ignored_stale', version: 2, current: 3 },
      { kind: 'ignored_stale', version: 3, current: 3 },
    ]);
    expect(start.event.version).toBe(0);
    expect(start.markets).toEqual({});
  });

  it('suspends open markets on bet_stop, and a later odds change reopens them', () => {
    const stopped = run([odds(1, 200n), { type: 'bet_stop', eventId: 'e1', version: 2, timestamp: 2 }]).state;
    expect(stopped.markets['e1-1x2']!.status).toBe('suspended');
    // A bet stop replayed after newer odds must not suspend again.
    const reopened = run([odds(3, 190n), { type: 'bet_stop', eventId: 'e1', version: 2, timestamp: 2 }], stopped).state;
    expect(reopened.markets['e1-1x2']!.status).toBe('open');
  });

  it('settles once; a duplicate settlement is ignored; a different one asks for resettlement', () => {
    const first = run([odds(1, 200n), settle(2, 1), settle(2, 1)]);
    expect(first.effects.map((e) => e.kind)).toEqual(['settle_market', 'ignored_stale']);
    expect(first.state.markets['e1-1x2']!.status).toBe('settled');
    const same = run([settle(3, 1)], first.state);
    expect(same.effects).toEqual([]);
    const corrected = run([settle(3, 0)], first.state);
    expect(corrected.effects).toMatchObject([{ kind: 'resettle_market', marketId: 'e1-1x2' }]);
    expect(corrected.effects[0]).toMatchObject({ outcomes: { away: { result: 'win' }, home: { result: 'lose' } } });
  });

  it('keeps a settled market final against odds changes, until a rollback', () => {
    const settled = run([odds(1, 200n), settle(2, 1), odds(3, 150n)]).state;
    expect(settled.markets['e1-1x2']!.status).toBe('settled');
    expect(homeOdds(settled)).toBe(200n);
    const rolled = run(
      [{ type: 'rollback_bet_settlement', eventId: 'e1', version: 4, timestamp: 4, marketIds: ['e1-1x2'] }],
      settled,
    );
    expect(rolled.effects).toEqual([{ kind: 'rollback_market', marketId: 'e1-1x2' }]);
    expect(rolled.state.markets['e1-1x2']!.status).toBe('suspended');
    expect(rolled.state.settlements['e1-1x2']).toBeUndefined();
    const again = run([settle(5, 0)], rolled.state);
    expect(again.effects.map((e) => e.kind)).toEqual(['settle_market']);
  });

  it('moves a fixture and cancels an event with its unsettled markets', () => {
    const moved = run([{ type: 'fixture_change', eventId: 'e1', version: 1, timestamp: 1, startsAt: '2026-11-29T12:00:00Z' }]);
    expect(moved.state.event.status).toEqual({ kind: 'scheduled', startsAt: '2026-11-29T12:00:00Z' });
    const cancelled = run(
      [odds(2, 200n), { type: 'fixture_change', eventId: 'e1', version: 3, timestamp: 3, cancelled: true }],
      moved.state,
    );
    expect(cancelled.state.event.status).toEqual({ kind: 'cancelled' });
    expect(cancelled.state.markets['e1-1x2']!.status).toBe('cancelled');
    expect(cancelled.effects).toEqual([{ kind: 'event_cancelled' }]);
  });

  it('takes the live score and clock from odds changes', () => {
    const live = run([
      { ...odds(1, 200n), eventStatus: { kind: 'live', score: { home: 1, away: 0 }, clock: "63'" } } as FeedMessage,
    ]);
    expect(live.state.event.status).toEqual({ kind: 'live', score: { home: 1, away: 0 }, clock: "63'" });
  });
});

describe('feed outcome translation', () => {
  it.each([
    [1, 0, 'win'],
    [0, 0, 'lose'],
    [1, 0.5, 'half_win'],
    [0, 0.5, 'half_lose'],
    [1, 1, 'void'],
    [0, 1, 'void'],
  ] as const)('result %i with void factor %s is %s', (result, voidFactor, expected) => {
    expect(outcomeFromFeed({ key: 'x', result, voidFactor }).result).toBe(expected);
  });

  it('reads dead-heat factors exactly when they are 1/n', () => {
    expect(deadHeatFromFeed(0.5)).toEqual({ num: 1n, den: 2n });
    expect(deadHeatFromFeed(1 / 3)).toEqual({ num: 1n, den: 3n });
    expect(deadHeatFromFeed(0.4)).toEqual({ num: 400_000n, den: 1_000_000n });
    expect(() => deadHeatFromFeed(0)).toThrow();
    expect(outcomeFromFeed({ key: 'x', result: 1, voidFactor: 0, deadHeat: { num: 1n, den: 2n } }).deadHeat).toEqual({
      num: 1n,
      den: 2n,
    });
  });
});
