import { describe, expect, it } from 'vitest';
import { catchUpAction, VOID_AFTER_MS } from './catch-up.ts';
import { DICE_GAME } from './dice-game.ts';
import { FIVE_DIGIT_GAME } from './five-digit-game.ts';
import { followProgress } from './follow-plan.ts';
import { DEFAULT_LOTTERY_SETTINGS } from './lottery-settings.ts';
import { NORTHERN_LOTTERY } from './northern-lottery.ts';
import { betCost, refundOf, settleBet } from './settle-bet.ts';
import { LOTTERY_REFUSALS, type LotteryBet, validateBet } from './validate-bet.ts';

const hanoi = (text: string) => Date.parse(`${text}+07:00`);
const NOW = hanoi('2025-01-01T00:00:30');
const LIMITS = { minCost: 100n, maxCost: 10_000_000n };
const dice: LotteryBet = { game: DICE_GAME, betType: 'sum', pick: [10], stake: 1_000n, drawId: '202501010001' };
const validate = (bet: Partial<LotteryBet>, now = NOW) => {
  const full = { ...dice, ...bet };
  return validateBet(
    full,
    now,
    DEFAULT_LOTTERY_SETTINGS[full.game as typeof DICE_GAME] ?? DEFAULT_LOTTERY_SETTINGS[DICE_GAME],
    LIMITS,
  );
};
const refusal = (bet: Partial<LotteryBet>, now = NOW) => {
  const result = validate(bet, now);
  return result.ok ? 'accepted' : result.refusal;
};

describe('validating a bet', () => {
  it('accepts a bet on the draw taking bets, with its cost and times', () => {
    expect(validate({})).toEqual({
      ok: true,
      bet: { ...dice, cost: 1_000n, drawAt: hanoi('2025-01-01T00:01:00'), closeAt: hanoi('2025-01-01T00:00:50') },
    });
  });

  it('refuses each rule broken with its own code and message key', () => {
    expect(refusal({ game: 'lottery-keno' })).toBe('unknown_game');
    expect(refusal({ game: 'constructor' })).toBe('unknown_game');
    expect(refusal({ betType: 'toString' })).toBe('unknown_bet_type');
    expect(refusal({ pick: [3] })).toBe('pick_invalid');
    expect(refusal({ pick: [10, 11] })).toBe('pick_invalid');
    expect(refusal({ stake: 0n })).toBe('stake_invalid');
    expect(refusal({ stake: 10 as unknown as bigint })).toBe('stake_invalid');
    expect(refusal({ stake: 99n })).toBe('stake_below_minimum');
    expect(refusal({ stake: 10_000_001n })).toBe('stake_above_maximum');
    expect(refusal({ drawId: '20250101' })).toBe('draw_unknown');
    expect(refusal({ drawId: '202412311440' })).toBe('betting_closed');
    // Late by a millisecond: the close is at 00:00:50.
    expect(refusal({}, hanoi('2025-01-01T00:00:50'))).toBe('betting_closed');
    expect(refusal({}, hanoi('2025-01-01T00:00:49.999'))).toBe('accepted');
    // 120 draws take bets: the one taking bets and 119 after it.
    expect(refusal({ drawId: '202501010120' })).toBe('accepted');
    expect(refusal({ drawId: '202501010121' })).toBe('draw_not_open');
    const refused = validate({ drawId: '202412311440' });
    expect(refused).toEqual({ ok: false, refusal: 'betting_closed', messageKey: 'lottery.refusal.betting_closed' });
    for (const [code, key] of Object.entries(LOTTERY_REFUSALS)) expect(key).toBe(`lottery.refusal.${code}`);
  });

  it('charges a lô 27 unit stakes and holds the limits to what the bet costs', () => {
    const lo = { game: NORTHERN_LOTTERY, betType: 'lo', pick: [45], drawId: '20250101' };
    const accepted = validate({ ...lo, stake: 1_000n });
    expect(accepted.ok && accepted.bet.cost).toBe(27_000n);
    expect(refusal({ ...lo, stake: 3n })).toBe('stake_below_minimum');
    expect(refusal({ ...lo, stake: 4n })).toBe('accepted');
    expect(refusal({ ...lo, stake: 370_371n })).toBe('stake_above_maximum');
  });
});

describe('settling a bet', () => {
  it('pays stake x odds in minor units, stake included, and nothing on a loss', () => {
    expect(settleBet({ ...dice, game: DICE_GAME }, [3, 3, 4])).toEqual({ result: 'won', payout: 7_800n, returnHundredths: 780n });
    expect(settleBet({ ...dice, game: DICE_GAME }, [3, 3, 5])).toEqual({ result: 'lost', payout: 0n, returnHundredths: 0n });
  });

  it('rounds a fraction of a minor unit down, and never otherwise', () => {
    const position = { game: FIVE_DIGIT_GAME, betType: 'position_big', pick: [1] } as const;
    // 1.94 x 1,001 = 1,941.94: paid 1,941.
    expect(settleBet({ ...position, stake: 1_001n }, [5, 0, 0, 0, 0]).payout).toBe(1_941n);
    expect(settleBet({ ...position, stake: 100n }, [5, 0, 0, 0, 0]).payout).toBe(194n);
    expect(settleBet({ ...position, stake: 1n }, [5, 0, 0, 0, 0]).payout).toBe(1n);
  });

  it('pays lô per hit on its unit stake and refunds a voided bet what it cost', () => {
    const lo = { game: NORTHERN_LOTTERY, betType: 'lo', pick: [45], stake: 1_000n } as const;
    const sheet = [12345, ...Array(19).fill(0), 145, 0, 0, 45, 0, 0, 0];
    expect(settleBet(lo, sheet)).toEqual({ result: 'won', payout: 3n * 97_000n, returnHundredths: 3n * 9_700n });
    expect(betCost(lo)).toBe(27_000n);
    expect(refundOf(lo)).toBe(27_000n);
  });

  it('refuses a result that is not one of the game', () => {
    expect(() => settleBet({ ...dice, game: DICE_GAME }, [3, 3, 7])).toThrow();
    expect(() => settleBet({ ...dice, game: DICE_GAME, betType: 'nope' }, [3, 3, 3])).toThrow();
  });
});

describe('follow plans', () => {
  const plan = { drawIds: ['d1', 'd2', 'd3', 'd4'], stopAfterWin: true };

  it('keeps every later draw after a loss or a void, and stops after a win when asked', () => {
    expect(followProgress(plan, {})).toEqual({
      remaining: ['d1', 'd2', 'd3', 'd4'],
      cancelled: [],
      stoppedBy: null,
      finished: false,
    });
    expect(followProgress(plan, { d1: 'lost', d2: 'void' })).toMatchObject({ remaining: ['d3', 'd4'], cancelled: [] });
    expect(followProgress(plan, { d1: 'lost', d2: 'won' })).toEqual({
      remaining: [],
      cancelled: ['d3', 'd4'],
      stoppedBy: 'd2',
      finished: true,
    });
    expect(followProgress({ ...plan, stopAfterWin: false }, { d1: 'won', d2: 'won' })).toEqual({
      remaining: ['d3', 'd4'],
      cancelled: [],
      stoppedBy: null,
      finished: false,
    });
    expect(followProgress(plan, { d1: 'lost', d2: 'lost', d3: 'lost', d4: 'won' })).toMatchObject({
      finished: true,
      cancelled: [],
    });
  });

  it('leaves a later draw settled before the win as it was (a late catch-up), cancelling only the unsettled', () => {
    expect(followProgress(plan, { d1: 'won', d3: 'lost' })).toEqual({
      remaining: [],
      cancelled: ['d2', 'd4'],
      stoppedBy: 'd1',
      finished: true,
    });
  });
});

describe('catching up after downtime', () => {
  const drawAt = hanoi('2025-01-01T00:01:00');
  const missed = { drawAt, committed: true, seedMatches: true, publicValueReady: true };

  it('draws a committed draw late, voids one whose seed is lost, and holds none that never took bets', () => {
    expect(catchUpAction(missed, drawAt + 3_600_000)).toBe('draw_late');
    expect(catchUpAction({ ...missed, seedMatches: false }, drawAt + 1)).toBe('void_and_refund');
    expect(catchUpAction({ ...missed, committed: false, seedMatches: false }, drawAt + 1)).toBe('not_held');
  });

  it('waits for a beacon value up to a day, then voids and refunds', () => {
    const waiting = { ...missed, publicValueReady: false };
    expect(catchUpAction(waiting, drawAt + VOID_AFTER_MS - 1)).toBe('wait');
    expect(catchUpAction(waiting, drawAt + VOID_AFTER_MS)).toBe('void_and_refund');
  });
});
