import { type CompiledSlot, compileSlot, type SlotDefinition } from './slot-engine.ts';

/**
 * The three reel slots of the house provider, keyed by game_code (games.game_code of provider GPHS). The reel strips
 * are published here in full: each is built from symbol counts, spread evenly along the strip (buildStrip).
 */

/** The 20 paylines, as rows (0 top, 1 middle, 2 bottom) on reels 1 to 5; a slot with n lines uses the first n. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/**
 * A strip of the given symbol counts with each symbol spread evenly: the k-th copy of a symbol counted c times sits
 * at fraction (k + 1/2) / c of the strip (ties by the order given). Deterministic, so the strips are reproducible.
 */
export function buildStrip(counts: Record<string, number>): string[] {
  const placed: { id: string; at: number; order: number }[] = [];
  Object.entries(counts).forEach(([id, count], order) => {
    for (let k = 0; k < count; k++) placed.push({ id, at: (k + 0.5) / count, order });
  });
  placed.sort((a, b) => a.at - b.at || a.order - b.order);
  return placed.map((p) => p.id);
}

const JACKPOT = { id: 'jackpot', glyph: '💰', kind: 'jackpot' } as const;

export const LUCKY_SEVENS: SlotDefinition = {
  code: 'house-lucky-sevens',
  names: { en_US: 'Lucky Sevens', zh_CN: '幸运七', vi_VN: 'Bảy May Mắn' },
  symbols: [
    { id: 'cherry', glyph: '🍒', kind: 'regular', pays: [2, 6, 25, 70] },
    { id: 'lemon', glyph: '🍋', kind: 'regular', pays: [0, 6, 25, 70] },
    { id: 'orange', glyph: '🍊', kind: 'regular', pays: [0, 10, 35, 120] },
    { id: 'plum', glyph: '🍇', kind: 'regular', pays: [0, 10, 35, 120] },
    { id: 'bell', glyph: '🔔', kind: 'regular', pays: [0, 25, 75, 250] },
    { id: 'bar', glyph: 'BAR', kind: 'regular', pays: [0, 40, 120, 500] },
    { id: 'seven', glyph: '7', kind: 'regular', pays: [0, 60, 250, 1200] },
    { id: 'wild', glyph: '★', kind: 'wild', pays: [0, 50, 250, 2000] },
    JACKPOT,
  ],
  reels: [
    { cherry: 6, lemon: 7, orange: 6, plum: 6, bell: 4, bar: 3, seven: 2, wild: 1, jackpot: 1 },
    { cherry: 6, lemon: 7, orange: 6, plum: 6, bell: 4, bar: 3, seven: 2, wild: 2, jackpot: 1 },
    { cherry: 7, lemon: 7, orange: 6, plum: 6, bell: 4, bar: 3, seven: 2, wild: 2, jackpot: 1 },
    { cherry: 7, lemon: 7, orange: 6, plum: 6, bell: 4, bar: 3, seven: 2, wild: 1, jackpot: 1 },
    { cherry: 7, lemon: 7, orange: 7, plum: 6, bell: 4, bar: 3, seven: 2, wild: 1, jackpot: 1 },
  ].map(buildStrip),
  lines: PAYLINES.slice(0, 10),
  jackpotShare: 0.01,
  coins: [1, 2, 5, 10, 20, 50, 100],
};

export const DRAGON_GOLD: SlotDefinition = {
  code: 'house-dragon-gold',
  names: { en_US: 'Dragon Gold', zh_CN: '金龙', vi_VN: 'Rồng Vàng' },
  symbols: [
    { id: 'ten', glyph: '10', kind: 'regular', pays: [0, 10, 30, 100] },
    { id: 'jack', glyph: 'J', kind: 'regular', pays: [0, 10, 30, 100] },
    { id: 'queen', glyph: 'Q', kind: 'regular', pays: [0, 10, 30, 150] },
    { id: 'king', glyph: 'K', kind: 'regular', pays: [0, 15, 50, 200] },
    { id: 'ace', glyph: 'A', kind: 'regular', pays: [0, 15, 50, 250] },
    { id: 'lantern', glyph: '🏮', kind: 'regular', pays: [0, 30, 100, 400] },
    { id: 'turtle', glyph: '🐢', kind: 'regular', pays: [0, 40, 150, 500] },
    { id: 'tiger', glyph: '🐅', kind: 'regular', pays: [5, 50, 200, 800] },
    { id: 'dragon', glyph: '🐉', kind: 'regular', pays: [5, 75, 300, 1500] },
    { id: 'wild', glyph: '🀄', kind: 'wild', pays: [0, 0, 0, 1000] },
    { id: 'pearl', glyph: '🔮', kind: 'scatter', pays: [0, 2, 10, 50] },
    JACKPOT,
  ],
  reels: [
    { ten: 6, jack: 6, queen: 5, king: 5, ace: 4, lantern: 3, turtle: 3, tiger: 2, dragon: 2, wild: 1, pearl: 1, jackpot: 1 },
    { ten: 6, jack: 6, queen: 5, king: 5, ace: 4, lantern: 3, turtle: 3, tiger: 2, dragon: 2, wild: 2, pearl: 1, jackpot: 1 },
    { ten: 6, jack: 6, queen: 5, king: 5, ace: 4, lantern: 3, turtle: 3, tiger: 2, dragon: 2, wild: 2, pearl: 1, jackpot: 1 },
    { ten: 6, jack: 6, queen: 5, king: 5, ace: 4, lantern: 3, turtle: 3, tiger: 2, dragon: 2, wild: 2, pearl: 1, jackpot: 1 },
    { ten: 6, jack: 6, queen: 5, king: 5, ace: 4, lantern: 3, turtle: 3, tiger: 2, dragon: 2, wild: 1, pearl: 1, jackpot: 1 },
  ].map(buildStrip),
  lines: PAYLINES.slice(0, 20),
  freeSpins: { spins: [10, 15, 20], multiplier: 3 },
  jackpotShare: 0.01,
  coins: [1, 2, 5, 10, 20, 50],
};

export const FRUIT_FIESTA: SlotDefinition = {
  code: 'house-fruit-fiesta',
  names: { en_US: 'Fruit Fiesta', zh_CN: '水果嘉年华', vi_VN: 'Lễ Hội Trái Cây' },
  symbols: [
    { id: 'cherry', glyph: '🍒', kind: 'regular', pays: [0, 5, 20, 50] },
    { id: 'lemon', glyph: '🍋', kind: 'regular', pays: [0, 5, 20, 50] },
    { id: 'orange', glyph: '🍊', kind: 'regular', pays: [0, 10, 25, 75] },
    { id: 'grapes', glyph: '🍇', kind: 'regular', pays: [0, 10, 30, 100] },
    { id: 'melon', glyph: '🍉', kind: 'regular', pays: [0, 25, 50, 200] },
    { id: 'strawberry', glyph: '🍓', kind: 'regular', pays: [0, 40, 100, 400] },
    { id: 'wild', glyph: '🌈', kind: 'wild', pays: [0, 30, 150, 1000] },
    { id: 'party', glyph: '🎉', kind: 'scatter', pays: [1, 3, 15, 75] },
    JACKPOT,
  ],
  reels: [
    { cherry: 7, lemon: 7, orange: 6, grapes: 5, melon: 4, strawberry: 3, wild: 1, party: 1, jackpot: 1 },
    { cherry: 7, lemon: 7, orange: 6, grapes: 5, melon: 4, strawberry: 3, wild: 2, party: 1, jackpot: 1 },
    { cherry: 7, lemon: 7, orange: 6, grapes: 5, melon: 4, strawberry: 3, wild: 2, party: 1, jackpot: 1 },
    { cherry: 7, lemon: 7, orange: 6, grapes: 5, melon: 4, strawberry: 3, wild: 2, party: 1, jackpot: 1 },
    { cherry: 7, lemon: 7, orange: 6, grapes: 5, melon: 4, strawberry: 3, wild: 1, party: 1, jackpot: 1 },
  ].map(buildStrip),
  lines: PAYLINES.slice(0, 15),
  freeSpins: { spins: [8, 12, 20], multiplier: 2 },
  jackpotShare: 0.01,
  coins: [1, 2, 5, 10, 20, 50, 100],
};

export const HOUSE_SLOTS: readonly SlotDefinition[] = [LUCKY_SEVENS, DRAGON_GOLD, FRUIT_FIESTA];

const compiled = new Map<string, CompiledSlot>(HOUSE_SLOTS.map((def) => [def.code, compileSlot(def)]));

/** The compiled slot of a game_code, or undefined when it is not a house slot. */
export function houseSlot(gameCode: string): CompiledSlot | undefined {
  return compiled.get(gameCode);
}
