import { describe, expect, it } from 'vitest';
import { formatJackpot, jackpotMinorUnits } from './jackpot-format.ts';

describe('formatJackpot', () => {
  it('pads the integer part to ten digits and keeps the currency decimals', () => {
    expect(formatJackpot('1234567.89', 'INR')).toEqual({ symbol: '₹', digits: '0001234567.89' });
  });

  it('completes a short fraction to the currency decimals', () => {
    expect(formatJackpot('42.5', 'USD')).toEqual({ symbol: '$', digits: '0000000042.50' });
    expect(formatJackpot('42', 'USD')).toEqual({ symbol: '$', digits: '0000000042.00' });
  });

  it('has no fraction for currencies without minor units', () => {
    expect(formatJackpot('987654', 'VND')).toEqual({ symbol: '₫', digits: '0000987654' });
  });

  it('formats amounts in minor units the same way', () => {
    expect(formatJackpot(123456789n, 'INR')).toEqual({ symbol: '₹', digits: '0001234567.89' });
    expect(formatJackpot(987654n, 'VND').digits).toBe('0000987654');
    expect(formatJackpot(-1n, 'USD').digits).toBe('0000000000.00');
  });

  it('reads the reply in minor units without floating point', () => {
    expect(jackpotMinorUnits('90071992547409.93', 'USD')).toBe(9007199254740993n);
    expect(jackpotMinorUnits('0.16', 'INR')).toBe(16n);
    expect(jackpotMinorUnits('42.5', 'USD')).toBe(4250n);
    expect(jackpotMinorUnits('12.345', 'USD')).toBe(1234n);
    expect(jackpotMinorUnits('abc', 'USD')).toBe(0n);
  });

  it('leaves amounts of ten digits or more unpadded', () => {
    expect(formatJackpot('12345678901.00', 'RMB')).toEqual({ symbol: '¥', digits: '12345678901.00' });
  });

  it('shows zero for anything that is not a plain decimal', () => {
    expect(formatJackpot('', 'USD').digits).toBe('0000000000.00');
    expect(formatJackpot('-5', 'USD').digits).toBe('0000000000.00');
    expect(formatJackpot('1e9', 'VND').digits).toBe('0000000000');
  });
});
