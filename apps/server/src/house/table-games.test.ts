import { describe, expect, it } from 'vitest';
import { ANDAR_BAHAR_SPOTS, andarBaharRtp, deckOf52, playAndarBaharRound } from './andar-bahar.ts';
import { type Card, parseCard } from './baccarat.ts';
import {
  allowedActions,
  applyBlackjackAction,
  type BlackjackState,
  blackjackRtp,
  dealerOutcomes,
  deckFrom,
  handValue,
  optimalDecision,
  rankValue,
  replayBlackjack,
  startBlackjack,
} from './blackjack.ts';
import { fastSimulationRng } from './rng.ts';
import { playSicBoRound, SIC_BO_SPOTS, sicBoRtp } from './sic-bo.ts';

/** Cards by name in dealing order. */
const deal = (...names: string[]) => {
  const cards = names.map(parseCard);
  let i = 0;
  return (): Card => {
    const card = cards[i++];
    if (card === undefined) throw new Error('the test ran out of cards');
    return card;
  };
};

describe('sic bo', () => {
  it('has the exact RTP of every spot from the 216 outcomes', () => {
    const rtp = sicBoRtp();
    // Small: 108 of 216 totals 4-10 less the 3 triples, paid 1:1.
    expect(rtp.small).toBeCloseTo(((108 - 3) * 2) / 216, 12);
    expect(rtp.odd).toBeCloseTo((105 * 2) / 216, 12); // 108 odd totals less the 3 odd triples
    expect(rtp.total_4).toBeCloseTo((3 * 61) / 216, 12);
    expect(rtp.total_10).toBeCloseTo((27 * 7) / 216, 12);
    expect(rtp.triple_6).toBeCloseTo(181 / 216, 12);
    expect(rtp.any_triple).toBeCloseTo((6 * 31) / 216, 12);
    expect(rtp.double_2).toBeCloseTo((16 * 11) / 216, 12);
    expect(rtp.combo_1_2).toBeCloseTo((30 * 7) / 216, 12);
    // Single number: 75 outcomes with one, 15 with two, 1 with three.
    expect(rtp.single_3).toBeCloseTo((75 * 2 + 15 * 3 + 4) / 216, 12);
    for (const spot of SIC_BO_SPOTS) expect(rtp[spot], spot).toBeLessThan(1);
  });

  it('settles a roll: a triple beats small and big, and singles pay by how many dice show the number', () => {
    const round = playSicBoRound({ small: 100, big: 100, triple_2: 10, single_2: 50, total_6: 10 }, [2, 2, 2]);
    expect(round.returns).toEqual({ small: 0, big: 0, triple_2: 1810, single_2: 200, total_6: 180 });
    expect(round.win).toBe(2190);
    expect(playSicBoRound({ small: 100, combo_1_3: 100 }, [1, 3, 3]).returns).toEqual({ small: 200, combo_1_3: 700 });
    expect(() => playSicBoRound({ banker: 100 }, [1, 2, 3])).toThrow();
  });
});

describe('andar bahar', () => {
  it('has the exact RTP of every spot by enumerating the placements of the three matching cards', () => {
    const rtp = andarBaharRtp();
    // Closed form: the first of three matching cards among 51 sits at position k with C(51-k, 2) / C(51, 3).
    let andar = 0;
    for (let k = 1; k <= 49; k += 2) andar += ((51 - k) * (50 - k)) / 2 / 20_825;
    expect(rtp.andar).toBeCloseTo(andar * 1.9, 12);
    expect(rtp.bahar).toBeCloseTo((1 - andar) * 2, 12);
    expect(rtp.andar).toBeCloseTo(0.97851, 5);
    expect(rtp.bahar).toBeCloseTo(0.96999, 5);
    for (const spot of ANDAR_BAHAR_SPOTS) {
      expect(rtp[spot], spot).toBeLessThan(1);
      expect(rtp[spot], spot).toBeGreaterThan(0.94);
    }
  });

  it('deals alternately from Andar until the joker rank appears, and pays 9:10 on Andar', () => {
    const round = playAndarBaharRound({ andar: 1000, cards_1_5: 100 }, deal('7H', '2S', 'KD', '7C'));
    expect(round).toMatchObject({ joker: '7H', andar: ['2S', '7C'], bahar: ['KD'], side: 'andar', dealt: 3 });
    expect(round.returns).toEqual({ andar: 1900, cards_1_5: 350 });
    const bahar = playAndarBaharRound({ bahar: 100, andar: 100 }, deal('QS', 'QH'.replace('Q', '3'), 'QD'));
    expect(bahar).toMatchObject({ side: 'bahar', dealt: 2, win: 200 });
  });

  it('agrees with dealing shuffled decks', () => {
    const rng = fastSimulationRng();
    let andarWins = 0;
    const n = 40_000;
    for (let i = 0; i < n; i++) if (playAndarBaharRound({ andar: 1 }, deckOf52(rng)).side === 'andar') andarWins++;
    const p = andarBaharRtp().andar! / 1.9;
    expect(Math.abs(andarWins / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });
});

describe('blackjack rules', () => {
  it('counts soft and hard totals', () => {
    expect(handValue(['AS', '6H'].map(parseCard))).toEqual({ total: 17, soft: true });
    expect(handValue(['AS', '6H', 'KD'].map(parseCard))).toEqual({ total: 17, soft: false });
    expect(handValue(['AS', 'AH', '9D'].map(parseCard))).toEqual({ total: 21, soft: true });
  });

  it('pays a blackjack 3:2 at once', () => {
    const state = startBlackjack(1000, deal('AS', '9H', 'KD', '7C'));
    expect(state.phase).toBe('settled');
    expect(state.hands[0]).toMatchObject({ result: 'blackjack', returned: 2500 });
    expect(state.win).toBe(2500);
  });

  it('has the dealer stand on soft 17', () => {
    let state = startBlackjack(1000, deal('10S', '6H', '8D', 'AC'));
    expect(state.phase).toBe('player');
    state = applyBlackjackAction(state, 'stand', deal());
    expect(state.dealer.length).toBe(2);
    expect(state.hands[0]).toMatchObject({ result: 'win', returned: 2000 });
  });

  it('has the dealer draw on 16 and on a soft total below 17', () => {
    let state = startBlackjack(1000, deal('10S', '5H', '9D', 'AC'));
    expect(state.phase).toBe('player');
    state = applyBlackjackAction(state, 'stand', deal('AS', 'KD'));
    // Soft 16 + A = soft 17: stands.
    expect(state.dealer.length).toBe(3);
    expect(state.hands[0]).toMatchObject({ result: 'win' });
    state = startBlackjack(1000, deal('10S', '10H', '9D', '6C'));
    state = applyBlackjackAction(state, 'stand', deal('3D'));
    expect(state.dealer.length).toBe(3);
    expect(state.hands[0]).toMatchObject({ result: 'push', returned: 1000 });
  });

  it('doubles: twice the bet, exactly one card', () => {
    let state = startBlackjack(1000, deal('6S', '9H', '5D', '7C'));
    expect(allowedActions(state)).toEqual(['hit', 'stand', 'double']);
    state = applyBlackjackAction(state, 'double', deal('10H', '10D'));
    expect(state.hands[0]).toMatchObject({ bet: 2000, doubled: true, result: 'win', returned: 4000 });
    expect(state.hands[0]?.cards.length).toBe(3);
    expect(state.staked).toBe(2000);
    expect(state.dealer.length).toBe(3); // 16 draws: 9 + 7 + 10 = 26, bust
  });

  it('splits a pair into two hands, with a double after the split', () => {
    let state = startBlackjack(1000, deal('8S', '6H', '8D', '10C'));
    expect(allowedActions(state)).toContain('split');
    state = applyBlackjackAction(state, 'split', deal('3H', 'KD'));
    expect(state.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(state.staked).toBe(2000);
    expect(allowedActions(state)).toEqual(['hit', 'stand', 'double']);
    state = applyBlackjackAction(state, 'double', deal('10S'));
    expect(state.active).toBe(1);
    state = applyBlackjackAction(state, 'stand', deal('9C'));
    // Dealer 16 draws 9: bust. Hand 1: 8+3+10 = 21 doubled; hand 2: 18.
    expect(state.hands.map((h) => [h.result, h.returned])).toEqual([
      ['win', 4000],
      ['win', 2000],
    ]);
    expect(state.staked).toBe(3000);
    expect(state.win).toBe(6000);
  });

  it('gives split aces one card each, and 21 after a split is no blackjack', () => {
    let state = startBlackjack(1000, deal('AS', '10H', 'AD', '9C'));
    state = applyBlackjackAction(state, 'split', deal('KH', '5D'));
    expect(state.phase).toBe('settled');
    expect(state.hands.map((h) => [handValue(h.cards).total, h.result, h.returned])).toEqual([
      [21, 'win', 2000],
      [16, 'lose', 0],
    ]);
  });

  it('offers insurance under an ace; it pays 2:1 on a dealer blackjack, which takes only the bet', () => {
    let state = startBlackjack(1000, deal('10S', 'AH', '9D', 'KC'));
    expect(state.phase).toBe('insurance');
    expect(allowedActions(state)).toEqual(['insurance', 'no_insurance']);
    state = applyBlackjackAction(state, 'insurance', deal());
    expect(state).toMatchObject({ phase: 'settled', insurance: 500, insuranceReturned: 1500, win: 1500, staked: 1500 });
    let lost = startBlackjack(1000, deal('10S', 'AH', '9D', '7C'));
    lost = applyBlackjackAction(lost, 'insurance', deal());
    expect(lost).toMatchObject({ phase: 'player', insurance: 500, insuranceReturned: 0 });
  });

  it('pushes a player blackjack against a dealer blackjack after the peek under a ten', () => {
    const state = startBlackjack(1000, deal('AS', 'KH', 'QD', 'AC'));
    expect(state).toMatchObject({ phase: 'settled', win: 1000 });
    const lose = startBlackjack(1000, deal('9S', 'KH', 'QD', 'AC'));
    expect(lose).toMatchObject({ phase: 'settled', win: 0 });
  });

  it('refuses what the rules do not allow and replays a hand from its stored cards', () => {
    let state = startBlackjack(1000, deal('8S', '6H', '9D', '10C'));
    expect(() => applyBlackjackAction(state, 'split', deal())).toThrow();
    expect(() => applyBlackjackAction(state, 'insurance', deal())).toThrow();
    state = applyBlackjackAction(state, 'hit', deal('2C'));
    expect(allowedActions(state)).toEqual(['hit', 'stand']);
    state = applyBlackjackAction(state, 'stand', deal('5H'));
    expect(replayBlackjack(1000, state.actions, state.cards)).toEqual(state);
  });
});

describe('blackjack return to player', () => {
  it('finds the dealer outcomes of the infinite deck (standing on soft 17)', () => {
    // Published infinite-deck figures: the dealer busts 42.315 % under a 6 and 11.529 % under an ace (no peek).
    expect(dealerOutcomes(6, false)[5]).toBeCloseTo(0.423154, 5);
    expect(dealerOutcomes(1, false)[5]).toBeCloseTo(0.115286, 5);
    expect(dealerOutcomes(6, false).reduce((a, b) => a + b)).toBeCloseTo(1, 12);
  });

  it('publishes 99.43 % for the main bet and 92.31 % for insurance', () => {
    const rtp = blackjackRtp();
    expect(rtp.main).toBeCloseTo(0.994296, 6);
    expect(rtp.insurance).toBeCloseTo(12 / 13, 12);
  });

  it('agrees with hands played through the engine with the analysis strategy', () => {
    const rng = fastSimulationRng();
    const n = 100_000;
    let net = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const next = deckFrom(rng);
      let state: BlackjackState = startBlackjack(1000, next);
      if (state.phase === 'insurance') state = applyBlackjackAction(state, 'no_insurance', next);
      while (state.phase === 'player') {
        const hand = state.hands[state.active]!;
        const allowed = allowedActions(state);
        const decision = optimalDecision(hand.cards.map(rankValue), rankValue(state.dealer[0]!), {
          canDouble: allowed.includes('double'),
          canSplit: allowed.includes('split'),
        });
        state = applyBlackjackAction(state, decision, next);
      }
      const result = (state.win - state.staked) / 1000;
      net += result;
      squares += result * result;
    }
    const mean = net / n;
    const sd = Math.sqrt(squares / n - mean * mean);
    expect(Math.abs(1 + mean - blackjackRtp().main)).toBeLessThan((4 * sd) / Math.sqrt(n));
  });
});
