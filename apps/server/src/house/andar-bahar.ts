import { type Card, cardName, parseCard } from './baccarat.ts';
import type { Rng } from './rng.ts';

/**
 * Andar Bahar with one 52-card deck (docs/decisions/0028-house-card-and-table-games.md). The dealer turns up the
 * joker card, then deals alternately to Andar (first) and Bahar until a card of the joker's rank appears; its side
 * wins. Andar, dealt first, pays 9:10; Bahar pays 1:1. Side bets on how many cards were dealt to both sides (the
 * matching card included). `andarBaharRtp` enumerates every placement of the three cards of the joker's rank among the
 * 51 others.
 */

export const ANDAR_BAHAR_CODE = 'house-andar-bahar';

/** Card-count side bets: [spot, first count, last count, pays to 1]. */
export const ANDAR_BAHAR_COUNTS: readonly (readonly [string, number, number, number])[] = [
  ['cards_1_5', 1, 5, 2.5],
  ['cards_6_10', 6, 10, 3.5],
  ['cards_11_15', 11, 15, 4.75],
  ['cards_16_25', 16, 25, 3.5],
  ['cards_26_30', 26, 30, 15],
  ['cards_31_35', 31, 35, 25],
  ['cards_36_40', 36, 40, 50],
  ['cards_41_49', 41, 49, 120],
];

export const ANDAR_BAHAR_SPOTS: readonly string[] = ['andar', 'bahar', ...ANDAR_BAHAR_COUNTS.map((c) => c[0])];
export type AndarBaharBets = Record<string, number>;

/** What a stake of 1 returns, given the winning side and the number of cards dealt (matching card included). */
export function andarBaharReturn(spot: string, side: 'andar' | 'bahar', dealt: number): number {
  if (spot === 'andar') return side === 'andar' ? 1.9 : 0;
  if (spot === 'bahar') return side === 'bahar' ? 2 : 0;
  const count = ANDAR_BAHAR_COUNTS.find((c) => c[0] === spot);
  if (!count) throw new Error(`no andar bahar spot ${spot}`);
  return dealt >= count[1] && dealt <= count[2] ? 1 + count[3] : 0;
}

/** A freshly shuffled single deck, dealt as needed (partial Fisher-Yates with the RNG). */
export function deckOf52(rng: Rng): () => Card {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  let dealt = 0;
  return () => {
    if (dealt >= 52) throw new Error('the deck is empty');
    const pick = dealt + rng.int(52 - dealt);
    const card = deck[pick]!;
    deck[pick] = deck[dealt]!;
    deck[dealt] = card;
    dealt++;
    return card;
  };
}

export function storedDeckCards(cards: readonly string[]): () => Card {
  let next = 0;
  return () => {
    const name = cards[next++];
    if (name === undefined) throw new Error('the stored cards end before the round does');
    return parseCard(name);
  };
}

export type AndarBaharRound = {
  game: string;
  bets: AndarBaharBets;
  bet: number;
  joker: string;
  andar: string[];
  bahar: string[];
  /** Every card in dealing order, the joker first (the round's draws). */
  cards: string[];
  side: 'andar' | 'bahar';
  dealt: number;
  returns: Record<string, number>;
  win: number;
};

export function playAndarBaharRound(bets: AndarBaharBets, next: () => Card): AndarBaharRound {
  const spots = Object.keys(bets);
  const bet = spots.reduce((sum, s) => sum + (bets[s] ?? 0), 0);
  if (!Number.isSafeInteger(bet) || bet <= 0 || spots.some((s) => !ANDAR_BAHAR_SPOTS.includes(s) || (bets[s] ?? 0) < 0)) {
    throw new Error('a bet is needed');
  }
  const joker = next();
  const andar: Card[] = [];
  const bahar: Card[] = [];
  let side: 'andar' | 'bahar' = 'andar';
  for (;;) {
    const card = next();
    (side === 'andar' ? andar : bahar).push(card);
    if (card % 13 === joker % 13) break;
    side = side === 'andar' ? 'bahar' : 'andar';
  }
  const dealt = andar.length + bahar.length;
  const returns: Record<string, number> = {};
  let win = 0;
  for (const s of spots) {
    // 9:10 on Andar (and 4.75:1) is rounded down to the minor unit, as baccarat's commission is.
    returns[s] = Math.floor(((bets[s] ?? 0) * Math.round(andarBaharReturn(s, side, dealt) * 100)) / 100);
    win += returns[s];
  }
  const cards = [joker];
  for (let i = 0; i < dealt; i++) cards.push((i % 2 === 0 ? andar : bahar)[Math.floor(i / 2)]!);
  return {
    game: ANDAR_BAHAR_CODE,
    bets,
    bet,
    joker: cardName(joker),
    andar: andar.map(cardName),
    bahar: bahar.map(cardName),
    cards: cards.map(cardName),
    side,
    dealt,
    returns,
    win,
  };
}

/**
 * Exact return to player of every spot: after the joker, the 51 cards left hold 3 of its rank; every one of the
 * C(51, 3) = 20,825 placements of those three is equally likely, and the first of them ends the deal.
 */
export function andarBaharRtp(): Record<string, number> {
  const rtp: Record<string, number> = Object.fromEntries(ANDAR_BAHAR_SPOTS.map((s) => [s, 0]));
  let placements = 0;
  for (let a = 1; a <= 51; a++)
    for (let b = a + 1; b <= 51; b++)
      for (let c = b + 1; c <= 51; c++) {
        placements++;
        // a is the first matching card's position: odd positions are Andar's (dealt first).
        const side = a % 2 === 1 ? 'andar' : 'bahar';
        for (const s of ANDAR_BAHAR_SPOTS) rtp[s]! += andarBaharReturn(s, side, a);
      }
  for (const s of ANDAR_BAHAR_SPOTS) rtp[s]! /= placements;
  return rtp;
}
