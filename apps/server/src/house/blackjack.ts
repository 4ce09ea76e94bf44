import { type Card, cardName, parseCard } from './baccarat.ts';
import type { Rng } from './rng.ts';

/**
 * Blackjack (docs/decisions/0028-house-card-and-table-games.md). One player against the dealer; every card is drawn
 * from a full, freshly shuffled 52-card deck (an infinite shoe, as an RNG table deals), so the published return is the
 * exact analysis of `blackjackRtp` for these very rules:
 * - the dealer stands on every 17, soft 17 included, and peeks for blackjack under an ace or a ten-value card;
 * - blackjack pays 3:2; a dealer blackjack takes only the original bet (a player blackjack against it pushes);
 * - double on any first two cards, also after a split (not on split aces);
 * - split once any two cards of the same value (two hands); split aces get one card each; 21 after a split is no
 *   blackjack;
 * - insurance (half the bet, pays 2:1) when the dealer shows an ace, before the peek; no surrender.
 * Amounts are integer minor units.
 */

export const BLACKJACK_CODE = 'house-blackjack';

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no_insurance';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'];

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export type BlackjackHand = {
  cards: Card[];
  bet: number;
  doubled: boolean;
  /** Made by a split: a two-card 21 is no blackjack. */
  split: boolean;
  done: boolean;
  result?: HandResult;
  /** What the hand returns, stake included. */
  returned?: number;
};

export type BlackjackState = {
  /** The original bet. */
  bet: number;
  phase: 'insurance' | 'player' | 'settled';
  dealer: Card[];
  hands: BlackjackHand[];
  active: number;
  insurance: number;
  insuranceReturned: number;
  actions: BlackjackAction[];
  /** Every card drawn, in order (the round's draws). */
  cards: string[];
  /** All stakes of the round: the bet, doubles, the split hand's bet, insurance. */
  staked: number;
  /** What the round returns once settled. */
  win: number;
};

/** 1 for an ace, 10 for ten and faces, else the pip value. */
export const rankValue = (card: Card): number => {
  const rank = card % 13;
  return rank === 0 ? 1 : rank >= 9 ? 10 : rank + 1;
};

export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = rankValue(c);
    total += v;
    if (v === 1) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handValue(cards).total === 21;
const handBlackjack = (hand: BlackjackHand) => !hand.split && isBlackjack(hand.cards);

/** Cards drawn uniformly from a full deck with the RNG, recorded by name. */
export const deckFrom =
  (rng: Rng): (() => Card) =>
  () =>
    rng.int(52);

/** Stored cards (names) in order, for a replay; refuses to run past them. */
export function storedDeck(cards: readonly string[]): () => Card {
  let next = 0;
  return () => {
    const name = cards[next++];
    if (name === undefined) throw new Error('the stored cards end before the hand does');
    return parseCard(name);
  };
}

function draw(state: BlackjackState, next: () => Card): Card {
  const card = next();
  state.cards.push(cardName(card));
  return card;
}

/** Deals a new hand: player, dealer up card, player, dealer hole card; settles at once on a peeked blackjack. */
export function startBlackjack(bet: number, next: () => Card): BlackjackState {
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new Error('a bet is needed');
  const state: BlackjackState = {
    bet,
    phase: 'player',
    dealer: [],
    hands: [{ cards: [], bet, doubled: false, split: false, done: false }],
    active: 0,
    insurance: 0,
    insuranceReturned: 0,
    actions: [],
    cards: [],
    staked: bet,
    win: 0,
  };
  const hand = state.hands[0]!;
  hand.cards.push(draw(state, next));
  state.dealer.push(draw(state, next));
  hand.cards.push(draw(state, next));
  state.dealer.push(draw(state, next));
  if (rankValue(state.dealer[0]!) === 1) {
    state.phase = 'insurance';
    return state;
  }
  afterPeek(state, next);
  return state;
}

/** The peek (dealer blackjack ends the hand), then a player blackjack is paid at once. */
function afterPeek(state: BlackjackState, next: () => Card) {
  const hand = state.hands[0]!;
  if (isBlackjack(state.dealer) || isBlackjack(hand.cards)) {
    hand.done = true;
    settle(state, next);
    return;
  }
  state.phase = 'player';
  if (handValue(hand.cards).total === 21) hand.done = true;
}

/** What an action stakes on top of what is already on the table (doubles, the split hand, insurance). */
export function extraStake(state: BlackjackState, action: BlackjackAction): number {
  if (action === 'double') return state.hands[state.active]?.bet ?? 0;
  if (action === 'split') return state.bet;
  if (action === 'insurance') return Math.floor(state.bet / 2);
  return 0;
}

export function allowedActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return state.bet >= 2 ? ['insurance', 'no_insurance'] : ['no_insurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  const splitAce = hand.split && rankValue(hand.cards[0]!) === 1;
  if (hand.cards.length === 2 && !splitAce) actions.push('double');
  if (state.hands.length === 1 && hand.cards.length === 2 && rankValue(hand.cards[0]!) === rankValue(hand.cards[1]!)) {
    actions.push('split');
  }
  return actions;
}

/** Applies one decision of the player; answers the new state (the given one is not changed). */
export function applyBlackjackAction(previous: BlackjackState, action: BlackjackAction, next: () => Card): BlackjackState {
  if (!allowedActions(previous).includes(action)) throw new Error(`action ${action} is not allowed now`);
  const state: BlackjackState = structuredClone(previous);
  state.actions.push(action);
  state.staked += extraStake(state, action);
  if (action === 'insurance' || action === 'no_insurance') {
    if (action === 'insurance') state.insurance = extraStake(previous, action);
    afterPeek(state, next);
    return state;
  }
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'hit':
      hand.cards.push(draw(state, next));
      if (handValue(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.bet *= 2;
      hand.doubled = true;
      hand.cards.push(draw(state, next));
      hand.done = true;
      break;
    case 'split': {
      const second = hand.cards.pop()!;
      const other: BlackjackHand = { cards: [second], bet: state.bet, doubled: false, split: true, done: false };
      hand.split = true;
      state.hands.push(other);
      const aces = rankValue(hand.cards[0]!) === 1;
      for (const h of state.hands) {
        h.cards.push(draw(state, next));
        if (aces || handValue(h.cards).total === 21) h.done = true;
      }
      break;
    }
  }
  advance(state, next);
  return state;
}

function advance(state: BlackjackState, next: () => Card) {
  const open = state.hands.findIndex((h) => !h.done);
  if (open >= 0) {
    state.active = open;
    return;
  }
  settle(state, next);
}

/** The dealer draws to 17 (standing on soft 17) unless every hand is bust or blackjack; then every stake is paid. */
function settle(state: BlackjackState, next: () => Card) {
  const dealerBj = isBlackjack(state.dealer);
  const live = state.hands.some((h) => handValue(h.cards).total <= 21 && !handBlackjack(h));
  if (!dealerBj && live) {
    while (handValue(state.dealer).total < 17) state.dealer.push(draw(state, next));
  }
  const dealer = handValue(state.dealer).total;
  let win = 0;
  for (const hand of state.hands) {
    const total = handValue(hand.cards).total;
    let result: HandResult;
    let returned = 0;
    if (dealerBj) {
      result = handBlackjack(hand) ? 'push' : 'lose';
      returned = result === 'push' ? hand.bet : 0;
    } else if (handBlackjack(hand)) {
      result = 'blackjack';
      returned = hand.bet + Math.floor((hand.bet * 3) / 2);
    } else if (total > 21) {
      result = 'bust';
    } else if (dealer > 21 || total > dealer) {
      result = 'win';
      returned = hand.bet * 2;
    } else if (total === dealer) {
      result = 'push';
      returned = hand.bet;
    } else {
      result = 'lose';
    }
    hand.result = result;
    hand.returned = returned;
    hand.done = true;
    win += returned;
  }
  state.insuranceReturned = dealerBj ? state.insurance * 3 : 0;
  state.win = win + state.insuranceReturned;
  state.phase = 'settled';
}

/** Recomputes a hand from its bet, the player's decisions and the cards drawn. */
export function replayBlackjack(bet: number, actions: readonly BlackjackAction[], cards: readonly string[]): BlackjackState {
  const next = storedDeck(cards);
  let state = startBlackjack(bet, next);
  for (const action of actions) state = applyBlackjackAction(state, action, next);
  return state;
}

/** What the player may see: the dealer's hole card stays hidden until the hand is settled. */
export function visibleState(state: BlackjackState) {
  const open = state.phase === 'settled';
  return {
    phase: state.phase,
    bet: state.bet,
    staked: state.staked,
    dealer: (open ? state.dealer : state.dealer.slice(0, 1)).map(cardName),
    dealer_total: handValue(open ? state.dealer : state.dealer.slice(0, 1)).total,
    hands: state.hands.map((h) => ({
      cards: h.cards.map(cardName),
      total: handValue(h.cards).total,
      soft: handValue(h.cards).soft,
      bet: h.bet,
      doubled: h.doubled,
      done: h.done,
      result: h.result ?? null,
      returned: h.returned ?? null,
    })),
    active: state.active,
    insurance: state.insurance,
    insurance_returned: state.insuranceReturned,
    allowed: allowedActions(state),
    win: state.win,
  };
}

// ---------------------------------------------------------------- exact analysis (infinite deck)

/** Probability of each card value 1 (ace) .. 10 with an infinite deck. */
const P = (v: number) => (v === 10 ? 4 / 13 : 1 / 13);
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const add = (total: number, soft: boolean, v: number): { total: number; soft: boolean } => {
  let t = total + v;
  let s = soft;
  if (v === 1 && t + 10 <= 21) {
    t += 10;
    s = true;
  }
  if (t > 21 && s) {
    t -= 10;
    s = false;
  }
  return { total: t, soft: s };
};

/** Dealer final totals [17, 18, 19, 20, 21, bust] from a (total, soft) state, standing on all 17s. */
function dealerFrom(total: number, soft: boolean, memo: Map<string, number[]>): number[] {
  if (total > 21) return [0, 0, 0, 0, 0, 1];
  if (total >= 17) {
    const out = [0, 0, 0, 0, 0, 0];
    out[total - 17] = 1;
    return out;
  }
  const key = `${total}${soft ? 's' : 'h'}`;
  const known = memo.get(key);
  if (known) return known;
  const out = [0, 0, 0, 0, 0, 0];
  for (const v of VALUES) {
    const n = add(total, soft, v);
    const sub = dealerFrom(n.total, n.soft, memo);
    for (let i = 0; i < 6; i++) out[i]! += P(v) * sub[i]!;
  }
  memo.set(key, out);
  return out;
}

/** Dealer final totals for an up card value, given that the dealer has no blackjack (after the peek). */
export function dealerOutcomes(up: number, conditionNoBlackjack = true): number[] {
  const memo = new Map<string, number[]>();
  const start = add(0, false, up);
  const out = [0, 0, 0, 0, 0, 0];
  let mass = 0;
  for (const hole of VALUES) {
    if (conditionNoBlackjack && ((up === 1 && hole === 10) || (up === 10 && hole === 1))) continue;
    const s = add(start.total, start.soft, hole);
    const sub = dealerFrom(s.total, s.soft, memo);
    mass += P(hole);
    for (let i = 0; i < 6; i++) out[i]! += P(hole) * sub[i]!;
  }
  return out.map((x) => x / mass);
}

type Decision = 'hit' | 'stand' | 'double' | 'split';

/** Expected values of the decisions, per unit of the hand's bet, against one dealer distribution. */
function playerAnalysis(dealer: number[]) {
  const standEv = (t: number) => {
    if (t > 21) return -1;
    let ev = dealer[5]!;
    for (let d = 17; d <= 21; d++) ev += dealer[d - 17]! * (t > d ? 1 : t === d ? 0 : -1);
    return ev;
  };
  const hitMemo = new Map<string, number>();
  /** Best of hit and stand after the first decision (no double, no split). */
  const best = (t: number, s: boolean): number => {
    if (t > 21) return -1;
    if (t === 21) return standEv(21);
    return Math.max(standEv(t), hitEv(t, s));
  };
  const hitEv = (t: number, s: boolean): number => {
    const key = `${t}${s ? 's' : 'h'}`;
    const known = hitMemo.get(key);
    if (known !== undefined) return known;
    let ev = 0;
    for (const v of VALUES) {
      const n = add(t, s, v);
      ev += P(v) * best(n.total, n.soft);
    }
    hitMemo.set(key, ev);
    return ev;
  };
  const doubleEv = (t: number, s: boolean): number => {
    let ev = 0;
    for (const v of VALUES) {
      const n = add(t, s, v);
      ev += P(v) * standEv(n.total);
    }
    return 2 * ev;
  };
  /** A two-card hand's options (double allowed), without split. */
  const twoCard = (t: number, s: boolean): Record<Exclude<Decision, 'split'>, number> => ({
    stand: standEv(t),
    hit: t >= 21 ? -Infinity : hitEv(t, s),
    double: doubleEv(t, s),
  });
  /** One hand of a split pair of value x (double after split; split aces take one card). */
  const splitHandEv = (x: number): number => {
    let ev = 0;
    for (const v of VALUES) {
      const n = add(add(0, false, x).total, add(0, false, x).soft, v);
      if (x === 1) ev += P(v) * standEv(n.total);
      else if (n.total === 21) ev += P(v) * standEv(21);
      else {
        const o = twoCard(n.total, n.soft);
        ev += P(v) * Math.max(o.stand, o.hit, o.double);
      }
    }
    return ev;
  };
  return { standEv, hitEv, best, twoCard, splitHandEv };
}

/** The best decision and its value for a hand, knowing the dealer's up card (the analysis's optimal strategy). */
export function optimalDecision(
  cards: readonly number[],
  up: number,
  options: { canDouble: boolean; canSplit: boolean },
  cache = analysisCache,
): Decision {
  let a = cache.get(up);
  if (!a) {
    a = playerAnalysis(dealerOutcomes(up));
    cache.set(up, a);
  }
  let t = 0;
  let s = false;
  for (const v of cards) ({ total: t, soft: s } = add(t, s, v));
  if (t >= 21) return 'stand';
  const choices: [Decision, number][] = [
    ['stand', a.standEv(t)],
    ['hit', a.hitEv(t, s)],
  ];
  if (options.canDouble) choices.push(['double', a.twoCard(t, s).double]);
  if (options.canSplit) choices.push(['split', 2 * a.splitHandEv(cards[0]!)]);
  return choices.reduce((x, y) => (y[1] > x[1] ? y : x))[0];
}
const analysisCache = new Map<number, ReturnType<typeof playerAnalysis>>();

/**
 * Exact return to player of the main bet (per unit of the original bet, with the optimal strategy the analysis finds)
 * and of insurance, with an infinite deck: every up card, every first two cards, every decision's expectation.
 */
export function blackjackRtp(): { main: number; insurance: number; houseEdge: number } {
  let ev = 0;
  for (const up of VALUES) {
    const peek = up === 1 || up === 10;
    const dealerBj = up === 1 ? P(10) : up === 10 ? P(1) : 0;
    const a = playerAnalysis(dealerOutcomes(up));
    for (const c1 of VALUES) {
      for (const c2 of VALUES) {
        const p = P(up) * P(c1) * P(c2);
        const playerBj = (c1 === 1 && c2 === 10) || (c1 === 10 && c2 === 1);
        if (playerBj) {
          ev += p * (peek ? dealerBj * 0 + (1 - dealerBj) * 1.5 : 1.5);
          continue;
        }
        const start = add(add(0, false, c1).total, add(0, false, c1).soft, c2);
        const o = a.twoCard(start.total, start.soft);
        let play = Math.max(o.stand, o.hit, o.double);
        if (c1 === c2) play = Math.max(play, 2 * a.splitHandEv(c1));
        ev += p * (dealerBj * -1 + (1 - dealerBj) * play);
      }
    }
  }
  return { main: 1 + ev, insurance: 3 * P(10), houseEdge: -ev };
}
