import { describe, expect, it } from 'vitest';
import { fastSimulationRng, type Rng } from './rng.ts';
import {
  type CompiledSlot,
  compileSlot,
  evaluateLine,
  evaluateSpin,
  playSlotRound,
  REELS,
  type SlotDefinition,
  simulateRoundUnits,
  storedStops,
} from './slot-engine.ts';
import { HOUSE_SLOTS, PAYLINES } from './slot-games.ts';
import { combineRtp, exactRtp } from './slot-rtp.ts';

/** A small slot whose every stop combination can be enumerated (8 * 9 * 8 * 9 * 10 = 51,840). */
const TEST_SLOT: SlotDefinition = {
  code: 'test-slot',
  names: { en_US: 'Test' },
  symbols: [
    { id: 'A', glyph: 'A', kind: 'regular', pays: [1, 3, 10, 40] },
    { id: 'B', glyph: 'B', kind: 'regular', pays: [0, 5, 20, 80] },
    { id: 'W', glyph: 'W', kind: 'wild', pays: [0, 15, 50, 300] },
    { id: 'S', glyph: 'S', kind: 'scatter', pays: [1, 4, 20, 100] },
    { id: 'J', glyph: 'J', kind: 'jackpot' },
  ],
  reels: [
    ['A', 'B', 'A', 'S', 'W', 'J', 'A', 'B'],
    ['A', 'A', 'B', 'S', 'B', 'W', 'J', 'A', 'B'],
    ['B', 'A', 'S', 'W', 'A', 'B', 'A', 'B'],
    ['A', 'J', 'B', 'S', 'A', 'W', 'B', 'A', 'B'],
    ['A', 'B', 'B', 'S', 'A', 'W', 'J', 'A', 'B', 'A'],
  ],
  lines: PAYLINES.slice(0, 9),
  freeSpins: { spins: [1, 2, 3], multiplier: 2 },
  jackpotShare: 0.01,
  coins: [1],
};

/** Every stop combination, each evaluated through the full window: line and scatter pays and scatter counts. */
function bruteForce(slot: CompiledSlot) {
  const lens = slot.reels.map((r) => r.length);
  const total = lens.reduce((a, b) => a * b, 1);
  let lines = 0;
  let scatter = 0;
  let jackpots = 0;
  const counts = new Array<number>(16).fill(0);
  const stops = [0, 0, 0, 0, 0];
  for (let i = 0; i < total; i++) {
    let rest = i;
    for (let r = 0; r < REELS; r++) {
      stops[r] = rest % lens[r]!;
      rest = Math.floor(rest / lens[r]!);
    }
    const spin = evaluateSpin(slot, stops);
    lines += spin.linePay / slot.lines.length;
    scatter += spin.scatterPay;
    counts[spin.scatters]! += 1;
    if (spin.jackpot) jackpots++;
  }
  return {
    lines: lines / total,
    scatter: scatter / total,
    counts: counts.map((c) => c / total),
    jackpotChance: jackpots / total,
  };
}

const ids = (slot: CompiledSlot, ...names: string[]) =>
  names.map((n) => slot.def.symbols.findIndex((s) => s.id === n)) as [number, number, number, number, number];
const linePay = (slot: CompiledSlot, ...names: string[]) => {
  const packed = evaluateLine(slot, ...ids(slot, ...names));
  return { pay: packed >> 3, count: packed & 7 };
};

describe('exact RTP', () => {
  const slot = compileSlot(TEST_SLOT);

  it('equals a brute-force count over every stop combination of a small slot', () => {
    const exact = exactRtp(slot);
    const brute = bruteForce(slot);
    expect(exact.lines).toBeCloseTo(brute.lines, 12);
    expect(exact.scatter).toBeCloseTo(brute.scatter, 12);
    expect(exact.jackpotChance).toBeCloseTo(brute.jackpotChance, 12);
    const fromBrute = combineRtp(slot, brute.lines, brute.scatter, brute.counts);
    expect(exact.freeSpinChance).toBeCloseTo(fromBrute.freeSpinChance, 12);
    expect(exact.base).toBeCloseTo(fromBrute.base, 12);
    expect(exact.total).toBeCloseTo(exact.base + 0.01, 12);
  });

  it('agrees with a simulation of whole rounds, free spins and retriggers included', () => {
    const exact = exactRtp(slot);
    const rng = fastSimulationRng(new Uint32Array([1, 2, 3, 4]));
    const stops = new Int32Array(REELS);
    const n = 400_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const units = simulateRoundUnits(slot, rng, stops) / slot.lines.length;
      sum += units;
      squares += units * units;
    }
    const mean = sum / n;
    const se = Math.sqrt((squares / n - mean * mean) / n);
    expect(Math.abs(mean - exact.base)).toBeLessThan(5 * se);
  });

  it('publishes 94% to 97% for every house slot, paytable and jackpot share apart', () => {
    for (const def of HOUSE_SLOTS) {
      const rtp = exactRtp(def);
      expect(rtp.total, def.code).toBeGreaterThanOrEqual(0.94);
      expect(rtp.total, def.code).toBeLessThanOrEqual(0.97);
      expect(rtp.total).toBeCloseTo(rtp.base + def.jackpotShare, 12);
      expect(rtp.jackpotChance).toBeGreaterThan(0);
      expect(rtp.jackpotChance).toBeLessThan(1e-6);
    }
    const withScatter = HOUSE_SLOTS.filter((def) => def.freeSpins);
    expect(withScatter.length).toBeGreaterThanOrEqual(1);
    for (const def of withScatter) expect(exactRtp(def).freeSpins).toBeGreaterThan(0);
  });

  it('gives each house slot its own reels and paytable', () => {
    const shapes = HOUSE_SLOTS.map((def) => JSON.stringify([def.reels, def.symbols.map((s) => s.pays)]));
    expect(new Set(shapes).size).toBe(HOUSE_SLOTS.length);
    for (const def of HOUSE_SLOTS) {
      expect(def.lines.length).toBeGreaterThanOrEqual(10);
      expect(def.lines.length).toBeLessThanOrEqual(20);
    }
  });
});

describe('line, wild and scatter evaluation', () => {
  const slot = compileSlot(TEST_SLOT);

  it('pays runs from the left with wilds standing in', () => {
    expect(linePay(slot, 'A', 'A', 'A', 'B', 'B')).toEqual({ pay: 3, count: 3 });
    expect(linePay(slot, 'W', 'A', 'W', 'A', 'B')).toEqual({ pay: 10, count: 4 });
    expect(linePay(slot, 'B', 'W', 'W', 'W', 'B')).toEqual({ pay: 80, count: 5 });
    expect(linePay(slot, 'A', 'A', 'B', 'A', 'A')).toEqual({ pay: 1, count: 2 });
    expect(linePay(slot, 'B', 'A', 'B', 'B', 'B')).toEqual({ pay: 0, count: 0 });
  });

  it('pays wilds alone when that is worth more than what they stand in for', () => {
    expect(linePay(slot, 'W', 'W', 'W', 'W', 'W')).toEqual({ pay: 300, count: 5 });
    // three wilds (15) beat the four A they make (10)
    expect(linePay(slot, 'W', 'W', 'W', 'A', 'B')).toEqual({ pay: 15, count: 3 });
    // but five B (80) beat four wilds (50)
    expect(linePay(slot, 'W', 'W', 'W', 'W', 'B')).toEqual({ pay: 80, count: 5 });
  });

  it('never lets scatters or jackpot symbols take part in a line, nor wilds stand in for them', () => {
    expect(linePay(slot, 'S', 'S', 'S', 'S', 'S')).toEqual({ pay: 0, count: 0 });
    expect(linePay(slot, 'A', 'A', 'S', 'A', 'A')).toEqual({ pay: 1, count: 2 });
    expect(linePay(slot, 'W', 'J', 'A', 'A', 'A')).toEqual({ pay: 0, count: 0 });
    expect(linePay(slot, 'W', 'W', 'S', 'A', 'A')).toEqual({ pay: 0, count: 0 });
    expect(linePay(slot, 'J', 'J', 'J', 'J', 'J')).toEqual({ pay: 0, count: 0 });
  });

  it('reads the window from the stops, pays scatters anywhere and awards free spins', () => {
    // stops putting S on the top row of reels 1 to 4: reel0 S at 3, reel1 S at 3, reel2 S at 2, reel3 S at 3
    const spin = evaluateSpin(slot, [3, 3, 2, 3, 0]);
    expect(spin.window[0]).toEqual(['S', 'S', 'S', 'S', 'A']);
    expect(spin.window[1]).toEqual(['W', 'B', 'W', 'A', 'B']);
    expect(spin.window[2]).toEqual(['J', 'W', 'A', 'W', 'B']);
    expect(spin.scatters).toBe(4);
    expect(spin.scatterPay).toBe(20);
    expect(spin.freeSpinsAwarded).toBe(2);
    // line 1 (middle row): W B W A B -> B x3 pays 5; line 3 (bottom): J ... nothing
    expect(spin.lineWins.find((w) => w.line === 0)).toEqual({ line: 0, symbol: 'B', count: 3, pay: 5 });
    expect(spin.lineWins.some((w) => w.line === 2)).toBe(false);
    expect(spin.linePay).toBe(spin.lineWins.reduce((sum, w) => sum + w.pay, 0));
  });

  it('sees the jackpot only with five jackpot symbols on the middle row', () => {
    // J on the middle row: reel0 J at 5 -> stop 4, reel1 J at 6 -> stop 5, reel3 J at 1 -> stop 0, reel4 J at 6 -> stop 5
    const noJackpotOnReel2 = evaluateSpin(slot, [4, 5, 0, 0, 5]);
    expect(noJackpotOnReel2.jackpot).toBe(false);
    const jackpotSlot = compileSlot({
      ...TEST_SLOT,
      reels: TEST_SLOT.reels.map((strip) => [...strip.filter((s) => s !== 'J'), 'J']),
    });
    const stops = jackpotSlot.reels.map((strip) => strip.length - 2);
    expect(evaluateSpin(jackpotSlot, stops).jackpot).toBe(true);
    expect(
      evaluateSpin(
        jackpotSlot,
        stops.map((s, r) => (r === 2 ? s - 1 : s)),
      ).jackpot,
    ).toBe(false);
  });
});

describe('rounds', () => {
  const slot = compileSlot(TEST_SLOT);
  const scripted = (values: number[]): Rng => {
    let i = 0;
    return { int: (n) => (values[i++] ?? 0) % n };
  };

  it('plays the free spins a round starts, with the multiplier, and replays from the stored stops', () => {
    // the first spin shows 4 scatters (2 free spins), then two spins with one scatter each
    const rng = scripted([3, 3, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const round = playSlotRound(slot, 90, (s) => s.reels.map((strip) => rng.int(strip.length)));
    expect(round.spins).toHaveLength(3);
    expect(round.freeSpins).toBe(2);
    expect(round.spins.map((s) => s.scatters)).toEqual([4, 1, 1]);
    expect(round.lineBet).toBe(10);
    const first = round.spins[0]!;
    expect(first.win).toBe((first.linePay + first.scatterPay * 9) * 10);
    for (const free of round.spins.slice(1)) {
      expect(free.multiplier).toBe(2);
      expect(free.win).toBe((free.linePay + free.scatterPay * 9) * 10 * 2);
    }
    expect(round.win).toBe(round.spins.reduce((sum, s) => sum + s.win, 0));
    const replayed = playSlotRound(slot, 90, storedStops(round.spins.map((s) => s.stops)));
    expect(replayed).toEqual(round);
  });

  it('refuses bets that are not a multiple of the lines and stored draws that are out of range or short', () => {
    expect(() => playSlotRound(slot, 91, storedStops([[0, 0, 0, 0, 0]]))).toThrow();
    expect(() => playSlotRound(slot, 90, storedStops([[0, 0, 99, 0, 0]]))).toThrow('out of range');
    expect(() => playSlotRound(slot, 90, storedStops([[3, 3, 2, 3, 0]]))).toThrow('end before');
  });
});
