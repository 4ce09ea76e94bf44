import { describe, expect, it } from 'vitest';
import type { CashOutLeg } from './cash-out.ts';
import { cashOutValue, partialCashOut } from './cash-out.ts';

const open = (odds: bigint, currentOdds: bigint, suspended = false): CashOutLeg => ({
  odds,
  state: 'open',
  currentOdds,
  suspended,
});
const won = (odds: bigint): CashOutLeg => ({
  odds,
  state: 'settled',
  outcome: { result: 'win', deadHeat: { num: 1n, den: 1n } },
});

describe('cash-out', () => {
  it('prices a single from the current odds less the cash-out margin', () => {
    // 10,000 at 3.00, now 1.50: worth 20,000 before the margin, 19,000 after 5%.
    expect(cashOutValue(10_000n, [open(300n, 150n)], 500)).toEqual({ ok: true, value: 19_000n });
    // The price lengthened: worth less than the stake.
    expect(cashOutValue(10_000n, [open(200n, 400n)], 500)).toEqual({ ok: true, value: 4_750n });
  });

  it('prices a parlay with a won leg at that leg’s return', () => {
    // 1,000 x 2.00 won x 3.00 now 1.20 = 5,000, less 5% = 4,750.
    expect(cashOutValue(1_000n, [won(200n), open(300n, 120n)], 500)).toEqual({ ok: true, value: 4_750n });
  });

  it('never offers more than the potential return', () => {
    // With no margin a price below the placed one can only come near it; a negative margin (a promotion) is capped.
    expect(cashOutValue(1_000n, [open(200n, 101n)], -5_000)).toEqual({ ok: true, value: 2_000n });
  });

  it('refuses while a leg is suspended, after a lost leg, or when nothing is open', () => {
    expect(cashOutValue(1_000n, [won(200n), open(300n, 120n, true)], 500)).toEqual({ ok: false, code: 'leg_suspended' });
    const lost: CashOutLeg = { odds: 200n, state: 'settled', outcome: { result: 'lose', deadHeat: { num: 1n, den: 1n } } };
    expect(cashOutValue(1_000n, [lost, open(300n, 120n)], 500)).toEqual({ ok: false, code: 'leg_lost' });
    expect(cashOutValue(1_000n, [won(200n)], 500)).toEqual({ ok: false, code: 'all_legs_settled' });
  });

  it('sells part of the stake and leaves the rest on', () => {
    expect(partialCashOut(10_000n, 4_000n, [open(300n, 150n)], 500)).toEqual({ ok: true, paid: 7_600n, remainingStake: 6_000n });
    expect(partialCashOut(10_000n, 10_000n, [open(300n, 150n)], 500)).toEqual({ ok: true, paid: 19_000n, remainingStake: 0n });
    expect(partialCashOut(10_000n, 0n, [open(300n, 150n)], 500)).toEqual({ ok: false, code: 'part_out_of_range' });
    expect(partialCashOut(10_000n, 10_001n, [open(300n, 150n)], 500)).toEqual({ ok: false, code: 'part_out_of_range' });
    expect(partialCashOut(10_000n, 1n, [open(300n, 150n, true)], 500)).toEqual({ ok: false, code: 'leg_suspended' });
  });

  it('rounds down', () => {
    // 333 x 1.85 / 1.70 x 0.95 = 344.26...
    expect(cashOutValue(333n, [open(185n, 170n)], 500)).toEqual({ ok: true, value: 344n });
  });
});
