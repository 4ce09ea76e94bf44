import type { Rng } from './rng.ts';

/**
 * Punto Banco baccarat with the full third-card rules, dealt from an 8-deck shoe. Every round is dealt from a freshly
 * shuffled shoe (as a continuous shuffling machine does): the cards come off a Fisher-Yates shuffle drawn with the
 * RNG, and the cards dealt are what the round records, so that it can be replayed.
 *
 * Bets and pays: player 1:1; banker 1:1 less 5% commission (0.95:1); tie 8:1, and player and banker bets are returned
 * on a tie; player pair and banker pair (the first two cards of that hand of the same rank) 11:1.
 */

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;
export const BACCARAT_CODE = 'house-baccarat';

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratBets = Partial<Record<BaccaratSpot, number>>;

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;

/** A card is 0..51: rank = card % 13 (0 ace .. 12 king), suit = card / 13 (spades, hearts, diamonds, clubs). */
export type Card = number;

export const cardValue = (card: Card): number => {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
};
export const cardName = (card: Card): string => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;
export function parseCard(name: string): Card {
  const rank = RANKS.indexOf(name.slice(0, -1) as (typeof RANKS)[number]);
  const suit = SUITS.indexOf(name.slice(-1) as (typeof SUITS)[number]);
  if (rank < 0 || suit < 0) throw new Error(`not a card: ${name}`);
  return suit * 13 + rank;
}

const total = (cards: readonly Card[]) => cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;

/** Whether the player draws a third card on a two-card total (no natural on the table). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Whether the banker draws, on a two-card total, given the player's third card value (null when the player stood).
 * When the player stood the banker draws on 0-5; otherwise the tableau: 0-2 draw; 3 draws unless the player's third
 * card is an 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type Coup = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
};

/** Deals one coup: cards come from `next` in dealing order (player, banker, player, banker, then third cards). */
export function dealCoup(next: () => Card): Coup {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const card = next();
      player.push(card);
      playerThird = cardValue(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    natural,
    playerPair: player[0]! % 13 === player[1]! % 13,
    bankerPair: banker[0]! % 13 === banker[1]! % 13,
  };
}

/** Cards off a fresh 8-deck shoe, shuffled as they are needed (a partial Fisher-Yates with the RNG). */
export function shoeFrom(rng: Rng): () => Card {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);
  let dealt = 0;
  return () => {
    const pick = dealt + rng.int(SHOE_SIZE - dealt);
    const card = shoe[pick]!;
    shoe[pick] = shoe[dealt]!;
    shoe[dealt] = card;
    dealt++;
    return card;
  };
}

/** Stored cards in dealing order, for a replay; refuses to run past them. */
export function storedCards(cards: readonly string[]): () => Card {
  let next = 0;
  return () => {
    const name = cards[next++];
    if (name === undefined) throw new Error('the stored cards end before the coup does');
    return parseCard(name);
  };
}

/** What each spot returns (stake included) in minor units. Banker commission is rounded down. */
export function settleBaccarat(coup: Coup, bets: BaccaratBets): Record<BaccaratSpot, number> {
  const stake = (spot: BaccaratSpot) => bets[spot] ?? 0;
  const banker = stake('banker');
  return {
    player: coup.winner === 'player' ? stake('player') * 2 : coup.winner === 'tie' ? stake('player') : 0,
    banker: coup.winner === 'banker' ? banker + Math.floor((banker * 95) / 100) : coup.winner === 'tie' ? banker : 0,
    tie: coup.winner === 'tie' ? stake('tie') * 9 : 0,
    player_pair: coup.playerPair ? stake('player_pair') * 12 : 0,
    banker_pair: coup.bankerPair ? stake('banker_pair') * 12 : 0,
  };
}

export type BaccaratRound = {
  game: string;
  bets: BaccaratBets;
  bet: number;
  coup: Coup;
  /** The cards dealt, in dealing order (the round's draws). */
  cards: string[];
  returns: Record<BaccaratSpot, number>;
  win: number;
};

export function playBaccaratRound(bets: BaccaratBets, next: () => Card): BaccaratRound {
  const bet = BACCARAT_SPOTS.reduce((sum, spot) => sum + (bets[spot] ?? 0), 0);
  if (!Number.isSafeInteger(bet) || bet <= 0 || BACCARAT_SPOTS.some((s) => (bets[s] ?? 0) < 0)) {
    throw new Error('a bet is needed');
  }
  const coup = dealCoup(next);
  const returns = settleBaccarat(coup, bets);
  return {
    game: BACCARAT_CODE,
    bets,
    bet,
    coup,
    cards: [
      coup.player[0]!,
      coup.banker[0]!,
      coup.player[1]!,
      coup.banker[1]!,
      ...coup.player.slice(2),
      ...coup.banker.slice(2),
    ].map(cardName),
    returns,
    win: Object.values(returns).reduce((sum, v) => sum + v, 0),
  };
}

/** Exact return to player of each bet with an 8-deck shoe, by enumerating every coup by card value. */
export function baccaratRtp(): Record<BaccaratSpot, number> {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 * DECKS : 4 * DECKS));
  let left = SHOE_SIZE;
  const outcome = { player: 0, banker: 0, tie: 0 };
  const draw = (visit: (value: number, p: number) => void) => {
    for (let v = 0; v < 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      const p = c / left;
      counts[v] = c - 1;
      left--;
      visit(v, p);
      left++;
      counts[v] = c;
    }
  };
  const finish = (pt: number, bt: number, p: number) => {
    if (pt > bt) outcome.player += p;
    else if (bt > pt) outcome.banker += p;
    else outcome.tie += p;
  };
  draw((p1, a) =>
    draw((b1, b) =>
      draw((p2, c) =>
        draw((b2, d) => {
          const p = a * b * c * d;
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) return finish(pt, bt, p);
          if (!playerDraws(pt)) {
            if (!bankerDraws(bt, null)) return finish(pt, bt, p);
            return draw((b3, e) => finish(pt, (bt + b3) % 10, p * e));
          }
          draw((p3, e) => {
            const pt3 = (pt + p3) % 10;
            if (!bankerDraws(bt, p3)) return finish(pt3, bt, p * e);
            draw((b3, f) => finish(pt3, (bt + b3) % 10, p * e * f));
          });
        }),
      ),
    ),
  );
  const pair = (13 * (4 * DECKS) * (4 * DECKS - 1)) / (SHOE_SIZE * (SHOE_SIZE - 1));
  return {
    player: outcome.player * 2 + outcome.tie,
    banker: outcome.banker * 1.95 + outcome.tie,
    tie: outcome.tie * 9,
    player_pair: pair * 12,
    banker_pair: pair * 12,
  };
}
