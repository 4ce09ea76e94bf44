import { describe, expect, it } from 'vitest';
import { checkAmount, currencyExponent, quickAmounts, toMinorUnits } from './money.ts';

describe('checkAmount', () => {
  const usd = { exponent: 2, min: '100.00', max: '50000.00' };

  it('accepts an amount within the limits and gives it back in canonical form', () => {
    expect(checkAmount(' 100 ', usd)).toEqual({ ok: true, minor: 10000n, amount: '100.00' });
    expect(checkAmount('250.5', usd)).toEqual({ ok: true, minor: 25050n, amount: '250.50' });
    expect(checkAmount('50000.00', usd)).toEqual({ ok: true, minor: 5000000n, amount: '50000.00' });
  });

  it('refuses blank, malformed and zero amounts', () => {
    expect(checkAmount('  ', usd)).toEqual({ ok: false, error: { key: 'blank' } });
    for (const text of ['abc', '1e3', '-5', '1,000', '10.', '.5', '1.2.3', '1 000', '0x10', '12345678901234567']) {
      expect(checkAmount(text, usd), text).toEqual({ ok: false, error: { key: 'format' } });
    }
    expect(checkAmount('0.00', { exponent: 2 })).toEqual({ ok: false, error: { key: 'zero' } });
  });

  it('refuses more decimals than the currency has', () => {
    expect(checkAmount('100.005', usd)).toEqual({ ok: false, error: { key: 'decimals', digits: 2 } });
    expect(checkAmount('50000.5', { exponent: 0, min: '50000', max: '100000000' })).toEqual({
      ok: false,
      error: { key: 'decimals', digits: 0 },
    });
  });

  it('compares with the limits exactly, in minor units', () => {
    expect(checkAmount('99.99', usd)).toEqual({ ok: false, error: { key: 'below_min', min: '100.00' } });
    expect(checkAmount('50000.01', usd)).toEqual({ ok: false, error: { key: 'above_max', max: '50000.00' } });
    // Beyond what a double can hold: still exact.
    expect(checkAmount('900719925474099.02', { exponent: 2, max: '900719925474099.01' })).toEqual({
      ok: false,
      error: { key: 'above_max', max: '900719925474099.01' },
    });
  });

  it('checks a withdrawal against the balance', () => {
    expect(checkAmount('120.00', { ...usd, balance: '119.99' })).toEqual({
      ok: false,
      error: { key: 'above_balance', balance: '119.99' },
    });
    expect(checkAmount('119.99', { ...usd, balance: '119.99' }).ok).toBe(true);
  });

  it('skips a limit it cannot read (the server checks again)', () => {
    expect(checkAmount('5', { exponent: 2, min: 'n/a', max: '' }).ok).toBe(true);
  });
});

describe('toMinorUnits', () => {
  it('drops zeros beyond the currency decimals and refuses the rest', () => {
    expect(toMinorUnits('100.0000', 2)).toBe(10000n);
    expect(toMinorUnits('100.5000', 0)).toBeNull();
    expect(toMinorUnits('50000', 0)).toBe(50000n);
    expect(toMinorUnits('x', 2)).toBeNull();
  });
});

describe('quickAmounts', () => {
  it('offers round amounts within the limits', () => {
    expect(quickAmounts('100.00', '50000.00', 2)).toEqual(['100.00', '200.00', '500.00', '1000.00', '2000.00', '5000.00']);
    expect(quickAmounts('150', '1000', 0)).toEqual(['200', '500', '1000']);
    expect(quickAmounts('50000', '100000000', 0, 4)).toEqual(['50000', '100000', '200000', '500000']);
  });

  it('offers nothing for unreadable or empty ranges', () => {
    expect(quickAmounts('500', '100', 0)).toEqual([]);
    expect(quickAmounts('x', '100', 0)).toEqual([]);
  });
});

describe('currencyExponent', () => {
  it('knows the exponent of each currency', () => {
    expect(currencyExponent('VND')).toBe(0);
    expect(currencyExponent('INR')).toBe(2);
    expect(currencyExponent('???')).toBe(2);
  });
});
