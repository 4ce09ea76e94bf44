import type { Rng } from './rng.ts';

/**
 * The reel-slot engine of the house provider: 5 reels, 3 visible rows, fixed paylines paid left to right, a wild that
 * substitutes for regular symbols, optional scatters that pay anywhere and start free spins, and a jackpot symbol
 * whose five on the middle row win the progressive pool. Pure functions; the randomness comes in as reel stops.
 */

export const REELS = 5;
export const ROWS = 3;
/** The row of the jackpot line (0 top, 1 middle, 2 bottom). */
export const JACKPOT_ROW = 1;

export type SymbolKind = 'regular' | 'wild' | 'scatter' | 'jackpot';

export type SlotSymbol = {
  id: string;
  /** What the game page draws (an emoji or a short text). */
  glyph: string;
  kind: SymbolKind;
  /**
   * Line pays in multiples of the line bet for 2, 3, 4 and 5 of a kind (regular and wild); for the scatter, pays in
   * multiples of the total bet for 2, 3, 4 and 5 anywhere. Zero: no pay.
   */
  pays?: readonly [number, number, number, number];
};

export type FreeSpinRule = {
  /** Free spins awarded for 3, 4 and 5 scatters (in the base game and, as retriggers, in free spins). */
  spins: readonly [number, number, number];
  /** Every free-spin win is multiplied by this. */
  multiplier: number;
};

export type SlotDefinition = {
  code: string;
  names: Record<string, string>;
  symbols: readonly SlotSymbol[];
  /** Reel strips as symbol ids, top to bottom; a stop s shows positions s, s+1, s+2 (wrapping). */
  reels: readonly (readonly string[])[];
  /** Each payline: the row (0..2) it crosses on each reel. */
  lines: readonly (readonly number[])[];
  freeSpins?: FreeSpinRule;
  /** Share of every real bet that feeds the progressive jackpot (0.01 = 1%). */
  jackpotShare: number;
  /** Line bets offered, in units of the currency's coin (see betLevels). */
  coins: readonly number[];
};

/** A definition turned into numbers for fast evaluation. */
export type CompiledSlot = {
  def: SlotDefinition;
  reels: Uint8Array[];
  lines: Uint8Array[];
  kinds: SymbolKind[];
  /** pays[symbol * 6 + count] for count 0..5 */
  pays: Int32Array;
  wild: number;
  scatter: number;
  jackpot: number;
  /** Scatter pay (total-bet multiples) by count 0..15. */
  scatterPays: Int32Array;
  /** Free spins by scatter count 0..15. */
  freeSpinsByCount: Int32Array;
  multiplier: number;
};

export function compileSlot(def: SlotDefinition): CompiledSlot {
  if (def.reels.length !== REELS) throw new Error(`${def.code}: ${REELS} reels expected`);
  const index = new Map(def.symbols.map((s, i) => [s.id, i]));
  const reels = def.reels.map((strip, r) => {
    if (strip.length < ROWS) throw new Error(`${def.code}: reel ${r} is too short`);
    return Uint8Array.from(strip, (id) => {
      const i = index.get(id);
      if (i === undefined) throw new Error(`${def.code}: unknown symbol ${id} on reel ${r}`);
      return i;
    });
  });
  const lines = def.lines.map((line) => {
    if (line.length !== REELS || line.some((row) => row < 0 || row >= ROWS)) throw new Error(`${def.code}: bad line`);
    return Uint8Array.from(line);
  });
  const pays = new Int32Array(def.symbols.length * 6);
  const find = (kind: SymbolKind) => def.symbols.findIndex((s) => s.kind === kind);
  const scatterPays = new Int32Array(16);
  const freeSpinsByCount = new Int32Array(16);
  def.symbols.forEach((symbol, i) => {
    if (!symbol.pays) return;
    for (let count = 2; count <= 5; count++) {
      const pay = symbol.pays[count - 2] ?? 0;
      if (symbol.kind === 'scatter') scatterPays[count] = pay;
      else pays[i * 6 + count] = pay;
    }
  });
  const scatter = find('scatter');
  if (def.freeSpins) {
    if (scatter < 0) throw new Error(`${def.code}: free spins need a scatter`);
    for (let count = 3; count < 16; count++) freeSpinsByCount[count] = def.freeSpins.spins[Math.min(count, 5) - 3] ?? 0;
  }
  for (let count = 6; count < 16; count++) scatterPays[count] = scatterPays[5] ?? 0;
  return {
    def,
    reels,
    lines,
    kinds: def.symbols.map((s) => s.kind),
    pays,
    wild: find('wild'),
    scatter,
    jackpot: find('jackpot'),
    scatterPays,
    freeSpinsByCount,
    multiplier: def.freeSpins?.multiplier ?? 1,
  };
}

const scratch = new Int32Array(REELS);

/**
 * The pay of one line in line-bet multiples, from its five symbols: the longest run from the left of one regular
 * symbol with wilds standing in, or the run of wilds alone when that pays more. Scatter and jackpot symbols end a run.
 * Returns pay * 8 + count (count of the paying run) so that callers can show it without allocating.
 */
export function evaluateLine(slot: CompiledSlot, s0: number, s1: number, s2: number, s3: number, s4: number): number {
  const symbols = scratch;
  symbols[0] = s0;
  symbols[1] = s1;
  symbols[2] = s2;
  symbols[3] = s3;
  symbols[4] = s4;
  const wild = slot.wild;
  let wildRun = 0;
  while (wildRun < REELS && symbols[wildRun] === wild) wildRun++;
  const wildPay = wild >= 0 ? (slot.pays[wild * 6 + wildRun] ?? 0) : 0;
  let best = wildPay > 0 ? wildPay * 8 + wildRun : 0;
  if (wildRun < REELS) {
    const target = symbols[wildRun]!;
    if (slot.kinds[target] === 'regular') {
      let count = wildRun + 1;
      while (count < REELS && (symbols[count] === target || symbols[count] === wild)) count++;
      const pay = slot.pays[target * 6 + count] ?? 0;
      if (pay > wildPay) best = pay * 8 + count;
    }
  }
  return best;
}

/** The symbol shown on reel r, row y, for the given stops. */
export function symbolAt(slot: CompiledSlot, stops: ArrayLike<number>, reel: number, row: number): number {
  const strip = slot.reels[reel]!;
  return strip[(stops[reel]! + row) % strip.length]!;
}

/** Number of scatters in the visible window. */
export function countScatters(slot: CompiledSlot, stops: ArrayLike<number>): number {
  if (slot.scatter < 0) return 0;
  let count = 0;
  for (let r = 0; r < REELS; r++) for (let y = 0; y < ROWS; y++) if (symbolAt(slot, stops, r, y) === slot.scatter) count++;
  return count;
}

export type LineWin = { line: number; symbol: string; count: number; pay: number };

export type SpinEvaluation = {
  stops: number[];
  /** window[row][reel] as symbol ids */
  window: string[][];
  lineWins: LineWin[];
  scatters: number;
  /** Sum of line pays in line-bet multiples. */
  linePay: number;
  /** Scatter pay in total-bet multiples. */
  scatterPay: number;
  freeSpinsAwarded: number;
  /** Five jackpot symbols on the middle row. */
  jackpot: boolean;
};

/** Everything one set of stops shows and pays (before bet and multiplier). */
export function evaluateSpin(slot: CompiledSlot, stops: readonly number[]): SpinEvaluation {
  const grid: number[][] = [0, 1, 2].map((y) => [0, 1, 2, 3, 4].map((r) => symbolAt(slot, stops, r, y)));
  const lineWins: LineWin[] = [];
  let linePay = 0;
  slot.lines.forEach((line, i) => {
    const s = [0, 1, 2, 3, 4].map((r) => grid[line[r]!]![r]!);
    const packed = evaluateLine(slot, s[0]!, s[1]!, s[2]!, s[3]!, s[4]!);
    if (packed === 0) return;
    const pay = packed >> 3;
    const count = packed & 7;
    const first = s.find((x) => x !== slot.wild) ?? slot.wild;
    const symbol = count > 0 && s.slice(0, count).every((x) => x === slot.wild) ? slot.wild : first;
    linePay += pay;
    lineWins.push({ line: i, symbol: slot.def.symbols[symbol]!.id, count, pay });
  });
  const scatters = countScatters(slot, stops);
  return {
    stops: [...stops],
    window: grid.map((row) => row.map((s) => slot.def.symbols[s]!.id)),
    lineWins,
    scatters,
    linePay,
    scatterPay: slot.scatterPays[Math.min(scatters, 15)] ?? 0,
    freeSpinsAwarded: slot.freeSpinsByCount[Math.min(scatters, 15)] ?? 0,
    jackpot: slot.jackpot >= 0 && [0, 1, 2, 3, 4].every((r) => grid[JACKPOT_ROW]![r] === slot.jackpot),
  };
}

/** Win of one spin in line-bet multiples (line pays + scatter pay times the number of lines), allocation-free. */
export function spinUnits(slot: CompiledSlot, stops: ArrayLike<number>): number {
  let total = 0;
  for (const line of slot.lines) {
    const packed = evaluateLine(
      slot,
      symbolAt(slot, stops, 0, line[0]!),
      symbolAt(slot, stops, 1, line[1]!),
      symbolAt(slot, stops, 2, line[2]!),
      symbolAt(slot, stops, 3, line[3]!),
      symbolAt(slot, stops, 4, line[4]!),
    );
    total += packed >> 3;
  }
  if (slot.scatter >= 0) total += (slot.scatterPays[Math.min(countScatters(slot, stops), 15)] ?? 0) * slot.lines.length;
  return total;
}

export type SlotSpin = SpinEvaluation & {
  /** 'base' or the number of this free spin (1, 2, ...). */
  freeSpin: number;
  multiplier: number;
  /** Win of this spin in minor units. */
  win: number;
};

export type SlotRound = {
  game: string;
  bet: number;
  lineBet: number;
  spins: SlotSpin[];
  /** Free spins played in this round (retriggers included). */
  freeSpins: number;
  /** Total win in minor units, without the jackpot. */
  win: number;
  jackpot: boolean;
};

/** A source of reel stops: fresh from an RNG, or read back from a stored round. */
export type StopSource = (slot: CompiledSlot) => number[];

export const stopsFrom =
  (rng: Rng): StopSource =>
  (slot) =>
    slot.reels.map((strip) => rng.int(strip.length));

/** Replays stored stops in order; refuses a stop outside a reel or a missing one. */
export function storedStops(draws: readonly (readonly number[])[]): StopSource {
  let next = 0;
  return (slot) => {
    const stops = draws[next++];
    if (!stops || stops.length !== REELS) throw new Error('the stored draws end before the round does');
    stops.forEach((s, r) => {
      if (!Number.isInteger(s) || s < 0 || s >= slot.reels[r]!.length) throw new Error('stored stop out of range');
    });
    return [...stops];
  };
}

/** Free spins of one round at most; the expected number is small (see slot-rtp.ts), this only bounds a freak run. */
export const MAX_FREE_SPINS = 10_000;

/**
 * One paid spin and the free spins it starts (retriggers add spins). `bet` is the total bet in minor units and must
 * be a multiple of the number of lines.
 */
export function playSlotRound(slot: CompiledSlot, bet: number, nextStops: StopSource): SlotRound {
  const lines = slot.lines.length;
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet % lines !== 0)
    throw new Error('bet must be a positive multiple of the lines');
  const lineBet = bet / lines;
  const spins: SlotSpin[] = [];
  const base = evaluateSpin(slot, nextStops(slot));
  spins.push({ ...base, freeSpin: 0, multiplier: 1, win: (base.linePay + base.scatterPay * lines) * lineBet });
  let remaining = base.freeSpinsAwarded;
  let played = 0;
  while (remaining > 0 && played < MAX_FREE_SPINS) {
    remaining--;
    played++;
    const spin = evaluateSpin(slot, nextStops(slot));
    remaining += spin.freeSpinsAwarded;
    spins.push({
      ...spin,
      jackpot: false,
      freeSpin: played,
      multiplier: slot.multiplier,
      win: (spin.linePay + spin.scatterPay * lines) * lineBet * slot.multiplier,
    });
  }
  return {
    game: slot.def.code,
    bet,
    lineBet,
    spins,
    freeSpins: played,
    win: spins.reduce((sum, s) => sum + s.win, 0),
    jackpot: base.jackpot,
  };
}

/** Win of one round in line-bet multiples (free spins included), for simulation: no objects per spin. */
export function simulateRoundUnits(slot: CompiledSlot, rng: Rng, stops: Int32Array): number {
  for (let r = 0; r < REELS; r++) stops[r] = rng.int(slot.reels[r]!.length);
  let total = spinUnits(slot, stops);
  let remaining = slot.scatter >= 0 ? (slot.freeSpinsByCount[Math.min(countScatters(slot, stops), 15)] ?? 0) : 0;
  let played = 0;
  while (remaining > 0 && played < MAX_FREE_SPINS) {
    remaining--;
    played++;
    for (let r = 0; r < REELS; r++) stops[r] = rng.int(slot.reels[r]!.length);
    total += spinUnits(slot, stops) * slot.multiplier;
    remaining += slot.freeSpinsByCount[Math.min(countScatters(slot, stops), 15)] ?? 0;
  }
  return total;
}
