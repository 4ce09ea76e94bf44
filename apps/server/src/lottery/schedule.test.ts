import { describe, expect, it } from 'vitest';
import { carRaceGame } from './car-race-game.ts';
import { diceGame } from './dice-game.ts';
import { fiveDigitGame } from './five-digit-game.ts';
import { northernLottery } from './northern-lottery.ts';
import {
  closeTimeOf,
  drawIdAt,
  drawsAhead,
  drawsBetween,
  drawTakingBetsAt,
  drawTimeOf,
  followingDraws,
  nextDraws,
} from './schedule.ts';

/** An instant given as Hanoi wall-clock time. */
const hanoi = (text: string) => Date.parse(`${text}+07:00`);
const iso = (ms: number) => new Date(ms).toISOString();

describe('draw times and ids', () => {
  it('numbers the 1-, 3- and 5-minute draws of each Hanoi day from 1, the last at the next midnight', () => {
    expect(drawIdAt(diceGame.schedule, hanoi('2025-01-01T00:01:00'))).toBe('202501010001');
    expect(drawIdAt(diceGame.schedule, hanoi('2025-01-01T18:15:00'))).toBe('202501011095');
    expect(drawIdAt(diceGame.schedule, hanoi('2025-01-02T00:00:00'))).toBe('202501011440');
    expect(drawIdAt(fiveDigitGame.schedule, hanoi('2025-01-02T00:00:00'))).toBe('202501010480');
    expect(drawIdAt(carRaceGame.schedule, hanoi('2025-01-01T00:05:00'))).toBe('202501010001');
    expect(drawIdAt(carRaceGame.schedule, hanoi('2025-01-02T00:00:00'))).toBe('202501010288');
    expect(() => drawIdAt(carRaceGame.schedule, hanoi('2025-01-01T00:04:00'))).toThrow();
    for (const id of ['202501010001', '202501011095', '202501011440', '202412311440'])
      expect(drawIdAt(diceGame.schedule, drawTimeOf(diceGame.schedule, id)!)).toBe(id);
  });

  it('draws the northern lottery at 18:15 Hanoi time, 11:15 UTC, under the Hanoi date', () => {
    expect(iso(drawTimeOf(northernLottery.schedule, '20250101')!)).toBe('2025-01-01T11:15:00.000Z');
    expect(drawIdAt(northernLottery.schedule, Date.parse('2025-01-01T11:15:00Z'))).toBe('20250101');
    expect(() => drawIdAt(northernLottery.schedule, Date.parse('2025-01-01T11:16:00Z'))).toThrow();
  });

  it('refuses ids that name no draw', () => {
    for (const id of ['202502310001', '202501010000', '202501011441', '20250101', '2025010100001', 'x02501010001'])
      expect(drawTimeOf(diceGame.schedule, id), id).toBeNull();
    expect(drawTimeOf(carRaceGame.schedule, '202501010289')).toBeNull();
    expect(drawTimeOf(northernLottery.schedule, '20250230')).toBeNull();
    expect(drawTimeOf(northernLottery.schedule, '202501010001')).toBeNull();
    expect(drawTimeOf(northernLottery.schedule, '20240229')).not.toBeNull();
  });
});

describe('which draw takes bets', () => {
  it('closes betting a set number of seconds before the draw and moves on to the next', () => {
    expect(drawTakingBetsAt(diceGame.schedule, hanoi('2025-01-01T00:00:30'), 10)).toEqual({
      drawId: '202501010001',
      drawAt: hanoi('2025-01-01T00:01:00'),
      closeAt: hanoi('2025-01-01T00:00:50'),
    });
    expect(drawTakingBetsAt(diceGame.schedule, hanoi('2025-01-01T00:00:49.999'), 10).drawId).toBe('202501010001');
    expect(drawTakingBetsAt(diceGame.schedule, hanoi('2025-01-01T00:00:50'), 10).drawId).toBe('202501010002');
    expect(drawTakingBetsAt(diceGame.schedule, hanoi('2025-01-01T23:59:55'), 10).drawId).toBe('202501020001');
    expect(drawTakingBetsAt(fiveDigitGame.schedule, hanoi('2025-01-01T00:02:29'), 30).drawId).toBe('202501010001');
    expect(drawTakingBetsAt(fiveDigitGame.schedule, hanoi('2025-01-01T00:02:30'), 30).drawId).toBe('202501010002');
    // The daily draw closes at 18:00: from then on the next day's draw takes bets.
    expect(drawTakingBetsAt(northernLottery.schedule, hanoi('2025-01-01T17:59:59'), 900).drawId).toBe('20250101');
    expect(drawTakingBetsAt(northernLottery.schedule, hanoi('2025-01-01T18:00:00'), 900)).toEqual({
      drawId: '20250102',
      drawAt: hanoi('2025-01-02T18:15:00'),
      closeAt: hanoi('2025-01-02T18:00:00'),
    });
  });

  it('refuses a close that leaves no time to bet', () => {
    expect(() => closeTimeOf(diceGame.schedule, hanoi('2025-01-01T00:01:00'), 60)).toThrow();
    expect(() => closeTimeOf(diceGame.schedule, hanoi('2025-01-01T00:01:00'), -1)).toThrow();
    expect(closeTimeOf(diceGame.schedule, hanoi('2025-01-01T00:01:00'), 0)).toBe(hanoi('2025-01-01T00:01:00'));
  });

  it('lists the next draws across midnight, and a follow plan from a given draw', () => {
    expect(nextDraws(carRaceGame.schedule, hanoi('2025-01-01T23:52:00'), 3, 30).map((d) => d.drawId)).toEqual([
      '202501010287',
      '202501010288',
      '202501020001',
    ]);
    expect(followingDraws(northernLottery.schedule, '20241230', 3, 900).map((d) => d.drawId)).toEqual([
      '20241230',
      '20241231',
      '20250101',
    ]);
    expect(() => followingDraws(diceGame.schedule, 'nope', 2, 10)).toThrow();
  });

  it('counts how far ahead a draw is, and none for a closed one', () => {
    const now = hanoi('2025-01-01T00:00:30');
    expect(drawsAhead(diceGame.schedule, '202501010001', now, 10)).toBe(0);
    expect(drawsAhead(diceGame.schedule, '202501010121', now, 10)).toBe(120);
    expect(drawsAhead(diceGame.schedule, '202412311440', now, 10)).toBeNull();
    expect(drawsAhead(northernLottery.schedule, '20250103', now, 900)).toBe(2);
  });

  it('lists the draws a downtime missed', () => {
    const missed = drawsBetween(diceGame.schedule, hanoi('2025-01-01T00:00:30'), hanoi('2025-01-01T00:05:00'), 10);
    expect(missed.map((d) => d.drawId)).toEqual(['202501010001', '202501010002', '202501010003', '202501010004', '202501010005']);
    expect(
      drawsBetween(northernLottery.schedule, hanoi('2025-01-01T18:15:00'), hanoi('2025-01-03T18:14:59'), 900).map(
        (d) => d.drawId,
      ),
    ).toEqual(['20250102']);
  });
});
