import { describe, expect, it } from 'vitest';
import { directionOf, formatCash, formatSignedCash, replaceDecimalPart } from './cash-format.ts';

describe('cash format', () => {
  it('writes the currency symbol before the amount', () => {
    expect(formatCash('12.50', 'INR')).toBe('₹ 12.50');
    expect(formatCash('1000', 'VND')).toBe('₫ 1000');
    expect(formatCash('3.00', 'XYZ')).toBe('XYZ 3.00');
  });

  it('marks money in with + and money out with − besides the colour', () => {
    expect(formatSignedCash('500.00', 'INR')).toEqual({ direction: 'in', text: '+₹ 500.00' });
    expect(formatSignedCash('-200.00', 'INR')).toEqual({ direction: 'out', text: '\u2212₹ 200.00' });
    expect(formatSignedCash('0.00', 'USD')).toEqual({ direction: 'none', text: '$ 0.00' });
    expect(directionOf('-0.00')).toBe('none');
  });

  it('moves a total by the change of one of its parts without floats', () => {
    expect(replaceDecimalPart('30.10', '10.00', '25.55')).toBe('45.65');
    expect(replaceDecimalPart('0.30', '0.10', '0.20')).toBe('0.40');
    expect(replaceDecimalPart('100', '40', '0')).toBe('60');
    expect(replaceDecimalPart('1.5', '1', '2.25')).toBe('2.75');
    expect(replaceDecimalPart('n/a', '1', '2')).toBe('n/a');
  });
});
