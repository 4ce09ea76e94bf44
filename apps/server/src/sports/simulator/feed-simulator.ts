import type { FeedAdapter, Fixture } from '../feed/feed-adapter.ts';
import type { EventFeedState, FeedMessage } from '../feed-messages.ts';
import { SPORTS, type Sport } from '../model.ts';
import { EventScript, type SimulatorSettings } from './event-script.ts';
import { pick, seededRandom } from './seeded-random.ts';

/**
 * The built-in feed (docs/decisions/0053): fixtures for the coming days in football, cricket, basketball, tennis and
 * esports, each played by an EventScript. Everything follows from the seed and the clock, so every node, every
 * restart and every test sees the same fixtures, prices and results, and a book that was down catches up by asking
 * again rather than from anything kept in memory.
 */
const DAY = 86_400_000;

type Competition = { id: string; name: string; country: string; sides: readonly string[] };

const COMPETITIONS: Record<Sport, readonly Competition[]> = {
  football: [
    {
      id: 'sim:football:in',
      name: 'India Premier Football',
      country: 'IN',
      sides: [
        'Mumbai Mariners',
        'Bengaluru Blues',
        'Kolkata Royals',
        'Goa Gulls',
        'Kerala Tuskers',
        'Chennai Chargers',
        'Delhi Dynamos',
        'Pune Peshwas',
      ],
    },
    {
      id: 'sim:football:th',
      name: 'Thai Premier Division',
      country: 'TH',
      sides: ['Bangkok Lions', 'Chiang Mai Tigers', 'Buriram Thunder', 'Pattaya Dolphins', 'Korat Swordsmen', 'Phuket Pirates'],
    },
    {
      id: 'sim:football:vn',
      name: 'Vietnam Championship',
      country: 'VN',
      sides: ['Hanoi Stars', 'Saigon Dragons', 'Hai Phong Port', 'Da Nang Waves', 'Hue Citadel', 'Can Tho River'],
    },
  ],
  cricket: [
    {
      id: 'sim:cricket:t20',
      name: 'Twenty20 Super League',
      country: 'IN',
      sides: [
        'Mumbai Strikers',
        'Chennai Kings',
        'Kolkata Knights',
        'Delhi Capitals',
        'Lahore Lancers',
        'Dhaka Daredevils',
        'Colombo Cobras',
      ],
    },
  ],
  basketball: [
    {
      id: 'sim:basketball:asia',
      name: 'Asia Basketball League',
      country: 'PH',
      sides: [
        'Manila Meteors',
        'Cebu Sharks',
        'Jakarta Rhinos',
        'Taipei Typhoons',
        'Seoul Sparks',
        'Tokyo Blaze',
        'Kuala Lumpur Dragons',
      ],
    },
  ],
  tennis: [
    {
      id: 'sim:tennis:open',
      name: 'Asia Open',
      country: 'SG',
      sides: [
        'A. Sharma',
        'K. Nguyen',
        'T. Srisuk',
        'R. Tanaka',
        'M. Rossi',
        'J. Park',
        'D. Weber',
        'L. Santos',
        'S. Wong',
        'P. Dubois',
      ],
    },
  ],
  esports: [
    {
      id: 'sim:esports:moba',
      name: 'MOBA Asia Series',
      country: 'ID',
      sides: [
        'Jakarta Rex',
        'Manila Wolves',
        'Saigon Phantom',
        'Bangkok Titans',
        'Kuala Lumpur Tigers',
        'Seoul Comets',
        'Shanghai Storm',
      ],
    },
  ],
};

/** Events a day per sport: spread over the day, each at a quarter hour drawn from the seed. */
const PER_DAY: Record<Sport, number> = { football: 10, cricket: 3, basketball: 6, tennis: 8, esports: 8 };

export const DEFAULT_SIMULATOR: SimulatorSettings = {
  seed: 'sportsbook',
  speed: 3,
  horizonMs: 3 * DAY,
  marginBp: 600,
  samples: 300,
};

/** A feed that is far behind gets only the latest message, and then a snapshot, instead of every price it missed. */
const MOST_MESSAGES = 20;

export class FeedSimulator implements FeedAdapter {
  readonly producer = 'simulator';
  private readonly scripts = new Map<string, EventScript>();
  readonly settings: SimulatorSettings;

  constructor(settings: Partial<SimulatorSettings> = {}) {
    this.settings = { ...DEFAULT_SIMULATOR, ...settings };
  }

  /** The fixtures of one UTC day. */
  fixturesOfDay(day: number): Fixture[] {
    const fixtures: Fixture[] = [];
    for (const sport of SPORTS) {
      const count = PER_DAY[sport];
      const spacing = DAY / count;
      for (let slot = 0; slot < count; slot++) {
        const eventId = `sim:${sport}:${day}:${slot}`;
        const random = seededRandom(this.settings.seed, eventId, 'fixture');
        const competition = pick(random, COMPETITIONS[sport]);
        const home = pick(random, competition.sides);
        const others = competition.sides.filter((side) => side !== home);
        const away = pick(random, others);
        const quarterHours = Math.floor((random() * spacing) / (15 * 60_000));
        const startsAt = new Date(day * DAY + slot * spacing + quarterHours * 15 * 60_000);
        startsAt.setUTCSeconds(0, 0);
        fixtures.push({
          eventId,
          sport,
          competition: { id: competition.id, name: competition.name, country: competition.country },
          home,
          away,
          startsAt: startsAt.toISOString(),
        });
      }
    }
    return fixtures;
  }

  async fixtures(from: number, to: number): Promise<Fixture[]> {
    const fixtures: Fixture[] = [];
    for (let day = Math.floor(from / DAY); day <= Math.floor(to / DAY); day++) {
      for (const fixture of this.fixturesOfDay(day)) {
        const at = Date.parse(fixture.startsAt);
        if (at >= from && at <= to) fixtures.push(fixture);
      }
    }
    return fixtures;
  }

  async messagesSince(eventId: string, afterVersion: number, now: number): Promise<FeedMessage[]> {
    const script = this.script(eventId);
    if (!script) return [];
    const reached = script.versionAt(now);
    if (reached <= afterVersion) return [];
    const first = reached - afterVersion > MOST_MESSAGES ? reached : afterVersion + 1;
    const messages: FeedMessage[] = [];
    for (let version = first; version <= reached; version++) messages.push(script.message(version));
    return messages;
  }

  async snapshot(eventId: string, now: number): Promise<EventFeedState | null> {
    return this.script(eventId)?.snapshot(now) ?? null;
  }

  /** Forgets the scripts of events long over, so a process that runs for weeks holds only the current days. */
  forgetBefore(time: number): void {
    for (const [id, script] of this.scripts) if (Date.parse(script.fixture.startsAt) < time) this.scripts.delete(id);
  }

  script(eventId: string): EventScript | null {
    const known = this.scripts.get(eventId);
    if (known) return known;
    const match = /^sim:([a-z]+):(\d+):(\d+)$/.exec(eventId);
    if (!match || !(SPORTS as readonly string[]).includes(match[1]!)) return null;
    const fixture = this.fixturesOfDay(Number(match[2])).find((f) => f.eventId === eventId);
    if (!fixture) return null;
    const script = new EventScript(fixture, this.settings);
    this.scripts.set(eventId, script);
    return script;
  }
}
