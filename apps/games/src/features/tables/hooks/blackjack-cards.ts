import type { BlackjackView } from '../api/table-calls.ts';

/**
 * Each card a blackjack hand shows, keyed by its place and name, the player's hands first, then the dealer's (the
 * face-down card last): what is new between two views is what the page deals, one card at a time.
 */
export function blackjackCardKeys(view: BlackjackView | null): string[] {
  if (!view) return [];
  const { hand } = view;
  const keys = hand.hands.flatMap((one, h) => one.cards.map((card, i) => `h${h}-${i}-${card}`));
  keys.push(...hand.dealer.map((card, i) => `d${i}-${card}`));
  if (hand.phase !== 'settled') keys.push(`d${hand.dealer.length}-back`);
  return keys;
}

/** What a hand's total says: both values of a soft total under 21 (7/17), else the total. */
export const handTotal = (total: number, soft: boolean) => (soft && total < 21 ? `${total - 10}/${total}` : String(total));
