import { describe, expect, it } from 'vitest';
import { decimalFrom, indonesian, malay, oddsFromText, showOdds, toHundredths } from './odds-formats.ts';

const parseOdds = (text: string): bigint => {
  const odds = oddsFromText(text);
  if (odds === null) throw new Error(`not odds: ${text}`);
  return odds;
};

describe('Asian odds formats', () => {
  it.each([
    // decimal, Hong Kong, Malay, Indonesian
    ['1.25', '0.25', '0.25', '-4.00'],
    ['1.50', '0.50', '0.50', '-2.00'],
    ['1.80', '0.80', '0.80', '-1.25'],
    ['1.85', '0.85', '0.85', '-1.18'],
    ['1.95', '0.95', '0.95', '-1.06'],
    ['2.00', '1.00', '1.00', '1.00'],
    ['2.20', '1.20', '-0.84', '1.20'],
    ['2.50', '1.50', '-0.67', '1.50'],
    ['3.00', '2.00', '-0.50', '2.00'],
    ['4.00', '3.00', '-0.34', '3.00'],
    ['11.00', '10.00', '-0.10', '10.00'],
  ])('%s is HK %s, Malay %s, Indonesian %s', (decimal, hk, my, id) => {
    const odds = parseOdds(decimal);
    expect(showOdds(odds, 'decimal')).toBe(decimal);
    expect(showOdds(odds, 'hong_kong')).toBe(hk);
    expect(showOdds(odds, 'malay')).toBe(my);
    expect(showOdds(odds, 'indonesian')).toBe(id);
  });

  it('never shows more profit than the decimal price pays', () => {
    for (let odds = 101n; odds <= 5_000n; odds++) {
      const profit = odds - 100n; // per 100 staked
      for (const shown of [malay(odds), indonesian(odds)]) {
        // Negative: stake |shown| to win 100, so the shown profit per 100 staked is 100 * 100 / |shown|.
        if (shown < 0n) expect(100n * 100n <= profit * -shown).toBe(true);
        else expect(shown).toBe(profit);
      }
    }
  });

  it('reads feed prices in Asian formats back to decimal, rounded down', () => {
    expect(toHundredths(decimalFrom(-50n, 'malay'))).toBe(300n);
    expect(toHundredths(decimalFrom(85n, 'malay'))).toBe(185n);
    expect(toHundredths(decimalFrom(-125n, 'indonesian'))).toBe(180n);
    expect(toHundredths(decimalFrom(-117n, 'indonesian'))).toBe(185n);
    expect(toHundredths(decimalFrom(-70n, 'malay'))).toBe(242n);
    expect(toHundredths(decimalFrom(95n, 'hong_kong'))).toBe(195n);
    expect(() => decimalFrom(0n, 'malay')).toThrow();
  });
});

describe('odds as the calls write them', () => {
  it('reads two decimals and refuses anything else', () => {
    expect(oddsFromText('1.85')).toBe(185n);
    expect(oddsFromText('12.00')).toBe(1200n);
    for (const bad of ['1.8', '1.850', '185', '-1.85', '1,85', ' 1.85', '']) expect(oddsFromText(bad)).toBeNull();
  });
});
