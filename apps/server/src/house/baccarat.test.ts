import { describe, expect, it } from 'vitest';
import {
  baccaratRtp,
  bankerDraws,
  cardName,
  cardValue,
  dealCoup,
  parseCard,
  playBaccaratRound,
  playerDraws,
  SHOE_SIZE,
  settleBaccarat,
  shoeFrom,
  storedCards,
} from './baccarat.ts';
import { fastSimulationRng } from './rng.ts';

const coupOf = (...cards: string[]) => dealCoup(storedCards(cards));

describe('baccarat third-card rules', () => {
  it('lets the player draw on 0 to 5 and stand on 6 and 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('follows the banker tableau card by card', () => {
    // rows: banker total 0..7; columns: player's third card 0..9 (1 = draw)
    const tableau = [
      '1111111111',
      '1111111111',
      '1111111111',
      '1111111101',
      '0011111100',
      '0000111100',
      '0000001100',
      '0000000000',
    ];
    tableau.forEach((row, banker) => {
      [...row].forEach((cell, third) => {
        expect(bankerDraws(banker, third), `banker ${banker}, player third ${third}`).toBe(cell === '1');
      });
    });
  });

  it('lets the banker draw on 0 to 5 when the player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((t) => bankerDraws(t, null))).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('deals in order and stops on a natural', () => {
    // player 4S + 5H = 9 natural, banker KD + 7C = 7: no third cards
    const natural = coupOf('4S', 'KD', '5H', '7C');
    expect(natural).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'player', natural: true });
    expect(natural.player.map(cardName)).toEqual(['4S', '5H']);
    expect(natural.banker.map(cardName)).toEqual(['KD', '7C']);
  });

  it('draws the third cards by the rules', () => {
    // player 2+3 = 5 draws an 8 -> 3; banker 10+3 = 3 stands on a player's 8
    const standsOn8 = coupOf('2S', '10H', '3D', '3C', '8H');
    expect(standsOn8.player).toHaveLength(3);
    expect(standsOn8.banker).toHaveLength(2);
    expect(standsOn8).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'tie' });
    // player 6+K = 6 stands; banker 2+3 = 5 draws (player stood) a 4 -> 9
    const playerStood = coupOf('6S', '2H', 'KD', '3C', '4H');
    expect(playerStood.player).toHaveLength(2);
    expect(playerStood.banker.map(cardName)).toEqual(['2H', '3C', '4H']);
    expect(playerStood).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker' });
    // player A+2 = 3 draws a 6 -> 9; banker 4+2 = 6 draws on a player's 6, gets a 3 -> 9
    const bankerSix = coupOf('AS', '4H', '2D', '2C', '6H', '3S');
    expect(bankerSix).toMatchObject({ playerTotal: 9, bankerTotal: 9, winner: 'tie' });
    expect(bankerSix.banker).toHaveLength(3);
    // player 7+Q = 7 stands; banker 6+Q = 6 stands
    expect(coupOf('7S', '6H', 'QD', 'QC').banker).toHaveLength(2);
  });

  it('sees pairs by rank, not by value', () => {
    expect(coupOf('KS', '2H', 'KD', '2C', '5H', '4S')).toMatchObject({ playerPair: true, bankerPair: true });
    expect(coupOf('KS', '2H', 'QD', '2C', '5H', '4S')).toMatchObject({ playerPair: false, bankerPair: true });
  });
});

describe('baccarat payouts', () => {
  it('pays player 1:1, banker 0.95:1, tie 8:1 with player and banker returned, pairs 11:1', () => {
    const banker = coupOf('6S', '2H', 'KD', '3C', '4H');
    expect(settleBaccarat(banker, { player: 100, banker: 100, tie: 100 })).toEqual({
      player: 0,
      banker: 195,
      tie: 0,
      player_pair: 0,
      banker_pair: 0,
    });
    const tie = coupOf('2S', '10H', '3D', '3C', '8H');
    expect(settleBaccarat(tie, { player: 100, banker: 100, tie: 100 })).toMatchObject({ player: 100, banker: 100, tie: 900 });
    const pairs = coupOf('KS', '2H', 'KD', '2C', '5H', '4S');
    expect(settleBaccarat(pairs, { player_pair: 100, banker_pair: 50 })).toMatchObject({ player_pair: 1200, banker_pair: 600 });
  });

  it('has the textbook 8-deck returns: banker 98.94%, player 98.76%, tie 85.64%', () => {
    const rtp = baccaratRtp();
    expect(rtp.banker).toBeCloseTo(0.98942, 5);
    expect(rtp.player).toBeCloseTo(0.98765, 5);
    expect(rtp.tie).toBeCloseTo(0.8564, 4);
    expect(rtp.player_pair).toBeCloseTo(0.89639, 5);
  });

  it('deals from an 8-deck shoe without putting a card back, and replays from the stored cards', () => {
    const next = shoeFrom(fastSimulationRng(new Uint32Array([9, 8, 7, 6])));
    const counts = new Map<number, number>();
    for (let i = 0; i < SHOE_SIZE; i++) {
      const card = next();
      counts.set(card, (counts.get(card) ?? 0) + 1);
    }
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((c) => c === 8)).toBe(true);

    const round = playBaccaratRound({ banker: 500, tie: 100 }, shoeFrom(fastSimulationRng()));
    expect(round.bet).toBe(600);
    expect(round.cards.length).toBe(round.coup.player.length + round.coup.banker.length);
    expect(playBaccaratRound({ banker: 500, tie: 100 }, storedCards(round.cards))).toEqual(round);
    expect(cardValue(parseCard('10H'))).toBe(0);
    expect(cardValue(parseCard('AS'))).toBe(1);
  });
});
