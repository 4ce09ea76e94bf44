import { type Card, cardValue, DECKS, SHOE_SIZE } from '../house/baccarat.ts';
import type { Rng } from '../house/rng.ts';

/**
 * The shoe of the live card tables: eight decks shuffled once (Fisher-Yates with the RNG of play), a cut card placed
 * between 60 and 80 cards from the end, and a burn at the start: the first card is turned and as many cards as its
 * value (ten for 10, J, Q, K) go to the discard. When a round's cards pass the cut card, that round is finished and
 * the next round is dealt from a new shoe.
 */
export type Shoe = { cards: Card[]; cutAt: number; burned: number };

export const CUT_CARD_MIN_FROM_END = 60;
export const CUT_CARD_MAX_FROM_END = 80;

export function shuffledShoe(rng: Rng): Shoe {
  const cards = Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const card = cards[i]!;
    cards[i] = cards[j]!;
    cards[j] = card;
  }
  const fromEnd = CUT_CARD_MIN_FROM_END + rng.int(CUT_CARD_MAX_FROM_END - CUT_CARD_MIN_FROM_END + 1);
  const first = cards[0]!;
  // A burn card's value: ten for the picture cards and tens (baccarat counts them 0), the pip value otherwise.
  const burned = 1 + (first % 13 >= 9 ? 10 : cardValue(first));
  return { cards, cutAt: SHOE_SIZE - fromEnd, burned };
}

/** Cards off a stored shoe from `from`; `taken()` answers how many were dealt. */
export function dealer(cards: readonly Card[], from: number) {
  let next = from;
  return {
    next(): Card {
      const card = cards[next++];
      if (card === undefined) throw new Error('the shoe is empty');
      return card;
    },
    taken: () => next - from,
    position: () => next,
  };
}

export { DECKS, SHOE_SIZE };
