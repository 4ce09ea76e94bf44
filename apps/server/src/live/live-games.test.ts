import { describe, expect, it } from 'vitest';
import { baccaratRtp, SHOE_SIZE } from '../house/baccarat.ts';
import { fastSimulationRng } from '../house/rng.ts';
import { dragonTigerRtp, settleDragonTiger } from './dragon-tiger.ts';
import { LIVE_BACCARAT, LIVE_DRAGON_TIGER, LIVE_GAMES, LIVE_ROULETTE } from './live-games.ts';
import { ROULETTE_SPOTS, rouletteRtp, rouletteSpin, settleRoulette } from './roulette.ts';
import { dealer, shuffledShoe } from './shoe.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];

describe('dragon tiger: exact return of every bet', () => {
  it('counts every ordered pair of cards off an 8-deck shoe through the settlement itself', () => {
    // Each of the 52 card faces is 8 times in the shoe: (a, b) faces occur 8 x 8 times, or 8 x 7 for the same face.
    const spots = ['dragon', 'tiger', 'tie', 'suited_tie'] as const;
    const returned: Record<string, number> = { dragon: 0, tiger: 0, tie: 0, suited_tie: 0 };
    let pairs = 0;
    for (let a = 0; a < 52; a++) {
      for (let b = 0; b < 52; b++) {
        const weight = a === b ? 8 * 7 : 8 * 8;
        pairs += weight;
        const d = a % 13;
        const t = b % 13;
        const coup = {
          dragon: `${RANKS[d]}${SUITS[Math.floor(a / 13)]}`,
          tiger: `${RANKS[t]}${SUITS[Math.floor(b / 13)]}`,
          winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie',
          suited: a === b,
        } as const;
        // A stake of 2 units, so the half lost on a tie is exact.
        const r = settleDragonTiger(coup, { dragon: 2, tiger: 2, tie: 2, suited_tie: 2 });
        for (const s of spots) returned[s]! += (weight * r[s]) / 2;
      }
    }
    expect(pairs).toBe(SHOE_SIZE * (SHOE_SIZE - 1));
    const rtp = dragonTigerRtp();
    for (const s of spots) expect(rtp[s]).toBeCloseTo(returned[s]! / pairs, 12);
    // P(tie) = 13 x 32 x 31 / (416 x 415) = 12,896 / 172,640; dragon returns 2 x P(win) + P(tie) / 2.
    const pTie = (13 * 32 * 31) / (416 * 415);
    expect(rtp.dragon).toBeCloseTo(1 - pTie / 2, 12);
    expect((1 - rtp.dragon) * 100).toBeCloseTo(3.7349, 4);
    expect((1 - rtp.tie) * 100).toBeCloseTo(10.3614, 4);
    expect((1 - rtp.suited_tie) * 100).toBeCloseTo(13.9759, 4);
  });
});

describe('european roulette: exact return of every bet', () => {
  it('every spot of the layout returns 36/37 over the 37 pockets', () => {
    const rtp = rouletteRtp();
    // 37 straights, 60 splits, 12 streets, 11 six lines, 22 corners, 2 trios, 6 even-money, 3 dozens, 3 columns.
    expect(ROULETTE_SPOTS.size).toBe(37 + 60 + 12 + 11 + 22 + 2 + 6 + 3 + 3);
    for (const [spot, value] of Object.entries(rtp)) expect(value, spot).toBeCloseTo(36 / 37, 12);
    expect((1 - rtp.red!) * 100).toBeCloseTo(2.7027, 4);
  });

  it('pays 35:1 on a straight, 1:1 on red, and the zero loses the outside bets', () => {
    expect(settleRoulette(rouletteSpin(17), { n17: 100, red: 100, black: 100, dozen2: 100 })).toEqual({
      n17: 3600,
      red: 0,
      black: 200,
      dozen2: 300,
    });
    expect(settleRoulette(rouletteSpin(0), { n0: 100, red: 100, split_0_1: 100, even: 100 })).toEqual({
      n0: 3600,
      red: 0,
      split_0_1: 1800,
      even: 0,
    });
  });
});

describe('european roulette: the inside bets of the layout', () => {
  // Where a number sits on the layout: its row of three (street) and its place across it (1, 2 or 3).
  const at = (n: number) => ({ street: Math.floor((n - 1) / 3), across: (n - 1) % 3 });
  const kinds = { split: 17, street: 11, corner: 8, line: 5, trio: 11 } as const;

  it('pays split 17:1, street 11:1, corner 8:1, six line 5:1 and returns exactly 36/37 of every stake', () => {
    for (const [kind, pays] of Object.entries(kinds)) {
      const spots = [...ROULETTE_SPOTS.keys()].filter((s) => s.startsWith(`${kind}_`));
      expect(spots.length, kind).toBeGreaterThan(0);
      for (const spot of spots) {
        let returned = 0;
        let winning = 0;
        for (let n = 0; n <= 36; n++) {
          const r = settleRoulette(rouletteSpin(n), { [spot]: 100 })[spot]!;
          if (r > 0) {
            winning += 1;
            expect(r, `${spot} on ${n}`).toBe(100 * (pays + 1));
          }
          returned += r;
        }
        // Exactly 36 units back for every 37 staked: the edge is 1/37 = 2.7027 % on every bet.
        expect(winning * (pays + 1), spot).toBe(36);
        expect(returned / (37 * 100), spot).toBe(36 / 37);
      }
    }
  });

  it('covers only numbers that meet on the layout', () => {
    for (const [spot, covers] of ROULETTE_SPOTS) {
      const kind = spot.split('_')[0];
      const numbers = covers.filter((n) => n > 0).map(at);
      const streets = new Set(numbers.map((p) => p.street));
      const across = new Set(numbers.map((p) => p.across));
      if (kind === 'split' && !covers.includes(0)) {
        const [a, b] = numbers;
        expect(Math.abs(a!.street - b!.street) + Math.abs(a!.across - b!.across), spot).toBe(1);
      }
      if (kind === 'split' && covers.includes(0)) expect(numbers[0]!.street, spot).toBe(0);
      if (kind === 'street') expect([streets.size, across.size], spot).toEqual([1, 3]);
      if (kind === 'line')
        expect([streets.size, across.size, Math.max(...streets) - Math.min(...streets)], spot).toEqual([2, 3, 1]);
      if (kind === 'corner') {
        expect([streets.size, across.size], spot).toEqual([2, 2]);
        expect(Math.max(...streets) - Math.min(...streets), spot).toBe(1);
        expect(Math.max(...across) - Math.min(...across), spot).toBe(1);
      }
      if (kind === 'trio') expect(covers.includes(0) && covers.includes(2) && streets.size === 1, spot).toBe(true);
    }
    // Numbers that only look close in the list are no bet: 3 and 4 are in different streets at opposite sides.
    for (const spot of ['split_3_4', 'split_1_5', 'split_0_4', 'corner_3', 'corner_33', 'line_34', 'street_2', 'trio_0_1_3'])
      expect(ROULETTE_SPOTS.has(spot), spot).toBe(false);
  });
});

describe('live baccarat', () => {
  it('publishes the exact 8-deck figures of the house baccarat', () => {
    const rtp = LIVE_GAMES[LIVE_BACCARAT].rtp();
    expect(rtp).toEqual(baccaratRtp());
    expect((1 - rtp.banker!) * 100).toBeCloseTo(1.0579, 3);
    expect((1 - rtp.player!) * 100).toBeCloseTo(1.2351, 3);
    expect((1 - rtp.tie!) * 100).toBeCloseTo(14.3596, 3);
  });

  it('settles a coup dealt off the shoe: banker commission, ties return player and banker', () => {
    const game = LIVE_GAMES[LIVE_BACCARAT];
    const shoe = shuffledShoe(fastSimulationRng());
    const cards = dealer(shoe.cards, shoe.burned);
    for (let i = 0; i < 60; i++) {
      const outcome = game.play({ next: cards.next, rng: fastSimulationRng() });
      if (outcome.game !== LIVE_BACCARAT) throw new Error('not baccarat');
      const r = game.settle(outcome, { player: 1000, banker: 1000, tie: 100 });
      if (outcome.winner === 'banker') expect(r).toEqual({ player: 0, banker: 1950, tie: 0 });
      if (outcome.winner === 'player') expect(r).toEqual({ player: 2000, banker: 0, tie: 0 });
      if (outcome.winner === 'tie') expect(r).toEqual({ player: 1000, banker: 1000, tie: 900 });
    }
  });
});

describe('the shoe', () => {
  it('is eight full decks, shuffled, with a cut card 60 to 80 cards from the end and a burn', () => {
    const rng = fastSimulationRng();
    for (let i = 0; i < 50; i++) {
      const shoe = shuffledShoe(rng);
      expect(shoe.cards).toHaveLength(416);
      const counts = new Map<number, number>();
      for (const c of shoe.cards) counts.set(c, (counts.get(c) ?? 0) + 1);
      expect([...counts.values()].every((n) => n === 8)).toBe(true);
      expect(416 - shoe.cutAt).toBeGreaterThanOrEqual(60);
      expect(416 - shoe.cutAt).toBeLessThanOrEqual(80);
      const first = shoe.cards[0]! % 13;
      expect(shoe.burned).toBe(1 + (first >= 9 ? 10 : first + 1));
    }
  });

  it('dragon tiger deals two cards, roulette none', () => {
    const shoe = shuffledShoe(fastSimulationRng());
    const cards = dealer(shoe.cards, 0);
    LIVE_GAMES[LIVE_DRAGON_TIGER].play({ next: cards.next, rng: fastSimulationRng() });
    expect(cards.taken()).toBe(2);
    const spin = LIVE_GAMES[LIVE_ROULETTE].play({ next: cards.next, rng: fastSimulationRng() });
    expect(cards.taken()).toBe(2);
    expect(spin.game === LIVE_ROULETTE && spin.number >= 0 && spin.number <= 36).toBe(true);
  });
});
