import type { Fixture } from '../feed/feed-adapter.ts';
import type { EventFeedState, FeedMessage, FeedOutcomeSettlement } from '../feed-messages.ts';
import { applyFeedMessage } from '../feed-messages.ts';
import type { EventStatus, MarketSpec, SelectionResult } from '../model.ts';
import { settleSelection } from '../settle-selection.ts';
import { expectation, marketIdOf, priceMarkets, selectionKeys } from './pricing.ts';
import { seededRandom } from './seeded-random.ts';
import { type MatchState, SPORT_MODELS, type SportModel, START, type Strengths } from './sport-models.ts';

/**
 * One simulated event from publication to settlement: the whole match is drawn once from the seed, and the feed's
 * messages are laid out in time around it. Before the start prices move every few hours, then every quarter of an
 * hour; live, the clock runs `speed` times faster than real time, an incident (a goal, a wicket, the end of a quarter,
 * set or map) stops betting and the next message prices the new score; at the end the markets are settled a minute
 * later. A few events are cancelled before the start, and a few football results are corrected after settlement (a
 * rollback, then the corrected results). A message's version is its place in the script, so replays are exact.
 */
export type SimulatorSettings = { seed: string; speed: number; horizonMs: number; marginBp: number; samples: number };

type Entry =
  | { at: number; kind: 'prematch'; move: number }
  | { at: number; kind: 'live'; step: number }
  | { at: number; kind: 'stop' }
  | { at: number; kind: 'end' }
  | { at: number; kind: 'settle'; corrected: boolean }
  | { at: number; kind: 'rollback' }
  | { at: number; kind: 'cancel' };

const HOUR = 3_600_000;
const MINUTE = 60_000;

export class EventScript {
  readonly model: SportModel;
  readonly strengths: Strengths;
  readonly states: MatchState[];
  readonly specs: MarketSpec[];
  readonly entries: Entry[] = [];
  readonly cancelled: boolean;
  private readonly messages: FeedMessage[] = [];
  private readonly corrected: MatchState;

  constructor(
    readonly fixture: Fixture,
    private readonly settings: SimulatorSettings,
  ) {
    const id = fixture.eventId;
    this.model = SPORT_MODELS[fixture.sport];
    const match = seededRandom(settings.seed, id, 'match');
    this.strengths = this.model.strengths(match);
    this.states = [START];
    const incidents: boolean[] = [false];
    while (!this.states.at(-1)!.done) {
      const next = this.model.next(match, this.strengths, this.states.at(-1)!);
      this.states.push(next.state);
      incidents.push(next.incident);
    }
    const expected = expectation(this.model, seededRandom(settings.seed, id, 'lines'), this.strengths, START, 200);
    this.specs = this.model.markets(expected);

    const fate = seededRandom(settings.seed, id, 'fate')();
    const start = Date.parse(fixture.startsAt);
    const published = start - settings.horizonMs;
    this.cancelled = fate < 1 / 30;
    const final = this.states.at(-1)!;
    const correctable = this.model.sport === 'football' && final.home + final.away > 0 && fate > 1 - 1 / 20;
    // A goal taken away on review: the home side's if it scored, else the away side's.
    this.corrected = correctable
      ? { ...final, ...(final.home > 0 ? { home: final.home - 1 } : { away: final.away - 1 }) }
      : final;

    let move = 0;
    for (let at = published; at < start - HOUR; at += 3 * HOUR) this.entries.push({ at, kind: 'prematch', move: move++ });
    for (let at = Math.max(published, start - HOUR); at < start; at += 15 * MINUTE)
      this.entries.push({ at, kind: 'prematch', move: move++ });
    if (this.cancelled) {
      const at = start - 2 * HOUR;
      while (this.entries.length > 1 && this.entries.at(-1)!.at >= at) this.entries.pop();
      this.entries.push({ at: Math.max(at, this.entries.at(-1)!.at + 1), kind: 'cancel' });
      return;
    }
    const stepMs = (this.model.stepMinutes * MINUTE) / settings.speed;
    const timeOf = (step: number) => start + step * stepMs;
    this.entries.push({ at: start, kind: 'live', step: 0 });
    const last = this.states.length - 1;
    for (let step = 1; step <= last; step++) {
      if (incidents[step]) this.entries.push({ at: timeOf(step - 0.5), kind: 'stop' });
      if (step === last) break;
      if (incidents[step] || step % this.model.refreshEvery === 0) this.entries.push({ at: timeOf(step), kind: 'live', step });
    }
    const end = timeOf(last);
    this.entries.push(
      { at: end, kind: 'end' },
      { at: end + 1_000, kind: 'stop' },
      { at: end + MINUTE, kind: 'settle', corrected: false },
    );
    if (correctable) {
      this.entries.push({ at: end + 10 * MINUTE, kind: 'rollback' }, { at: end + 20 * MINUTE, kind: 'settle', corrected: true });
    }
  }

  /** How many messages have been sent by `now`: the version the feed has reached. */
  versionAt(now: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.entries[mid]!.at <= now) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The message of a version (1-based), made on first use and kept. */
  message(version: number): FeedMessage {
    const cached = this.messages[version];
    if (cached) return cached;
    const made = this.make(version);
    this.messages[version] = made;
    return made;
  }

  /**
   * The event's state at `now` without replaying every price: the last message that carries the markets, and what
   * came after it (stops, settlements, rollbacks, a cancellation).
   */
  snapshot(now: number): EventFeedState {
    const reached = this.versionAt(now);
    let from = reached;
    while (from > 1 && !['prematch', 'live'].includes(this.entries[from - 1]!.kind)) from -= 1;
    let state: EventFeedState = {
      event: {
        id: this.fixture.eventId,
        sport: this.fixture.sport,
        competitionId: this.fixture.competition.id,
        home: this.fixture.home,
        away: this.fixture.away,
        status: { kind: 'scheduled', startsAt: this.fixture.startsAt },
        version: 0,
      },
      markets: {},
      settlements: {},
    };
    for (let version = Math.max(1, from); version <= reached; version++)
      state = applyFeedMessage(state, this.message(version)).state;
    return state;
  }

  private make(version: number): FeedMessage {
    const entry = this.entries[version - 1];
    if (!entry) throw new Error(`${this.fixture.eventId} has no version ${version}`);
    const eventId = this.fixture.eventId;
    const envelope = { eventId, version, timestamp: entry.at };
    const price = (strengths: Strengths, state: MatchState) =>
      priceMarkets({
        eventId,
        model: this.model,
        specs: this.specs,
        strengths,
        state,
        random: seededRandom(this.settings.seed, eventId, 'price', version),
        samples: this.settings.samples,
        marginBp: this.settings.marginBp,
      });
    switch (entry.kind) {
      case 'prematch': {
        const status: EventStatus = { kind: 'scheduled', startsAt: this.fixture.startsAt };
        return { ...envelope, type: 'odds_change', eventStatus: status, markets: price(this.drifted(entry.move), START) };
      }
      case 'live': {
        const state = this.states[entry.step]!;
        const status: EventStatus = {
          kind: 'live',
          score: { home: state.home, away: state.away },
          clock: this.model.clock(state),
        };
        return { ...envelope, type: 'odds_change', eventStatus: status, markets: price(this.strengths, state) };
      }
      case 'stop':
        return { ...envelope, type: 'bet_stop' };
      case 'end': {
        const final = this.states.at(-1)!;
        return {
          ...envelope,
          type: 'odds_change',
          eventStatus: { kind: 'ended', score: { home: final.home, away: final.away } },
          markets: [],
        };
      }
      case 'settle': {
        const final = entry.corrected ? this.corrected : this.states.at(-1)!;
        return {
          ...envelope,
          type: 'bet_settlement',
          markets: this.specs.map((spec) => ({
            marketId: marketIdOf(eventId, spec),
            outcomes: selectionKeys(spec).map((key) =>
              feedOutcome(key, settleSelection(spec, key, this.model.facts(spec, final)).result),
            ),
          })),
        };
      }
      case 'rollback':
        return { ...envelope, type: 'rollback_bet_settlement', marketIds: this.specs.map((spec) => marketIdOf(eventId, spec)) };
      case 'cancel':
        return { ...envelope, type: 'fixture_change', cancelled: true };
    }
  }

  /** The strengths as the market sees them at a pre-match move: the home side's wanders around the truth. */
  private drifted(move: number): Strengths {
    const random = seededRandom(this.settings.seed, this.fixture.eventId, 'drift', move);
    return { ...this.strengths, home: this.strengths.home * (1 + (random() - 0.5) * this.model.drift) };
  }
}

/** A result as UOF sends it: 1 won or 0 lost, with a void factor of 1 for a void and 0.5 for a half result. */
function feedOutcome(key: string, result: SelectionResult): FeedOutcomeSettlement {
  switch (result) {
    case 'win':
      return { key, result: 1, voidFactor: 0 };
    case 'lose':
      return { key, result: 0, voidFactor: 0 };
    case 'void':
      return { key, result: 0, voidFactor: 1 };
    case 'half_win':
      return { key, result: 1, voidFactor: 0.5 };
    case 'half_lose':
      return { key, result: 0, voidFactor: 0.5 };
  }
}
