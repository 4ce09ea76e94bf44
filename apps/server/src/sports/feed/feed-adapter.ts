import type { EventFeedState, FeedMessage } from '../feed-messages.ts';
import type { Sport } from '../model.ts';

/**
 * What the book needs from a feed, whichever it is: the built-in simulator (simulator/feed-simulator.ts) or a real
 * one (Sportradar's Unified Odds Feed behind a translator). Messages are already in the book's ids and units
 * (feed-messages.ts). Betting and settlement read only the store the ingester fills, never an adapter.
 */
export type Fixture = {
  eventId: string;
  sport: Sport;
  competition: { id: string; name: string; country: string };
  home: string;
  away: string;
  startsAt: string;
};

export interface FeedAdapter {
  /** Names the feed in the store (UOF's producer): events, competitions and messages are kept with it. */
  readonly producer: string;
  /** The fixtures starting between `from` and `to` (epoch ms), including those already under way or over. */
  fixtures(from: number, to: number): Promise<Fixture[]>;
  /**
   * The event's messages after `afterVersion` sent up to `now`, in version order. A feed that no longer holds them
   * all may leave a gap; the ingester then asks for a snapshot.
   */
  messagesSince(eventId: string, afterVersion: number, now: number): Promise<FeedMessage[]>;
  /** The event's whole state as the feed knows it at `now` (UOF's recovery), with the version it has reached. */
  snapshot(eventId: string, now: number): Promise<EventFeedState | null>;
  /** Lets go of what it keeps about events that started before `time` (the book polls them no longer). */
  forgetBefore?(time: number): void;
}
