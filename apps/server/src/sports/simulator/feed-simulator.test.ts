import { describe, expect, it } from 'vitest';
import { applyFeedMessage, type EventFeedState, type FeedMessage } from '../feed-messages.ts';
import { impliedTotal } from '../margin.ts';
import { SPORTS } from '../model.ts';
import { FeedSimulator } from './feed-simulator.ts';

const NOW = Date.parse('2026-11-28T11:00:00Z');
const DAY = 86_400_000;
const settings = { seed: 'test-seed', samples: 200 };

const empty = (sim: FeedSimulator, eventId: string): EventFeedState => {
  const f = sim.script(eventId)!.fixture;
  return {
    event: {
      id: f.eventId,
      sport: f.sport,
      competitionId: f.competition.id,
      home: f.home,
      away: f.away,
      status: { kind: 'scheduled', startsAt: f.startsAt },
      version: 0,
    },
    markets: {},
    settlements: {},
  };
};

/** Every message of an event up to a time, through the pure core, as a book that missed nothing would hold it. */
function replay(sim: FeedSimulator, eventId: string, until: number) {
  const script = sim.script(eventId)!;
  let state = empty(sim, eventId);
  const messages: FeedMessage[] = [];
  for (let v = 1; v <= script.versionAt(until); v++) {
    const message = script.message(v);
    messages.push(message);
    state = applyFeedMessage(state, message).state;
  }
  return { state, messages };
}

describe('feed simulator', () => {
  it('publishes the same fixtures and messages for the same seed, and others for another', async () => {
    const a = new FeedSimulator(settings);
    const b = new FeedSimulator(settings);
    const fixtures = await a.fixtures(NOW - DAY, NOW + 3 * DAY);
    expect(await b.fixtures(NOW - DAY, NOW + 3 * DAY)).toEqual(fixtures);
    const id = fixtures.find((f) => f.sport === 'football' && Date.parse(f.startsAt) < NOW - 6 * 3_600_000)!.eventId;
    expect(await b.messagesSince(id, 0, NOW)).toEqual(await a.messagesSince(id, 0, NOW));
    const other = await new FeedSimulator({ ...settings, seed: 'another' }).fixtures(NOW - DAY, NOW + 3 * DAY);
    expect(other.map((f) => `${f.home}-${f.away}-${f.startsAt}`)).not.toEqual(
      fixtures.map((f) => `${f.home}-${f.away}-${f.startsAt}`),
    );
  });

  it('lays out fixtures of every sport over the coming days, two different sides each', async () => {
    const fixtures = await new FeedSimulator(settings).fixtures(NOW, NOW + 3 * DAY);
    expect(new Set(fixtures.map((f) => f.sport))).toEqual(new Set(SPORTS));
    expect(fixtures.length).toBeGreaterThan(90);
    for (const f of fixtures) {
      expect(f.home).not.toBe(f.away);
      expect(Date.parse(f.startsAt)).toBeGreaterThanOrEqual(NOW);
      expect(Date.parse(f.startsAt)).toBeLessThanOrEqual(NOW + 3 * DAY);
    }
  });

  it('prices every full market with the multiplicative margin, rounded down', async () => {
    const sim = new FeedSimulator(settings);
    const fixtures = await sim.fixtures(NOW, NOW + DAY);
    for (const sport of SPORTS) {
      const id = fixtures.find((f) => f.sport === sport)!.eventId;
      const [first] = await sim.messagesSince(id, 0, NOW);
      expect(first?.type).toBe('odds_change');
      if (first?.type !== 'odds_change') continue;
      for (const market of first.markets) {
        if (!market.outcomes.every((o) => o.active)) continue;
        const book = impliedTotal(market.outcomes.map((o) => o.odds));
        // 6% margin; rounding each price down adds under 0.01 / price per selection.
        expect(Number(book.num) / Number(book.den)).toBeGreaterThanOrEqual(1.06 - 1e-9);
        expect(Number(book.num) / Number(book.den)).toBeLessThan(1.06 + 0.01 * market.outcomes.length);
      }
    }
  });

  it('plays a match live: versions in order, betting stopped around incidents, then ended and settled from the score', async () => {
    const sim = new FeedSimulator(settings);
    const fixtures = await sim.fixtures(NOW - DAY, NOW - 6 * 3_600_000);
    for (const sport of SPORTS) {
      const id = fixtures.find((f) => f.sport === sport && !sim.script(f.eventId)!.cancelled)!.eventId;
      const { state, messages } = replay(sim, id, NOW);
      messages.forEach((m, i) => {
        expect(m.version).toBe(i + 1);
        if (i > 0) expect(m.timestamp).toBeGreaterThanOrEqual(messages[i - 1]!.timestamp);
      });
      // Each bet stop before the end is followed by fresh prices with the new score.
      const scores = messages.map((m) =>
        m.type === 'odds_change' && m.eventStatus?.kind === 'live' ? m.eventStatus.score : null,
      );
      const end = messages.findIndex((m) => m.type === 'odds_change' && m.eventStatus?.kind === 'ended');
      const stops = messages.flatMap((m, i) => (m.type === 'bet_stop' && i < end ? [i] : []));
      expect(stops.length).toBeGreaterThan(0);
      for (const i of stops) expect(messages[i + 1]!.type).toBe('odds_change');
      expect(scores.filter(Boolean).length).toBeGreaterThan(1);
      expect(state.event.status.kind).toBe('ended');
      const final = state.event.status.kind === 'ended' ? state.event.status.score : null;
      expect(Object.values(state.markets).every((m) => m.status === 'settled')).toBe(true);
      const winnerMarket = Object.keys(state.settlements).find((k) => k.includes(':1x2') || k.includes(':match_winner'))!;
      const won = Object.entries(state.settlements[winnerMarket]!)
        .filter(([, o]) => o.result === 'win')
        .map(([k]) => k);
      const corrected = messages.some((m) => m.type === 'rollback_bet_settlement');
      if (!corrected && final && final.home !== final.away) expect(won).toEqual([final.home > final.away ? 'home' : 'away']);
    }
  });

  it('gives a snapshot equal to replaying every message, before, during and after a match and a correction', async () => {
    const sim = new FeedSimulator(settings);
    const fixtures = await sim.fixtures(NOW - 3 * DAY, NOW - DAY);
    const corrected = fixtures.find((f) => sim.script(f.eventId)!.entries.some((e) => e.kind === 'rollback'))!;
    const cancelled = fixtures.find((f) => sim.script(f.eventId)!.cancelled)!;
    for (const fixture of [corrected, cancelled]) {
      const script = sim.script(fixture.eventId)!;
      for (const entry of script.entries.filter((_, i) => i % 3 === 0 || i >= script.entries.length - 4)) {
        expect(await sim.snapshot(fixture.eventId, entry.at)).toEqual(replay(sim, fixture.eventId, entry.at).state);
      }
    }
    const rolled = replay(sim, corrected.eventId, NOW);
    expect(rolled.messages.map((m) => m.type).slice(-3)).toEqual(['bet_settlement', 'rollback_bet_settlement', 'bet_settlement']);
    expect(replay(sim, cancelled.eventId, NOW).state.event.status).toEqual({ kind: 'cancelled' });
  });

  it('hands a feed far behind only its latest message, so that it asks for a snapshot', async () => {
    const sim = new FeedSimulator(settings);
    const id = (await sim.fixtures(NOW - DAY, NOW - 6 * 3_600_000)).find((f) => f.sport === 'tennis')!.eventId;
    const reached = sim.script(id)!.versionAt(NOW);
    expect((await sim.messagesSince(id, 0, NOW)).map((m) => m.version)).toEqual([reached]);
    expect((await sim.messagesSince(id, reached - 3, NOW)).map((m) => m.version)).toEqual([reached - 2, reached - 1, reached]);
    expect(await sim.messagesSince(id, reached, NOW)).toEqual([]);
    expect(await sim.messagesSince('sim:golf:1:1', 0, NOW)).toEqual([]);
  });
});
