import { describe, expect, it } from 'vitest';
import { directionOf, replaceDecimalPart, symbolOf } from './cash-format.ts';

describe('cash format', () => {
  it('knows the symbol of each currency, or shows the code', () => {
    expect(symbolOf('INR')).toBe('₹');
    expect(symbolOf('XYZ')).toBe('XYZ');
  });

  it('tells money in from money out and from zero', () => {
    expect(directionOf('500.00')).toBe('in');
    expect(directionOf('-200.00')).toBe('out');
    expect(directionOf('0.00')).toBe('none');
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
