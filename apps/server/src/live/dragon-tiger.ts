import { type Card, cardName, DECKS, SHOE_SIZE } from '../house/baccarat.ts';

/**
 * Dragon Tiger: one card to Dragon, one to Tiger, the higher rank wins (ace low, king high; suits do not rank).
 * Dragon and Tiger pay 1:1 and lose half their stake on a tie; Tie pays 11:1; Suited Tie (same rank and suit) 50:1.
 */
export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie', 'suited_tie'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];
export type DragonTigerBets = Partial<Record<DragonTigerSpot, number>>;

export const DRAGON_TIGER_PAYS: Record<DragonTigerSpot, number> = { dragon: 1, tiger: 1, tie: 11, suited_tie: 50 };

export type DragonTigerCoup = {
  dragon: string;
  tiger: string;
  winner: 'dragon' | 'tiger' | 'tie';
  suited: boolean;
};

const rankOf = (card: Card) => card % 13;

export function dealDragonTiger(next: () => Card): DragonTigerCoup {
  const dragon = next();
  const tiger = next();
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  return {
    dragon: cardName(dragon),
    tiger: cardName(tiger),
    winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie',
    suited: dragon === tiger,
  };
}

/** What each spot returns, stake included, in minor units (half a stake is rounded down). */
export function settleDragonTiger(coup: DragonTigerCoup, bets: DragonTigerBets): Record<DragonTigerSpot, number> {
  const stake = (spot: DragonTigerSpot) => bets[spot] ?? 0;
  const side = (spot: 'dragon' | 'tiger') =>
    coup.winner === spot ? stake(spot) * 2 : coup.winner === 'tie' ? Math.floor(stake(spot) / 2) : 0;
  return {
    dragon: side('dragon'),
    tiger: side('tiger'),
    tie: coup.winner === 'tie' ? stake('tie') * (DRAGON_TIGER_PAYS.tie + 1) : 0,
    suited_tie: coup.suited ? stake('suited_tie') * (DRAGON_TIGER_PAYS.suited_tie + 1) : 0,
  };
}

/**
 * Exact return of each bet off the top of an 8-deck shoe, by counting the ordered pairs of cards: of the
 * 416 x 415 pairs, ties are the pairs of one rank, suited ties the pairs of one card (rank and suit).
 */
export function dragonTigerRtp(): Record<DragonTigerSpot, number> {
  const pairs = SHOE_SIZE * (SHOE_SIZE - 1);
  const perRank = 4 * DECKS;
  const perCard = DECKS;
  let dragonWins = 0;
  let ties = 0;
  for (let d = 0; d < 13; d++) {
    for (let t = 0; t < 13; t++) {
      const count = d === t ? perRank * (perRank - 1) : perRank * perRank;
      if (d > t) dragonWins += count;
      else if (d === t) ties += count;
    }
  }
  const suitedTies = 52 * perCard * (perCard - 1);
  const pWin = dragonWins / pairs;
  const pTie = ties / pairs;
  const side = 2 * pWin + 0.5 * pTie;
  return {
    dragon: side,
    tiger: side,
    tie: (DRAGON_TIGER_PAYS.tie + 1) * pTie,
    suited_tie: (DRAGON_TIGER_PAYS.suited_tie + 1) * (suitedTies / pairs),
  };
}
