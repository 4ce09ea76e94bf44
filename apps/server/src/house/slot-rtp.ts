import { type CompiledSlot, compileSlot, evaluateLine, ROWS, type SlotDefinition } from './slot-engine.ts';

/**
 * Exact return to player of a slot, computed from its reels and paytable, not simulated.
 *
 * - Lines: each reel stops uniformly, so every row of reel r shows symbol s with probability count_r(s) / len_r, and a
 *   payline's pay depends only on its five symbols, one per reel, independent across reels. The expected pay of a
 *   line is the sum over all symbol 5-tuples of pay * product of those probabilities (lines may overlap; expectation
 *   is linear, so overlaps do not matter).
 * - Scatters: for each reel, the distribution of scatters in its 3-row window over all stops; the reels are
 *   independent, so the distribution of the total is the convolution.
 * - Free spins: a spin awards N_k spins with probability p_k; each free spin pays `multiplier` times a base spin's line
 *   and scatter value V and may retrigger, so the expected number of free spins started by one paid spin is
 *   q + q^2 + ... = q / (1 - q) with q = sum_k p_k N_k (needs q < 1), and they are worth multiplier * V each.
 * - Jackpot: the pool returns every contribution to players over time, so it adds its share of the bet.
 */
export type SlotRtp = {
  /** Line wins per paid spin, as a fraction of the total bet. */
  lines: number;
  /** Scatter wins per paid spin. */
  scatter: number;
  /** Free-spin wins per paid spin. */
  freeSpins: number;
  /** lines + scatter + freeSpins: what the paytable returns. */
  base: number;
  /** Share of each bet fed to the progressive jackpot and paid back as jackpots. */
  jackpot: number;
  /** base + jackpot: the published figure. */
  total: number;
  /** Probability that a paid spin starts free spins. */
  freeSpinChance: number;
  /** Expected number of free spins per paid spin. */
  expectedFreeSpins: number;
  /** Probability of the jackpot combination on a paid spin. */
  jackpotChance: number;
};

/** Probability of each symbol on each reel (any row). */
function symbolProbabilities(slot: CompiledSlot): Float64Array[] {
  const n = slot.kinds.length;
  return slot.reels.map((strip) => {
    const p = new Float64Array(n);
    for (const s of strip) p[s]! += 1 / strip.length;
    return p;
  });
}

/** Expected pay of one payline in line-bet multiples. */
export function expectedLinePay(slot: CompiledSlot): number {
  const p = symbolProbabilities(slot);
  const n = slot.kinds.length;
  let expected = 0;
  for (let a = 0; a < n; a++) {
    const pa = p[0]![a]!;
    if (pa === 0) continue;
    for (let b = 0; b < n; b++) {
      const pb = pa * p[1]![b]!;
      if (pb === 0) continue;
      for (let c = 0; c < n; c++) {
        const pc = pb * p[2]![c]!;
        if (pc === 0) continue;
        for (let d = 0; d < n; d++) {
          const pd = pc * p[3]![d]!;
          if (pd === 0) continue;
          for (let e = 0; e < n; e++) {
            const pe = pd * p[4]![e]!;
            if (pe === 0) continue;
            expected += (evaluateLine(slot, a, b, c, d, e) >> 3) * pe;
          }
        }
      }
    }
  }
  return expected;
}

/** Distribution of the number of scatters in the visible window (index = count). */
export function scatterDistribution(slot: CompiledSlot): number[] {
  let total = [1];
  for (const strip of slot.reels) {
    const reel = new Array<number>(ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let count = 0;
      for (let y = 0; y < ROWS; y++) if (strip[(stop + y) % strip.length] === slot.scatter) count++;
      reel[count]! += 1 / strip.length;
    }
    const next = new Array<number>(total.length + ROWS).fill(0);
    total.forEach((pt, i) => {
      reel.forEach((pr, k) => {
        next[i + k]! += pt * pr;
      });
    });
    total = next;
  }
  return total;
}

/** Combines the per-spin figures into the round's RTP (shared with the brute-force check in the tests). */
export function combineRtp(
  slot: CompiledSlot,
  linesPerSpin: number,
  scatterPerSpin: number,
  scatterCounts: readonly number[],
): SlotRtp {
  let q = 0;
  let trigger = 0;
  scatterCounts.forEach((p, count) => {
    const spins = slot.freeSpinsByCount[Math.min(count, 15)] ?? 0;
    q += p * spins;
    if (spins > 0) trigger += p;
  });
  if (q >= 1) throw new Error(`${slot.def.code}: free spins never end on average (q = ${q})`);
  const expectedFreeSpins = q / (1 - q);
  const value = linesPerSpin + scatterPerSpin;
  const freeSpins = expectedFreeSpins * slot.multiplier * value;
  const base = value + freeSpins;
  const jackpotChance =
    slot.jackpot < 0
      ? 0
      : slot.reels.reduce((product, strip) => product * (strip.filter((s) => s === slot.jackpot).length / strip.length), 1);
  return {
    lines: linesPerSpin,
    scatter: scatterPerSpin,
    freeSpins,
    base,
    jackpot: slot.def.jackpotShare,
    total: base + slot.def.jackpotShare,
    freeSpinChance: trigger,
    expectedFreeSpins,
    jackpotChance,
  };
}

const cache = new WeakMap<SlotDefinition, SlotRtp>();

/** The exact RTP of a slot (see the comment above SlotRtp). */
export function exactRtp(definition: SlotDefinition | CompiledSlot): SlotRtp {
  const slot = 'def' in definition ? definition : compileSlot(definition);
  const known = cache.get(slot.def);
  if (known) return known;
  const lines = slot.lines.length;
  // Every line has the same distribution, so each returns expectedLinePay line bets; the total bet is `lines` line bets.
  const linesPerSpin = (expectedLinePay(slot) * lines) / lines;
  const counts = slot.scatter >= 0 ? scatterDistribution(slot) : [1];
  const scatterPerSpin = counts.reduce((sum, p, count) => sum + p * (slot.scatterPays[Math.min(count, 15)] ?? 0), 0);
  const rtp = combineRtp(slot, linesPerSpin, scatterPerSpin, counts);
  cache.set(slot.def, rtp);
  return rtp;
}
