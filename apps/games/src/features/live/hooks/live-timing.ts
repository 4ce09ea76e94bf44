/**
 * The live table page's clock (decision 43): the server's time from the best of several round trips, a countdown that
 * only goes down within a round and closes at the server's close, and which of two table states is the newer. No page
 * code here, so that it is tested on its own.
 */

export type ServerClock = {
  sample(t0: number, server: number, t1: number): void;
  /** Whether a round trip has been measured yet. */
  readonly ready: boolean;
  readonly offset: number;
  /** The round trip of the sample in use: the offset is right to within half of it. */
  readonly rtt: number;
  now(): number;
};

/**
 * The server's clock as this page reads it, as NTP does: each sample is a request sent at t0, answered with the
 * server's time, received at t1 (all in ms; t0 and t1 on this page's own clock). The server read its clock somewhere
 * in between, so the offset is `server - (t0 + t1) / 2`, off by at most half the round trip: the sample with the
 * smallest round trip of the last `keep` is the one used.
 */
export function serverClock(options: { keep?: number; now?: () => number } = {}): ServerClock {
  const keep = options.keep ?? 8;
  const local = options.now ?? (() => Date.now());
  const samples: { rtt: number; offset: number }[] = [];
  let best: { rtt: number; offset: number } | null = null;
  return {
    sample(t0, server, t1) {
      if (!Number.isFinite(t0) || !Number.isFinite(server) || !Number.isFinite(t1) || t1 < t0) return;
      samples.push({ rtt: t1 - t0, offset: server - (t0 + t1) / 2 });
      if (samples.length > keep) samples.shift();
      best = samples.reduce((a, b) => (b.rtt < a.rtt ? b : a));
    },
    get ready() {
      return best !== null;
    },
    get offset() {
      return best ? best.offset : 0;
    },
    get rtt() {
      return best ? best.rtt : Number.POSITIVE_INFINITY;
    },
    now() {
      return local() + (best ? best.offset : 0);
    },
  };
}

/** The parts of a round the countdown reads. */
export type TimedRound = { id: string; phase: string; opens_at: string | null; closes_at: string | null };
export type CountdownShown = { open: boolean; seconds: number; share: number; left?: number };

/**
 * What the countdown shows of a round at the server time `now`: open with whole seconds left (rounded up) and the
 * share of the window left, or closed. Within a round it only goes down, whatever a later clock sample says, and
 * once closed (the server said so, or this page's clock reached closes_at, whichever came first) it stays closed.
 */
export function countdown() {
  let roundId: string | null = null;
  let low = Number.POSITIVE_INFINITY;
  let lowShare = 1;
  let closed = false;
  return {
    show(round: TimedRound | null | undefined, now: number): CountdownShown {
      if (!round) return { open: false, seconds: 0, share: 0 };
      if (round.id !== roundId) {
        roundId = round.id;
        low = Number.POSITIVE_INFINITY;
        lowShare = 1;
        closed = false;
      }
      const closesAt = Date.parse(round.closes_at ?? '');
      const left = closesAt - now;
      if (closed || round.phase !== 'betting' || !(left > 0)) {
        closed = true;
        return { open: false, seconds: 0, share: 0 };
      }
      const window = closesAt - Date.parse(round.opens_at ?? '');
      low = Math.min(low, Math.ceil(left / 1000));
      lowShare = Math.min(lowShare, window > 0 ? Math.min(1, left / window) : 0);
      return { open: true, seconds: low, share: lowShare, left };
    },
  };
}
export type Countdown = ReturnType<typeof countdown>;

/** Milliseconds until a countdown showing whole seconds of `left` ms changes its number. */
export const untilNextSecond = (left: number) => {
  const part = left % 1000;
  return part > 0 ? part : 1000;
};

const PHASES: Record<string, number> = { betting: 0, dealt: 1, settled: 2 };
type Versioned = { round: { no?: number; phase?: string } | null } | null | undefined;
/**
 * Whether a table state may replace the one shown: not an older round, nor the same round at an earlier phase (an
 * answer that was on its way while the socket told of the next phase arrives after it).
 */
export function isNewer(next: Versioned, current: Versioned): boolean {
  if (!current?.round) return true;
  if (!next?.round) return false;
  if (next.round.no !== current.round.no) return (next.round.no ?? 0) > (current.round.no ?? 0);
  return (PHASES[next.round.phase ?? ''] ?? -1) >= (PHASES[current.round.phase ?? ''] ?? -1);
}
