/**
 * What one realtime socket may hold and send (decision 41). A page of the site follows three public channels and
 * its member's channel; socket.io adds the socket's own room and the session's room.
 */
export const SOCKET_LIMITS = {
  /** Rooms one socket may be in, its own and its session's included. */
  maxRooms: 16,
  /** Subscriptions: a page's first ones at once, then a few a second (each private one reads the database). */
  subscribeBurst: 20,
  subscribesPerSecond: 2,
  /** Client events (whispers), where a channel allows them: small and few. */
  clientEventMaxBytes: 2_048,
  clientEventBurst: 10,
  clientEventsPerSecond: 5,
  /** A live table page joins its table once per connection (each join reads the table's state from the database). */
  liveJoinBurst: 4,
  liveJoinsPerSecond: 0.5,
  /** A sportsbook page joins the lobby and the events it opens (each event join reads the event from the database). */
  sportsJoinBurst: 10,
  sportsJoinsPerSecond: 2,
  /** A live table page samples the server's clock five times on connecting, then once every 10 s. */
  clockSampleBurst: 8,
  clockSamplesPerSecond: 1,
} as const;

/**
 * A token bucket: `burst` at once, refilled at `perSecond`. Returns whether one more is allowed now (and counts it).
 * A closure per socket and kind: a few numbers, no timer.
 */
export function tokenBucket(burst: number, perSecond: number, now: () => number = performance.now.bind(performance)) {
  let tokens = burst;
  let at = now();
  return (): boolean => {
    const time = now();
    tokens = Math.min(burst, tokens + ((time - at) * perSecond) / 1000);
    at = time;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
