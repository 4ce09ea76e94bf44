import { describe, expect, it } from 'vitest';
import * as T from './live-timing.ts';

/** A page whose clock is `skew` ms behind the server's, reading the server over links of the given delays each way. */
function page(skew: number, trips: [out: number, back: number][]) {
  let local = 1_000_000;
  const clock = T.serverClock({ now: () => local });
  for (const [out, back] of trips) {
    const t0 = local;
    const server = t0 + skew + out;
    local += out + back;
    clock.sample(t0, server, local);
    local += 500;
  }
  return { clock, at: (serverTime: number) => (local = serverTime - skew) };
}

describe('the live page clock', () => {
  it('takes the offset from the sample with the smallest round trip, as serverTime - (t0 + t1) / 2', () => {
    const clock = T.serverClock({ now: () => 0 });
    expect(clock.ready).toBe(false);
    clock.sample(1_000, 6_300, 3_400); // 2.4 s round trip: offset 4,100
    expect(clock.offset).toBe(4_100);
    clock.sample(5_000, 10_020, 5_040); // 40 ms: offset 5,000
    clock.sample(9_000, 15_000, 10_000); // a worse trip later does not replace it
    expect(clock.offset).toBe(5_000);
    expect(clock.rtt).toBe(40);
    expect(clock.now()).toBe(5_000);
    // Garbage (an answer before its question) is no sample.
    clock.sample(2_000, 1, 1_000);
    expect(clock.offset).toBe(5_000);
    // Only the last `keep` samples count: an old good trip ages out.
    const short = T.serverClock({ keep: 2, now: () => 0 });
    short.sample(0, 5_000, 10);
    short.sample(100, 5_300, 300);
    short.sample(400, 5_700, 550);
    expect(short.offset).toBe(5_225);
  });

  it('subtracts the transit: twenty pages on slow, uneven links read the server within half their best round trip', () => {
    // The reading the report measured: the server time the page last heard, unchanged by the trip (0.4-2.4 s behind).
    const skew = 3_600_000;
    for (let i = 0; i < 20; i++) {
      const base = 200 + i * 110; // 0.2-2.3 s each way
      const trips: [number, number][] = [
        [base * 1.6, base * 0.9],
        [base, base],
        [base * 0.7, base * 1.4],
        [base * 1.2, base * 0.5],
      ];
      const { clock, at } = page(skew, trips);
      at(50_000_000);
      const bestTrip = Math.min(...trips.map(([o, b]) => o + b));
      expect(clock.rtt).toBe(bestTrip);
      expect(Math.abs(clock.now() - 50_000_000)).toBeLessThanOrEqual(bestTrip / 2);
    }
    // With links alike each way the reading is exact, however slow.
    const { clock, at } = page(-42_000, [
      [900, 900],
      [700, 700],
      [1_500, 1_500],
    ]);
    at(7_000_000);
    expect(clock.now()).toBe(7_000_000);
  });

  it('pages with the same clock reading show the same seconds, changing together at each whole second', () => {
    const opens = Date.UTC(2026, 0, 1, 12, 0, 0);
    const round = {
      id: 'LB-1',
      phase: 'betting',
      opens_at: new Date(opens).toISOString(),
      closes_at: new Date(opens + 15_000).toISOString(),
    };
    const pages = [0, 1, 2, 3, 4].map(() => T.countdown());
    for (let t = opens; t < opens + 15_000; t += 37) {
      const shown = pages.map((c) => c.show(round, t).seconds);
      expect(new Set(shown).size).toBe(1);
      expect(shown[0]).toBe(Math.ceil((opens + 15_000 - t) / 1000));
      // The page redraws when its number changes: at the next whole second of what is left.
      expect(T.untilNextSecond(opens + 15_000 - t)).toBe((opens + 15_000 - t) % 1000 || 1000);
    }
    expect(T.untilNextSecond(3_000)).toBe(1_000);
    expect(T.untilNextSecond(2_001)).toBe(1);
  });

  it('only goes down within a round, and starts again with the next round', () => {
    const opens = Date.UTC(2026, 0, 1, 12, 0, 0);
    const round = {
      id: 'LB-7',
      phase: 'betting',
      opens_at: new Date(opens).toISOString(),
      closes_at: new Date(opens + 15_000).toISOString(),
    };
    const c = T.countdown();
    // The clock estimate moves back and forth by up to 1.2 s (a better sample, another one) at the round's start.
    const readings = [0, 900, 1_100, 300, 2_200, 1_050, 3_000, 2_400, 3_100];
    let before = Number.POSITIVE_INFINITY;
    let share = 1;
    for (const r of readings) {
      const shown = c.show(round, opens + r);
      expect(shown.open).toBe(true);
      expect(shown.seconds).toBeLessThanOrEqual(before);
      expect(shown.share).toBeLessThanOrEqual(share);
      before = shown.seconds;
      share = shown.share;
    }
    expect(before).toBe(12);
    const next = {
      ...round,
      id: 'LB-8',
      opens_at: new Date(opens + 25_000).toISOString(),
      closes_at: new Date(opens + 40_000).toISOString(),
    };
    expect(c.show(next, opens + 25_000).seconds).toBe(15);
  });

  it('shows closed once the server says so or its own clock reaches the close, whichever first, and stays closed', () => {
    const opens = Date.UTC(2026, 0, 1, 12, 0, 0);
    const round = {
      id: 'LD-3',
      phase: 'betting',
      opens_at: new Date(opens).toISOString(),
      closes_at: new Date(opens + 6_000).toISOString(),
    };
    // Its own clock: closed at the close even though no word of the deal has come.
    const own = T.countdown();
    expect(own.show(round, opens + 5_999)).toMatchObject({ open: true, seconds: 1 });
    expect(own.show(round, opens + 6_000).open).toBe(false);
    // A later clock estimate that puts the page back before the close does not open it again.
    expect(own.show(round, opens + 5_200).open).toBe(false);
    // The server: dealt while this page's clock still counted 2 s.
    const told = T.countdown();
    expect(told.show(round, opens + 4_000).open).toBe(true);
    expect(told.show({ ...round, phase: 'dealt' }, opens + 4_100)).toEqual({ open: false, seconds: 0, share: 0 });
    expect(told.show(round, opens + 4_200).open).toBe(false);
    expect(T.countdown().show(null, opens).open).toBe(false);
  });

  it('keeps the newer of two table states: never an older round, nor an earlier phase of the same one', () => {
    const at = (no: number, phase: string) => ({ round: { no, phase } });
    expect(T.isNewer(at(5, 'betting'), null)).toBe(true);
    expect(T.isNewer(at(5, 'dealt'), at(5, 'betting'))).toBe(true);
    expect(T.isNewer(at(5, 'betting'), at(5, 'betting'))).toBe(true);
    expect(T.isNewer(at(6, 'betting'), at(5, 'settled'))).toBe(true);
    expect(T.isNewer(at(5, 'betting'), at(5, 'dealt'))).toBe(false);
    expect(T.isNewer(at(5, 'settled'), at(6, 'betting'))).toBe(false);
    expect(T.isNewer({ round: null }, at(6, 'betting'))).toBe(false);
  });
});
